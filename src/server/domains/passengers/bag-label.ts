import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Call } from '../../platform/call';
import { airports, bags, flights, passengers } from '../schema';
import { fail } from '../../platform/errors';
import { printedTag } from '../../../shared/codes';
import { instantToZonedIso } from '../../../shared/time';
import { code128Png, itfPng, writable } from '../../platform/pdf-writer';

// A printable bag tag: 100 × 60 mm, destination in large type, flight, passenger and weight. A 10-digit licence
// plate is printed as an airline's tag prints it (IATA Resolution 740): the plate as ITF, its ten digits in large
// type under the bars, and the carrier's 2-letter code with the serial, the form agents read out. Any other tag (the
// desk's generated 8Z-2026-00421337, a short form typed alone) is Code 128, which ITF cannot write (digits only) and
// the desks' USB scanners have always read.
const MM = 72 / 25.4;

/** How a tag is barcoded: ITF for a licence plate, Code 128 for anything else. */
export const tagSymbology = (tag: string): 'ITF' | 'Code128' => (/^\d{10}$/.test(tag) ? 'ITF' : 'Code128');

/** BA 728359 for the plate 0125728359, when the plate's airline numeric code is known; else null. */
export function carrierAndSerial(plate: string): string | null {
  const short = printedTag(plate);
  return short === plate ? null : `${short.slice(0, 2)} ${short.slice(2)}`;
}

export async function bagLabelPdf({ db, tz }: Call, bagId: number): Promise<Uint8Array> {
  const [bag] = await db
    .select({
      tag: bags.bag_tag_number,
      weight: bags.weight,
      name: passengers.name,
      pnr: passengers.pnr,
      flight: flights.flight_number,
      departure: flights.departure_time,
      to: airports.code,
    })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .leftJoin(airports, eq(airports.id, flights.arrival_airport))
    .where(eq(bags.id, bagId));
  if (!bag) throw fail('NOT_FOUND', 'bagNotFound', { id: bagId });

  const symbology = tagSymbology(bag.tag);
  const png = symbology === 'ITF' ? await itfPng(bag.tag) : await code128Png(bag.tag);
  const doc = await PDFDocument.create();
  doc.setTitle(`Bag tag ${bag.tag}`);
  const page = doc.addPage([100 * MM, 60 * MM]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const image = await doc.embedPng(png);
  const width = 90 * MM;
  page.drawText(bag.to ?? '---', { x: 5 * MM, y: 47 * MM, size: 30, font: bold });
  page.drawText(`${bag.flight}  ${instantToZonedIso(bag.departure, tz).slice(0, 10)}`, {
    x: 45 * MM,
    y: 53 * MM,
    size: 10,
    font: bold,
  });
  // a name in any script: what the standard font cannot write is replaced, not a failed label
  page.drawText(writable(font, `${[...bag.name].slice(0, 32).join('')}  ${bag.pnr}`), {
    x: 45 * MM,
    y: 48 * MM,
    size: 8,
    font,
  });
  if (symbology === 'Code128') {
    page.drawImage(image, { x: 5 * MM, y: 14 * MM, width, height: 28 * MM });
    page.drawText(bag.tag, { x: 5 * MM, y: 8 * MM, size: 14, font: bold });
    page.drawText(`${bag.weight} kg`, { x: 80 * MM, y: 8 * MM, size: 10, font });
    return doc.save();
  }
  // the plate's bars, then its ten digits across the bars' width, large enough to key in from arm's length when
  // the bars are torn; under them the carrier and serial (BA 728359)
  page.drawImage(image, { x: 5 * MM, y: 21 * MM, width, height: 22 * MM });
  const digits = 20;
  page.drawText(bag.tag, {
    x: 50 * MM - bold.widthOfTextAtSize(bag.tag, digits) / 2,
    y: 13.5 * MM,
    size: digits,
    font: bold,
  });
  const carrier = carrierAndSerial(bag.tag);
  if (carrier) page.drawText(carrier, { x: 5 * MM, y: 5 * MM, size: 14, font: bold });
  page.drawText(`${bag.weight} kg`, { x: 80 * MM, y: 5 * MM, size: 10, font });
  return doc.save();
}
