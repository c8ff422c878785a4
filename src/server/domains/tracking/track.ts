import { aliasedTable, and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Call } from '../../platform/call';
import { airports, bagEvents, bags, flights, freightEvents, passengers, ulds, users } from '../schema';
import type { Db } from '../../platform/db/client';
import { fail } from '../../platform/errors';
import { instantToZonedIso, localDay, utcMs } from '../../../shared/time';
import {
  arrivalAirport as arr,
  blockTimes,
  deliveryStart,
  departureAirport as dep,
  flightTimes,
  flightZones,
} from '../flights';
import { bagsOfFlight } from '../baggage';
import { selectFreightEvents, shapeFreightEvent } from '../freight';
import { admits } from '../../platform/scope';

// Track by flight: a flight's bag and freight events, its Resolution 753 picture and, at arrival,
// how fast its bags came back to the passengers against the targets DELIVERY_FIRST_BAG_MINUTES and
// DELIVERY_LAST_BAG_MINUTES, from on-block when it is known, else from the scheduled arrival. Passengers' names are shown only to those who work with passengers.

const evAirport = aliasedTable(airports, 't_ev');

/** The newest bag events a tracked flight lists; `baggage_events_total` says how many there are in all. */
export const TRACKED_EVENTS_SHOWN = 100;

const share = (n: number, total: number) => (total ? Math.round((n / total) * 1000) / 10 : null);
const minutesAfter = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 6000) / 10;

/** The flight's bags with their passengers' names, by tag (exported for its plan's test). */
export const flightBagsRead = (db: Db, flightId: number) =>
  db
    .select({
      id: bags.id,
      tag: bags.bag_tag_number,
      name: passengers.name,
      uld_id: bags.uld_id,
      hold_position: bags.hold_position,
      offload: sql<boolean>`${bags.offload_at} is not null`,
      deleted: sql<boolean>`${bags.deleted_at} is not null`,
      authority_to_load: bags.authority_to_load,
    })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .where(bagsOfFlight(db, flightId))
    .orderBy(bags.bag_tag_number);

