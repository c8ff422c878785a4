import { describe, expect, it } from 'vitest';
import { groupCommit, type BatchRun } from '../../src/server/platform/group-commit';

/** A run that records each batch it is given and answers after `gate` resolves. */
function recorder(answer: (n: number) => number | Error = (n) => n * 10) {
  const batches: number[][] = [];
  let open: () => void = () => {};
  let gate = new Promise<void>((r) => (open = r));
  const run: BatchRun<number, number> = async (items) => {
    batches.push(items);
    await gate;
    return items.map(answer);
  };
  return {
    run,
    batches,
    release: () => {
      open();
      gate = new Promise<void>((r) => (open = r));
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));
/** A statement error in these tests carries a SQLSTATE-like code; anything else is a lost connection. */
const retryAlone = (err: unknown) => (err as { code?: string }).code === 'STMT';
const opts = (maxBatch: number, maxInFlight: number) => ({ maxBatch, maxInFlight, retryAlone });
const statementError = (message: string) => Object.assign(new Error(message), { code: 'STMT' });

describe('group commit', () => {
  it('sends a lone call on its own, without waiting for others', async () => {
    const r = recorder();
    const push = groupCommit(r.run, opts(10, 1));
    const answer = push(1);
    await tick();
    expect(r.batches).toEqual([[1]]);
    r.release();
    expect(await answer).toBe(10);
  });

  it('groups the calls that arrive while a batch is in flight into the next one, in order', async () => {
    const r = recorder();
    const push = groupCommit(r.run, opts(10, 1));
    const first = push(1);
    await tick();
    const rest = [2, 3, 4].map(push);
    await tick();
    expect(r.batches).toEqual([[1]]); // the others wait for the slot
    r.release();
    expect(await first).toBe(10);
    await tick();
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
    r.release();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('never puts more than maxBatch items in one statement, and uses up to maxInFlight slots', async () => {
    const r = recorder();
    const push = groupCommit(r.run, opts(2, 2));
    const all = [1, 2, 3, 4, 5].map(push);
    await tick();
    expect(r.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    r.release();
    await tick();
    await tick();
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
    r.release();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
  });

  it('fails only the item whose result is an error', async () => {
    const r = recorder((n) => (n === 2 ? new Error('bag 2 unknown') : n));
    const push = groupCommit(r.run, opts(10, 1));
    const answers = Promise.allSettled([1, 2, 3].map(push));
    await tick();
    r.release();
    const settled = await answers;
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      1,
      'bag 2 unknown',
      3,
    ]);
  });

  it('runs each item of a batch the database refused again on its own, one after another in order', async () => {
    const batches: number[][] = [];
    let running = 0;
    let mostAtOnce = 0;
    const run: BatchRun<number, number> = async (items) => {
      batches.push(items);
      mostAtOnce = Math.max(mostAtOnce, ++running);
      await tick();
      running -= 1;
      if (items.includes(13)) throw statementError('constraint broken by 13');
      return items;
    };
    const push = groupCommit(run, opts(10, 1));
    const settled = await Promise.allSettled([12, 13, 14].map(push));
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
    expect(mostAtOnce).toBe(1);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      12,
      'constraint broken by 13',
      14,
    ]);
  });

  it('fails the whole batch, without running it again, when the connection is lost (the commit may have happened)', async () => {
    const batches: number[][] = [];
    const push = groupCommit<number, number>(
      async (items) => {
        batches.push(items);
        throw new Error('connection closed');
      },
      opts(10, 1),
    );
    const settled = await Promise.allSettled([1, 2, 3].map(push));
    expect(batches).toEqual([[1, 2, 3]]);
    expect(settled.every((s) => s.status === 'rejected' && (s.reason as Error).message === 'connection closed')).toBe(
      true,
    );
  });

  it('rejects, and does not hang, when run throws instead of rejecting', async () => {
    const push = groupCommit<number, number>(
      () => {
        throw statementError('thrown');
      },
      opts(10, 1),
    );
    const settled = await Promise.allSettled([1, 2].map(push));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });

  it('rejects an item that run gave no result for', async () => {
    const push = groupCommit<number, number>(async () => [], opts(10, 1));
    await expect(push(1)).rejects.toThrow('no result');
  });

  it('keeps serving after a failure', async () => {
    let fail = true;
    const push = groupCommit<number, number>(
      async (items) => {
        if (fail) throw new Error('database away');
        return items;
      },
      opts(10, 1),
    );
    await expect(push(1)).rejects.toThrow('database away');
    fail = false;
    expect(await push(2)).toBe(2);
  });
});
