import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { UldStatus } from '../../shared/codes';
import { addDays, localDay, localToInstant } from '../../shared/time';
import type { Db } from '../platform/db/client';
import { flights, freightEvents, freightShipments, uldShipments, ulds } from '../domains/schema';

// Demo freight: a shipment a day for a year between Kinshasa and the demo airports, in every
// state: delivered, loaded, received, and a few of this week's not yet processed.

const SHIPPERS = [
  'Kinshasa Textiles SARL',
  'Congo Coffee Coop',
  'Bralima Brewery',
  'Pharmakina',
  'Lubumbashi Copper Works',
  'Goma Fresh Produce',
];
const CONSIGNEES = [
  'Lubumbashi Retail Ltd',
  'Brussels Import NV',
  'Paris Pharma SA',
  'Goma Market Hall',
  'Kisangani Traders',
];
const NATURES = ['Textiles', 'Coffee', 'Medicines', 'Spare parts', 'Fresh produce', null];

/** A valid AWB: prefix, 7-digit serial and its check digit (serial mod 7). */
const awb = (prefix: string, serial: number) => `${prefix}-${String(serial).padStart(7, '0')}${serial % 7}`;

export async function seedFreight(db: Db, byCode: Map<string, number>, tz: string, userId: number) {
  let seed = 11;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const fih = byCode.get('FIH')!;
  const others = ['FBM', 'GOM', 'CDG', 'BRU'].map((c) => byCode.get(c)!);
  const today = localDay(new Date(), tz);
  // "a moment ago", but never before today's local midnight: seeded in the first minutes of a day, today's
  // shipments and scans still fall on it, and the dashboard's "today" is not empty
  const midnight = localToInstant(`${today}T00:00`, tz).getTime();
  const aMomentAgo = (ms: number) => Math.max(midnight, Date.now() - ms);
  const shipments = Array.from({ length: 366 }, (_, i) => {
    const ago = 365 - i;
    const outbound = i % 3 !== 0;
    const other = others[i % others.length]!;
    const day = addDays(today, -ago);
    return {
      ago,
      created: new Date(Math.min(aMomentAgo(10 * 60_000), localToInstant(`${day}T08:00`, tz).getTime())),
      row: {
        awb_number: awb('057', 1_000_000 + i * 7919),
        shipper: SHIPPERS[i % SHIPPERS.length]!,
        consignee: CONSIGNEES[i % CONSIGNEES.length]!,
        weight: Math.round((20 + rnd() * 900) * 100) / 100,
        nature: NATURES[i % NATURES.length] ?? null,
        description: null,
        departure_airport_id: outbound ? fih : other,
        arrival_airport_id: outbound ? other : fih,
        created_by: userId,
      },
    };
  });
  const inserted = await db
    .insert(freightShipments)
    .values(shipments.map((s) => ({ ...s.row, created_at: s.created, updated_at: s.created })))
    .onConflictDoNothing()
    .returning({ id: freightShipments.id, awb: freightShipments.awb_number });
  const idOf = new Map(inserted.map((r) => [r.awb, r.id]));
  const events: (typeof freightEvents.$inferInsert)[] = [];
  const status = new Map<number, 'RECEIVED' | 'LOADED' | 'TRANSFERRED' | 'DELIVERED'>();
  for (const s of shipments) {
    const id = idOf.get(s.row.awb_number);
    if (!id) continue;
    const at = (hours: number) => new Date(Math.min(aMomentAgo(60_000), s.created.getTime() + hours * 3_600_000));
    // this week's are at every stage (today's received and loaded); older ones went the whole way (a few stopped on the way)
    const stage = s.ago <= 6 ? (s.ago + 2) % 5 : rnd() < 0.92 ? 4 : 2;
    const push = (
      event_type: 'RECEIVED' | 'LOADED' | 'TRANSFERRED' | 'DELIVERED',
      airport_id: number,
      hours: number,
    ) => {
      events.push({ shipment_id: id, event_type, airport_id, user_id: userId, created_at: at(hours) });
      status.set(id, event_type);
    };
    if (stage >= 1) push('RECEIVED', s.row.departure_airport_id, 1);
    if (stage >= 2) push('LOADED', s.row.departure_airport_id, 5);
    if (stage >= 3 && rnd() < 0.3) push('TRANSFERRED', s.row.arrival_airport_id, 12);
    if (stage >= 4) push('DELIVERED', s.row.arrival_airport_id, 26);
  }
  for (let i = 0; i < events.length; i += 1000) await db.insert(freightEvents).values(events.slice(i, i + 1000));
  for (const type of ['RECEIVED', 'LOADED', 'TRANSFERRED', 'DELIVERED'] as const) {
    const ids = [...status].filter(([, t]) => t === type).map(([id]) => id);
    if (ids.length) await db.update(freightShipments).set({ status: type }).where(inArray(freightShipments.id, ids));
  }
}

