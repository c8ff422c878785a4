import { replayOf, scanWarningsOf } from '../../platform/scan-replay';
import { LIST_PATHS } from '../../../shared/list-paths';
import { tagSpellings } from '../../../shared/codes';
import { localDay } from '../../../shared/time';
import { bagsOfPlate } from './plates';
import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import { authorOf, type Call } from '../../platform/call';
import type { Db } from '../../platform/db/client';
import { queryRows, wellFormed } from '../../platform/db/rows';
import { airports, bagEventDaily, bagEvents, bags, flights, passengers, ulds, users } from '../schema';
import { fail, invalidField } from '../../platform/errors';
import type { Message } from '../../platform/i18n';
import type { BagEventType } from '../../../shared/schemas/baggage-events';
import type { CursorValue } from '../../../shared/schemas/common';
import { countInserted, daysHolding, newestDays, rowsInAll, skipByDay } from '../../platform/daily-counts';
import { scanQueues } from '../../platform/group-commit';
import { announceSoon } from '../../platform/airport-changes';
import { pageRows, paginate, type Keyset, type PageQuery } from '../../platform/paginate';

export const EVENTS_PER_PAGE = 20;

type ScanInput = {
  bag_tag_number: string;
  event_type: BagEventType;
  airport_id: number;
  remark?: string | null;
  client_event_id?: string;
  /** A LOADED scan's ULD or cart, and the hold position it (or the bag, loaded loose) goes to. */
  uld_id?: number | null;
  /** The same ULD by its IATA code, as the agent scans it off the ULD's tag (one of the two). */
  uld_code?: string | null;
  hold_position?: string | null;
};
/** Who scanned: a person, or a job of the server (no id). */
type Actor = { id: number | null; name: string };
/** `windowDays`: the plate window (BAG_PLATE_WINDOW_DAYS), beyond which a scan never reaches a bag. */
type ScanItem = { input: ScanInput; actor: Actor; windowDays: number };

type ScanRow = {
  i: number;
  bag_id: number | null;
  airport_code: string | null;
  id: number | string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  // the bag's, set whenever bag_id is
  previous_status: string;
  passenger_name: string;
  flight_number: string;
  departure_airport: number | null;
  departure_code: string | null;
  /** The flight's local departure day and the scan's, in the airport's zone. */
  departure_day: string | null;
  today: string;
  /** Types scanned for this bag within the last minute, before this batch. */
  recent_types: string[] | null;
  /** Its passenger did not board (a BUM): the bag is to offload. */
  offload: boolean | null;
  /** The airline withdrew it from its flight (a BSM with DEL). */
  deleted: boolean | null;
  /** `.S` of its latest BSM: false when the airline said N (do not load). */
  authority_to_load: boolean | null;
  /** The bag's flight, to compare with the ULD's. */
  flight_id: number | null;
  // the ULD sent, when it exists, and the flight it is built up for
  uld_found: number | null;
  uld_code: string | null;
  uld_flight_id: number | null;
  uld_flight_number: string | null;
};

const asDate = (d: Date | string) => (d instanceof Date ? d : new Date(d));

/**
 * The hottest path of the product: a batch of scans in one statement (one round trip, one commit).
 * It finds the bags, draws the events' ids (so each scan finds its own event again), records the events
 * (once per client_event_id), sets each bag's status to its latest scan and counts the scans in
 * bag_event_daily. What the warnings need is read in the same statement, before any of it is written.
 */
