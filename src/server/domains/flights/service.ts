import { LIST_PATHS } from '../../../shared/list-paths';
import { and, count, eq, getTableColumns, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Call } from '../../platform/call';
import type { Db } from '../../platform/db/client';
import { airports, flights, passengers } from '../schema';
import { fail, invalidField } from '../../platform/errors';
import { addDays, localToInstant, toInstant } from '../../../shared/time';
import { arrivalAirport as arr, blockTimes, departureAirport as dep, flightTimes, flightZones } from './times';
import type { BlockTimesInput, FlightStatus } from '../../../shared/schemas/flights';
import { pageRows, paginate, type Keyset } from '../../platform/paginate';
import { admits } from '../../platform/scope';
import { audit, changesOf } from '../audit';
import type { CursorValue } from '../../../shared/schemas/common';
import { announceChanges } from '../../platform/airport-changes';
import { endsOf } from './ends';

export const FLIGHTS_PER_PAGE = 10;
export const PASSENGERS_PER_PAGE = 20;

function selectFlights(db: Db) {
  return db
    .select({
      id: flights.id,
      flight_number: flights.flight_number,
      departure_airport: flights.departure_airport,
      arrival_airport: flights.arrival_airport,
      departure_time: flights.departure_time,
      arrival_time: flights.arrival_time,
      airline_code: flights.airline_code,
      status: flights.status,
      estimated_off_block_at: flights.estimated_off_block_at,
      off_block_at: flights.off_block_at,
      estimated_on_block_at: flights.estimated_on_block_at,
      on_block_at: flights.on_block_at,
      created_at: flights.created_at,
      updated_at: flights.updated_at,
      departure_airport_code: dep.code,
      arrival_airport_code: arr.code,
      departure_timezone: dep.timezone,
      arrival_timezone: arr.timezone,
    })
    .from(flights)
    .leftJoin(dep, eq(dep.id, flights.departure_airport))
    .leftJoin(arr, eq(arr.id, flights.arrival_airport));
}

type FlightRow = Awaited<ReturnType<ReturnType<typeof selectFlights>['execute']>>[number];

/** Times in their airports' zones with their offsets; airports' codes both as `…_airport_code` and as `…_code`. */
function shape(row: FlightRow, tz: string) {
  return {
    ...row,
    ...flightTimes(row, tz),
    ...blockTimes(row, tz),
    departure_code: row.departure_airport_code,
    arrival_code: row.arrival_airport_code,
  };
}
export type Flight = ReturnType<typeof shape>;

/**
 * The flights of a local day (leaving or landing that day) and of an airport (leaving it or landing there), each
 * filter when given. A day's flights come in departure order, as a departures board reads (track by flight
 * offers today's as choices); without a day, the last added or edited first (a flight just entered is on top).
 * An empty day or airport filters nothing.
 */
export async function listFlights(
  { db, tz }: Call,
  input: { page: number; date?: string; airport?: number | ''; after?: CursorValue; before?: CursorValue },
) {
  const opts = { ...input, tz, date: input.date || undefined, airport: input.airport || undefined };
  const where = flightFilter(opts);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(flights).where(where);
  const keyset: Keyset = opts.date
    ? { key: flights.departure_time, id: flights.id, order: 'asc' }
    : { key: flights.updated_at, id: flights.id, order: 'desc' };
  const { rows, edges } = await pageRows(db, { ...opts, perPage: FLIGHTS_PER_PAGE, total, keyset }, (q) =>
    selectFlights(db)
      .where(and(where, q.where))
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
  );
  return paginate(
    rows.map((r) => shape(r, opts.tz)),
    {
      page: opts.page,
      perPage: FLIGHTS_PER_PAGE,
      total,
      edges,
      path: LIST_PATHS.flights,
      query: { date: opts.date, airport: opts.airport },
    },
  );
}

