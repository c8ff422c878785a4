import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Call } from '../../platform/call';
import { airports, bags, flights, passengers } from '../schema';
import { fail } from '../../platform/errors';
import { instantToZonedIso } from '../../../shared/time';
import { code128Png, writable } from '../../platform/pdf-writer';

// A printable bag tag: 100 × 60 mm, Code 128 of the tag number (what the ramp scanners read),
// destination in large type, passenger, flight and weight.
const MM = 72 / 25.4;

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

  const png = await code128Png(bag.tag);
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
  page.drawImage(image, { x: 5 * MM, y: 14 * MM, width, height: 28 * MM });
  page.drawText(bag.tag, { x: 5 * MM, y: 8 * MM, size: 14, font: bold });
  page.drawText(`${bag.weight} kg`, { x: 80 * MM, y: 8 * MM, size: 10, font });
  return doc.save();
}
