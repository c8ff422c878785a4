import type { BarcodeFormat } from './decoder';
import type { DecodeReply, DecodeRequest } from './decoder.worker';

// Two decoding workers. Made when a camera dialog first opens and kept for the next one, so the
// .wasm is fetched and compiled once per page.
const WORKERS = 2;

type Slot = { worker: Worker; busy: boolean };
let slots: Slot[] | null = null;
let nextId = 0;
const waiting = new Map<number, { slot: Slot; resolve: (text: string | null) => void }>();

function pool(): Slot[] {
  if (slots) return slots;
  slots = Array.from({ length: WORKERS }, () => {
    const slot: Slot = {
      worker: new Worker(new URL('./decoder.worker.ts', import.meta.url), { type: 'module' }),
      busy: false,
    };
    slot.worker.onmessage = ({ data }: MessageEvent<DecodeReply>) => {
      const job = waiting.get(data.id);
      if (!job) return;
      waiting.delete(data.id);
      job.slot.busy = false;
      if (data.error) console.warn('barcode decoder:', data.error); // camera errors are logged for support
      job.resolve(data.text);
    };
    return slot;
  });
  return slots;
}

/**
 * Hands a frame to a free worker; undefined when both are busy (the frame is skipped, the next one comes
 * 100 ms later). The frame's pixels are transferred, not copied.
 */
export function decodeFrame(frame: ImageData, formats: readonly BarcodeFormat[]): Promise<string | null> | undefined {
  const slot = pool().find((s) => !s.busy);
  if (!slot) return undefined;
  slot.busy = true;
  const id = ++nextId;
  return new Promise((resolve) => {
    waiting.set(id, { slot, resolve });
    const request: DecodeRequest = {
      id,
      frame: { data: frame.data, width: frame.width, height: frame.height },
      formats: [...formats],
    };
    slot.worker.postMessage(request, [frame.data.buffer]);
  });
}