export function flightFilter({ date, airport, tz }: { date?: string; airport?: number; tz: string }): SQL | undefined {
  if (!date)
    return airport ? or(eq(flights.departure_airport, airport), eq(flights.arrival_airport, airport)) : undefined;
  // the airport's day, from its midnight to the next one
  const from = localToInstant(`${date}T00:00`, tz);
  const to = localToInstant(`${addDays(date, 1)}T00:00`, tz);
  const leaves = and(
    gte(flights.departure_time, from),
    lt(flights.departure_time, to),
    airport ? eq(flights.departure_airport, airport) : undefined,
  );
  const lands = and(
    gte(flights.arrival_time, from),
    lt(flights.arrival_time, to),
    airport ? eq(flights.arrival_airport, airport) : undefined,
  );
  return or(leaves, lands);
}

export async function getFlight({ db, tz }: Call, id: number) {
  const [row] = await selectFlights(db).where(eq(flights.id, id));
  if (!row) throw fail('NOT_FOUND', 'flightNotFound', { id });
  return shape(row, tz);
}

/** The flight and a page of its passengers; `passengers: null` for those who do not work with passengers. */
export async function getFlightWithPassengers(
  call: Call,
  opts: { id: number; page: number; after?: CursorValue; before?: CursorValue },
) {
  const { db } = call;
  const flight = await getFlight(call, opts.id);
  if (!admits(call, 'passengers')) return { ...flight, passengers: null };
  const where = eq(passengers.flight_id, opts.id);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(passengers).where(where);
  const { rows, edges } = await pageRows(
    db,
    { ...opts, perPage: PASSENGERS_PER_PAGE, total, keyset: { key: passengers.name, id: passengers.id, order: 'asc' } },
    (q) =>
      db
        .select({
          id: passengers.id,
          name: passengers.name,
          pnr: passengers.pnr,
          seat: passengers.seat,
          flight_id: passengers.flight_id,
        })
        .from(passengers)
        .where(and(where, q.where))
        .orderBy(...q.orderBy)
        .limit(q.limit)
        .offset(q.offset),
  );
  return {
    ...flight,
    passengers: paginate(rows, {
      page: opts.page,
      perPage: PASSENGERS_PER_PAGE,
      total,
      edges,
      path: LIST_PATHS.flight,
      pathParams: { id: opts.id },
    }),
  };
}

type FlightInput = {
  flight_number: string;
  departure_airport?: number | null;
  arrival_airport?: number | null;
  departure_time: string;
  arrival_time: string;
  airline_code?: string | null;
  status?: FlightStatus;
};

/**
 * The flight's instants, each time read in its own airport's zone (an offset sent with it wins), once its airports
 * are known to exist.
 */
async function checkFlight(db: Db, input: Omit<FlightInput, 'flight_number'>, tz: string) {
  if (input.departure_airport && input.departure_airport === input.arrival_airport)
    throw invalidField('arrival_airport', 'sameAirports');
  const ids = [input.departure_airport, input.arrival_airport].filter((x): x is number => !!x);
  const found = new Map(
    ids.length
      ? (
          await db
            .select({ id: airports.id, timezone: airports.timezone })
            .from(airports)
            .where(inArray(airports.id, ids))
        ).map((a) => [a.id, a.timezone])
      : [],
  );
  for (const field of ['departure_airport', 'arrival_airport'] as const) {
    const id = input[field];
    if (id && !found.has(id)) throw invalidField(field, 'airportNotFound', { id });
  }
  const zoneOf = (id: number | null | undefined) => (id ? (found.get(id) ?? null) : null);
  const zones = flightZones(
    { departure_timezone: zoneOf(input.departure_airport), arrival_timezone: zoneOf(input.arrival_airport) },
    tz,
  );
  const departure = toInstant(input.departure_time, zones.departure);
  const arrival = toInstant(input.arrival_time, zones.arrival);
  if (arrival.getTime() <= departure.getTime()) throw invalidField('arrival_time', 'arrivalBeforeDeparture');
  return { departure, arrival };
}

export async function createFlight(call: Call, input: FlightInput) {
  const { db, tz } = call;
  const { departure, arrival } = await checkFlight(db, input, tz);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(flights)
      .values({
        flight_number: input.flight_number,
        departure_airport: input.departure_airport ?? null,
        arrival_airport: input.arrival_airport ?? null,
        departure_time: departure,
        arrival_time: arrival,
        airline_code: input.airline_code || input.flight_number.slice(0, 2),
        status: input.status ?? 'SCHEDULED',
      })
      .returning();
    await audit(tx, call, { entity: 'flight', entity_id: row!.id, action: 'create', changes: changesOf(null, row!) });
    // the boards open on its two airports read again, from the commit
    await announceChanges(tx, endsOf(row!));
    return row!.id;
  });
  return getFlight(call, id);
}

