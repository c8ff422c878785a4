import { eq } from 'drizzle-orm';
import type { Call } from '../../platform/call';
import { airports, bags, flights, passengers } from '../schema';
import { fail, invalidField } from '../../platform/errors';
import { bagColumns } from './service';
import { actingAirportId } from '../../platform/scope';
import { audit, changesOf } from '../audit';
import { localDay } from '../../../shared/time';
import { bagWithinWindow, lockPlate } from '../baggage';
import { announceChanges } from '../../platform/airport-changes';
import { endsOf } from '../flights';

/**
 * A bag joins a passenger at the agent's airport: no airport, no bag (scope.ts). A job names the airport. A
 * licence plate is one bag within the plate window around its flight's departure (plates.ts), in any spelling:
 * a plate and its printed short form (0125728359, BA728359) are one bag. A second registration within the window
 * is a 409 naming the flight that has it; beyond it, a new bag. Registrations of one plate take turns under a
 * lock on its printed form, so two desks adding it at once cannot both pass the check.
 */
export async function addBag(
  call: Call,
  input: { bag_tag_number: string; weight: number; passenger_id: number; airport_id?: number | null },
) {
  const { db, tz } = call;
  const userAirportId = actingAirportId(call);
  const airportId = input.airport_id ?? userAirportId;
  if (!airportId) throw invalidField('airport_id', 'required');
  const [passenger] = await db
    .select({
      id: passengers.id,
      departure: flights.departure_time,
      departure_airport: flights.departure_airport,
      arrival_airport: flights.arrival_airport,
    })
    .from(passengers)
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .where(eq(passengers.id, input.passenger_id));
  if (!passenger) throw invalidField('passenger_id', 'passengerNotFound', { id: input.passenger_id });
  if (airportId !== userAirportId) {
    const [airport] = await db.select({ id: airports.id }).from(airports).where(eq(airports.id, airportId));
    if (!airport) throw invalidField('airport_id', 'airportNotFound', { id: airportId });
  }
  const tag = input.bag_tag_number;
  const windowDays = call.env.BAG_PLATE_WINDOW_DAYS;
  return db.transaction(async (tx) => {
    await lockPlate(tx, tag);
    const other = await bagWithinWindow(tx, tag, passenger.departure, windowDays);
    if (other) {
      const params = {
        tag,
        flight: other.flight_number,
        day: localDay(other.departure_time, other.departure_timezone ?? tz),
        days: windowDays,
      };
      throw other.bag_tag_number === tag
        ? fail('CONFLICT', 'bagTagTaken', params)
        : fail('CONFLICT', 'bagTagSpellingTaken', { ...params, other: other.bag_tag_number });
    }
    const [row] = await tx
      .insert(bags)
      .values({ bag_tag_number: tag, weight: input.weight, passenger_id: input.passenger_id, airport_id: airportId })
      .returning(bagColumns);
    await audit(tx, call, { entity: 'bag', entity_id: row!.id, action: 'create', changes: changesOf(null, row!) });
    // the boards open on its flight's airports count it, from the commit
    await announceChanges(tx, endsOf(passenger));
    return row!;
  });
}