export function scanStatement(items: ScanItem[], tz: string) {
  const rows = JSON.stringify(
    items.map(({ input, actor, windowDays }, i) => ({
      i,
      tags: tagSpellings(input.bag_tag_number),
      win: windowDays,
      type: input.event_type,
      airport_id: input.airport_id,
      user_id: actor.id,
      remark: wellFormed(input.remark),
      cid: input.client_event_id ?? null,
      uld: input.uld_id ?? null,
      ucode: input.uld_code ?? null,
      pos: input.hold_position ?? null,
    })),
  );
  return sql`
    with input as (
      select * from jsonb_to_recordset(${rows}::jsonb)
        as x(i int, tags text[], win int, type text, airport_id int, user_id int, remark text, cid uuid,
             uld int, ucode text, pos text)
    ),
    -- lookups one input row at a time (lateral, limit 1): the planner cannot trade them for a scan of every bag
    found as (
      select input.*, bag.id as bag_id, bag.previous_status, bag.passenger_name, bag.flight_number,
             bag.departure_airport, bag.departure_code, a.code as airport_code, bag.offload, bag.deleted,
             bag.authority_to_load, bag.flight_id, u.id as uld_found, u.code as uld_code,
             u.flight_id as uld_flight_id, uf.flight_number as uld_flight_number,
             to_char(bag.departure_time at time zone ${tz}, 'YYYY-MM-DD') as departure_day,
             -- the row comparison can only be read through the index on (bag_id, created_at): with
             -- "created_at > …" alone the planner, on statistics that have not yet seen the last minute's
             -- scans (a fresh install, a quiet night), picks the date index and reads every scan of the minute
             (select array_agg(distinct e.event_type) from bag_events e
              where e.bag_id = bag.id and (e.bag_id, e.created_at) > (bag.id, now() - interval '1 minute')) as recent_types
      from input
      left join lateral (
        select bags.id, bags.status as previous_status, p.name as passenger_name, f.flight_number, p.flight_id,
               bags.authority_to_load,
               f.departure_airport, dep.code as departure_code, f.departure_time,
               bags.offload_at is not null as offload, bags.deleted_at is not null as deleted
        -- a plate names the bag of the flight nearest to now, today's first, and never one of a flight outside
        -- the plate window: that plate has come round again (plates.ts). The tag's few bags come from its index;
        -- their passenger and flight are looked up by key, one bag at a time (lateral, limit 1), so that no plan
        -- starts from the window's flights or hashes every passenger, whatever the statistics say
        from bags
        join lateral (select name, flight_id from passengers where passengers.id = bags.passenger_id limit 1) p on true
        join lateral (select flight_number, departure_airport, departure_time from flights
                      where flights.id = p.flight_id limit 1) f on true
        left join airports dep on dep.id = f.departure_airport
        where bags.bag_tag_number = any(input.tags)
          and abs(extract(epoch from f.departure_time - now())) <= input.win * 86400
        order by (to_char(f.departure_time at time zone ${tz}, 'YYYY-MM-DD') = to_char(now() at time zone ${tz}, 'YYYY-MM-DD')) desc,
                 abs(extract(epoch from f.departure_time - now())), bags.id desc
        limit 1
      ) bag on true
      left join lateral (select code from airports where airports.id = input.airport_id limit 1) a on true
      -- the ULD a LOADED scan names, and its flight's number for the wrong-flight warning: two lookups by key
      left join lateral (select id, code, flight_id from ulds
                         where ulds.id = input.uld or ulds.code = input.ucode limit 1) u on true
      left join lateral (select flight_number from flights where flights.id = u.flight_id limit 1) uf on true
    ),
    fresh as (
      select s.*, nextval('bag_events_id_seq') as id
      from (select i, bag_id, type, airport_id, user_id, remark, cid, uld_found as uld, pos from found
            where bag_id is not null and airport_code is not null
              and (uld is null and ucode is null or uld_found is not null)
              and (type = 'LOADED' or (uld is null and ucode is null and pos is null))
            order by i) s
    ),
    ev as (
      insert into bag_events (id, bag_id, event_type, airport_id, user_id, remark, client_event_id, uld_id, hold_position)
      overriding system value
      select id, bag_id, type, airport_id, user_id, remark, cid, uld, pos from fresh order by id
      on conflict (client_event_id) do nothing
      returning id, bag_id, event_type, airport_id, created_at, updated_at, uld_id, hold_position
    ),
    latest as (select distinct on (bag_id) bag_id, event_type, created_at, uld_id, hold_position from ev
               order by bag_id, id desc),
    upd as (
      -- "= any(array(…))" lets the planner fetch these bags by primary key instead of hashing the whole table;
      -- the bag is in the ULD of its latest scan while that scan is a LOADED one (only a LOADED scan carries one)
      update bags set status = latest.event_type, updated_at = latest.created_at,
                      uld_id = latest.uld_id, hold_position = latest.hold_position
      from latest
      where bags.id = latest.bag_id and bags.id = any(array(select bag_id from latest))
    ),
    cnt as (${countInserted('bag_event_daily', tz)})
    select found.i, found.bag_id, found.airport_code, ev.id, ev.created_at, ev.updated_at,
           found.previous_status, found.passenger_name, found.flight_number, found.departure_airport,
           found.departure_code, found.departure_day, to_char(now() at time zone ${tz}, 'YYYY-MM-DD') as today,
           found.recent_types, found.offload, found.deleted, found.authority_to_load, found.flight_id,
           found.uld_found, found.uld_code, found.uld_flight_id, found.uld_flight_number
    from found
    left join fresh on fresh.i = found.i
    left join ev on ev.id = fresh.id
    order by found.i`;
}

