import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Locales } from '../../../../../locales/i18n-types';
import type { Call } from '../../../platform/call';
import { fail } from '../../../platform/errors';
import { LL } from '../../../platform/i18n';
import { drawQr } from '../../../platform/pdf-qr';
import { A4, MARGIN, writable } from '../../../platform/pdf-writer';
import { airports } from '../../schema';
import { filingPageUrl } from '../passenger-claims/status-link';

// The poster of an airport's reclaim hall, by the belts and the lost-and-found desk: "Your bag did not arrive?" and a
// large QR code opening the filing page with the airport filled in, so that a passenger reports their bag from
// their phone instead of queueing. Airports here are bilingual: the language asked comes first and carries the QR
// code, the other follows with its own address to type.

/**
 * The QR code's square, 11.6 cm: a filing address of 60 characters is 41 modules with the margin, 2.8 mm each, which a
 * phone reads from a metre or more.
 */
export const POSTER_QR_POINTS = 330;

const GREY = rgb(0.35, 0.35, 0.35);

/** Lines of `text` at most `width` points wide, cut between words. */
function lines(font: PDFFont, text: string, size: number, width: number) {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...out, line] : out;
}

/** Writes centred lines top down, starting at `y`; answers the y below them. */
function centred(page: PDFPage, font: PDFFont, text: string, size: number, y: number, color = rgb(0, 0, 0)) {
  const width = A4[0] - 2 * MARGIN;
  for (const line of lines(font, writable(font, text), size, width)) {
    y -= size * 1.25;
    page.drawText(line, { x: (A4[0] - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
  }
  return y;
}

/** The A4 poster of the airport of this code, the language `lang` (else the caller's) first. */
export async function claimPosterPdf(call: Call, input: { code: string; lang?: Locales | null }): Promise<Uint8Array> {
  const [airport] = await call.db
    .select({ code: airports.code, name: airports.name })
    .from(airports)
    .where(eq(airports.code, input.code));
  if (!airport) throw fail('NOT_FOUND', 'airportCodeUnknown', { code: input.code });
  const first = input.lang ?? call.locale;
  const second: Locales = first === 'en' ? 'fr' : 'en';
  const [a, b] = [LL(first).receipt, LL(second).receipt];
  const url = filingPageUrl(call.env, airport.code, first);

  const doc = await PDFDocument.create();
  doc.setTitle(`${a.posterTitle()} ${airport.code}`);
  doc.setLanguage(first);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([...A4]);

  let y = A4[1] - MARGIN;
  y = centred(page, font, `${airport.name} (${airport.code})`, 14, y, GREY);
  y = centred(page, bold, a.posterTitle(), 32, y - 12);
  y = centred(page, bold, b.posterTitle(), 22, y - 2, GREY);
  drawQr(page, url, (A4[0] - POSTER_QR_POINTS) / 2, y - 8, POSTER_QR_POINTS);
  y -= POSTER_QR_POINTS + 8;
  y = centred(page, font, a.posterVisit({ url }), 12, y);
  y = centred(page, font, a.posterSteps(), 15, y - 12);
  y = centred(page, font, a.posterKeep(), 12, y - 4);
  page.drawLine({
    start: { x: MARGIN * 2, y: y - 14 },
    end: { x: A4[0] - MARGIN * 2, y: y - 14 },
    thickness: 0.5,
    color: GREY,
  });
  y = centred(page, font, b.posterSteps(), 13, y - 24, GREY);
  y = centred(page, font, b.posterKeep(), 11, y - 4, GREY);
  centred(page, font, b.posterVisit({ url: filingPageUrl(call.env, airport.code, second) }), 11, y - 4, GREY);
  return doc.save();
}
