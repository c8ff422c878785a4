import type { FastifyBaseLogger } from 'fastify';

/** A periodic job: run when the app is ready, then every `everyMs` until it closes. */
export type Job = {
  /** What it does, as the log says it when a run fails: "<name> failed". */
  name: string;
  everyMs: number;
  /**
   * Whether the app waits for the first run before it serves: yes for a short job whose work the first requests
   * should find done; no for a long one (it runs meanwhile).
   */
  awaitFirstRun: boolean;
  /** One run. A failure is logged and the job runs again at its next turn. */
  run: (log: FastifyBaseLogger) => Promise<unknown>;
};

/**
 * The one place periodic work runs: each job once at start (the app ready), then on its own interval, until stop (the
 * app closing). The timers never keep the process alive. With several processes on one database each runs every
 * job: a job that must not run twice at once takes care of it itself (an advisory lock, a row that says when it last
 * ran).
 */
export function createScheduler(log: FastifyBaseLogger, jobs: Job[]) {
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  const runOnce = (job: Job) =>
    job.run(log).then(
      () => undefined,
      (err: unknown) => log.error({ err }, `${job.name} failed`),
    );
  return {
    start: async () => {
      for (const job of jobs) {
        if (stopped) return;
        if (job.awaitFirstRun) await runOnce(job);
        else void runOnce(job);
        if (stopped) return;
        const timer = setInterval(() => void runOnce(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    stop: () => {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
    },
  };
}
