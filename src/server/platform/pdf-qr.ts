import bwipjs from 'bwip-js/node';
import { fill, popGraphicsState, pushGraphicsState, rectangle, setFillingGrayscaleColor, type PDFPage } from 'pdf-lib';

// QR codes on the printed documents (the claim receipt's status link, the reclaim hall's poster). The symbol is
// bwip-js's, the library that draws the documents' Code 128 and ITF already: a QR code's encoding (modes, Reed-Solomon
// error correction, masks) is no code to write again. It is drawn here as filled squares rather than embedded as a
// picture, so that it prints sharp at any size (a viewer smooths an enlarged picture's edges) and adds no image.

/** The quiet zone, in modules: the white margin the QR code standard (ISO/IEC 18004) asks around the symbol. */
export const QR_QUIET_MODULES = 4;

/** The symbol's modules, row by row from the top, true for dark; error correction M (15 % of it may be lost). */
export function qrMatrix(text: string): boolean[][] {
  const [symbol] = bwipjs.raw('qrcode', text, 'eclevel=M');
  if (!symbol || !('pixs' in symbol)) throw new Error('bwip-js drew no QR code');
  const { pixs, pixx, pixy } = symbol;
  return Array.from({ length: pixy }, (_, row) =>
    Array.from({ length: pixx }, (_, col) => pixs[row * pixx + col] === 1),
  );
}

/**
 * Draws the QR code of `text` with its quiet zone inside a square of `size` points whose top left corner is at
 * (`x`, `top`) in the page's coordinates (y up); each row's run of dark modules is one rectangle, all one fill.
 */
export function drawQr(page: PDFPage, text: string, x: number, top: number, size: number) {
  const matrix = qrMatrix(text);
  const module = size / (matrix.length + 2 * QR_QUIET_MODULES);
  const ops = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  matrix.forEach((row, r) => {
    const y = top - (r + QR_QUIET_MODULES + 1) * module;
    for (let c = 0; c < row.length;) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c++;
      ops.push(rectangle(x + (start + QR_QUIET_MODULES) * module, y, (c - start) * module, module));
    }
  });
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}
