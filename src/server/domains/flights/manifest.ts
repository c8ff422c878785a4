import { Worker, type WorkerOptions } from 'node:worker_threads';
import { count, eq } from 'drizzle-orm';
import type { Call } from '../../platform/call';
import { flights, passengers } from '../schema';
import { fail, failRetryAfter } from '../../platform/errors';
import {
  MANIFEST_MEMORY_MB,
  MANIFEST_READS_AT_ONCE,
  MANIFEST_READS_WAITING,
  MANIFEST_RETRY_AFTER_S,
  MANIFEST_TIME_LIMIT_MS,
} from './manifest-limits';
import type { ManifestPassenger } from './manifest-parse';
import type { WorkerAnswer } from './manifest-worker';
import { audit, changesOf } from '../audit';
import { passengerColumns } from './passenger-columns';

// Manifest import: a flight's passengers from its PDF list. The PDF is read in a worker thread of its own (manifest-parse.ts has the
// reading), with a time limit and a memory limit: one crafted PDF must not hold the event loop that
// answers every bag scan of the airport. The limits, and why they are what they are: manifest-limits.ts.

export const MANIFEST_MAX_BYTES = 10 * 1024 * 1024;

type ReadOptions = {
  /** Only tests shorten these, to see a reader stopped. */
  timeLimitMs?: number;
  memoryLimitMb?: number;
};

/** The manifest's passengers, read in a worker thread: 422 with what is wrong when it cannot be read. */
export async function parseManifest(
  bytes: Uint8Array,
  { timeLimitMs = MANIFEST_TIME_LIMIT_MS, memoryLimitMb = MANIFEST_MEMORY_MB }: ReadOptions = {},
): Promise<ManifestPassenger[]> {
  // a file that is not even a PDF is refused without starting a thread
  if (!isPdf(bytes)) throw fail('UNPROCESSABLE_CONTENT', 'manifestNotPdf');
  return readers(() => readInWorker(bytes, timeLimitMs, memoryLimitMb));
}

// How often the process's memory is looked at while a manifest is read.
const MEMORY_CHECK_MS = 50;

function isPdf(bytes: Uint8Array) {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/**
 * At most `running` tasks at once and `waiting` more in line, served in order; past that, refused at once.
 * A finished task hands its place to the first in line.
 */
function limiter(running: number, waiting: number, refuse: () => Error) {
  let busy = 0;
  const line: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (busy < running) busy += 1;
    else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve));
    else throw refuse();
    try {
      return await task();
    } finally {
      const next = line.shift();
      if (next) next();
      else busy -= 1;
    }
  };
}

// One limiter per process: it guards this process's cores and memory, whatever other processes do.
const readers = limiter(MANIFEST_READS_AT_ONCE, MANIFEST_READS_WAITING, () =>
  failRetryAfter('SERVICE_UNAVAILABLE', 'manifestBusy', MANIFEST_RETRY_AFTER_S),
);

/**
 * One thread per manifest, ended when it answers or at the time limit: a stopped pdf.js leaves nothing
 * behind, and a manifest is imported too seldom for a pool's idle threads (and their heaps) to pay.
 */
function readInWorker(bytes: Uint8Array, timeLimitMs: number, memoryLimitMb: number): Promise<ManifestPassenger[]> {
  return new Promise((resolve, reject) => {
    const copy = bytes.slice(); // handed over to the thread, so the caller's bytes stay as they are
    const worker = startWorker({
      workerData: { bytes: copy },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    // The thread's heap limit does not cover the buffers pdf.js inflates a compressed stream into (a 300 KB
    // PDF can inflate to gigabytes): the process's own size is watched, and the reader stopped once it has
    // grown past the limit twice over (room for the thread's heap and its buffers).
    const startRss = process.memoryUsage.rss();
    const tooMuchMemory = () => fail('UNPROCESSABLE_CONTENT', 'manifestTooMuchMemory', { mb: memoryLimitMb });
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - startRss > 2 * memoryLimitMb * 1024 * 1024) settle(() => reject(tooMuchMemory()));
    }, MEMORY_CHECK_MS);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      // answered once the thread is gone, so the limiter never counts fewer threads than there are
      void worker.terminate().then(outcome, outcome);
    };
    const timer = setTimeout(
      () => settle(() => reject(fail('UNPROCESSABLE_CONTENT', 'manifestTooSlow', { seconds: timeLimitMs / 1000 }))),
      timeLimitMs,
    );
    worker.on('message', (answer: WorkerAnswer) =>
      settle(() => {
        if ('rows' in answer) resolve(answer.rows);
        else if ('refusal' in answer) reject(fail('UNPROCESSABLE_CONTENT', answer.refusal.key, answer.refusal.params));
        else reject(new Error(`The manifest reader failed: ${answer.crash}`));
      }),
    );
    worker.on('error', (err: Error & { code?: string }) =>
      settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchMemory() : err)),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The manifest reader stopped (exit code ${code}) without an answer`))),
    );
  });
}

/**
 * The reader's thread. In the build it is dist/server/manifest-worker.js, an entry of its own beside
 * main.js and every chunk (vite.config.ts). From source (tests, `npm run dev`) Node 20 will not start a
 * thread on a .ts file, even under tsx, so the thread starts on one line that loads it through tsx's API.
 */
function startWorker(options: WorkerOptions) {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./manifest-worker.js', import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./manifest-worker.ts', import.meta.url).href;
  const boot = `const { tsImport } = await import(${JSON.stringify(tsx)}); await tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}

/** Adds the manifest's passengers to the flight; the same name and PNR twice is one passenger. */
export async function importManifest(
  call: Call,
  { flightId, manifest: bytes }: { flightId: number; manifest: Uint8Array },
) {
  const { db } = call;
  const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId));
  if (!flight) throw fail('NOT_FOUND', 'flightNotFound', { id: flightId });
  if (bytes.byteLength > MANIFEST_MAX_BYTES)
    throw fail('PAYLOAD_TOO_LARGE', 'manifestTooLarge', { mb: MANIFEST_MAX_BYTES / 1024 / 1024 });
  const rows = await parseManifest(bytes);
  // the passengers and their audit rows (one `create` per passenger added, none for those already there) go together
  const imported = await db.transaction(async (tx) => {
    let added = 0;
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000).map((r) => ({ ...r, flight_id: flightId }));
      const saved = await tx.insert(passengers).values(chunk).onConflictDoNothing().returning(passengerColumns);
      await audit(
        tx,
        call,
        ...saved.map((p) => ({
          entity: 'passenger' as const,
          entity_id: p.id,
          action: 'create' as const,
          changes: changesOf(null, p),
        })),
      );
      added += saved.length;
    }
    return added;
  });
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(passengers)
    .where(eq(passengers.flight_id, flightId));
  return { count: total, imported };
}