/**
 * Demo ULDs: on each of today's departures from Kinshasa a container and, on the long-haul ones, a
 * pallet, with this week's outbound shipments on them (one split over two ULDs); and two spare ULDs.
 */
export async function seedUlds(db: Db, byCode: Map<string, number>, tz: string, userId: number) {
  const fih = byCode.get('FIH')!;
  const today = localDay(new Date(), tz);
  const [from, to] = [localToInstant(`${today}T00:00`, tz), localToInstant(`${addDays(today, 1)}T00:00`, tz)];
  const departures = await db
    .select({ id: flights.id, number: flights.flight_number })
    .from(flights)
    .where(and(eq(flights.departure_airport, fih), gte(flights.departure_time, from), lt(flights.departure_time, to)))
    .orderBy(flights.departure_time);
  const outbound = await db
    .select({ id: freightShipments.id, weight: freightShipments.weight })
    .from(freightShipments)
    .where(eq(freightShipments.departure_airport_id, fih))
    .orderBy(desc(freightShipments.created_at))
    .limit(8);
  let serial = 1;
  const uld = (type: 'CONTAINER' | 'PALLET', flightId: number | null, status: UldStatus) => {
    const prefix = type === 'CONTAINER' ? 'AKE' : 'PMC';
    const s = String(serial++).padStart(5, '0');
    return {
      code: `${prefix}${s}8Z`,
      uld_type: prefix,
      serial: s,
      owner_code: '8Z',
      type,
      status,
      capacity: type === 'CONTAINER' ? 1588 : 6804,
      // no published tare for a PMC: the demo's pallets carry one as read off their plates, so they can be loaded
      tare_kg: type === 'PALLET' ? 110 : null,
      airport_id: fih,
      flight_id: flightId,
      created_by: userId,
    };
  };
  const rows = [
    ...departures.flatMap((f, i) => [
      uld('CONTAINER', f.id, 'PARTIAL'),
      ...(i >= 2 ? [uld('PALLET', f.id, 'PARTIAL')] : []),
    ]),
    uld('CONTAINER', null, 'AVAILABLE'),
    uld('PALLET', null, 'AVAILABLE'),
  ];
  const created = await db
    .insert(ulds)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: ulds.id, flight_id: ulds.flight_id, capacity: ulds.capacity });
  const onFlights = created.filter((u) => u.flight_id);
  const attach: (typeof uldShipments.$inferInsert)[] = [];
  outbound.forEach((s, i) => {
    const target = onFlights[i % Math.max(onFlights.length, 1)];
    if (!target) return;
    // the first shipment is split: half here, half on the next ULD
    const weight = Math.min(Math.floor((i === 0 ? s.weight / 2 : s.weight) * 10) / 10, 700);
    attach.push({ uld_id: target.id, shipment_id: s.id, weight, assigned_by: userId });
    if (i === 0 && onFlights[1])
      attach.push({
        uld_id: onFlights[1].id,
        shipment_id: s.id,
        weight: Math.floor((s.weight - weight) * 10) / 10,
        assigned_by: userId,
      });
  });
  if (attach.length) await db.insert(uldShipments).values(attach).onConflictDoNothing();
}
