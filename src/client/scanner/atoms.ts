import { atomWithStorage } from 'jotai/utils';

// Remembered on the device, for every scan desk: the airport and the sound choice.
// Read once the desk is on screen, not in its first render: that render takes over the page the server drew,
// which knows nothing of this device, and must draw the same.
// Each desk keeps its own last event type (scanEventTypeAtom), since bags and freight have their own types.
export const lastAirportAtom = atomWithStorage<number | null>('tarmac.scan.airport', null);
export const soundOnAtom = atomWithStorage<boolean>('tarmac.scan.sound', true);

/** The last event type chosen on one desk, under its own key. */
export const scanEventTypeAtom = <T extends string>(key: string) => atomWithStorage<T | null>(key, null);
