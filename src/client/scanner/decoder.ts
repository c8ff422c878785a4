import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// The one barcode decoder: the camera's Web Worker runs it on video frames, the unit tests and the bench
// run it in Node on the same frames. No DOM here, so it runs in both.

/** Bag tags and AWBs are Code 128; the search also reads EAN-13 and EAN-8. */
export type BarcodeFormat = 'Code128' | 'EAN13' | 'EAN8';

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

/** The first valid barcode of the frame (or encoded image), or null. */
export async function decode(image: Frame | Uint8Array, formats: readonly BarcodeFormat[]): Promise<Decoded | null> {
  const [hit] = await readBarcodes(image as ImageData | Uint8Array, {
    formats: [...formats],
    tryHarder: true,
    tryRotate: true,
    maxNumberOfSymbols: 1,
  });
  return hit?.isValid && hit.text ? { text: hit.text, format: hit.format } : null;
}
