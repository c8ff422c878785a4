import type { Call } from '../../platform/call';
import { AIRPORT_CHANGES, changedAirports } from '../../platform/airport-changes';
import { liveFeed, versionOf } from '../../platform/live-feed';
import { boardAirport, readBoard, type BoardData } from './snapshot';

// The live board (decision 060): a live feed (platform/live-feed.ts) keyed by airport, read again when the event bus
// names that airport (or any), once for all the boards open on it in this process.

type BoardAirport = Awaited<ReturnType<typeof boardAirport>>;

const boards = liveFeed<number, BoardData>({
  channel: AIRPORT_CHANGES,
  changed: changedAirports,
  // the board's content, the instant it was read apart
  version: (data) => versionOf({ ...data, generated_at: '' }),
});

/**
 * The airport's board now, then each new one, as an async iterable that holds the newest only (a slow screen skips
 * boards, never falls behind); it ends with `signal` or when the app closes.
 */
export function boardUpdates(call: Pick<Call, 'db' | 'env' | 'tz'>, airport: BoardAirport, signal?: AbortSignal) {
  const { db, env, tz } = call;
  return boards.updates(db, airport.id, () => readBoard({ db, env, tz }, airport), signal);
}
