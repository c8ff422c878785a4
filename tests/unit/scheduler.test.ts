import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, type Job } from '../../src/server/platform/scheduler';

/** A logger that keeps what it was told. */
function recordingLog() {
  const records: Array<{ level: string; msg: string; err?: unknown }> = [];
  const at = (level: string) => (obj: unknown, msg?: string) =>
    void records.push({ level, msg: msg ?? String(obj), err: (obj as { err?: unknown }).err });
  const log = { info: at('info'), error: at('error'), warn: at('warn'), debug: at('debug') };
  return { log: log as unknown as FastifyBaseLogger, records };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('the scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each job at start, waiting only for those that ask, then on its own interval until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const runs: string[] = [];
    let finishLong: () => void = () => {};
    const jobs: Job[] = [
      { name: 'short', everyMs: 1_000, awaitFirstRun: true, run: async () => void runs.push('short') },
      {
        name: 'long',
        everyMs: 5_000,
        awaitFirstRun: false,
        run: () => {
          runs.push('long');
          return new Promise<void>((resolve) => (finishLong = resolve));
        },
      },
    ];
    const { log } = recordingLog();
    const scheduler = createScheduler(log, jobs);

    await scheduler.start(); // not held by the long job's first run
    expect(runs).toEqual(['short', 'long']);
    finishLong();

    vi.advanceTimersByTime(5_000);
    await tick();
    expect(runs.filter((r) => r === 'short')).toHaveLength(6);
    expect(runs.filter((r) => r === 'long')).toHaveLength(2);

    scheduler.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(runs).toHaveLength(8);
  });

  it('logs a failed run under the job’s name and runs it again at its next turn', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let attempts = 0;
    const { log, records } = recordingLog();
    const scheduler = createScheduler(log, [
      {
        name: 'counter compaction',
        everyMs: 1_000,
        awaitFirstRun: true,
        run: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('database away');
        },
      },
    ]);

    await scheduler.start();
    expect(records).toEqual([{ level: 'error', msg: 'counter compaction failed', err: new Error('database away') }]);
    vi.advanceTimersByTime(1_000);
    await tick();
    expect(attempts).toBe(2);
    expect(records).toHaveLength(1);
    scheduler.stop();
  });

  it('starts no timer once stopped, even when stopped during a first run', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { log } = recordingLog();
    let scheduler: ReturnType<typeof createScheduler> | undefined = undefined;
    scheduler = createScheduler(log, [
      { name: 'first', everyMs: 1_000, awaitFirstRun: true, run: async () => scheduler?.stop() },
      { name: 'second', everyMs: 1_000, awaitFirstRun: true, run: async () => {} },
    ]);
    await scheduler.start();
    expect(vi.getTimerCount()).toBe(0);
  });
});
