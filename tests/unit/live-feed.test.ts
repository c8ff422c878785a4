import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/platform/db/client';
import { attachBus, type EventBus, type Subscriber } from '../../src/server/platform/event-bus';
import { liveFeed } from '../../src/server/platform/live-feed';

// A live feed under steady changes whose read is slower than its gathering (a busy airport's day read while scans
// keep coming): at most one read waits behind the one under way, so the reads keep pace with time, not with changes.

describe('A live feed under steady changes', () => {
  afterEach(() => vi.useRealTimers());

  it('reads at most once more than the time allows, however many changes come', async () => {
    vi.useFakeTimers();
    const db = { execute: () => undefined } as unknown as Db;
    let subscriber: Subscriber | undefined;
    const bus = {
      subscribe: (_channel: string, s: Subscriber) => {
        subscriber = s;
        return Promise.resolve(async () => undefined);
      },
    } as unknown as EventBus;
    attachBus(db, bus);
    const feed = liveFeed<number, number>({ channel: 'test_changes', changed: () => [1] });
    let reads = 0;
    // each read takes 400 ms, longer than the 150 ms the feed gathers changes for
    const read = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 400));
    const abort = new AbortController();
    const updates = feed.updates(db, 1, read, abort.signal)[Symbol.asyncIterator]();
    const first = updates.next();
    await vi.advanceTimersByTimeAsync(400);
    expect((await first).value?.data).toBe(1);

    // a change every 20 ms for 1.2 s: eight gatherings
    for (let i = 0; i < 60; i++) {
      subscriber!.onMessage('*');
      await vi.advanceTimersByTimeAsync(20);
    }
    await vi.advanceTimersByTimeAsync(5_000);
    // 1.2 s of changes at 400 ms a read: the first read, about three under the changes, one after the last of them
    expect(reads).toBeLessThanOrEqual(6);
    expect(reads).toBeGreaterThanOrEqual(4);
    abort.abort();
    await updates.return?.();
  });
});
