import { aliasedTable, and, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { authorOf, personOf, type Call } from '../../platform/call';
import type { Db, Transaction } from '../../platform/db/client';
import { airports, bags, flights, freightShipments, passengers, uldShipments, ulds, users } from '../schema';
import { fail, invalidField, orConflict } from '../../platform/errors';
import { parseUldCode, type UldStatus, type UldType } from '../../../shared/codes';
import { defaultMaxGrossKg, highestMaxGrossKg, tareOf, uldWeights } from '../../../shared/uld-weights';
import { flightEnds, flightTimes } from '../flights';
import { announceChanges } from '../../platform/airport-changes';
import { audit, changesOf } from '../audit';

// ULDs: the ULD page, ULDs by flight and Charge ULD screens. Codes are IATA's (parseUldCode in shared/codes.ts);
// a ULD's tare plus what it carries never exceeds its capacity, its maximum gross weight (shared/uld-weights.ts).

/** The ULD page's table: the ULDs last created or edited. */
export const RECENT_ULDS = 50;

/** What a ULD is registered with: the service decides the code when none is sent. */
export type UldInput = {
  code?: string | null;
  label?: string | null;
  type: UldType;
  status: UldStatus;
  capacity?: number | null;
  tare_kg?: number | null;
  airport_id?: number | null;
  flight_id: number | null;
};

const dep = aliasedTable(airports, 'uld_dep');
const arr = aliasedTable(airports, 'uld_arr');
const home = aliasedTable(airports, 'uld_home');

const round1 = (n: number) => Math.round(n * 10) / 10;

// kg attached, summed where it is stored; a ULD with nothing on it carries 0
const shipmentsKgOf =
  sql<number>`coalesce((select sum(us.weight) from ${uldShipments} us where us.uld_id = "ulds"."id"), 0)`.mapWith(
    Number,
  );
// the bags a LOADED scan put into the ULD and no later scan took out (bags.uld_id, baggage/service.ts), read through
// the partial index on bags.uld_id: their number and kg, beside the shipments
const bagCountOf = sql<number>`(select count(*) from ${bags} b where b.uld_id = "ulds"."id")`.mapWith(Number);
const bagsKgOf = sql<number>`coalesce((select sum(b.weight) from ${bags} b where b.uld_id = "ulds"."id"), 0)`.mapWith(
  Number,
);
// what the ULD carries: shipments and bags
const loadOf = sql<number>`(${shipmentsKgOf} + ${bagsKgOf})`.mapWith(Number);

function selectUlds(db: Db) {
  return db
    .select({
      id: ulds.id,
      code: ulds.code,
      uld_type: ulds.uld_type,
      serial: ulds.serial,
      owner_code: ulds.owner_code,
      label: ulds.label,
      type: ulds.type,
      status: ulds.status,
      capacity: ulds.capacity,
      own_tare: ulds.tare_kg,
      airport_id: ulds.airport_id,
      airport_code: home.code,
      flight_id: ulds.flight_id,
      flight_number: flights.flight_number,
      departure_time: flights.departure_time,
      arrival_time: flights.arrival_time,
      departure_airport: flights.departure_airport,
      arrival_airport: flights.arrival_airport,
      departure_code: dep.code,
      arrival_code: arr.code,
      departure_timezone: dep.timezone,
      arrival_timezone: arr.timezone,
      user_id: users.id,
      user_name: users.name,
      created_at: ulds.created_at,
      updated_at: ulds.updated_at,
      load_kg: loadOf,
      bag_count: bagCountOf,
      bags_kg: bagsKgOf,
    })
    .from(ulds)
    .leftJoin(home, eq(home.id, ulds.airport_id))
    .leftJoin(flights, eq(flights.id, ulds.flight_id))
    .leftJoin(dep, eq(dep.id, flights.departure_airport))
    .leftJoin(arr, eq(arr.id, flights.arrival_airport))
    .leftJoin(users, eq(users.id, ulds.created_by));
}

type UldRow = Awaited<ReturnType<ReturnType<typeof selectUlds>['execute']>>[number];

/** A ULD as answered: airport and flight as objects, the flight's times in airport time; the load beside the status. */
function shape(r: UldRow, tz: string) {
  const load_kg = round1(r.load_kg);
  const weights = uldWeights(load_kg, tareOf(r.uld_type, r.own_tare), r.capacity);
  return {
    id: r.id,
    code: r.code,
    uld_type: r.uld_type,
    serial: r.serial,
    owner_code: r.owner_code,
    label: r.label,
    type: r.type,
    status: r.status,
    capacity: r.capacity,
    max_gross_weight: highestMaxGrossKg(r.uld_type),
    load_kg,
    bag_count: r.bag_count,
    bags_kg: round1(r.bags_kg),
    net_kg: weights.net_kg,
    tare_kg: weights.tare_kg,
    tare_source: r.own_tare !== null ? ('PLATE' as const) : weights.tare_kg !== null ? ('TYPE' as const) : null,
    gross_kg: weights.gross_kg,
    load_percent: weights.percent,
    airport_id: r.airport_id,
    airport: r.airport_id && r.airport_code ? { id: r.airport_id, code: r.airport_code } : null,
    flight_id: r.flight_id,
    flight:
      r.flight_id && r.flight_number && r.departure_time && r.arrival_time
        ? {
            id: r.flight_id,
            flight_number: r.flight_number,
            ...flightTimes({ ...r, departure_time: r.departure_time, arrival_time: r.arrival_time }, tz),
            departure_airport: r.departure_airport,
            arrival_airport: r.arrival_airport,
            departure_code: r.departure_code,
            arrival_code: r.arrival_code,
          }
        : null,
    user: r.user_id && r.user_name ? { id: r.user_id, name: r.user_name } : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
export type Uld = ReturnType<typeof shape>;

/** The ids of the list's ULDs, last edited first, read in that order from the (updated_at, id) index. */
export const newestUldIds = (db: Db) =>
  db.select({ id: ulds.id }).from(ulds).orderBy(desc(ulds.updated_at), desc(ulds.id)).limit(RECENT_ULDS);

export async function recentUlds({ db, tz }: Call) {
  // the newest ids first, then their joins: joining every ULD of the airport to its flight before sorting cost 26 ms
  // at 10,000 ULDs
  const rows = await selectUlds(db)
    .where(sql`${ulds.id} = any(array(${newestUldIds(db)}))`)
    .orderBy(desc(ulds.updated_at), desc(ulds.id));
  return rows.map((r) => shape(r, tz));
}

/** The shipments on a ULD, in the order they were attached. */
export async function uldShipmentsOf(db: Db, uldIds: number[]) {
  if (!uldIds.length) return [];
  return db
    .select({
      uld_id: uldShipments.uld_id,
      id: freightShipments.id,
      awb_number: freightShipments.awb_number,
      nature: freightShipments.nature,
      consignee: freightShipments.consignee,
      weight: uldShipments.weight,
      shipment_weight: freightShipments.weight,
    })
    .from(uldShipments)
    .innerJoin(freightShipments, eq(freightShipments.id, uldShipments.shipment_id))
    .where(inArray(uldShipments.uld_id, uldIds))
    .orderBy(uldShipments.created_at, uldShipments.id);
}

/** The bags in ULDs (bags.uld_id), in the order of their tags, with their flight: a bag of another flight shows. */
export async function uldBagsOf(db: Db, uldIds: number[]) {
  if (!uldIds.length) return [];
  return db
    .select({
      uld_id: bags.uld_id,
      id: bags.id,
      bag_tag_number: bags.bag_tag_number,
      weight: bags.weight,
      hold_position: bags.hold_position,
      flight_id: passengers.flight_id,
      flight_number: flights.flight_number,
    })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .where(inArray(bags.uld_id, uldIds))
    .orderBy(bags.bag_tag_number, bags.id);
}

export async function getUld({ db, tz }: Call, id: number) {
  const [row] = await selectUlds(db).where(eq(ulds.id, id));
  if (!row) throw fail('NOT_FOUND', 'uldNotFound', { id });
  const [attached, loaded] = await Promise.all([uldShipmentsOf(db, [id]), uldBagsOf(db, [id])]);
  const shipments = attached.map(({ uld_id: _, ...s }) => s);
  const bagsIn = loaded.map(({ uld_id: _, ...b }) => b);
  return { ...shape(row, tz), shipments, bags: bagsIn };
}

/** The ULDs by flight screen: the flight's ULDs, oldest first (the order they were built up). */
export async function flightUlds({ db, tz }: Call, flightId: number) {
  const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId));
  if (!flight) throw fail('NOT_FOUND', 'flightNotFound', { id: flightId });
  const rows = await selectUlds(db).where(eq(ulds.flight_id, flightId)).orderBy(ulds.created_at, ulds.id);
  return rows.map((r) => shape(r, tz));
}

/** The IATA type a ULD without a code takes from its kind: AKE for a container, PMC for a pallet, else the pillow's. */
const defaultUldType = (type: UldType, pillowType: string) =>
  type === 'CONTAINER' ? 'AKE' : type === 'PALLET' ? 'PMC' : pillowType;

/** The next free serial of a type and owner: one above the highest numeric serial, five digits. */
async function nextCode(db: Db, uldType: string, owner: string) {
  const [{ top } = { top: 0 }] = await db
    .select({ top: sql<number>`coalesce(max(${ulds.serial}::int), 0)`.mapWith(Number) })
    .from(ulds)
    .where(and(eq(ulds.uld_type, uldType), eq(ulds.owner_code, owner), sql`${ulds.serial} ~ '^[0-9]+$'`));
  const serial = String(top + 1).padStart(5, '0');
  if (serial.length > 5) throw invalidField('code', 'uldSerialsExhausted', { type: uldType, owner });
  return parseUldCode(`${uldType}${serial}${owner}`)!;
}

/** The airport's owner code, else the configured one. */
async function ownerCodeOf(db: Db, airportId: number | null, fallback: string) {
  if (!airportId) return fallback;
  const [row] = await db.select({ owner: airports.uld_owner_code }).from(airports).where(eq(airports.id, airportId));
  return row?.owner ?? fallback;
}

/**
 * What a schema cannot see: the airport and flight exist, the capacity (the ULD's maximum gross weight) is within
 * the highest its type may have and above the ULD's tare.
 */
async function checkUld(db: Db, input: UldInput, codeType: string) {
  if (input.airport_id) {
    const [a] = await db.select({ id: airports.id }).from(airports).where(eq(airports.id, input.airport_id));
    if (!a) throw invalidField('airport_id', 'airportNotFound', { id: input.airport_id });
  }
  if (input.flight_id) {
    const [f] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, input.flight_id));
    if (!f) throw invalidField('flight_id', 'flightNotFound', { id: input.flight_id });
  }
  const max = highestMaxGrossKg(codeType);
  if (input.capacity && max && input.capacity > max)
    throw invalidField('capacity', 'capacityOverMax', { type: codeType, max });
  const tare = tareOf(codeType, input.tare_kg ?? null);
  const capacity = input.capacity ?? defaultMaxGrossKg(codeType);
  // a tare entered beyond the maximum gross leaves no room at all: a typo in one of the two
  if (tare !== null && capacity !== null && capacity <= tare)
    throw invalidField(input.capacity ? 'capacity' : 'tare_kg', 'capacityNotOverTare', { tare });
}

