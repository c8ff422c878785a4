import { and, eq, isNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locales } from '../../../../../locales/i18n-types';
import { BAG_COLOURS, BAG_TYPES, type BagColour, type BagType } from '../../../../shared/claim-codes';
import type { Call } from '../../../platform/call';
import { airports, baggageClaims, users } from '../../schema';
import { newCheckCode } from './check-code';
import { LL } from '../../../platform/i18n';
import { getClaim } from './service';
import { Writer, code128Png, wallClock } from '../../../platform/pdf-writer';
import { statusPageUrl } from '../passenger-claims/status-link';

// The paper a lost-and-found desk hands to the passenger: the claim's reference with its Code 128
// (the next desk scans it instead of typing it), the address of the claim's status page with its QR code (reference
// and check code filled in: the passenger types only their last name), who and what it is about, where and by whom
// it was filed, and what happens next, in the language the passenger chose.

const dash = (s: string | null | undefined) => (s && s.trim() ? s : '-');
/**
 * The status page's QR code, 3.9 cm: an address of 80 characters is 45 modules with the margin, 0.9 mm each, which a
 * phone reads at arm's length.
 */
export const RECEIPT_QR_POINTS = 110;

/**
 * The passenger's receipt, in the language they choose (`lang`), else the caller's. `asTyped`: the one a passenger
 * asks for on their page prints the name, flight and tag the claim was given, never those of the bag it is linked to:
 * a stranger who typed someone's tag must not read who flew with it.
 */
export async function claimReceiptPdf(
  call: Call,
  input: { id: number; lang?: Locales | null; asTyped?: boolean },
): Promise<Uint8Array> {
  const { db } = call;
  const locale = input.lang ?? call.locale;
  // a claim filed before check codes gets its code with its next receipt
  await db
    .update(baggageClaims)
    .set({ check_code: newCheckCode() })
    .where(and(eq(baggageClaims.id, input.id), isNull(baggageClaims.check_code)));
  const claim = await getClaim(call, input.id);
  const t = LL(locale).claims;
  const r = LL(locale).receipt;
  const [arrival] = await db
    .select({ code: airports.code, name: airports.name })
    .from(airports)
    .where(eq(airports.id, claim.arrival_airport));
  // the desk's airport: its agent's, else the airport the claim was made at
  const [desk] = claim.user
    ? await db
        .select({ code: airports.code, name: airports.name })
        .from(users)
        .innerJoin(airports, eq(airports.id, users.airport_id))
        .where(eq(users.id, claim.user.id))
    : [];
  const station = desk ?? arrival;
  const linked = input.asTyped ? { passenger: null, flight: null, bag: null } : claim;
  const colour =
    claim.bag_color && (BAG_COLOURS as readonly string[]).includes(claim.bag_color)
      ? `${t.colours[claim.bag_color as BagColour]()} (${claim.bag_color})`
      : claim.bag_color;
  const type = claim.bag_type as BagType | null;
  const typeLabel =
    !type || !(BAG_TYPES as readonly string[]).includes(type)
      ? claim.bag_type
      : type === 'Suitcase'
        ? t.suitcase()
        : type === 'Backpack'
          ? t.backpack()
          : `${t.bagTypes[type]()} (${type})`;

  const doc = await PDFDocument.create();
  doc.setTitle(`${r.title()} ${claim.reference_number}`);
  doc.setLanguage(locale);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

  w.text(r.title(), { size: 18, bold: true });
  w.text(station ? `${station.name} (${station.code})` : '-');
  w.gap();
  w.text(claim.reference_number, { size: 22, bold: true });
  w.image(await doc.embedPng(await code128Png(claim.reference_number, 12)), 220, 52);
  w.paragraph(r.keep({ ref: claim.reference_number }));
  if (claim.check_code) w.paragraph(r.checkCode({ code: claim.check_code }));
  w.gap();
  const statusPage = statusPageUrl(call.env, claim.reference_number, claim.check_code, locale);
  w.text(r.follow(), { bold: true });
  w.text(statusPage, { size: 9 });
  // the quiet zone is inside the square; the gap keeps the address's descenders out of it
  w.gap(0.5);
  w.qr(statusPage, RECEIPT_QR_POINTS);
  w.gap();

  const rows: [string, string][] = [
    [t.status(), t.statuses[claim.status]()],
    [t.passenger(), dash(linked.passenger?.name ?? claim.contact_name)],
    [t.contactPhone(), claim.contact_phone],
    [t.contactEmail(), dash(claim.contact_email)],
    [t.address(), claim.temporary_address],
    [
      t.flight(),
      [linked.flight?.flight_number ?? claim.flight_number, claim.flight_date].filter(Boolean).join('  ') || '-',
    ],
    [t.arrivalAirport(), arrival ? `${arrival.name} (${arrival.code})` : '-'],
    [t.tag(), dash(linked.bag?.bag_tag_number ?? claim.bag_tag_number)],
    [t.brand(), dash(claim.bag_brand)],
    [t.color(), dash(colour)],
    [t.type(), dash(typeLabel)],
  ];
  for (const [label, value] of rows) {
    w.text(label, { bold: true, advance: false });
    w.text(value.slice(0, 90), { x: 150 });
  }
  for (const [label, value] of [
    [t.description(), claim.description],
    [t.features(), claim.distinctive_features],
  ] as const) {
    if (!value) continue;
    w.text(label, { bold: true });
    w.paragraph(value, { x: 12 });
  }
  w.gap();
  w.text(r.filed({ at: wallClock(claim.created_at, call.tz), name: claim.user?.name ?? '-' }));
  w.gap();
  w.text(r.next(), { bold: true, size: 13 });
  const due = (kind: string) => claim.deadlines.find((d) => d.kind === kind)?.due_on ?? '-';
  w.paragraph(
    claim.status === 'DELAYED'
      ? r.nextDelayed({ lostOn: due('LOST_AFTER') })
      : claim.status === 'LOST'
        ? r.nextLost()
        : claim.status === 'FOUND'
          ? r.nextFound()
          : r.nextDelivered({ damageBy: due('DAMAGE_COMPLAINT'), delayBy: due('DELAY_COMPLAINT') }),
  );
  w.gap();
  w.paragraph(r.liability({ sdr: new Intl.NumberFormat(locale).format(claim.liability_limit_sdr) }));
  w.numberPages((page, pages) => r.page({ page, pages }));
  return doc.save();
}