async function trackOne(
  call: Call,
  flight: {
    id: number;
    flight_number: string;
    status: string;
    departure_time: Date;
    arrival_time: Date;
    dep_id: number | null;
    dep_code: string | null;
    arr_id: number | null;
    arr_code: string | null;
    departure_timezone: string | null;
    arrival_timezone: string | null;
    estimated_off_block_at: Date | null;
    off_block_at: Date | null;
    estimated_on_block_at: Date | null;
    on_block_at: Date | null;
  },
) {
  const { db, tz, env } = call;
  const targets = { first: env.DELIVERY_FIRST_BAG_MINUTES, last: env.DELIVERY_LAST_BAG_MINUTES };
  const seesNames = admits(call, 'passengers');
  // The flight's bags, as an array the database computes once per statement: the reads below start from it through
  // bag_events_bag_created_idx (only this flight's bags' events) or the ULDs' indexes, and all six are sent at once,
  // none waiting for another's answer (on PostgreSQL each on its own pooled connection).
  const theBags = sql`array(${db.select({ id: bags.id }).from(bags).where(bagsOfFlight(db, flight.id))})`;
  const has = (type: string) => sql<boolean>`bool_or(${bagEvents.event_type} = ${type})`;
  const theUlds = theUldsOf(flight.id, theBags);
  const [flightBags, freight, perBag, latest, uldRows, inUlds] = await Promise.all([
    flightBagsRead(db, flight.id),
    // freight reaches a flight through the ULDs it was scanned onto
    selectFreightEvents(db)
      .where(inArray(freightEvents.uld_id, db.select({ id: ulds.id }).from(ulds).where(eq(ulds.flight_id, flight.id))))
      .orderBy(freightEvents.created_at, freightEvents.id),
    // each bag's tracking points and first delivery, summed up by the database: one row a bag, however many events
    db
      .select({
        bag_id: bagEvents.bag_id,
        events: count(),
        checkin: has('CHECKIN'),
        loaded: has('LOADED'),
        transferred: has('TRANSFERRED'),
        delivered_at:
          sql<Date | null>`min(${bagEvents.created_at}) filter (where ${bagEvents.event_type} = 'DELIVERED')`.mapWith(
            bagEvents.created_at,
          ),
      })
      .from(bagEvents)
      .where(sql`${bagEvents.bag_id} = any(${theBags})`)
      .groupBy(bagEvents.bag_id),
    // what the screen lists: the newest events, the whole history of a bag being on its own page; their ids
    // first, from the events alone, then the joins for those only (not for a busy flight's thousands)
    db
      .select({
        id: bagEvents.id,
        bag_id: bagEvents.bag_id,
        event_type: bagEvents.event_type,
        airport_code: evAirport.code,
        user_name: users.name,
        remark: bagEvents.remark,
        created_at: bagEvents.created_at,
      })
      .from(bagEvents)
      .innerJoin(evAirport, eq(evAirport.id, bagEvents.airport_id))
      .leftJoin(users, eq(users.id, bagEvents.user_id))
      .where(
        sql`${bagEvents.id} = any(array(${db
          .select({ id: bagEvents.id })
          .from(bagEvents)
          .where(sql`${bagEvents.bag_id} = any(${theBags})`)
          .orderBy(desc(bagEvents.created_at), desc(bagEvents.id))
          .limit(TRACKED_EVENTS_SHOWN)}))`,
      )
      .orderBy(desc(bagEvents.created_at), desc(bagEvents.id)),
    uldsOf(db, theUlds),
    bagsInUlds(db, theUlds),
  ]);
  const byId = new Map(flightBags.map((b) => [b.id, b]));
  const total = perBag.reduce((sum, p) => sum + p.events, 0);

  // Resolution 753: which tracking points each bag has; first the bags left behind (checked in, not loaded), then
  // the unmatched ones (loaded without a check-in)
  const pointsOf = new Map(perBag.map((p) => [p.bag_id, p]));
  const points = flightBags.map((b) => {
    const p = pointsOf.get(b.id);
    return {
      bag_tag_number: b.tag,
      passenger_name: seesNames ? b.name : null,
      checkin: p?.checkin ?? false,
      loaded: p?.loaded ?? false,
      transferred: p?.transferred ?? false,
      delivered: !!p?.delivered_at,
    };
  });
  const loadControl = loadControlOf(flight, flightBags, pointsOf, seesNames, uldRows, inUlds);
  const rank = (p: (typeof points)[number]) => (p.checkin && !p.loaded ? 0 : p.loaded && !p.checkin ? 1 : 2);
  points.sort((a, b) => rank(a) - rank(b) || a.bag_tag_number.localeCompare(b.bag_tag_number));

  // delivery at arrival: first and last bag back to the passengers, against the targets, counted from the aircraft
  // at the gate when that is known
  const start = deliveryStart(flight);
  const times = perBag.flatMap((p) => (p.delivered_at ? [minutesAfter(start.from, p.delivered_at)] : []));
  const undelivered = points.filter((p) => (p.loaded || p.transferred) && !p.delivered).map((p) => p.bag_tag_number);
  const first = times.length ? Math.min(...times) : null;
  const last = times.length && !undelivered.length ? Math.max(...times) : null;

  return {
    flight: {
      id: flight.id,
      flight_number: flight.flight_number,
      status: flight.status,
      departure_airport: flight.dep_id && flight.dep_code ? { id: flight.dep_id, code: flight.dep_code } : null,
      arrival_airport: flight.arr_id && flight.arr_code ? { id: flight.arr_id, code: flight.arr_code } : null,
      ...flightTimes(flight, tz),
      ...blockTimes(flight, tz),
    },
    baggage_events_total: total,
    baggage_events: latest.map((e) => ({
      id: e.id,
      bag_tag_number: byId.get(e.bag_id)!.tag,
      passenger_name: seesNames ? byId.get(e.bag_id)!.name : null,
      event_type: e.event_type,
      airport_code: e.airport_code,
      user_name: e.user_name,
      remark: e.remark,
      created_at: e.created_at,
    })),
    freight_events: freight.map(shapeFreightEvent),
    resolution_753: {
      bags_total: points.length,
      checkin_share: share(points.filter((p) => p.checkin).length, points.length),
      loaded_share: share(points.filter((p) => p.loaded).length, points.length),
      bags: points,
    },
    load_control: loadControl,
    delivery: {
      arrival_time: instantToZonedIso(flight.arrival_time, flightZones(flight, tz).arrival),
      measured_from: start.measured_from,
      from_time: instantToZonedIso(start.from, flightZones(flight, tz).arrival),
      target_first_minutes: targets.first,
      target_last_minutes: targets.last,
      first_bag_minutes: first,
      last_bag_minutes: last,
      first_on_time: first === null ? null : first <= targets.first,
      last_on_time: last === null ? null : last <= targets.last,
      undelivered,
    },
  };
}

type FlightBag = {
  id: number;
  tag: string;
  name: string;
  uld_id: number | null;
  hold_position: string | null;
  offload: boolean;
  deleted: boolean;
  authority_to_load: boolean | null;
};

/**
 * The ULDs load control shows: the flight's own, and other flights' holding its bags, as an array the database
 * computes from the flight's bags (`theBags`), so that the two reads below go with the others, not after them.
 */
const theUldsOf = (flightId: number, theBags: SQL) =>
  sql`array(select ${ulds.id} from ${ulds} where ${ulds.flight_id} = ${flightId}
    union select ${bags.uld_id} from ${bags} where ${bags.uld_id} is not null and ${bags.id} = any(${theBags}))`;