/** A scan's event as the lists show it, with what looked wrong; `replayed` for a retried client_event_id. */
type ScanResult = { event: ReturnType<typeof withBag> & { warnings: Message[] }; replayed: boolean };

/** What bag scans were warned of, said again to their retries. */
const bagScanWarnings = scanWarningsOf(bagEvents);

/** Records a batch; each item gets its event or its own error. Warnings see earlier scans of the batch. */
async function recordScans(db: Db, items: ScanItem[], tz: string): Promise<Array<ScanResult | Error>> {
  const rows = await queryRows<ScanRow>(db, scanStatement(items, tz));
  // the live boards read again (a scan concerns its flight's two ends: any airport), said with the other scans of the
  // next 100 ms in one message
  announceSoon(db, '*');
  const byIndex = new Map(rows.map((r) => [r.i, r]));
  // within the batch, a later scan of the same bag sees the earlier ones as the bag's state
  const inBatch: InBatch = new Map();
  const warned = bagScanWarnings.batch();
  const results: Array<ScanResult | Error> = [];
  for (const [i, item] of items.entries()) {
    const row = byIndex.get(i);
    try {
      const result = await scanOutcome(db, tz, item, row, inBatch);
      if (!result.replayed) warned.said(item.input.client_event_id, result.event.id, result.event.warnings);
      results.push(result);
    } catch (err) {
      results.push(err as Error);
    }
  }
  await warned.keep(db);
  return results;
}

/** Per bag of the batch: its status after the scans so far, and the types scanned within the last minute. */
type InBatch = Map<number, { status: string; types: Set<string> }>;

