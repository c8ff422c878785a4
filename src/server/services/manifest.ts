import { Worker, type WorkerOptions } from 'node:worker_threads';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flights, passengers } from '../db/schema';
import { fail } from '../errors';
import type { ManifestPassenger } from './manifest-parse';
import type { WorkerAnswer } from './manifest-worker';

// Manifest import (CONTRACT §7). The PDF is read in a worker thread of its own (manifest-parse.ts has the
// reading), with a time limit and a memory limit: one crafted PDF must not hold the event loop that
// answers every bag scan of the airport (issue 24). The caps on pages and pieces of text are the reader's.

export const MANIFEST_MAX_BYTES = 10 * 1024 * 1024;

/**
 * How long reading may take, the thread's start included. A real manifest reads in a second or two (the
 * 400 passengers over 16 pages of the tests: under one); 20 s is room for a busy two-core machine, and
 * what a PDF made to be slow costs at most before its thread is stopped.
 */
export const MANIFEST_TIME_LIMIT_MS = 20_000;

/**
 * The reading thread's heap. An A380's manifest of 853 passengers peaks at about 75 MB, and a PDF of the
 * most pieces of text the reader takes (MANIFEST_MAX_TEXT_ITEMS) at about 160 MB; past 256 MB the thread
 * is stopped, and the server's own heap never grows with a PDF.
 */
export const MANIFEST_MEMORY_MB = 256;

type ReadOptions = {
  /** Only tests shorten it, to see a reader stopped. */
  timeLimitMs?: number;
};

/** The manifest's passengers, read in a worker thread: 422 with what is wrong when it cannot be read. */
export async function parseManifest(bytes: Uint8Array, { timeLimitMs = MANIFEST_TIME_LIMIT_MS }: ReadOptions = {}): Promise<ManifestPassenger[]> {
  // a file that is not even a PDF is refused without starting a thread
  if (!isPdf(bytes)) throw fail('UNPROCESSABLE_CONTENT', 'manifestNotPdf');
  return readInWorker(bytes, timeLimitMs);
}

function isPdf(bytes: Uint8Array) {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/**
 * One thread per manifest, ended when it answers or at the time limit: a stopped pdf.js leaves nothing
 * behind, and a manifest is imported too seldom for a pool's idle threads (and their heaps) to pay.
 */
function readInWorker(bytes: Uint8Array, timeLimitMs: number): Promise<ManifestPassenger[]> {
  return new Promise((resolve, reject) => {
    const copy = bytes.slice(); // handed over to the thread, so the caller's bytes stay as they are
    const worker = startWorker({
      workerData: { bytes: copy },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: MANIFEST_MEMORY_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // answered once the thread is gone: an import never leaves a thread running behind it
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
      settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? fail('UNPROCESSABLE_CONTENT', 'manifestTooMuchMemory', { mb: MANIFEST_MEMORY_MB }) : err)),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`The manifest reader stopped (exit code ${code}) without an answer`))));
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
export async function importManifest(db: Db, flightId: number, bytes: Uint8Array) {
  const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId));
  if (!flight) throw fail('NOT_FOUND', 'flightNotFound', { id: flightId });
  if (bytes.byteLength > MANIFEST_MAX_BYTES) throw fail('PAYLOAD_TOO_LARGE', 'manifestTooLarge');
  const rows = await parseManifest(bytes);
  let imported = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000).map((r) => ({ ...r, flight_id: flightId }));
    imported += (await db.insert(passengers).values(chunk).onConflictDoNothing().returning({ id: passengers.id })).length;
  }
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(passengers).where(eq(passengers.flight_id, flightId));
  return { count: total, imported };
}
