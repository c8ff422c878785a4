import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locales } from '../../../../locales/i18n-types';
import { authorOf, type Call } from '../../platform/call';
import { LL } from '../../platform/i18n';
import { getFlight } from '../flights';
import { A4, MARGIN, Writer, wallClock } from '../../platform/pdf-writer';
import { flightUlds, uldShipmentsOf } from './service';

// The load sheet a load planner hands over: each ULD of a flight with its shipments and its load
// against capacity, totals per ULD and for the flight, when and by whom it was printed. A4, Helvetica.

const kg = (n: number, locale: Locales) =>
  n.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** In the caller's language, printed by the caller; `now` (default: now) is the time printed on it. */
export async function loadSheetPdf(call: Call, flightId: number, opts: { now?: Date } = {}): Promise<Uint8Array> {
  const { db, tz, locale } = call;
  const printedBy = authorOf(call).name;
  const t = LL(locale).uld;
  const flight = await getFlight(call, flightId);
  const ulds = await flightUlds(call, flightId);
  const parts = await uldShipmentsOf(
    db,
    ulds.map((u) => u.id),
  );

  const doc = await PDFDocument.create();
  doc.setTitle(`${t.sheet.title()} ${flight.flight_number}`);
  doc.setLanguage(locale);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const width = A4[0] - 2 * MARGIN;

  w.text(`${t.sheet.title()} - ${t.sheet.flight({ flight: flight.flight_number })}`, { size: 18, bold: true });
  w.text(
    t.sheet.route({
      from: flight.departure_code ?? '-',
      to: flight.arrival_code ?? '-',
      departure: flight.departure_time.slice(0, 16).replace('T', ' '),
    }),
  );
  w.text(t.sheet.printed({ at: wallClock(opts.now ?? new Date(), tz), name: printedBy }));
  w.gap();

  let total = 0;
  for (const uld of ulds) {
    const mine = parts.filter((p) => p.uld_id === uld.id);
    w.need(3 + Math.min(mine.length, 3));
    w.text(t.sheet.uld({ code: uld.code, type: t.types[uld.type](), status: t.statuses[uld.status]() }), {
      bold: true,
      size: 12,
    });
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
        ? t.sheet.uldTotal({
            load,
            capacity: kg(uld.capacity, locale),
            percent: (uld.load_percent ?? 0).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB'),
          })
        : t.sheet.uldTotalNoCapacity({ load }),
      { bold: true },
    );
    total += uld.load_kg;
    w.gap();
  }
  if (!ulds.length) w.text(t.sheet.noUlds());
  w.gap();
  w.text(
    t.sheet.flightTotal({ ulds: ulds.length, pieces: parts.length, load: kg(Math.round(total * 10) / 10, locale) }),
    { bold: true, size: 12 },
  );

  w.numberPages((page, pages) => t.sheet.page({ page, pages }));
  return doc.save();
}
