import { atomWithStorage } from 'jotai/utils';
import type { BagEventType } from '../../../shared/schemas/baggage-events';

// Remembered on the device (SPEC §2 Bag scan): the last event type and airport, and the sound choice.
export const lastEventTypeAtom = atomWithStorage<BagEventType | null>('tarmac.scan.eventType', null, undefined, { getOnInit: true });
export const lastAirportAtom = atomWithStorage<number | null>('tarmac.scan.airport', null, undefined, { getOnInit: true });
export const soundOnAtom = atomWithStorage<boolean>('tarmac.scan.sound', true, undefined, { getOnInit: true });
