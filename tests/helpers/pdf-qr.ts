import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// A QR code drawn in a PDF as filled rectangles (src/server/platform/pdf-qr.ts), read back the way a phone would:
// the page's drawing instructions are replayed onto pixels, and zxing reads the pixels. Only what the documents
// draw is understood: `q`/`Q`, `cm`, `re`, and `f` or `n`/`S` closing a path; text is passed over.

// The wasm comes from the package, never from a CDN.
const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
void prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  fireImmediately: true,
});

type Rect = { x: number; y: number; w: number; h: number };
type Matrix = [number, number, number, number, number, number];

/** The bytes of a page's content streams, inflated, one after the other. */
async function pageContent(pdf: Uint8Array, pageIndex: number) {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(pageIndex);
  const contents = page.node.get(PDFName.of('Contents'));
  const streams: PDFObject[] =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref)!)
      : [doc.context.lookup(contents)!];
  return streams
    .map((s) => {
      const raw = s as PDFRawStream;
      const deflated = raw.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
      return Buffer.from(deflated ? inflateSync(raw.contents) : raw.contents).toString('latin1');
    })
    .join('\n');
}

/** The filled rectangles of a page, in page coordinates (points, y up). */
export async function filledRectangles(pdf: Uint8Array, pageIndex = 0): Promise<Rect[]> {
  const content = await pageContent(pdf, pageIndex);
  const filled: Rect[] = [];
  let path: Rect[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const saved: Matrix[] = [];
  let operands: number[] = [];
  const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number) => [a * x + c * y + e, b * x + d * y + f];
  for (const token of content.split(/\s+/).filter(Boolean)) {
    if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(token)) {
      operands.push(Number(token));
      continue;
    }
    if (/^[/<([\]]|^>/.test(token)) continue; // names, strings, arrays: operands of text and colour operators
    if (token === 'q') saved.push(ctm);
    else if (token === 'Q') ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (token === 'cm') {
      const [a, b, c, d, e, f] = operands as Matrix;
      const [A, B, C, D, E, F] = ctm;
      ctm = [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
    } else if (token === 're') {
      const [x, y, w, h] = operands as [number, number, number, number];
      const [x0, y0] = apply(ctm, x, y);
      const [x1, y1] = apply(ctm, x + w, y + h);
      path.push({ x: Math.min(x0!, x1!), y: Math.min(y0!, y1!), w: Math.abs(x1! - x0!), h: Math.abs(y1! - y0!) });
    } else if (token === 'f' || token === 'F' || token === 'f*') {
      filled.push(...path);
      path = [];
    } else if (token === 'n' || token === 'S' || token === 's') path = [];
    operands = [];
  }
  return filled;
}

/**
 * The QR code a page draws: its modules (row by row from the top, true for dark; one module is the lowest
 * rectangle's height) and its text as zxing reads it from pixels, 4 to a module with a 4-module white margin.
 */
export async function qrOfPdf(pdf: Uint8Array, pageIndex = 0) {
  const rects = await filledRectangles(pdf, pageIndex);
  if (!rects.length) return { modules: [], text: undefined };
  const module = Math.min(...rects.map((r) => r.h));
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.max(...rects.map((r) => r.y + r.h));
  const size = Math.round((Math.max(...rects.map((r) => r.x + r.w)) - left) / module);
  const dark = (row: number, col: number) => {
    const [x, y] = [left + (col + 0.5) * module, top - (row + 0.5) * module];
    return rects.some((r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h);
  };
  const modules = Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => dark(row, col)));
  const px = 4;
  const side = (size + 8) * px;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  modules.forEach((cols, row) =>
    cols.forEach((on, col) => {
      if (!on) return;
      for (let dy = 0; dy < px; dy++)
        for (let dx = 0; dx < px; dx++) {
          const i = ((row + 4) * px + dy) * side + (col + 4) * px + dx;
          rgba.fill(0, i * 4, i * 4 + 3);
        }
    }),
  );
  const [result] = await readBarcodes(
    { data: rgba, width: side, height: side, colorSpace: 'srgb' },
    { formats: ['QRCode'] },
  );
  return { modules, text: result?.text };
}
