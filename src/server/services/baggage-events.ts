import { aliasedTable, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { airports, bagEventDaily, bagEvents, bags, flights, passengers, users } from '../db/schema';
import { fail, invalidField } from '../errors';
import type { Message } from '../i18n';
import type { BagEventType } from '../../shared/schemas/baggage-events';
import { localDay } from '../../shared/time';
import { paginate } from './paginate';

/**
 * Rows of bag_event_daily per (day, airport, type) for today: each database connection writes its own
 * (backend pid modulo this), so concurrent scans never wait on one another's counter row.
 * Past days are folded back into shard 0 by compactDailyCounts.
 */
export const COUNTER_SHARDS = 32;
export const EVENTS_PER_PAGE = 20;

type ScanInput = { bag_tag_number: string; event_type: BagEventType; airport_id: number; remark?: string | null; client_event_id?: string };
type Actor = { id: number; name: string };

type ScanRow = {
  bag_found: boolean;
  airport_code: string | null;
  id: number | null;
  event_type: BagEventType | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  remark: string | null;
  previous_status: string | null;
  passenger_name: string | null;
  flight_number: string | null;
  departure_airport: number | null;
  departure_code: string | null;
  departure_time: Date | string | null;
  repeated: boolean | null;
};

const asDate = (d: Date | string) => (d instanceof Date ? d : new Date(d));

/**
 * The hottest path of the product, in one statement (one round trip, one implicit transaction):
 * find the bag, record the event (once per client_event_id), set the bag's status and count the scan
 * in bag_event_daily. What the warnings need is read in the same statement, before the update.
 */
export async function recordScan(db: Db, input: ScanInput, actor: Actor, tz: string) {
  const [row] = await queryRows<ScanRow>(
    db,
    sql`
    with b as (
      select bags.id, bags.status as previous_status, p.name as passenger_name, f.flight_number,
             f.departure_airport, dep.code as departure_code, f.departure_time,
             exists (select 1 from bag_events e where e.bag_id = bags.id and e.event_type = ${input.event_type}
                     and e.created_at > now() - interval '1 minute') as repeated
      from bags
      join passengers p on p.id = bags.passenger_id
      join flights f on f.id = p.flight_id
      left join airports dep on dep.id = f.departure_airport
      where bags.bag_tag_number = ${input.bag_tag_number}
    ),
    a as (select id, code from airports where id = ${input.airport_id}),
    ev as (
      insert into bag_events (bag_id, event_type, airport_id, user_id, remark, client_event_id)
      select b.id, ${input.event_type}, a.id, ${actor.id}, ${input.remark ?? null}, ${input.client_event_id ?? null}
      from b, a
      on conflict (client_event_id) do nothing
      returning id, bag_id, event_type, airport_id, remark, created_at, updated_at
    ),
    upd as (update bags set status = ev.event_type, updated_at = ev.created_at from ev where bags.id = ev.bag_id),
    cnt as (
      insert into bag_event_daily (day, airport_id, event_type, shard, total)
      select (ev.created_at at time zone ${tz})::date, ev.airport_id, ev.event_type, pg_backend_pid() % ${COUNTER_SHARDS}, 1 from ev
      on conflict (day, airport_id, event_type, shard) do update set total = bag_event_daily.total + 1
    )
    select exists (select 1 from b) as bag_found, (select code from a) as airport_code,
           ev.id, ev.event_type, ev.created_at, ev.updated_at, ev.remark,
           b.previous_status, b.passenger_name, b.flight_number, b.departure_airport, b.departure_code, b.departure_time, b.repeated
    from (select 1) one left join ev on true left join b on true`,
  );
  if (!row?.bag_found) throw fail('NOT_FOUND', 'unknownTag', { tag: input.bag_tag_number });
  if (!row.airport_code) throw invalidField('airport_id', 'airportNotFound', { id: input.airport_id });

  if (row.id === null) {
    // the same client_event_id again: the kiosk retried a scan that had reached us
    const existing = await findEventByClientId(db, input.client_event_id!);
    if (!existing) throw fail('CONFLICT', 'invalidValue');
    return { event: { ...existing, warnings: [] as Message[] }, replayed: true };
  }

  const warnings: Message[] = [];
  if (row.previous_status === 'DELIVERED') warnings.push({ key: 'warnAlreadyDelivered' });
  if (input.event_type === 'LOADED' && row.departure_airport && row.departure_airport !== input.airport_id) {
    warnings.push({ key: 'warnWrongAirport', params: { airport: row.airport_code, expected: row.departure_code ?? '' } });
  }
  if (input.event_type === 'LOADED' && row.departure_time && localDay(asDate(row.departure_time), tz) !== localDay(new Date(), tz)) {
    warnings.push({ key: 'warnNotToday', params: { flight: row.flight_number ?? '', day: localDay(asDate(row.departure_time), tz) } });
  }
  if (row.repeated) warnings.push({ key: 'warnRepeated', params: { type: input.event_type } });

  return {
    event: {
      id: Number(row.id),
      bag_tag_number: input.bag_tag_number,
      event_type: row.event_type!,
      airport_id: input.airport_id,
      remark: row.remark,
      passenger_name: row.passenger_name,
      flight_number: row.flight_number,
      airport_code: row.airport_code,
      user_name: actor.name,
      created_at: asDate(row.created_at!),
      updated_at: asDate(row.updated_at!),
      bag: { bag_tag_number: input.bag_tag_number },
      warnings,
    },
    replayed: false,
  };
}

const eventAirport = aliasedTable(airports, 'event_airport');

function selectEvents(db: Db) {
  return db
    .select({
      id: bagEvents.id,
      bag_tag_number: bags.bag_tag_number,
      event_type: bagEvents.event_type,
      airport_id: bagEvents.airport_id,
      remark: bagEvents.remark,
      passenger_name: passengers.name,
      flight_number: flights.flight_number,
      airport_code: eventAirport.code,
      user_name: users.name,
      created_at: bagEvents.created_at,
      updated_at: bagEvents.updated_at,
    })
    .from(bagEvents)
    .innerJoin(bags, eq(bags.id, bagEvents.bag_id))
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .innerJoin(eventAirport, eq(eventAirport.id, bagEvents.airport_id))
    .leftJoin(users, eq(users.id, bagEvents.user_id));
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];
const withBag = (e: EventRow) => ({ ...e, bag: { bag_tag_number: e.bag_tag_number } });

async function findEventByClientId(db: Db, clientEventId: string) {
  const [row] = await selectEvents(db).where(eq(bagEvents.client_event_id, clientEventId));
  return row ? withBag(row) : null;
}

/**
 * The newest events, picked by id through the (created_at, id) index first and joined afterwards,
 * so the planner never joins years of events before it sorts them.
 */
async function newestEvents(db: Db, opts: { limit: number; offset: number; airportId?: number }) {
  const page = db
    .select({ id: bagEvents.id })
    .from(bagEvents)
    .where(opts.airportId ? eq(bagEvents.airport_id, opts.airportId) : undefined)
    .orderBy(desc(bagEvents.created_at), desc(bagEvents.id))
    .limit(opts.limit)
    .offset(opts.offset);
  // `= any(array(…))` runs the page once (an InitPlan) and then fetches those ids by primary key;
  // `in (…)` lets the planner semi-join the whole history instead
  const rows = await selectEvents(db)
    .where(sql`${bagEvents.id} = any(array(${page}))`)
    .orderBy(desc(bagEvents.created_at), desc(bagEvents.id));
  return rows.map(withBag);
}

export function recentEvents(db: Db, opts: { limit: number; airportId?: number }) {
  return newestEvents(db, { limit: opts.limit, offset: 0, airportId: opts.airportId });
}

/** The list's total comes from the daily counters, not a count(*) over years of events. */
export async function eventsPage(db: Db, opts: { page: number; airportId?: number }) {
  const [totals] = await db
    .select({ total: sum(bagEventDaily.total).mapWith(Number) })
    .from(bagEventDaily)
    .where(opts.airportId ? eq(bagEventDaily.airport_id, opts.airportId) : undefined);
  const rows = await newestEvents(db, { limit: EVENTS_PER_PAGE, offset: (opts.page - 1) * EVENTS_PER_PAGE, airportId: opts.airportId });
  return paginate(rows, {
    page: opts.page,
    perPage: EVENTS_PER_PAGE,
    total: totals?.total ?? 0,
    path: '/api/recent-events-paginate',
    query: { airport: opts.airportId },
  });
}

/** Folds the shards of past days into one row each: history keeps one row per day, airport and type. */
export async function compactDailyCounts(db: Db, tz: string) {
  await db.execute(sql`
    with moved as (
      delete from bag_event_daily
      where day < (now() at time zone ${tz})::date and shard <> 0
      returning day, airport_id, event_type, total
    )
    insert into bag_event_daily (day, airport_id, event_type, shard, total)
    select day, airport_id, event_type, 0, sum(total) from moved group by 1, 2, 3
    on conflict (day, airport_id, event_type, shard) do update set total = bag_event_daily.total + excluded.total`);
}

/** Rebuilds bag_event_daily from bag_events (demo data, bulk loads, or repair). */
export async function rebuildDailyCounts(db: Db, tz: string) {
  await db.transaction(async (tx) => {
    await tx.delete(bagEventDaily);
    await tx.execute(sql`
      insert into bag_event_daily (day, airport_id, event_type, shard, total)
      select (created_at at time zone ${tz})::date, airport_id, event_type, 0, count(*)
      from bag_events group by 1, 2, 3`);
  });
}

