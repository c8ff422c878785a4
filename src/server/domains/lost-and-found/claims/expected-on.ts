import { eq, sql } from 'drizzle-orm';
import { localDay } from '../../../../shared/time';
import type { Db, Transaction } from '../../../platform/db/client';
import { airports, flights } from '../../schema';

// The day a checked bag ought to have arrived, from which the Montreal Convention's art. 17(3) counts the days after
// which the passenger may treat it as lost. A flight's date is the day it left: an overnight or long-haul flight
// lands on the next local day, and counting from its departure proposed LOST a day early.

/**
 * The local day the linked flight reached its arrival airport: on block when the ramp said so, else as scheduled, on
 * that airport's clock (the call's without one). Without a linked flight, the flight date the claim was given (the
 * day it left: all Tarmac knows of it).
 */
export async function expectedOn(
  db: Db | Transaction,
  tz: string,
  flightId: number | null,
  flightDate: string | null,
): Promise<string | null> {
  if (flightId === null) return flightDate;
  const [flight] = await db
    .select({
      arrived: sql<Date>`coalesce(${flights.on_block_at}, ${flights.arrival_time})`.mapWith(flights.arrival_time),
      timezone: airports.timezone,
    })
    .from(flights)
    .leftJoin(airports, eq(airports.id, flights.arrival_airport))
    .where(eq(flights.id, flightId));
  return flight ? localDay(flight.arrived, flight.timezone ?? tz) : flightDate;
}
