import { asc, eq, sql } from 'drizzle-orm';
import type { Call } from '../../platform/call';
import { bagEvents, bags, flights, passengers } from '../schema';
import { fail, invalidField } from '../../platform/errors';
import { audit, changesOf } from '../audit';
import { arrivalAirport, departureAirport, flightEnds, flightTimes, passengerColumns } from '../flights';
import { announceChanges } from '../../platform/airport-changes';

export async function addPassenger(call: Call, input: { name: string; pnr: string; seat: string; flight_id: number }) {
  const { db } = call;
  const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, input.flight_id));
  if (!flight) throw invalidField('flight_id', 'flightNotFound', { id: input.flight_id });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(passengers).values(input).onConflictDoNothing().returning(passengerColumns);
    if (!row) throw fail('CONFLICT', 'passengerExists', { name: input.name, pnr: input.pnr });
    await audit(tx, call, { entity: 'passenger', entity_id: row.id, action: 'create', changes: changesOf(null, row) });
    return row;
  });
}

/** A passenger whose bags were already scanned stays (409); otherwise they go with their bags. */
export async function deletePassenger(call: Call, id: number): Promise<void> {
  return call.db.transaction(async (tx) => {
    const [row] = await tx.select(passengerColumns).from(passengers).where(eq(passengers.id, id)).for('update');
    if (!row) throw fail('NOT_FOUND', 'passengerNotFound', { id });
    const [scanned] = await tx
      .select({ one: sql`1` })
      .from(bagEvents)
      .innerJoin(bags, eq(bags.id, bagEvents.bag_id))
      .where(eq(bags.passenger_id, id))
      .limit(1);
    if (scanned) throw fail('CONFLICT', 'passengerHasEvents');
    await tx.delete(passengers).where(eq(passengers.id, id));
    await audit(tx, call, { entity: 'passenger', entity_id: id, action: 'delete', changes: changesOf(row, null) });
    // their bags leave the counts of the boards open on the flight's airports
    await announceChanges(tx, await flightEnds(tx, row.flight_id));
  });
}

export const bagColumns = {
  id: bags.id,
  bag_tag_number: bags.bag_tag_number,
  weight: bags.weight,
  passenger_id: bags.passenger_id,
  airport_id: bags.airport_id,
  status: bags.status,
  created_at: bags.created_at,
};

export async function getPassenger({ db, tz }: Call, id: number) {
  const [row] = await db
    .select({
      ...passengerColumns,
      flight_number: flights.flight_number,
      departure_time: flights.departure_time,
      arrival_time: flights.arrival_time,
      departure_timezone: departureAirport.timezone,
      arrival_timezone: arrivalAirport.timezone,
      airline_code: flights.airline_code,
    })
    .from(passengers)
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .leftJoin(departureAirport, eq(departureAirport.id, flights.departure_airport))
    .leftJoin(arrivalAirport, eq(arrivalAirport.id, flights.arrival_airport))
    .where(eq(passengers.id, id));
  if (!row) throw fail('NOT_FOUND', 'passengerNotFound', { id });
  const passengerBags = await db
    .select(bagColumns)
    .from(bags)
    .where(eq(bags.passenger_id, id))
    .orderBy(asc(bags.created_at), asc(bags.id));
  return {
    ...row,
    ...flightTimes(row, tz),
    bags: passengerBags,
  };
}