async function scanOutcome(
  db: Db,
  tz: string,
  { input, actor, windowDays }: ScanItem,
  row: ScanRow | undefined,
  inBatch: InBatch,
): Promise<ScanResult> {
  if (!row?.bag_id) throw await unknownTag(db, tz, input.bag_tag_number, windowDays);
  if (!row.airport_code) throw invalidField('airport_id', 'airportNotFound', { id: input.airport_id });
  if (input.uld_id && !row.uld_found) throw invalidField('uld_id', 'uldNotFound', { id: input.uld_id });
  if (input.uld_code && !row.uld_found) throw invalidField('uld_code', 'uldNotFound', { id: input.uld_code });
  // a ULD and a hold position say where a bag was loaded: on another scan they would say nothing true
  const uldField = input.uld_id ? 'uld_id' : input.uld_code ? 'uld_code' : null;
  if (input.event_type !== 'LOADED' && (uldField || input.hold_position))
    throw invalidField(uldField ?? 'hold_position', 'loadOnlyWhenLoaded');

  if (row.id === null) {
    // the same client_event_id again: the kiosk retried a scan that had reached us
    const [recorded] = await db
      .select({
        subject: bagEvents.bag_id,
        event_type: bagEvents.event_type,
        airport_id: bagEvents.airport_id,
        warnings: bagEvents.warnings,
      })
      .from(bagEvents)
      .where(eq(bagEvents.client_event_id, input.client_event_id!));
    const existing = replayOf((await findEventByClientId(db, input.client_event_id!)) ?? undefined, recorded, {
      subject: row.bag_id,
      event_type: input.event_type,
      airport_id: input.airport_id,
    });
    return {
      event: { ...existing, warnings: bagScanWarnings.of(input.client_event_id!, recorded!.warnings) },
      replayed: true,
    };
  }

  const bag = inBatch.get(row.bag_id) ?? { status: row.previous_status, types: new Set(row.recent_types ?? []) };
  const warnings: Message[] = [];
  if (bag.status === 'DELIVERED') warnings.push({ key: 'warnAlreadyDelivered' });
  if (input.event_type === 'LOADED' && row.departure_airport && row.departure_airport !== input.airport_id) {
    warnings.push({
      key: 'warnWrongAirport',
      params: { airport: row.airport_code, expected: row.departure_code ?? '' },
    });
  }
  if (input.event_type === 'LOADED' && row.departure_day && row.departure_day !== row.today) {
    warnings.push({ key: 'warnNotToday', params: { flight: row.flight_number, day: row.departure_day } });
  }
  // what the airline's messages said of the bag (baggage-messages): loading it anyway is told at once
  if (input.event_type === 'LOADED' && row.offload)
    warnings.push({ key: 'warnOffload', params: { flight: row.flight_number } });
  if (input.event_type === 'LOADED' && row.deleted)
    warnings.push({ key: 'warnDeletedByMessage', params: { flight: row.flight_number } });
  if (input.event_type === 'LOADED' && row.authority_to_load === false)
    warnings.push({ key: 'warnNoAuthorityToLoad', params: { flight: row.flight_number } });
  // load control: a ULD built up for one flight takes that flight's bags only (a ULD of no flight yet: nothing to say);
  // first of the warnings, as the band shows the first: a bag on the wrong aircraft is the one to stop at once
  if (row.uld_found && row.uld_flight_id && row.uld_flight_id !== row.flight_id)
    warnings.unshift({
      key: 'warnWrongFlight',
      params: { uld: row.uld_code ?? '', flight: row.flight_number, uldFlight: row.uld_flight_number ?? '' },
    });
  if (bag.types.has(input.event_type)) warnings.push({ key: 'warnRepeated', params: { type: input.event_type } });
  inBatch.set(row.bag_id, { status: input.event_type, types: bag.types.add(input.event_type) });

  return {
    event: {
      id: Number(row.id),
      bag_tag_number: input.bag_tag_number,
      event_type: input.event_type,
      airport_id: input.airport_id,
      remark: wellFormed(input.remark),
      passenger_name: row.passenger_name,
      flight_number: row.flight_number,
      airport_code: row.airport_code,
      user_name: actor.name,
      created_at: asDate(row.created_at!),
      updated_at: asDate(row.updated_at!),
      bag: { bag_tag_number: input.bag_tag_number },
      uld: row.uld_found && row.uld_code ? { id: row.uld_found, code: row.uld_code } : null,
      hold_position: input.hold_position ?? null,
      warnings,
    },
    replayed: false,
  };
}

/**
 * The 404 of a scan that found no bag, saying why when the plate is known but only on flights outside the plate
 * window: the agent then knows the tag is an old one come round again, not a typing error. Read only on failure.
 */
async function unknownTag(db: Db, tz: string, tag: string, windowDays: number) {
  const [last] = await bagsOfPlate(db, tag, tz).limit(1);
  return last
    ? fail('NOT_FOUND', 'tagOutsideWindow', {
        tag,
        flight: last.flight_number,
        day: localDay(last.departure_time, last.departure_timezone ?? tz),
        days: windowDays,
      })
    : fail('NOT_FOUND', 'unknownTag', { tag });
}

/**
 * Scans of one database and time zone are group-committed: up to 64 a statement, 2 statements at a time
 * (one writing while the next forms). The same client_event_id twice in one statement stores one event:
 * the insert skips the copy, which then answers as a retry of it.
 */
const scanQueue = scanQueues(recordScans);

