import type { BagStatus } from '../../src/shared/schemas/baggage-events';
import { count, eq, sql, sum } from 'drizzle-orm';
import { expect } from 'vitest';
import { bagEventDaily, bagEvents } from '../../src/server/domains/schema';
import { rebuildDailyCounts } from '../../src/server/platform/daily-counts';
import { api, type Auth, type TestApp } from './app';
import { createAirport } from './factories';
import { insertBag, insertFlight, insertPassenger } from './flights';

// Bag scans, bag events and the daily counters behind the baggage dashboard.

export type BagEventType = 'CHECKIN' | 'LOADED' | 'DELIVERED' | 'TRANSFERRED';

/** The fields of a bag event as the API lists it, the same in every list; a scan's answer adds `warnings`. */
export const EVENT_FIELDS = [
  'id',
  'bag_tag_number',
  'event_type',
  'airport_id',
  'remark',
  'passenger_name',
  'flight_number',
  'airport_code',
  'user_name',
  'created_at',
  'updated_at',
  'bag',
  'uld',
  'hold_position',
].sort();

/** Checks that a listed event has exactly the fields of EVENT_FIELDS (no warnings) and returns it. */
export function expectListedEvent(event: any) {
  expect(Object.keys(event).sort()).toEqual(EVENT_FIELDS);
  expect(Number.isInteger(event.id)).toBe(true);
  expect(event.bag).toEqual({ bag_tag_number: event.bag_tag_number });
  expect(new Date(event.created_at).toISOString()).toBe(event.created_at);
  expect(new Date(event.updated_at).toISOString()).toBe(event.updated_at);
  return event;
}

/**
 * A bag ready to scan: a departure airport, a flight leaving from it (today, unless told), a passenger
 * and a bag, all written straight to the database.
 */
export async function scannableBag(
  t: TestApp,
  opts: { departure_time?: Date; status?: BagStatus; withDepartureAirport?: boolean } = {},
) {
  const airport = await createAirport(t);
  const flight = await insertFlight(t, {
    departure_airport: opts.withDepartureAirport === false ? null : airport.id,
    departure_time: opts.departure_time ?? new Date(),
  });
  const passenger = await insertPassenger(t, flight.id);
  const bag = await insertBag(t, passenger.id, { airport_id: airport.id, status: opts.status });
  return { airport, flight, passenger, bag };
}

/** POST /api/baggage-events. */
export const scan = (t: TestApp, auth: Auth, body: unknown) => api(t, auth).post('/api/baggage-events', body);

/** A bag event written straight to bag_events at a chosen instant (the counters are not touched: see rebuild). */
export async function insertEventAt(
  t: TestApp,
  opts: { bagId: number; airportId: number; type?: BagEventType; at: Date; userId?: number | null },
) {
  const [row] = await t.database.db
    .insert(bagEvents)
    .values({
      bag_id: opts.bagId,
      airport_id: opts.airportId,
      event_type: opts.type ?? 'CHECKIN',
      user_id: opts.userId ?? null,
      created_at: opts.at,
      updated_at: opts.at,
    })
    .returning();
  return row!;
}

/** Rebuilds bag_event_daily from bag_events in the app's time zone. */
export const rebuild = (t: TestApp) => rebuildDailyCounts(t.database.db, t.env.APP_TIMEZONE);

/** Removes every bag event and every counter, for tests that need exact dashboard figures. */
export async function wipeBagEvents(t: TestApp) {
  // eslint-disable-next-line drizzle/enforce-delete-with-where -- every row, on purpose
  await t.database.db.delete(bagEvents);
  // eslint-disable-next-line drizzle/enforce-delete-with-where -- every row, on purpose
  await t.database.db.delete(bagEventDaily);
}

/** Number of rows in bag_events, all or of one bag. */
export async function eventCount(t: TestApp, bagId?: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(bagEvents)
    .where(bagId === undefined ? undefined : eq(bagEvents.bag_id, bagId));
  return row!.n;
}

/** The counters of bag_event_daily summed over shards, optionally for one day ('YYYY-MM-DD'). */
export async function dailyTotal(t: TestApp, opts: { day?: string; airportId?: number } = {}) {
  const conditions = [
    opts.day === undefined ? undefined : sql`${bagEventDaily.day} = ${opts.day}`,
    opts.airportId === undefined ? undefined : eq(bagEventDaily.airport_id, opts.airportId),
  ].filter(Boolean);
  const [row] = await t.database.db
    .select({ n: sum(bagEventDaily.total).mapWith(Number) })
    .from(bagEventDaily)
    .where(conditions.length ? sql.join(conditions as ReturnType<typeof sql>[], sql` and `) : undefined);
  return row?.n ?? 0;
}
