import { atomWithStorage } from 'jotai/utils';

// Remembered on the device, for every scan desk: the airport and the sound choice.
// Each desk keeps its own last event type (scanEventTypeAtom), since bags and freight have their own types.
export const lastAirportAtom = atomWithStorage<number | null>('tarmac.scan.airport', null, undefined, {
  getOnInit: true,
});
export const soundOnAtom = atomWithStorage<boolean>('tarmac.scan.sound', true, undefined, { getOnInit: true });

/** The last event type chosen on one desk, under its own key. */
export const scanEventTypeAtom = <T extends string>(key: string) =>
  atomWithStorage<T | null>(key, null, undefined, { getOnInit: true });
