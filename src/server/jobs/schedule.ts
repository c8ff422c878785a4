import { PURGE_EVERY_MS, purgeExpired } from '../auth/purge';
import { systemCall } from '../platform/call';
import { compactDailyCounts } from '../platform/daily-counts';
import type { Database } from '../platform/db/client';
import type { Env } from '../platform/env';
import type { Job } from '../platform/scheduler';
import { eraseExpiredTrackerLinks, retentionPeriods, runRetention } from '../domains/personal-data';

// Every periodic job of the server, in one list: what it does, how often, and whether the server waits for its first
// run before it serves (platform/scheduler.ts runs them). Work a domain needs done on a clock is added here.

const HOUR_MS = 60 * 60 * 1000;
export const RETENTION_EVERY_MS = 24 * HOUR_MS;
/** A purge this recent, by any process, is today's: an hour's slack for timers that fire a little early. */
const RAN_TODAY_MS = RETENTION_EVERY_MS - HOUR_MS;

/**
 * The jobs of an app; with `serverJobs` (the server process, main.ts), also those that change data on a clock a
 * test moves itself: an app a test builds never runs them behind its back.
 */
export function scheduledJobs(database: Database, env: Env, { serverJobs }: { serverJobs: boolean }): Job[] {
  const purgeCall = systemCall(database.db, env, 'purge');
  const jobs: Job[] = [
    // Expired sessions and idle sign-in counters deleted (auth/purge.ts).
    {
      name: 'purging expired sessions',
      everyMs: PURGE_EVERY_MS,
      awaitFirstRun: true,
      run: () => purgeExpired(purgeCall),
    },
  ];
  if (!serverJobs) return jobs;
  const periods = retentionPeriods(env);
  return [
    ...jobs,
    // Yesterday's counter shards folded into one row each (cheap: today's rows only).
    {
      name: 'counter compaction',
      everyMs: HOUR_MS,
      awaitFirstRun: true,
      run: () => compactDailyCounts(database.db, env.APP_TIMEZONE),
    },
    // The passengers' tracker links past their end erased, with their values in the trail (personal-data/
    // tracker-expiry.ts): a link shares a bag's location for days, so the hour is its grain. Harmless when several
    // processes run it at once: each erases what is left.
    {
      name: 'expired tracker links',
      everyMs: HOUR_MS,
      awaitFirstRun: false,
      run: async (log) => {
        const erased = await eraseExpiredTrackerLinks(database.db);
        if (erased) log.info({ erased }, 'expired tracker links erased');
      },
    },
    // Personal data past its keeping period erased (domains/personal-data/retention.ts), once a day. With several processes on
    // one PostgreSQL each has its timer: the advisory lock lets one of them work at a time, and a purge done in the
    // last day by any of them (or before a restart) makes the others' runs do nothing. Long on a large database: the
    // server serves meanwhile.
    {
      name: 'retention purge',
      everyMs: RETENTION_EVERY_MS,
      awaitFirstRun: false,
      run: async (log) => {
        const counts = await runRetention(database, periods, new Date(), { unlessRanWithinMs: RAN_TODAY_MS });
        if (counts) log.info({ counts }, 'retention purge done');
      },
    },
  ];
}
