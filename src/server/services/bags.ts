import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { airports, bags, passengers } from '../db/schema';
import { fail, invalidField } from '../errors';
import { bagColumns } from './passengers';

/** A bag joins a passenger at the agent's airport (SPEC §5: no airport, no bag). Tags are unique (409). */
export async function addBag(
  db: Db,
  input: { bag_tag_number: string; weight: number; passenger_id: number; airport_id?: number | null },
  userAirportId: number | null,
) {
  if (!userAirportId) throw fail('FORBIDDEN', 'noAirport');
  const airportId = input.airport_id ?? userAirportId;
  const [passenger] = await db.select({ id: passengers.id }).from(passengers).where(eq(passengers.id, input.passenger_id));
  if (!passenger) throw invalidField('passenger_id', 'passengerNotFound', { id: input.passenger_id });
  if (airportId !== userAirportId) {
    const [airport] = await db.select({ id: airports.id }).from(airports).where(eq(airports.id, airportId));
    if (!airport) throw invalidField('airport_id', 'airportNotFound', { id: airportId });
  }
  const [row] = await db
    .insert(bags)
    .values({ bag_tag_number: input.bag_tag_number, weight: input.weight, passenger_id: input.passenger_id, airport_id: airportId })
    .onConflictDoNothing({ target: bags.bag_tag_number })
    .returning(bagColumns);
  if (!row) throw fail('CONFLICT', 'bagTagTaken', { tag: input.bag_tag_number });
  return row;
}
