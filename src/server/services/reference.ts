import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { airports, services, zones } from '../db/schema';
import { fail, invalidField } from '../errors';

export function listServices(db: Db) {
  return db.select({ id: services.id, name: services.name, slug: services.slug }).from(services).orderBy(asc(services.id));
}

export function listAirports(db: Db) {
  return db.select({ id: airports.id, code: airports.code, name: airports.name }).from(airports).orderBy(asc(airports.code));
}

export async function createAirport(db: Db, input: { code: string; name: string; uld_owner_code?: string | null }) {
  const [clash] = await db.select({ id: airports.id }).from(airports).where(eq(airports.code, input.code));
  if (clash) throw fail('CONFLICT', 'airportCodeTaken', { code: input.code });
  const [row] = await db
    .insert(airports)
    .values({ code: input.code, name: input.name, uld_owner_code: input.uld_owner_code ?? null })
    .returning({ id: airports.id, code: airports.code, name: airports.name });
  return row!;
}

export async function listZones(db: Db, airportId?: number) {
  const rows = await db
    .select({ id: zones.id, name: zones.name, airport_id: zones.airport_id, code: airports.code })
    .from(zones)
    .innerJoin(airports, eq(airports.id, zones.airport_id))
    .where(airportId ? eq(zones.airport_id, airportId) : undefined)
    .orderBy(asc(airports.code), asc(zones.name));
  return rows.map(({ code, ...z }) => ({ ...z, airport: { code } }));
}

export async function createZone(db: Db, input: { name: string; airport_id: number }) {
  const [airport] = await db.select({ code: airports.code }).from(airports).where(eq(airports.id, input.airport_id));
  if (!airport) throw invalidField('airport_id', 'airportNotFound', { id: input.airport_id });
  const [clash] = (await listZones(db, input.airport_id)).filter((z) => z.name.toLowerCase() === input.name.toLowerCase());
  if (clash) throw fail('CONFLICT', 'zoneTaken', { name: input.name });
  const [row] = await db.insert(zones).values(input).returning({ id: zones.id, name: zones.name, airport_id: zones.airport_id });
  return { ...row!, airport: { code: airport.code } };
}