const columns = (input: UldInput, code: NonNullable<ReturnType<typeof parseUldCode>>, capacity: number | null) => ({
  ...code,
  label: input.label || null,
  type: input.type,
  status: input.status,
  capacity,
  tare_kg: input.tare_kg ?? null,
  airport_id: input.airport_id ?? null,
  flight_id: input.flight_id,
});

/** The boards open on the airports of the flights a ULD is on show it (its code, its bags): said from the commit. */
async function announceUldFlights(tx: Transaction, flightIds: Array<number | null>) {
  const ids = [...new Set(flightIds.filter((f): f is number => f !== null))];
  const ends = (await Promise.all(ids.map((f) => flightEnds(tx, f)))).flat();
  if (ends.length) await announceChanges(tx, ends);
}

/**
 * A ULD sent without a code gets one: the type from its kind (ULD_PILLOW_TYPE for a pillow), the owner code of
 * its airport (by default the caller's), else ULD_OWNER_CODE, and the next free serial.
 */
export async function createUld(call: Call, raw: UldInput) {
  const { db, env } = call;
  const input = { ...raw, airport_id: raw.airport_id ?? personOf(call)?.airport?.id ?? null };
  const given = input.code ? parseUldCode(input.code)! : null;
  const codeType = given?.uld_type ?? defaultUldType(input.type, env.ULD_PILLOW_TYPE);
  await checkUld(db, input, codeType);
  // no capacity sent: the type's maximum gross weight, where known (the stricter deck's)
  const capacity = input.capacity ?? defaultMaxGrossKg(codeType);
  const owner = given ? null : await ownerCodeOf(db, input.airport_id, env.ULD_OWNER_CODE);
  // two desks assigning the next serial at once: the unique code decides, the loser takes the next one
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = given ?? (await nextCode(db, codeType, owner!));
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ulds)
        .values({ ...columns(input, code, capacity), created_by: authorOf(call).id })
        .onConflictDoNothing({ target: ulds.code })
        .returning();
      if (row) {
        await audit(tx, call, { entity: 'uld', entity_id: row.id, action: 'create', changes: changesOf(null, row) });
        await announceUldFlights(tx, [row.flight_id]);
      }
      return row?.id;
    });
    if (id) return getUld(call, id);
    if (given) throw fail('CONFLICT', 'uldCodeTaken', { code: given.code });
  }
  throw fail('CONFLICT', 'uldCodeTaken', { code: codeType });
}

