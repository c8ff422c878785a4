/**
 * Group commit: calls that arrive while earlier ones are with the database are sent together, as one
 * statement, when a slot frees. A lone call goes at once (after the current turn of the event loop, so
 * requests read from the network together leave together), so nothing waits on a timer; under load
 * the database sees a few statements of many rows instead of one statement, round trip and commit per row.
 *
 * `run` answers one result per item, in order: a value, or an Error for that item alone. If `run`
 * itself fails (a deadlock with another writer, a row that breaks a constraint), each item of the batch
 * is run again on its own, so one bad item never fails the others and nothing is lost.
 */
export type BatchRun<I, O> = (items: I[]) => Promise<Array<O | Error>>;

type Waiting<I, O> = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };

export function groupCommit<I, O>(run: BatchRun<I, O>, opts: { maxBatch: number; maxInFlight: number }) {
  let queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const settle = (w: Waiting<I, O>, result: O | Error | undefined) => {
    if (result instanceof Error) w.reject(result);
    else if (result === undefined) w.reject(new Error('group commit: no result for an item'));
    else w.resolve(result);
  };

  async function send(batch: Waiting<I, O>[]) {
    try {
      const results = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => settle(w, results[i]));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      await Promise.all(
        batch.map((w) =>
          run([w.item]).then(
            ([result]) => settle(w, result),
            (e: unknown) => w.reject(e),
          ),
        ),
      );
    }
  }

  function pump() {
    scheduled = false;
    while (inFlight < opts.maxInFlight && queue.length > 0) {
      const batch = queue.length <= opts.maxBatch ? queue : queue.slice(0, opts.maxBatch);
      queue = queue.length <= opts.maxBatch ? [] : queue.slice(opts.maxBatch);
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
