import { and, asc, eq, sql } from 'drizzle-orm';
import type { Call } from '../../platform/call';
import { airports, services, zones } from '../schema';
import { fail, invalidField, orConflict } from '../../platform/errors';
import { audit, changesOf } from '../audit';

export function listServices({ db }: Call) {
  return db
    .select({ id: services.id, name: services.name, slug: services.slug })
    .from(services)
    .orderBy(asc(services.id));
}

const airportColumns = {
  id: airports.id,
  code: airports.code,
  name: airports.name,
  uld_owner_code: airports.uld_owner_code,
  timezone: airports.timezone,
};

/** An airport as answered: its zone, or this Tarmac's when it has none of its own. */
const shapeAirport = (row: typeof airports.$inferSelect | AirportRow, tz: string) => ({
  id: row.id,
  code: row.code,
  name: row.name,
  uld_owner_code: row.uld_owner_code,
  timezone: row.timezone ?? tz,
  timezone_set: row.timezone !== null,
});
type AirportRow = { [K in keyof typeof airportColumns]: (typeof airports.$inferSelect)[K] };

export async function listAirports({ db, tz }: Call) {
  const rows = await db.select(airportColumns).from(airports).orderBy(asc(airports.code));
  return rows.map((r) => shapeAirport(r, tz));
}

type AirportInput = { name: string; uld_owner_code?: string | null; timezone?: string | null };

export async function createAirport(call: Call, input: AirportInput & { code: string }) {
  const { db, tz } = call;
  const [clash] = await db.select({ id: airports.id }).from(airports).where(eq(airports.code, input.code));
  if (clash) throw fail('CONFLICT', 'airportCodeTaken', { code: input.code });
  const saved = db.transaction(async (tx) => {
    const [row] = await tx
      .insert(airports)
      .values({
        code: input.code,
        name: input.name,
        uld_owner_code: input.uld_owner_code ?? null,
        timezone: input.timezone ?? null,
      })
      .returning();
    await audit(tx, call, { entity: 'airport', entity_id: row!.id, action: 'create', changes: changesOf(null, row!) });
    return shapeAirport(row!, tz);
  });
  return orConflict(saved, { airports_code_key: () => fail('CONFLICT', 'airportCodeTaken', { code: input.code }) });
}

/**
 * An airport's name, ULD owner code and zone. Its flights keep their instants: a zone set or corrected changes
 * how their times read, never when they happen.
 */
export async function updateAirport(call: Call, { id, ...input }: AirportInput & { id: number; code?: string }) {
  const { db, tz } = call;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(airports).where(eq(airports.id, id)).for('no key update');
    if (!existing) throw fail('NOT_FOUND', 'airportNotFound', { id });
    if (input.code && input.code !== existing.code) throw invalidField('code', 'airportCodeReadOnly');
    const [row] = await tx
      .update(airports)
      .set({ name: input.name, uld_owner_code: input.uld_owner_code ?? null, timezone: input.timezone ?? null })
      .where(eq(airports.id, id))
      .returning();
    const changes = changesOf(existing, row!);
    if (changes) await audit(tx, call, { entity: 'airport', entity_id: id, action: 'update', changes });
    return shapeAirport(row!, tz);
  });
}

export async function listZones({ db }: Call, airportId?: number) {
  const rows = await db
    .select({ id: zones.id, name: zones.name, airport_id: zones.airport_id, code: airports.code })
    .from(zones)
    .innerJoin(airports, eq(airports.id, zones.airport_id))
    .where(airportId ? eq(zones.airport_id, airportId) : undefined)
    .orderBy(asc(airports.code), asc(zones.name));
  return rows.map(({ code, ...z }) => ({ ...z, airport: { code } }));
}

/**
 * Zone names are unique per airport in any case ("Apron" is "APRON"), which the unique index (exact case) does
 * not see: the airport's row is locked while its names are read, so two desks adding "Apron" and "apron" at once
 * are taken one after the other. (NO KEY UPDATE: the bags and scans that point at the airport go on meanwhile.)
 */
export async function createZone(call: Call, input: { name: string; airport_id: number }) {
  const saved = call.db.transaction(async (tx) => {
    const [airport] = await tx
      .select({ code: airports.code })
      .from(airports)
      .where(eq(airports.id, input.airport_id))
      .for('no key update');
    if (!airport) throw invalidField('airport_id', 'airportNotFound', { id: input.airport_id });
    const [clash] = await tx
      .select({ id: zones.id })
      .from(zones)
      .where(and(eq(zones.airport_id, input.airport_id), sql`lower(${zones.name}) = lower(${input.name})`));
    if (clash) throw fail('CONFLICT', 'zoneTaken', { name: input.name });
    const [row] = await tx
      .insert(zones)
      .values(input)
      .returning({ id: zones.id, name: zones.name, airport_id: zones.airport_id });
    await audit(tx, call, { entity: 'zone', entity_id: row!.id, action: 'create', changes: changesOf(null, row!) });
    return { ...row!, airport: { code: airport.code } };
  });
  return orConflict(saved, { zones_airport_name_key: () => fail('CONFLICT', 'zoneTaken', { name: input.name }) });
}