export async function updateUld(call: Call, { id, ...input }: UldInput & { id: number }) {
  const { db } = call;
  const [existing] = await db
    .select({ ...getTableColumns(ulds), load: loadOf })
    .from(ulds)
    .where(eq(ulds.id, id));
  if (!existing) throw fail('NOT_FOUND', 'uldNotFound', { id });
  // no code sent: the ULD keeps its own
  const code = input.code
    ? parseUldCode(input.code)!
    : { code: existing.code, uld_type: existing.uld_type, serial: existing.serial, owner_code: existing.owner_code };
  await checkUld(db, input, code.uld_type);
  const capacity = input.capacity ?? defaultMaxGrossKg(code.uld_type);
  // what the ULD carries, with the tare it would have, must still fit: the field named is the one that changed
  const weights = uldWeights(existing.load, tareOf(code.uld_type, input.tare_kg ?? null), capacity);
  const field = (input.tare_kg ?? null) !== existing.tare_kg ? 'tare_kg' : 'capacity';
  if (weights.over_kg !== null && weights.over_kg > 0)
    throw invalidField(field, 'overMaxGross', {
      code: code.code,
      gross: weights.gross_kg!,
      tare: weights.tare_kg!,
      over: weights.over_kg,
      max: capacity!,
    });
  if (capacity !== null && capacity < existing.load)
    throw invalidField('capacity', 'capacityUnderLoad', { load: round1(existing.load) });
  const [clash] = await db
    .select({ id: ulds.id })
    .from(ulds)
    .where(and(eq(ulds.code, code.code), ne(ulds.id, id)));
  if (clash) throw fail('CONFLICT', 'uldCodeTaken', { code: code.code });
  const saved = db.transaction(async (tx) => {
    const [row] = await tx
      .update(ulds)
      .set({ ...columns(input, code, capacity), updated_at: new Date() })
      .where(eq(ulds.id, id))
      .returning();
    // `load` is computed, not a column: changesOf leaves out what the update did not return
    const changes = changesOf(existing, row!);
    if (changes) await audit(tx, call, { entity: 'uld', entity_id: id, action: 'update', changes });
    // a flight it leaves and one it joins alike
    if (changes) await announceUldFlights(tx, [existing.flight_id, row!.flight_id]);
  });
  await orConflict(saved, {
    ulds_code_key: () => fail('CONFLICT', 'uldCodeTaken', { code: code.code }),
  });
  return getUld(call, id);
}

