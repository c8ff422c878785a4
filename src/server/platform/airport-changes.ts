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

/** Changes said within this window are said together, in one message: a scan rate of thousands a second costs 10. */
const SOON_MS = 100;
const soon = new WeakMap<Pick<Db, 'execute'>, { ids: Set<number> | '*' }>();

/**
 * Says that what airports show has changed, within SOON_MS, with every other change said meanwhile in this process:
 * for the scans, which come by the thousand a second. Each notification is a statement and a commit of its own, and
 * PostgreSQL commits one notifying transaction at a time: one per scan took 15 % of the scans' rate
 * (bench/HISTORY.md). The screens read again after a gathering of their own (150 ms) anyway.
 */
export function announceSoon(db: Pick<Db, 'execute'>, airportIds: number[] | '*') {
  let pending = soon.get(db);
  if (!pending) {
    const started = { ids: new Set<number>() as Set<number> | '*' };
    soon.set(db, (pending = started));
    setTimeout(() => {
      soon.delete(db);
      // a screen missing one message reads again at the next, or at its tick
      void announceChanges(db, started.ids === '*' ? '*' : [...started.ids]).catch(() => undefined);
    }, SOON_MS);
  }
  if (airportIds === '*') pending.ids = '*';
  else if (pending.ids !== '*') for (const id of airportIds) pending.ids.add(id);
}

/** The airports a message names: `all` for `*`. */
export const changedAirports = (payload: string): number[] | 'all' =>
  payload === '*' ? 'all' : payload.split(',').map(Number).filter(Number.isInteger);
