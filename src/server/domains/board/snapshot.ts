import { aliasedTable, and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Call } from '../../platform/call';
import { invalidField } from '../../platform/errors';
import { translate, type Message } from '../../platform/i18n';
import { personOf } from '../../platform/call';
import { addDays, localDay, localToInstant } from '../../../shared/time';
import type { AttentionKind, Board, BoardFlight, BoardInput } from '../../../shared/schemas/board';
import { airports, bagEvents, bags, flights, freightEvents, passengers, ulds } from '../schema';
import { arrivalAirport, blockTimes, deliveryStart, departureAirport, flightTimes } from '../flights';

// The operations board (docs/rules/operations-board.md): an airport's flights of its local day, each with its bags
// at each tracking point and what needs attention, read in a few statements for the whole airport, whatever the
// number of flights and of boards open on it (the live feed reads it once per batch of changes, for every board).

/** The ULD a bag is loaded in, joined under a name of its own. */
const bagUld = aliasedTable(ulds, 'board_bag_uld');

/** How urgent each reason is: the board sorts flights by their most urgent one. */
const URGENCY: Record<AttentionKind, number> = {
  wrong_flight: 0,
  offload: 1,
  not_loaded: 2,
  left_behind: 3,
  no_checkin: 4,
  first_bag_late: 5,
  last_bag_late: 6,
};

/**
 * The board's airport: the one asked for, else the caller's own. A board holds counts and flights, no passenger's
 * name: a control room may watch another station's, and a person without an airport names one.
 */