/**
 * Puts (part of) a shipment on a ULD. The ULD and the shipment are locked while their loads are read, so two
 * agents attaching at once can neither overload the ULD nor attach more of a shipment than it weighs.
 * Attaching the same shipment again adds to its weight there.
 */
export async function assignShipment(call: Call, input: { id: number; shipment_id: number; weight: number }) {
  const { db } = call;
  await db.transaction(async (tx) => {
    const [uld] = await tx
      .select({ id: ulds.id, code: ulds.code, uld_type: ulds.uld_type, capacity: ulds.capacity, tare: ulds.tare_kg })
      .from(ulds)
      .where(eq(ulds.id, input.id))
      .for('update');
    if (!uld) throw fail('NOT_FOUND', 'uldNotFound', { id: input.id });
    const [shipment] = await tx
      .select({ id: freightShipments.id, awb: freightShipments.awb_number, weight: freightShipments.weight })
      .from(freightShipments)
      .where(eq(freightShipments.id, input.shipment_id))
      .for('update');
    if (!shipment) throw invalidField('shipment_id', 'shipmentNotFound', { id: input.shipment_id });
    // the bags loaded into it weigh on it too
    const [{ bagsKg } = { bagsKg: 0 }] = await tx
      .select({ bagsKg: sql<number>`coalesce(sum(${bags.weight}), 0)`.mapWith(Number) })
      .from(bags)
      .where(eq(bags.uld_id, uld.id));
    const [{ onUld: shipmentsOnUld, ofShipment } = { onUld: 0, ofShipment: 0 }] = await tx
      .select({
        onUld:
          sql<number>`coalesce(sum(${uldShipments.weight}) filter (where ${uldShipments.uld_id} = ${uld.id}), 0)`.mapWith(
            Number,
          ),
        ofShipment:
          sql<number>`coalesce(sum(${uldShipments.weight}) filter (where ${uldShipments.shipment_id} = ${shipment.id}), 0)`.mapWith(
            Number,
          ),
      })
      .from(uldShipments)
      .where(sql`${uldShipments.uld_id} = ${uld.id} or ${uldShipments.shipment_id} = ${shipment.id}`);
    const onUld = shipmentsOnUld + bagsKg;
    const unattached = round1(shipment.weight - ofShipment);
    if (input.weight > unattached + 1e-9)
      throw invalidField('weight', 'attachOverShipment', { awb: shipment.awb, remaining: Math.max(0, unattached) });
    if (uld.capacity !== null) {
      // the limit is on the ULD's gross: without its tare Tarmac cannot tell whether the load fits, and does not guess
      const tare = tareOf(uld.uld_type, uld.tare);
      if (tare === null) throw invalidField('weight', 'attachWithoutTare', { code: uld.code });
      const after = uldWeights(onUld + input.weight, tare, uld.capacity);
      if (after.over_kg! > 0)
        throw invalidField('weight', 'overMaxGross', {
          code: uld.code,
          gross: after.gross_kg!,
          tare,
          over: after.over_kg!,
          max: uld.capacity,
        });
    }
    // attaching the same shipment again adds to its weight there: an update of the attachment, not a new one
    const [before] = await tx
      .select()
      .from(uldShipments)
      .where(and(eq(uldShipments.uld_id, uld.id), eq(uldShipments.shipment_id, shipment.id)));
    const [row] = await tx
      .insert(uldShipments)
      .values({ uld_id: uld.id, shipment_id: shipment.id, weight: input.weight, assigned_by: authorOf(call).id })
      .onConflictDoUpdate({
        target: [uldShipments.uld_id, uldShipments.shipment_id],
        set: { weight: sql`${uldShipments.weight} + excluded.weight` },
      })
      .returning();
    await audit(tx, call, {
      entity: 'uld_shipment',
      entity_id: row!.id,
      action: before ? 'update' : 'create',
      changes: changesOf(before ?? null, before ? { weight: row!.weight } : row!),
    });
    await tx.update(ulds).set({ updated_at: new Date() }).where(eq(ulds.id, uld.id));
  });
  return getUld(call, input.id);
}
