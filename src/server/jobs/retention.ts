import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/client';
import { runRetention, type RetentionPeriods } from '../domains/personal-data';

export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;
/** A purge this recent, by any process, is today's: an hour's slack for timers that fire a little early. */
const RAN_TODAY_MS = RETENTION_EVERY_MS - 60 * 60 * 1000;

/**
 * Runs the retention purge (services/retention.ts) when the server is ready, then once a day until it closes. With
 * several processes on one PostgreSQL each has its timer: the advisory lock lets one of them work at a time, and a
 * purge done in the last day by any of them (or before a restart) makes the others' runs do nothing.
 * The timer never keeps the process alive.
 */
export function scheduleRetention(app: FastifyInstance, database: Database, periods: RetentionPeriods) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    runRetention(database, periods, new Date(), { unlessRanWithinMs: RAN_TODAY_MS })
      .then((counts) => counts && app.log.info({ counts }, 'retention purge done'))
      .catch((err: unknown) => app.log.error({ err }, 'retention purge failed'));
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), RETENTION_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
