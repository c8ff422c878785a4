import type { Db } from './db/client';
import { publish } from './event-bus';

// What an airport's live screens show has changed (a scan, a baggage message, a flight's block times, an erasure):
// said on one channel of the event bus, to every process, which reads again what its open screens show (the live
// feeds of platform/live-feed.ts: the boards, by airport; the dashboards, at any change).
// The message names the airports concerned, or `*` for any: a scan may concern a flight's two ends.

export const AIRPORT_CHANGES = 'airport_changes';

/** Says that what airports show has changed; through a transaction, it leaves at the commit. */
export async function announceChanges(db: Pick<Db, 'execute'>, airportIds: number[] | '*') {
  const ids = airportIds === '*' ? '*' : [...new Set(airportIds)].join(',');
  if (ids) await publish(db, AIRPORT_CHANGES, ids);
}

/** The airports a message names: `all` for `*`. */
export const changedAirports = (payload: string): number[] | 'all' =>
  payload === '*' ? 'all' : payload.split(',').map(Number).filter(Number.isInteger);
