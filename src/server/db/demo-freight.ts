import { inArray } from 'drizzle-orm';
import { addDays, localDay, localToInstant } from '../../shared/time';
import type { Db } from './client';
import { freightEvents, freightShipments } from './schema';

// Demo freight (issue 11): a shipment a day for a year between Kinshasa and the demo airports, in every
// state: delivered, loaded, received, and a few of this week's not yet processed.

const SHIPPERS = ['Kinshasa Textiles SARL', 'Congo Coffee Coop', 'Bralima Brewery', 'Pharmakina', 'Lubumbashi Copper Works', 'Goma Fresh Produce'];
const CONSIGNEES = ['Lubumbashi Retail Ltd', 'Brussels Import NV', 'Paris Pharma SA', 'Goma Market Hall', 'Kisangani Traders'];
const NATURES = ['Textiles', 'Coffee', 'Medicines', 'Spare parts', 'Fresh produce', null];

/** A valid AWB: prefix, 7-digit serial and its check digit (serial mod 7, CONTRACT §7). */
const awb = (prefix: string, serial: number) => `${prefix}-${String(serial).padStart(7, '0')}${serial % 7}`;

export async function seedFreight(db: Db, byCode: Map<string, number>, tz: string, userId: number) {
  let seed = 11;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const fih = byCode.get('FIH')!;
  const others = ['FBM', 'GOM', 'CDG', 'BRU'].map((c) => byCode.get(c)!);
  const today = localDay(new Date(), tz);
  const shipments = Array.from({ length: 366 }, (_, i) => {
    const ago = 365 - i;
    const outbound = i % 3 !== 0;
    const other = others[i % others.length]!;
    const day = addDays(today, -ago);
    return {
      ago,
      created: new Date(Math.min(Date.now() - 10 * 60_000, localToInstant(`${day}T08:00`, tz).getTime())),
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
    const at = (hours: number) => new Date(Math.min(Date.now() - 60_000, s.created.getTime() + hours * 3_600_000));
    // this week's are at every stage (today's received and loaded); older ones went the whole way (a few stopped on the way)
    const stage = s.ago <= 6 ? (s.ago + 2) % 5 : rnd() < 0.92 ? 4 : 2;
    const push = (event_type: 'RECEIVED' | 'LOADED' | 'TRANSFERRED' | 'DELIVERED', airport_id: number, hours: number) => {
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
