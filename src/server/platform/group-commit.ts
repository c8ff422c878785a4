import { batchDbOf, type Db } from './db/client';

/**
 * Group commit: calls that arrive while earlier ones are with the database are sent together, as one
 * statement, when a slot frees. A lone call goes at once (after the current turn of the event loop, so
 * requests read from the network together leave together), so nothing waits on a timer; under load
 * the database sees a few statements of many rows instead of one statement, round trip and commit per row.
 *
 * `run` answers one result per item, in order: a value, or an Error for that item alone. When `run`
 * fails as a whole with an error the database raised for the statement (`retryAlone`: a deadlock with
 * another writer, a row that breaks a constraint), nothing of it was written, so its items are run again
 * one at a time, in arrival order: one bad item never fails the others. Any other failure (the connection
 * lost, when the commit may or may not have happened) fails the whole batch, so nothing is recorded twice.
 */
export type BatchRun<I, O> = (items: I[]) => Promise<Array<O | Error>>;

type Waiting<I, O> = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };

type Options = { maxBatch: number; maxInFlight: number; retryAlone: (err: unknown) => boolean };

export function groupCommit<I, O>(run: BatchRun<I, O>, opts: Options) {
  let queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  // a `run` that throws instead of rejecting is a rejection too
  const attempt = (items: I[]) => Promise.resolve().then(() => run(items));

  const settle = (w: Waiting<I, O>, result: O | Error | undefined) => {
    if (result instanceof Error) w.reject(result);
    else if (result === undefined) w.reject(new Error('group commit: no result for an item'));
    else w.resolve(result);
  };

  async function send(batch: Waiting<I, O>[]) {
    let results: Array<O | Error>;
    try {
      results = await attempt(batch.map((w) => w.item));
    } catch (err) {
      if (batch.length === 1 || !opts.retryAlone(err)) return batch.forEach((w) => w.reject(err));
      for (const w of batch) {
        try {
          settle(w, (await attempt([w.item]))[0]);
        } catch (e) {
          w.reject(e);
        }
      }
      return;
    }
    batch.forEach((w, i) => settle(w, results[i]));
  }

  function pump() {
    scheduled = false;
    while (inFlight < opts.maxInFlight && queue.length > 0) {
      const batch = queue.slice(0, opts.maxBatch);
      queue = queue.slice(batch.length);
      inFlight += 1;
      void send(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled && inFlight < opts.maxInFlight) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}

/** An error PostgreSQL raised for the statement (SQLSTATE), not a lost connection (class 08) or a shutdown (57). */
export const isStatementError = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('08') && !code.startsWith('57');
};

/**
 * The scan queues of a domain: one per database and time zone (the day a scan counts for is the zone's),
 * made on first use: up to 64 scans a statement, two statements at a time (one writing while the next forms),
 * on the batches' own connections, which keep each statement's plan (db/client.ts, batchDbOf).
 */
export function scanQueues<I, O>(run: (db: Db, items: I[], tz: string) => Promise<Array<O | Error>>) {
  const queues = new WeakMap<Db, Map<string, (item: I) => Promise<O>>>();
  return (db: Db, tz: string) => {
    let byZone = queues.get(db);
    if (!byZone) queues.set(db, (byZone = new Map<string, (item: I) => Promise<O>>()));
    let queue = byZone.get(tz);
    if (!queue) {
      const batchDb = batchDbOf(db);
      queue = groupCommit<I, O>((items) => run(batchDb, items, tz), {
        maxBatch: 64,
        maxInFlight: 2,
        retryAlone: isStatementError,
      });
      byZone.set(tz, queue);
    }
    return queue;
  };
}