export async function updateFlight(
  call: Call,
  { id, ...input }: Omit<FlightInput, 'flight_number'> & { id: number; flight_number?: string },
) {
  const { db, tz } = call;
  const [existing] = await db.select().from(flights).where(eq(flights.id, id));
  if (!existing) throw fail('NOT_FOUND', 'flightNotFound', { id });
  if (input.flight_number && input.flight_number !== existing.flight_number)
    throw invalidField('flight_number', 'flightNumberReadOnly');
  const { departure, arrival } = await checkFlight(db, input, tz);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(flights)
      .set({
        departure_airport: input.departure_airport ?? null,
        arrival_airport: input.arrival_airport ?? null,
        departure_time: departure,
        arrival_time: arrival,
        airline_code: input.airline_code || existing.flight_number.slice(0, 2),
        status: input.status ?? existing.status,
        updated_at: new Date(), // an edited flight moves to the top of the list
      })
      .where(eq(flights.id, id))
      .returning();
    const changes = changesOf(existing, row!);
    if (changes) await audit(tx, call, { entity: 'flight', entity_id: id, action: 'update', changes });
    // the boards of its airports before and after (a flight moved to another airport leaves the first one's board)
    if (changes) await announceChanges(tx, [...endsOf(existing), ...endsOf(row!)]);
  });
  return getFlight(call, id);
}

/** How far ahead of this server's clock an actual block time may be: the reporting system's clock may run ahead. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Sets a flight's block times, estimated or actual. Off-block is read on the departure airport's clock, on-block on
 * the arrival airport's, as the other times of the flight. An actual time is one that happened: not in the future;
 * on-block comes after off-block.
 */
export async function setBlockTimes(call: Call, { id, ...input }: BlockTimesInput & { id: number }) {
  const { db, tz } = call;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ ...getTableColumns(flights), departure_timezone: dep.timezone, arrival_timezone: arr.timezone })
      .from(flights)
      .leftJoin(dep, eq(dep.id, flights.departure_airport))
      .leftJoin(arr, eq(arr.id, flights.arrival_airport))
      .where(eq(flights.id, id))
      .for('update', { of: flights });
    if (!existing) throw fail('NOT_FOUND', 'flightNotFound', { id });
    const zones = flightZones(existing, tz);
    const read = (field: keyof typeof input, zone: string) => {
      const value = input[field];
      return value === undefined ? existing[field] : value === null ? null : toInstant(value, zone);
    };
    const next = {
      estimated_off_block_at: read('estimated_off_block_at', zones.departure),
      off_block_at: read('off_block_at', zones.departure),
      estimated_on_block_at: read('estimated_on_block_at', zones.arrival),
      on_block_at: read('on_block_at', zones.arrival),
    };
    const latest = Date.now() + CLOCK_SKEW_MS;
    for (const field of ['off_block_at', 'on_block_at'] as const) {
      if (input[field] && next[field]!.getTime() > latest) throw invalidField(field, 'blockTimeInFuture');
    }
    // on-block after off-block, each the actual time when there is one, else the estimate: an actual on-block before
    // the estimated off-block (no actual yet) went through, and the board showed a flight landing before it left
    const onField = next.on_block_at ? 'on_block_at' : 'estimated_on_block_at';
    const on = next[onField];
    const off = next.off_block_at ?? next.estimated_off_block_at;
    if (on && off && on <= off) throw invalidField(onField, 'onBlockBeforeOffBlock');
    const [row] = await tx.update(flights).set(next).where(eq(flights.id, id)).returning();
    const { departure_timezone: _d, arrival_timezone: _a, ...before } = existing;
    const changes = changesOf(before, row!);
    if (changes) await audit(tx, call, { entity: 'flight', entity_id: id, action: 'update', changes });
    // the live boards of its two airports read again, from the commit
    if (changes) await announceChanges(tx, endsOf(row!));
  });
  return getFlight(call, id);
}
