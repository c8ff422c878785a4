import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locales } from '../../../../locales/i18n-types';
import { authorOf, type Call } from '../../platform/call';
import { LL } from '../../platform/i18n';
import { getFlight } from '../flights';
import { A4, MARGIN, Writer, wallClock } from '../../platform/pdf-writer';
import { flightUlds, uldShipmentsOf } from './service';

// The ULD contents list of a flight: each ULD with its shipments, its net, tare and gross weights against its
// maximum gross, totals per ULD and for the flight, when and by whom it was printed. A4, Helvetica. Not a load
// sheet: in ground handling that is the aircraft's weight-and-balance document the captain signs.

const kg = (n: number, locale: Locales) =>
  n.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** In the caller's language, printed by the caller; `now` (default: now) is the time printed on it. */
export async function contentsListPdf(call: Call, flightId: number, opts: { now?: Date } = {}): Promise<Uint8Array> {
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
  doc.setTitle(`${t.contents.title()} ${flight.flight_number}`);
  doc.setLanguage(locale);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  const width = A4[0] - 2 * MARGIN;

  w.text(`${t.contents.title()} - ${t.contents.flight({ flight: flight.flight_number })}`, { size: 18, bold: true });
  w.text(
    t.contents.route({
      from: flight.departure_code ?? '-',
      to: flight.arrival_code ?? '-',
      departure: flight.departure_time.slice(0, 16).replace('T', ' '),
    }),
  );
  w.text(t.contents.printed({ at: wallClock(opts.now ?? new Date(), tz), name: printedBy }));
  w.gap();

  let net = 0;
  let bagCount = 0;
  // the flight's gross is known only when every ULD's tare is
  let gross: number | null = 0;
  for (const uld of ulds) {
    const mine = parts.filter((p) => p.uld_id === uld.id);
    w.need(4 + Math.min(mine.length, 3));
    w.text(t.contents.uld({ code: uld.code, type: t.types[uld.type](), status: t.statuses[uld.status]() }), {
      bold: true,
      size: 12,
    });
    w.text(t.contents.awb(), { bold: true, advance: false });
    w.text(t.contents.nature(), { x: 130, bold: true, advance: false });
    w.right(t.contents.weight(), width, { bold: true });
    w.gap(1);
    w.rule();
    if (!mine.length && !uld.bag_count) w.text(t.contents.nothing());
    for (const p of mine) {
      w.text(p.awb_number, { advance: false });
      w.text((p.nature ?? '-').slice(0, 60), { x: 130, advance: false });
      w.right(kg(p.weight, locale), width);
      w.gap(1);
    }
    // the bags a LOADED scan put into it, by number and weight: the tags are on the scans, not on this list
    if (uld.bag_count) w.text(t.contents.bags({ count: uld.bag_count, weight: kg(uld.bags_kg, locale) }));
    bagCount += uld.bag_count;
    w.text(
      t.contents.weights({
        net: kg(uld.net_kg, locale),
        tare:
          uld.tare_kg === null
            ? t.contents.tareUnknown()
            : `${kg(uld.tare_kg, locale)} kg${uld.tare_source === 'TYPE' ? ` (${t.contents.typeTare()})` : ''}`,
        gross: uld.gross_kg === null ? t.contents.unknown() : `${kg(uld.gross_kg, locale)} kg`,
      }),
      { bold: true },
    );
    w.text(
      uld.capacity
        ? uld.load_percent === null
          ? t.contents.maxOnly({ max: kg(uld.capacity, locale) })
          : t.contents.againstMax({
              max: kg(uld.capacity, locale),
              percent: uld.load_percent.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB'),
            })
        : t.contents.noMax(),
    );
    net += uld.net_kg;
    gross = gross === null || uld.gross_kg === null ? null : gross + uld.gross_kg;
    w.gap();
  }
  if (!ulds.length) w.text(t.contents.noUlds());
  w.gap();
  // two lines: one would run past the margin in French
  w.text(t.contents.flightTotal({ ulds: ulds.length, pieces: parts.length }), { bold: true, size: 12 });
  w.text(
    t.contents.flightWeights({
      net: kg(Math.round(net * 10) / 10, locale),
      gross: gross === null ? t.contents.grossUnknown() : `${kg(Math.round(gross * 10) / 10, locale)} kg`,
    }),
    { bold: true, size: 12 },
  );
  if (bagCount) w.text(t.contents.bagsTotal({ count: bagCount }), { bold: true, size: 12 });

  w.numberPages((page, pages) => t.contents.page({ page, pages }));
  return doc.save();
}
