import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Locales } from '../../../locales/i18n-types';
import type { Db } from '../db/client';
import { LL } from '../i18n';
import { instantToZonedIso } from '../../shared/time';
import { getFlight } from './flights';
import { flightUlds, uldShipmentsOf } from './ulds';

// The load sheet a load planner hands over (issue 12): each ULD of a flight with its shipments and its load
// against capacity, totals per ULD and for the flight, when and by whom it was printed. A4, Helvetica.

const A4 = [595.28, 841.89] as const;
const MARGIN = 48;
const LINE = 15;

/** Airport time as people read it on paper: 2026-11-25 14:30. */
const wallClock = (date: Date, tz: string) => instantToZonedIso(date, tz).slice(0, 16).replace('T', ' ');
const kg = (n: number, locale: Locales) => n.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Pages written top to bottom: a new one when the next lines would not fit. */
class Writer {
  pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  private charset: Set<number>;
  constructor(
    private doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.charset = new Set(font.getCharacterSet());
    this.newPage();
  }
  /**
   * The standard fonts write Windows-1252 only: French digit grouping's narrow space becomes a no-break space,
   * and a character they lack (a name in another script) a question mark, instead of failing the whole sheet.
   */
  private safe(text: string) {
    return [...text.replace(/\u202f/g, '\u00a0')].map((c) => (this.charset.has(c.codePointAt(0)!) ? c : '?')).join('');
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
    this.page.drawText(this.safe(text), { x: MARGIN + (opts.x ?? 0), y: this.y, size: opts.size ?? 10, font: opts.bold ? this.bold : this.font });
    if (opts.advance !== false) this.y -= opts.size && opts.size > 12 ? opts.size + 6 : LINE;
  }
  /** Text ending at `right` (numbers in a column). */
  right(text: string, right: number, opts: { bold?: boolean } = {}) {
    const font = opts.bold ? this.bold : this.font;
    const safe = this.safe(text);
    this.page.drawText(safe, { x: MARGIN + right - font.widthOfTextAtSize(safe, 10), y: this.y, size: 10, font });
  }
  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y + LINE - 4 }, end: { x: A4[0] - MARGIN, y: this.y + LINE - 4 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  }
  gap(lines = 0.6) {
    this.y -= LINE * lines;
  }
}

export async function loadSheetPdf(db: Db, flightId: number, opts: { tz: string; locale: Locales; printedBy: string; now?: Date }): Promise<Uint8Array> {
  const { tz, locale } = opts;
  const t = LL(locale).uld;
  const flight = await getFlight(db, flightId, opts.tz);
  const ulds = await flightUlds(db, flightId, tz);
  const parts = await uldShipmentsOf(db, ulds.map((u) => u.id));

  const doc = await PDFDocument.create();
  doc.setTitle(`${t.sheet.title()} ${flight.flight_number}`);
  doc.setLanguage(locale);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const width = A4[0] - 2 * MARGIN;

  w.text(`${t.sheet.title()} - ${t.sheet.flight({ flight: flight.flight_number })}`, { size: 18, bold: true });
  w.text(t.sheet.route({ from: flight.departure_code ?? '-', to: flight.arrival_code ?? '-', departure: flight.departure_time.slice(0, 16).replace('T', ' ') }));
  w.text(t.sheet.printed({ at: wallClock(opts.now ?? new Date(), tz), name: opts.printedBy }));
  w.gap();

  let total = 0;
  for (const uld of ulds) {
    const mine = parts.filter((p) => p.uld_id === uld.id);
    w.need(3 + Math.min(mine.length, 3));
    w.text(t.sheet.uld({ code: uld.code, type: t.types[uld.type](), status: t.statuses[uld.status]() }), { bold: true, size: 12 });
    w.text(t.sheet.awb(), { bold: true, advance: false });
    w.text(t.sheet.nature(), { x: 130, bold: true, advance: false });
    w.right(t.sheet.weight(), width, { bold: true });
    w.gap(1);
    w.rule();
    if (!mine.length) w.text(t.sheet.nothing());
    for (const p of mine) {
      w.text(p.awb_number, { advance: false });
      w.text((p.nature ?? '-').slice(0, 60), { x: 130, advance: false });
      w.right(kg(p.weight, locale), width);
      w.gap(1);
    }
    const load = kg(uld.load_kg, locale);
    w.text(
      uld.capacity
        ? t.sheet.uldTotal({ load, capacity: kg(uld.capacity, locale), percent: (uld.load_percent ?? 0).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB') })
        : t.sheet.uldTotalNoCapacity({ load }),
      { bold: true },
    );
    total += uld.load_kg;
    w.gap();
  }
  if (!ulds.length) w.text(t.sheet.noUlds());
  w.gap();
  w.text(t.sheet.flightTotal({ ulds: ulds.length, pieces: parts.length, load: kg(Math.round(total * 10) / 10, locale) }), { bold: true, size: 12 });

  const font = await doc.embedFont(StandardFonts.Helvetica);
  w.pages.forEach((page, i) => {
    const label = t.sheet.page({ page: i + 1, pages: w.pages.length });
    page.drawText(label, { x: A4[0] - MARGIN - font.widthOfTextAtSize(label, 8), y: MARGIN / 2, size: 8, font });
  });
  return doc.save();
}
