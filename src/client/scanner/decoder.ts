import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { ITF_PLATE, type BarcodeFormat } from './formats';

// The one barcode decoder: the camera's Web Worker runs it on video frames, the unit tests and the bench
// run it in Node on the same frames. No DOM here, so it runs in both.

export type { BarcodeFormat } from './formats';

/** RGBA pixels, as a canvas gives them (ImageData's shape). */
export type Frame = { data: Uint8ClampedArray; width: number; height: number };

export type Decoded = { text: string; format: string };

/**
 * Where the .wasm comes from, set once before the first decode: in the browser Tarmac's own URL of the
 * file (never a CDN: kiosks have no internet), in Node its bytes.
 */
export function prepareDecoder(wasm: { url: string } | { bytes: ArrayBuffer }) {
  prepareZXingModule({
    overrides:
      'url' in wasm
        ? { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm.url : prefix + path) }
        : { wasmBinary: wasm.bytes },
  });
}

/** The first valid barcode of the frame (or encoded image), or null; an ITF only when it is a 10-digit plate. */
export async function decode(image: Frame | Uint8Array, formats: readonly BarcodeFormat[]): Promise<Decoded | null> {
  const [hit] = await readBarcodes(image as ImageData | Uint8Array, {
    formats: [...formats],
    tryHarder: true,
    tryRotate: true,
    maxNumberOfSymbols: 1,
  });
  if (!hit?.isValid || !hit.text) return null;
  // a shorter or longer ITF is a plate read in part, or not a bag tag: the next frame is read instead
  if (hit.format === 'ITF' && !ITF_PLATE.test(hit.text)) return null;
  return { text: hit.text, format: hit.format };
}