export function recordScan(call: Call, input: ScanInput): Promise<ScanResult> {
  return scanQueue(call.db, call.tz)({ input, actor: authorOf(call), windowDays: call.env.BAG_PLATE_WINDOW_DAYS });
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
      uld_id: bagEvents.uld_id,
      uld_code: ulds.code,
      hold_position: bagEvents.hold_position,
    })
    .from(bagEvents)
    .innerJoin(bags, eq(bags.id, bagEvents.bag_id))
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .innerJoin(eventAirport, eq(eventAirport.id, bagEvents.airport_id))
    .leftJoin(users, eq(users.id, bagEvents.user_id))
    .leftJoin(ulds, eq(ulds.id, bagEvents.uld_id));
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];
const withBag = ({ uld_id, uld_code, ...e }: EventRow) => ({
  ...e,
  bag: { bag_tag_number: e.bag_tag_number },
  uld: uld_id && uld_code ? { id: uld_id, code: uld_code } : null,
});

async function findEventByClientId(db: Db, clientEventId: string) {
  const [row] = await selectEvents(db).where(eq(bagEvents.client_event_id, clientEventId));
  return row ? withBag(row) : null;
}

/** The events list's order: the newest first, read through the (created_at, id) indexes. */
const EVENTS_ORDER: Keyset = { key: bagEvents.created_at, id: bagEvents.id, order: 'desc' };

/**
 * The newest events, picked by id through the (created_at, id) index first and joined afterwards,
 * so the planner never joins years of events before it sorts them.
 */
async function newestEvents(db: Db, q: PageQuery & { airportId?: number }) {
  const page = db
    .select({ id: bagEvents.id })
    .from(bagEvents)
    .where(and(q.airportId ? eq(bagEvents.airport_id, q.airportId) : undefined, q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  // `= any(array(…))` runs the page once (an InitPlan) and then fetches those ids by primary key;
  // `in (…)` lets the planner semi-join the whole history instead
  const rows = await selectEvents(db)
    .where(sql`${bagEvents.id} = any(array(${page}))`)
    .orderBy(...q.orderBy);
  return rows.map(withBag);
}

/** The newest events, of one airport when `airport` is given (empty: all). */
export function recentEvents({ db }: Pick<Call, 'db'>, input: { limit: number; airport?: number | '' }) {
  return newestEvents(db, {
    where: undefined,
    orderBy: [desc(bagEvents.created_at), desc(bagEvents.id)],
    limit: input.limit,
    offset: 0,
    airportId: input.airport || undefined,
  });
}

/** The list's total and where a numbered page starts come from the daily counters, not from years of events. */
export async function eventsPage(
  { db, tz }: Call,
  input: { page: number; airport?: number | ''; after?: CursorValue; before?: CursorValue },
) {
  const opts = { ...input, airportId: input.airport || undefined };
  // a page asked by number past the first starts from its day; the first page, one after or before a cursor, and
  // one past the end need the total only. The total and the last month's days are asked at once, neither waiting for
  // the other's answer; older days only for a page the last month does not hold.
  const offset = (input.page - 1) * EVENTS_PER_PAGE;
  const numbered = !input.after && !input.before && input.page > 1;
  const [total, recent] = await Promise.all([
    rowsInAll(db, bagEventDaily, opts.airportId),
    numbered ? newestDays(db, bagEventDaily, opts.airportId) : null,
  ]);
  const days = recent && offset < total ? await daysHolding(db, bagEventDaily, offset, recent, opts.airportId) : null;
  const { rows, edges } = await pageRows(db, { ...opts, perPage: EVENTS_PER_PAGE, total, keyset: EVENTS_ORDER }, (q) =>
    newestEvents(db, {
      ...q,
      ...(days && !q.where ? skipByDay(days, q.offset, bagEvents.created_at, tz) : {}),
      airportId: opts.airportId,
    }),
  );
  return paginate(rows, {
    page: opts.page,
    perPage: EVENTS_PER_PAGE,
    total,
    edges,
    path: LIST_PATHS.bagEvents,
    query: { airport: opts.airportId },
  });
}