const uldsOf = (db: Db, theUlds: SQL) =>
  db
    .select({ id: ulds.id, code: ulds.code, flight_number: flights.flight_number })
    .from(ulds)
    .leftJoin(flights, eq(flights.id, ulds.flight_id))
    .where(sql`${ulds.id} = any(${theUlds})`)
    .orderBy(ulds.code);

const bagsInUlds = (db: Db, theUlds: SQL) =>
  db
    .select({
      uld_id: bags.uld_id,
      bag_tag_number: bags.bag_tag_number,
      passenger_name: passengers.name,
      flight_number: flights.flight_number,
      hold_position: bags.hold_position,
    })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .where(sql`${bags.uld_id} = any(${theUlds})`)
    .orderBy(bags.bag_tag_number);

/**
 * Load control: the bags per ULD (the flight's ULDs, and other flights' ULDs holding its bags), the bags to offload,
 * those not loaded and those loaded without a check-in.
 */
function loadControlOf(
  flight: { id: number; flight_number: string },
  flightBags: FlightBag[],
  pointsOf: Map<number, { checkin: boolean; loaded: boolean }>,
  seesNames: boolean,
  uldRows: Awaited<ReturnType<typeof uldsOf>>,
  inUlds: Awaited<ReturnType<typeof bagsInUlds>>,
) {
  const named = (b: {
    bag_tag_number: string;
    passenger_name: string;
    flight_number: string;
    hold_position: string | null;
  }) => ({
    bag_tag_number: b.bag_tag_number,
    passenger_name: seesNames ? b.passenger_name : null,
    flight_number: b.flight_number,
    hold_position: b.hold_position,
  });
  const ofFlight = (b: FlightBag) =>
    named({
      bag_tag_number: b.tag,
      passenger_name: b.name,
      flight_number: flight.flight_number,
      hold_position: b.uld_id || pointsOf.get(b.id)?.loaded ? b.hold_position : null,
    });
  return {
    ulds: uldRows.map((u) => ({
      ...u,
      bags: inUlds.filter((b) => b.uld_id === u.id).map(({ uld_id: _, ...b }) => named(b)),
    })),
    to_offload: flightBags
      .filter((b) => b.offload && !b.deleted)
      .map((b) => ({ ...ofFlight(b), loaded: pointsOf.get(b.id)?.loaded ?? false })),
    not_loaded: flightBags
      .filter((b) => !b.offload && !b.deleted && b.authority_to_load !== false && !pointsOf.get(b.id)?.loaded)
      .map(ofFlight),
    loaded_without_checkin: flightBags
      .filter((b) => pointsOf.get(b.id)?.loaded && !pointsOf.get(b.id)?.checkin)
      .map(ofFlight),
  };
}

/**
 * Every flight of that number departing on that day, the day of its departure airport's clock (a flight's date is
 * its local date of departure); 404 naming both when there is none.
 */
export async function trackByFlight(call: Call, input: { flight_number: string; flight_date: string }) {
  const { db, tz } = call;
  // the day somewhere on Earth: clocks run from 12 hours behind UTC to 14 ahead; each flight's own zone then decides
  const [y, m, d] = input.flight_date.split('-').map(Number) as [number, number, number];
  const from = new Date(utcMs(y, m - 1, d) - 14 * 3_600_000);
  const to = new Date(utcMs(y, m - 1, d + 1) + 12 * 3_600_000);
  const candidates = await db
    .select({
      id: flights.id,
      flight_number: flights.flight_number,
      status: flights.status,
      departure_time: flights.departure_time,
      arrival_time: flights.arrival_time,
      dep_id: dep.id,
      dep_code: dep.code,
      arr_id: arr.id,
      arr_code: arr.code,
      departure_timezone: dep.timezone,
      arrival_timezone: arr.timezone,
      estimated_off_block_at: flights.estimated_off_block_at,
      off_block_at: flights.off_block_at,
      estimated_on_block_at: flights.estimated_on_block_at,
      on_block_at: flights.on_block_at,
    })
    .from(flights)
    .leftJoin(dep, eq(dep.id, flights.departure_airport))
    .leftJoin(arr, eq(arr.id, flights.arrival_airport))
    .where(
      and(
        eq(flights.flight_number, input.flight_number),
        gte(flights.departure_time, from),
        lt(flights.departure_time, to),
      ),
    )
    .orderBy(flights.departure_time, flights.id);
  const found = candidates.filter(
    (f) => localDay(f.departure_time, flightZones(f, tz).departure) === input.flight_date,
  );
  if (!found.length) throw fail('NOT_FOUND', 'flightNotFlown', { flight: input.flight_number, day: input.flight_date });
  const [first, ...others] = found;
  const tracked = await trackOne(call, first!);
  const other_flights = [];
  for (const f of others) other_flights.push(await trackOne(call, f));
  return { ...tracked, other_flights };
}