export async function boardAirport(call: Call, asked: number | undefined) {
  const id = asked ?? personOf(call)?.airport?.id;
  if (!id) throw invalidField('airport_id', 'required');
  const [airport] = await call.db
    .select({ id: airports.id, code: airports.code, name: airports.name, timezone: airports.timezone })
    .from(airports)
    .where(eq(airports.id, id));
  if (!airport) throw invalidField('airport_id', 'airportNotFound', { id });
  return { ...airport, timezone: airport.timezone ?? call.tz };
}

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(${bags.id}) filter (where ${bags.deleted_at} is null and ${condition})`.mapWith(Number);

/** Today's flights leaving from or landing at the airport, each with its bags counted, in one statement. */
function flightsOfDay(call: Pick<Call, 'db'>, airportId: number, from: Date, to: Date) {
  const status = (...s: string[]) =>
    countWhere(
      sql`${bags.status} in (${sql.join(
        s.map((x) => sql`${x}`),
        sql`, `,
      )})`,
    );
  return call.db
    .select({
      id: flights.id,
      flight_number: flights.flight_number,
      status: flights.status,
      departure_airport: flights.departure_airport,
      departure_time: flights.departure_time,
      arrival_time: flights.arrival_time,
      estimated_off_block_at: flights.estimated_off_block_at,
      off_block_at: flights.off_block_at,
      estimated_on_block_at: flights.estimated_on_block_at,
      on_block_at: flights.on_block_at,
      departure_code: departureAirport.code,
      departure_timezone: departureAirport.timezone,
      arrival_code: arrivalAirport.code,
      arrival_timezone: arrivalAirport.timezone,
      total: countWhere(sql`true`),
      not_scanned: status('CREATED'),
      checked_in: status('CHECKIN'),
      loaded: status('LOADED'),
      transferred: status('TRANSFERRED'),
      delivered: status('DELIVERED'),
      to_offload: countWhere(sql`${bags.offload_at} is not null`),
      // bags meant to fly that were never loaded: once the aircraft has gone, left behind
      unloaded_to_fly: countWhere(sql`${bags.status} in ('CREATED', 'CHECKIN') and ${bags.offload_at} is null`),
      wrong_flight: countWhere(
        sql`${bagUld.flight_id} is distinct from ${flights.id} and ${bagUld.flight_id} is not null`,
      ),
      // an unmatched bag (a security case): loaded, with no check-in scan in its history
      loaded_without_checkin: countWhere(
        sql`${bags.status} in ('LOADED', 'TRANSFERRED', 'DELIVERED') and not exists (select 1 from ${bagEvents} e where e.bag_id = ${bags.id} and e.event_type = 'CHECKIN')`,
      ),
    })
    .from(flights)
    .leftJoin(departureAirport, eq(departureAirport.id, flights.departure_airport))
    .leftJoin(arrivalAirport, eq(arrivalAirport.id, flights.arrival_airport))
    .leftJoin(passengers, eq(passengers.flight_id, flights.id))
    .leftJoin(bags, eq(bags.passenger_id, passengers.id))
    .leftJoin(bagUld, eq(bagUld.id, bags.uld_id))
    .where(
      or(
        and(
          eq(flights.departure_airport, airportId),
          gte(flights.departure_time, from),
          lt(flights.departure_time, to),
        ),
        and(eq(flights.arrival_airport, airportId), gte(flights.arrival_time, from), lt(flights.arrival_time, to)),
      ),
    )
    .groupBy(
      flights.id,
      departureAirport.code,
      departureAirport.timezone,
      arrivalAirport.code,
      arrivalAirport.timezone,
    );
}

/** The ULDs of these flights with the bags loaded in them. */
function uldsOf(call: Pick<Call, 'db'>, flightIds: number[]) {
  return call.db
    .select({
      id: ulds.id,
      code: ulds.code,
      flight_id: ulds.flight_id,
      bag_count: sql<number>`count(${bags.id})`.mapWith(Number),
      bags_kg: sql<number>`coalesce(sum(${bags.weight}), 0)`.mapWith(Number),
    })
    .from(ulds)
    .leftJoin(bags, eq(bags.uld_id, ulds.id))
    .where(inArray(ulds.flight_id, flightIds))
    .groupBy(ulds.id)
    .orderBy(ulds.code);
}

/** Each arriving flight's first delivery of each bag: the first and the last of them, and how many bags had one. */
function deliveriesOf(call: Pick<Call, 'db'>, flightIds: number[]) {
  const perBag = call.db
    .select({
      flight_id: passengers.flight_id,
      first: sql<Date>`min(${bagEvents.created_at})`.as('first'),
    })
    .from(bagEvents)
    .innerJoin(bags, eq(bags.id, bagEvents.bag_id))
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .where(
      and(
        inArray(passengers.flight_id, flightIds),
        eq(bagEvents.event_type, 'DELIVERED'),
        sql`${bags.deleted_at} is null`,
      ),
    )
    .groupBy(passengers.flight_id, bagEvents.bag_id)
    .as('per_bag');
  return call.db
    .select({
      flight_id: perBag.flight_id,
      first: sql<Date>`min(${perBag.first})`.mapWith(bagEvents.created_at),
      last: sql<Date>`max(${perBag.first})`.mapWith(bagEvents.created_at),
      bags: sql<number>`count(*)`.mapWith(Number),
    })
    .from(perBag)
    .groupBy(perBag.flight_id);
}

/** Shipments scanned at the airport today, at each step. */
async function freightOfDay(call: Pick<Call, 'db'>, airportId: number, from: Date, to: Date) {
  const rows = await call.db
    .select({
      event_type: freightEvents.event_type,
      shipments: sql<number>`count(distinct ${freightEvents.shipment_id})`.mapWith(Number),
    })
    .from(freightEvents)
    .where(
      and(
        eq(freightEvents.airport_id, airportId),
        gte(freightEvents.created_at, from),
        lt(freightEvents.created_at, to),
        inArray(freightEvents.event_type, ['RECEIVED', 'LOADED', 'DELIVERED']),
      ),
    )
    .groupBy(freightEvents.event_type);
  const of = (type: string) => rows.find((r) => r.event_type === type)?.shipments ?? 0;
  return { received: of('RECEIVED'), loaded: of('LOADED'), delivered: of('DELIVERED') };
}

const minutesAfter = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 6000) / 10;

type BoardAirport = Awaited<ReturnType<typeof boardAirport>>;
type Reason = { kind: AttentionKind; msg: Message };
/** A board before it is said in a language: each reason a message of the dictionary. */
export type BoardData = Omit<Board, 'flights'> & {
  flights: Array<Omit<BoardFlight, 'attention'> & { attention: Reason[] }>;
};

/** The board in a reader's language. */
export const localized = (data: BoardData, locale: Call['locale']): Board => ({
  ...data,
  flights: data.flights.map((f) => ({
    ...f,
    attention: f.attention.map((a) => ({ kind: a.kind, text: translate(locale, a.msg) })),
  })),
});

/** The board of the airport asked for (else the caller's own) for its local day, now, in the caller's language. */
export async function operationsBoard(call: Call, input: BoardInput, now = new Date()): Promise<Board> {
  return localized(await readBoard(call, await boardAirport(call, input.airport_id), now), call.locale);
}

/** An airport's board for its local day at `now`: what the live feed reads once for every board open on it. */
export async function readBoard(call: Pick<Call, 'db' | 'env' | 'tz'>, airport: BoardAirport, now = new Date()) {
  const day = localDay(now, airport.timezone);
  const from = localToInstant(`${day}T00:00`, airport.timezone);
  const to = localToInstant(`${addDays(day, 1)}T00:00`, airport.timezone);
  const [rows, freight] = await Promise.all([
    flightsOfDay(call, airport.id, from, to),
    freightOfDay(call, airport.id, from, to),
  ]);
  const ids = rows.map((r) => r.id);
  const arrivals = rows.filter((r) => r.departure_airport !== airport.id).map((r) => r.id);
  const [uldRows, deliveries] = await Promise.all([
    ids.length ? uldsOf(call, ids) : [],
    arrivals.length ? deliveriesOf(call, arrivals) : [],
  ]);

  const { env, tz } = call;
  const attentionMinutes = env.BOARD_ATTENTION_MINUTES;
  const say = (kind: AttentionKind, msg: Message): Reason => ({ kind, msg });
  const board = rows.map((r) => {
    const departing = r.departure_airport === airport.id;
    const attention: Reason[] = [];
    const n = (count: number) => ({ count });
    // loading is the departure station's work: an arriving flight's bags were loaded (and checked in) elsewhere
    // a cancelled flight's bags go back to their passengers: nothing to load or offload, but a bag in the wrong
    // hold or an unmatched one is still a problem
    const loading = departing && r.status !== 'CANCELLED';
    if (departing && r.wrong_flight)
      attention.push(say('wrong_flight', { key: 'boardWrongFlight', params: n(r.wrong_flight) }));
    if (loading && r.to_offload) attention.push(say('offload', { key: 'boardOffload', params: n(r.to_offload) }));
    const notLoaded = departing ? r.not_scanned + r.checked_in : 0;
    // departure nears: the actual off-block, else the estimate, else the schedule
    const leaves = r.off_block_at ?? r.estimated_off_block_at ?? r.departure_time;
    const minutesLeft = Math.round((leaves.getTime() - now.getTime()) / 60_000);
    // as long after off-block as the warning came before it: past that (or once off block) the aircraft has gone,
    // and the bags meant to fly that it did not take are left behind, for the desk to forward on another flight
    const gone = !!r.off_block_at || minutesLeft < -attentionMinutes;
    if (loading && notLoaded && !gone && minutesLeft <= attentionMinutes)
      attention.push(
        say('not_loaded', {
          key: minutesLeft >= 0 ? 'boardNotLoaded' : 'boardNotLoadedLate',
          params: { count: notLoaded, minutes: Math.abs(minutesLeft) },
        }),
      );
    if (loading && gone && r.unloaded_to_fly)
      attention.push(say('left_behind', { key: 'boardLeftBehind', params: n(r.unloaded_to_fly) }));
    if (departing && r.loaded_without_checkin)
      attention.push(say('no_checkin', { key: 'boardNoCheckin', params: n(r.loaded_without_checkin) }));
    let delivery: BoardFlight['delivery'] = null;
    if (!departing) {
      const start = deliveryStart(r);
      const done = deliveries.find((d) => d.flight_id === r.id);
      const targets = { first: env.DELIVERY_FIRST_BAG_MINUTES, last: env.DELIVERY_LAST_BAG_MINUTES };
      const all = !!done && r.total > 0 && done.bags >= r.total;
      delivery = {
        measured_from: start.measured_from,
        first_bag_minutes: done ? minutesAfter(start.from, done.first) : null,
        last_bag_minutes: all ? minutesAfter(start.from, done.last) : null,
        target_first_minutes: targets.first,
        target_last_minutes: targets.last,
      };
      // late only once the aircraft is on block: before, the bags cannot be out
      const since = r.on_block_at ? minutesAfter(r.on_block_at, now) : null;
      const first = delivery.first_bag_minutes ?? since;
      if (r.total && first !== null && first > targets.first)
        attention.push(say('first_bag_late', { key: 'boardFirstBagLate', params: { minutes: targets.first } }));
      else if (r.total && !all && since !== null && since > targets.last)
        attention.push(say('last_bag_late', { key: 'boardLastBagLate', params: { minutes: targets.last } }));
    }
    attention.sort((a, b) => URGENCY[a.kind] - URGENCY[b.kind]);
    const flight: BoardData['flights'][number] = {
      id: r.id,
      flight_number: r.flight_number,
      status: r.status,
      direction: departing ? 'departure' : 'arrival',
      other_airport: departing ? r.arrival_code : r.departure_code,
      ...flightTimes(r, tz),
      ...blockTimes(r, tz),
      bags: {
        total: r.total,
        not_scanned: r.not_scanned,
        checked_in: r.checked_in,
        loaded: r.loaded,
        transferred: r.transferred,
        delivered: r.delivered,
      },
      not_loaded: notLoaded,
      to_offload: r.to_offload,
      wrong_flight: r.wrong_flight,
      loaded_without_checkin: r.loaded_without_checkin,
      ulds: uldRows
        .filter((u) => u.flight_id === r.id)
        .map((u) => ({ id: u.id, code: u.code, bag_count: u.bag_count, bags_kg: u.bags_kg })),
      delivery,
      attention,
    };
    return { flight, at: (departing ? r.departure_time : r.arrival_time).getTime() };
  });
  // what needs attention first, the most urgent reason first; then by the time here
  board.sort((a, b) => {
    const rank = (f: BoardData['flights'][number]) => (f.attention.length ? URGENCY[f.attention[0]!.kind] : 99);
    return rank(a.flight) - rank(b.flight) || a.at - b.at || a.flight.id - b.flight.id;
  });
  const data: BoardData = {
    airport: { id: airport.id, code: airport.code, name: airport.name, timezone: airport.timezone },
    day,
    generated_at: now.toISOString(),
    attention_minutes: attentionMinutes,
    flights: board.map((b) => b.flight),
    freight,
  };
  return data;
}
