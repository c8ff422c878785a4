import bwipjs from 'bwip-js/node';
import { rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { instantToZonedIso } from '../../shared/time';
import { drawQr } from './pdf-qr';

// What the printed documents share (ULD contents list, claim receipt, bag label): A4 pages written top to bottom in
// the standard fonts, text those fonts can write, airport time as people read it, and barcodes (Code 128, and the ITF
// of a bag tag's licence plate).

export const A4 = [595.28, 841.89] as const;
export const MARGIN = 48;
const LINE = 15;

/** Airport time as people read it on paper: 2026-11-25 14:30. */
export const wallClock = (date: Date, tz: string) => instantToZonedIso(date, tz).slice(0, 16).replace('T', ' ');

const charsets = new WeakMap<PDFFont, Set<number>>();
// Latin letters with no decomposition into a base letter and an accent
const BASE_LETTER: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  Ŀ: 'L',
  ŀ: 'l',
};

/**
 * The standard fonts write Windows-1252 only, and pdf-lib throws on any other character: a name from anywhere
 * must not cost the whole document. French digit grouping's narrow space becomes a no-break space; a letter the
 * font lacks becomes its base letter where it has one (Ngũgĩ → Ngugi, Łukasz Żółć → Lukasz Zólc), anything else
 * (another script) a question mark.
 */
export function writable(font: PDFFont, text: string): string {
  let charset = charsets.get(font);
  if (!charset) charsets.set(font, (charset = new Set(font.getCharacterSet())));
  const has = (c: string) => charset.has(c.codePointAt(0)!);
  return [...text.replace(/\u202f/g, '\u00a0')]
    .map((c) => {
      if (has(c)) return c;
      const base = BASE_LETTER[c] ?? c.normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every(has) ? base : '?';
    })
    .join('');
}

/** Pages written top to bottom: a new one when the next lines would not fit. */
export class Writer {
  pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  constructor(
    private doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  private safe(text: string) {
    return writable(this.font, text);
  }
  private newPage() {
    this.page = this.doc.addPage([...A4]);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }
  /** Room for `lines` more lines, or a new page. */
  need(lines: number) {
    if (this.y - lines * LINE < MARGIN + LINE) this.newPage();
  }
  text(text: string, opts: { x?: number; size?: number; bold?: boolean; advance?: boolean } = {}) {
    this.need(1);
    this.page.drawText(this.safe(text), {
      x: MARGIN + (opts.x ?? 0),
      y: this.y,
      size: opts.size ?? 10,
      font: opts.bold ? this.bold : this.font,
    });
    if (opts.advance !== false) this.y -= opts.size && opts.size > 12 ? opts.size + 6 : LINE;
  }
  /** Text ending at `right` (numbers in a column). */
  right(text: string, right: number, opts: { bold?: boolean } = {}) {
    const font = opts.bold ? this.bold : this.font;
    const safe = this.safe(text);
    this.page.drawText(safe, { x: MARGIN + right - font.widthOfTextAtSize(safe, 10), y: this.y, size: 10, font });
  }
  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + LINE - 4 },
      end: { x: A4[0] - MARGIN, y: this.y + LINE - 4 },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
  }
  gap(lines = 0.6) {
    this.y -= LINE * lines;
  }
  /** Text wrapped at word boundaries to the page's width (a description, a paragraph of advice). */
  paragraph(text: string, opts: { x?: number; size?: number } = {}) {
    const size = opts.size ?? 10;
    const width = A4[0] - 2 * MARGIN - (opts.x ?? 0);
    let line = '';
    for (const word of this.safe(text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.font.widthOfTextAtSize(next, size) > width) {
        this.text(line, opts);
        line = word;
      } else line = next;
    }
    if (line) this.text(line, opts);
  }
  /** An image (a barcode) of the given size in points, its top at the current line. */
  image(image: PDFImage, width: number, height: number) {
    if (this.y - height < MARGIN + LINE) this.newPage();
    this.page.drawImage(image, { x: MARGIN, y: this.y - height + LINE - 4, width, height });
    this.y -= height + 4;
  }
  /** A QR code (pdf-qr.ts) in a square of `size` points, its quiet zone included, its top at the current line. */
  qr(text: string, size: number) {
    if (this.y - size < MARGIN + LINE) this.newPage();
    drawQr(this.page, text, MARGIN, this.y + LINE - 4, size);
    this.y -= size;
  }
  /** "Page 1 / 2" at the foot of every page, once all are written. */
  numberPages(label: (page: number, pages: number) => string) {
    this.pages.forEach((page, i) => {
      const text = label(i + 1, this.pages.length);
      page.drawText(text, {
        x: A4[0] - MARGIN - this.font.widthOfTextAtSize(text, 8),
        y: MARGIN / 2,
        size: 8,
        font: this.font,
      });
    });
  }
}

/** Code 128 as PNG bytes, white background and quiet zones (scanners, and zxing, need both). */
export function code128Png(text: string, height = 14): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height,
    includetext: false,
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 4,
  });
}

/**
 * Interleaved 2 of 5 (ITF) as PNG bytes, no check digit: how an airline's bag tag prints its 10-digit licence plate
 * (IATA Resolution 740), the code the sorters and handhelds of every airport read. Quiet zones of ten narrow bars.
 */
export function itfPng(digits: string, height = 14): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'interleaved2of5',
    text: digits,
    scale: 3,
    height,
    includetext: false,
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 4,
  });
}
