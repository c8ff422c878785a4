import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Transaction } from '../../platform/db/client';
import { bags, flights, passengers } from '../schema';
import { printedTag, tagSpellings } from '../../../shared/codes';
import { departureAirport } from '../flights';

// A licence plate is not a bag's name forever: a carrier's 6-digit serials come round again after a million
// bags, within weeks for a large carrier. A plate names one bag within a window of days between the flights'
// departures (BAG_PLATE_WINDOW_DAYS): within it a second registration is the same bag, beyond it a new one.
// Whatever looks a bag up by its tag (a scan, a search, a claim) takes the bag of the flight nearest to now,
// today's first.

const DAY_MS = 86_400_000;

/** Whether two flights' departures are close enough for one plate on both to be one bag. */
export const sameBagWithin = (a: Date, b: Date, windowDays: number) =>
  Math.abs(a.getTime() - b.getTime()) <= windowDays * DAY_MS;

/**
 * The order that puts the bag a tag means today first: a bag on a flight departing on today's local day, then
 * the bag whose flight departs nearest to now, before or after.
 */
export function nearestFlightFirst(tz: string): SQL[] {
  return [
    sql`(to_char(${flights.departure_time} at time zone ${tz}, 'YYYY-MM-DD') = to_char(now() at time zone ${tz}, 'YYYY-MM-DD')) desc`,
    sql`abs(extract(epoch from ${flights.departure_time} - now()))`,
    sql`${bags.id} desc`,
  ];
}

/** Every bag of some tags, in any of their spellings, with its flight: unordered, for the readers below. */
function bagsOfTags(db: Db | Transaction, tags: string[]) {
  return db
    .select({
      id: bags.id,
      bag_tag_number: bags.bag_tag_number,
      status: bags.status,
      flight_id: flights.id,
      flight_number: flights.flight_number,
      departure_time: flights.departure_time,
      departure_timezone: departureAirport.timezone,
    })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .leftJoin(departureAirport, eq(departureAirport.id, flights.departure_airport))
    .where(inArray(bags.bag_tag_number, tags.flatMap(tagSpellings)));
}

/** Every bag of a tag, in any of its spellings, with its flight: the one a tag means today first. */
export function bagsOfPlate(db: Db, tag: string, tz: string) {
  return bagsOfTags(db, [tag]).orderBy(...nearestFlightFirst(tz));
}

/** The bag already holding this plate within the window around a flight's departure, if any. */
export async function bagWithinWindow(db: Db | Transaction, tag: string, departure: Date, windowDays: number) {
  return (await bagsWithinWindow(db, [tag], departure, windowDays)).get(printedTag(tag)) ?? null;
}

/**
 * For several plates at once (a message's tag count), in one statement: the bag holding each within the window
 * around a flight's departure, keyed by its printed form (printedTag); a plate no bag holds has no entry.
 */
export async function bagsWithinWindow(db: Db | Transaction, tags: string[], departure: Date, windowDays: number) {
  const found = new Map<string, Awaited<ReturnType<typeof bagsOfTags>>[number]>();
  if (!tags.length) return found;
  const distance = (d: Date) => Math.abs(d.getTime() - departure.getTime());
  for (const row of await bagsOfTags(db, tags)) {
    const key = printedTag(row.bag_tag_number);
    const best = found.get(key);
    if (!best || distance(row.departure_time) < distance(best.departure_time)) found.set(key, row);
  }
  for (const [key, row] of found) if (!sameBagWithin(row.departure_time, departure, windowDays)) found.delete(key);
  return found;
}

// The advisory lock class of bag tags (pg_advisory_xact_lock's first key; the second is the tag's hash).
const BAG_TAG_LOCK = 0x62616774; // 'bagt'

/**
 * Registrations of one plate take turns, in any spelling, until their transaction ends: each checks the window
 * (bagWithinWindow) and adds its bag while no other registration of that plate can, so two desks, or a desk and a
 * BSM, adding it at once cannot both pass the check.
 */
export async function lockPlate(tx: Transaction, tag: string) {
  await lockPlates(tx, [tag]);
}

/**
 * lockPlate for several plates in one statement, taken in the order of their printed forms: two messages naming
 * the same plates in other orders wait for each other instead of deadlocking.
 */
export async function lockPlates(tx: Transaction, tags: string[]) {
  const printed = [...new Set(tags.map(printedTag))].sort();
  if (!printed.length) return;
  const list = sql.join(
    printed.map((t) => sql`(${t})`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${BAG_TAG_LOCK}, hashtext(t)) from (select t from (values ${list}) v(t) order by t) o`,
  );
}
