import { eq } from 'drizzle-orm';
import type { Db, Transaction } from '../../platform/db/client';
import { flights } from './tables';

/** The airports at a flight's two ends, as the operations boards are keyed. */
export const endsOf = (f: { departure_airport: number | null; arrival_airport: number | null }) =>
  [f.departure_airport, f.arrival_airport].filter((a): a is number => a !== null);

/** The airports at the two ends of a flight known by its id: whose boards a change to its bags concerns. */
export async function flightEnds(db: Db | Transaction, flightId: number) {
  const [f] = await db
    .select({ departure_airport: flights.departure_airport, arrival_airport: flights.arrival_airport })
    .from(flights)
    .where(eq(flights.id, flightId));
  return f ? endsOf(f) : [];
}
