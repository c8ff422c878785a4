import { parentPort, workerData } from 'node:worker_threads';
import { ManifestRefusal, readManifest, type ManifestPassenger } from './manifest-parse';

// A worker thread that reads one manifest and ends (started by manifest.ts): however long pdf.js and
// the table take, the server's event loop goes on answering scans, and the thread can be stopped.

export type WorkerAnswer =
  { rows: ManifestPassenger[] } | { refusal: Pick<ManifestRefusal, 'key' | 'params'> } | { crash: string };

const { bytes } = workerData as { bytes: Uint8Array };
let answer: WorkerAnswer;
try {
  answer = { rows: await readManifest(bytes) };
} catch (err) {
  // a refusal goes back as its message key; anything else is a bug, which the server logs as a 500
  answer =
    err instanceof ManifestRefusal
      ? { refusal: { key: err.key, params: err.params } }
      : { crash: (err as Error)?.stack ?? String(err) };
}
parentPort!.postMessage(answer);
