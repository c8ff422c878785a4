import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { bags, passengers } from '../schema';

/**
 * The condition that picks a flight's bags: its passengers' ids read first, then their bags by passenger
 * (bags_passenger_idx). Filtered instead on the flight of the passengers joined to them, the planner of a small
 * airport's database hashed every bag it holds (26,000 at 100,000 events: 4 ms a statement, in each of track by
 * flight's five reads, and in the bags to offload).
 */
export const bagsOfFlight = (db: Db, flightId: number) =>
  sql`${bags.passenger_id} = any(array(${db
    .select({ id: passengers.id })
    .from(passengers)
    .where(eq(passengers.flight_id, flightId))}))`;
