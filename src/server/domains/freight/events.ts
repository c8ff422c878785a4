import { replayOf, scanWarningsOf } from '../../platform/scan-replay';
import { desc, eq, sql } from 'drizzle-orm';
import { authorOf, type Call } from '../../platform/call';
import type { Db } from '../../platform/db/client';
import { queryRows, wellFormed } from '../../platform/db/rows';
import { freightEvents, ulds } from '../schema';
import { fail, invalidField } from '../../platform/errors';
import type { Message } from '../../platform/i18n';
import { fsuCode, type FreightEventType } from '../../../shared/schemas/freight';
import { selectFreightEvents, shapeFreightEvent } from './shipments';
import { countInserted } from '../../platform/daily-counts';
import { scanQueues } from '../../platform/group-commit';
import { announceSoon } from '../../platform/airport-changes';

// Freight scans (the Shipment scan screen, POST /api/freight-events): the same write path as bag scans, group-committed
// (platform/group-commit.ts), once per client_event_id, with warnings told at once and the event kept.

/** The scan screen lists the latest 20 freight events. */
export const RECENT_FREIGHT_EVENTS = 20;

type ScanInput = {
  awb_number: string;
  event_type: FreightEventType;
  airport_id: number;
  uld_id?: number | null;
  remark?: string | null;
  location_description?: string | null;
  to_carrier?: string | null;
  client_event_id?: string;
};
/** Who scanned: a person, or a job of the server (no id). */
type ScanItem = { input: ScanInput; user: { id: number | null; name: string } };

type ScanRow = {
  i: number;
  shipment_id: number | null;
  consignee: string | null;
  shipment_weight: string | number | null;
  airport_code: string | null;
  uld_found: number | null;
  uld_code: string | null;
  flight_id: number | null;
  flight_number: string | null;
  id: number | string | null;
  created_at: Date | string | null;
  previous_status: string | null;
  departure_airport_id: number | null;
  seen_types: string[] | null;
  recent_types: string[] | null;
};

/** One statement for a batch: find the shipments, record the events (once per client_event_id), set each shipment's status, count them per day. */
export function scanStatement(items: ScanItem[], tz: string) {
  const rows = JSON.stringify(
    items.map(({ input, user }, i) => ({
      i,
      awb: input.awb_number,
      type: input.event_type,
      airport_id: input.airport_id,
      uld_id: input.uld_id ?? null,
      user_id: user.id,
      remark: wellFormed(input.remark),
      location: wellFormed(input.location_description),
      to_carrier: input.to_carrier ?? null,
      cid: input.client_event_id ?? null,
    })),
  );
  return sql`
    with input as (
      select * from jsonb_to_recordset(${rows}::jsonb)
        as x(i int, awb text, type text, airport_id int, uld_id int, user_id int, remark text, location text, to_carrier text, cid uuid)
    ),
    found as (
      select input.*, s.id as shipment_id, s.consignee, s.weight as shipment_weight, s.status as previous_status, s.departure_airport_id,
             a.code as airport_code, u.id as uld_found, u.code as uld_code, u.flight_id, fl.flight_number,
             (select array_agg(distinct e.event_type) from freight_events e where e.shipment_id = s.id) as seen_types,
             (select array_agg(distinct e.event_type) from freight_events e
              -- read through the index on (shipment_id, created_at) only, whatever the statistics say (the
              -- row comparison matches no other index; see the same check of bag scans)
              where e.shipment_id = s.id and (e.shipment_id, e.created_at) > (s.id, now() - interval '1 minute')) as recent_types
      from input
      left join lateral (select id, consignee, weight, status, departure_airport_id from freight_shipments where awb_number = input.awb limit 1) s on true
      left join lateral (select code from airports where airports.id = input.airport_id limit 1) a on true
      left join lateral (select id, code, flight_id from ulds where ulds.id = input.uld_id limit 1) u on true
      left join lateral (select flight_number from flights where flights.id = u.flight_id limit 1) fl on true
    ),
    fresh as (
      select f.*, nextval(pg_get_serial_sequence('freight_events', 'id')) as id
      from (select i, shipment_id, type, airport_id, uld_id, user_id, remark, location, to_carrier, cid from found
            where shipment_id is not null and airport_code is not null and (uld_id is null or uld_found is not null) order by i) f
    ),
    ev as (
      insert into freight_events (id, shipment_id, event_type, airport_id, uld_id, user_id, remark, location_description, to_carrier, client_event_id)
      overriding system value
      select id, shipment_id, type, airport_id, uld_id, user_id, remark, location, to_carrier, cid from fresh order by id
      on conflict (client_event_id) do nothing
      returning id, shipment_id, event_type, airport_id, created_at
    ),
    latest as (select distinct on (shipment_id) shipment_id, event_type, created_at from ev order by shipment_id, id desc),
    upd as (
      update freight_shipments set status = latest.event_type from latest
      where freight_shipments.id = latest.shipment_id and freight_shipments.id = any(array(select shipment_id from latest))
    ),
    cnt as (${countInserted('freight_event_daily', tz)})
    select found.i, found.shipment_id, found.consignee, found.shipment_weight, found.airport_code, found.uld_found, found.uld_code,
           found.flight_id, found.flight_number, ev.id, ev.created_at, found.previous_status,
           found.departure_airport_id, found.seen_types, found.recent_types
    from found
    left join fresh on fresh.i = found.i
    left join ev on ev.id = fresh.id
    order by found.i`;
}

type FreightEvent = ReturnType<typeof shapeFreightEvent>;
type Outcome = { event: FreightEvent; warnings: Message[] } | Error;
/** Per shipment of the batch: its status after the scans so far, and the types it has seen (ever, and within a minute). */
type InBatch = Map<number, { status: string | null; seen: Set<string>; recent: Set<string> }>;

function outcome(
  input: ScanInput,
  row: ScanRow | undefined,
  inBatch: InBatch,
): { id: number | null; warnings: Message[]; replay: boolean } {
  if (!row?.shipment_id) throw fail('NOT_FOUND', 'awbNotFound', { awb: input.awb_number });
  if (!row.airport_code) throw invalidField('airport_id', 'airportNotFound', { id: input.airport_id });
  if (input.uld_id && !row.uld_found) throw invalidField('uld_id', 'uldNotFound', { id: input.uld_id });
  if (row.id === null) return { id: null, warnings: [], replay: true };
  const state = inBatch.get(row.shipment_id) ?? {
    status: row.previous_status,
    seen: new Set(row.seen_types ?? []),
    recent: new Set(row.recent_types ?? []),
  };
  const warnings: Message[] = [];
  const type = input.event_type;
  if ((type === 'LOADED' || type === 'DELIVERED') && !state.seen.has('RECEIVED'))
    warnings.push({ key: 'warnNotReceived', params: { type } });
  if (state.status === 'DELIVERED') warnings.push({ key: 'warnShipmentDelivered' });
  if (type === 'LOADED' && row.departure_airport_id !== input.airport_id)
    warnings.push({ key: 'warnNotOrigin', params: { airport: row.airport_code } });
  if (state.recent.has(type)) warnings.push({ key: 'warnShipmentRepeated', params: { type } });
  inBatch.set(row.shipment_id, { status: type, seen: state.seen.add(type), recent: state.recent.add(type) });
  return { id: Number(row.id), warnings, replay: false };
}

/** The event as lists show it, from the statement's own row: a scan's answer costs no second query. */
function eventOf(input: ScanInput, row: ScanRow, user: ScanItem['user']): FreightEvent {
  return {
    id: Number(row.id),
    event_type: input.event_type,
    fsu_code: fsuCode({
      event_type: input.event_type,
      airport_id: input.airport_id,
      origin_airport_id: row.departure_airport_id!,
      awb_number: input.awb_number,
      to_carrier: input.to_carrier,
    }),
    to_carrier: input.to_carrier ?? null,
    shipment: {
      id: row.shipment_id!,
      awb_number: input.awb_number,
      consignee: row.consignee!,
      weight: Number(row.shipment_weight),
    },
    airport: { id: input.airport_id, code: row.airport_code! },
    uld:
      row.uld_found && row.uld_code
        ? {
            id: row.uld_found,
            code: row.uld_code,
            flight: row.flight_id && row.flight_number ? { id: row.flight_id, flight_number: row.flight_number } : null,
          }
        : null,
    user: user.id === null ? null : { id: user.id, name: user.name },
    remark: wellFormed(input.remark) ?? null,
    location_description: wellFormed(input.location_description) ?? null,
    created_at: new Date(row.created_at!),
  };
}

/** What freight scans were warned of, said again to their retries. */
const freightScanWarnings = scanWarningsOf(freightEvents);

async function recordScans(db: Db, items: ScanItem[], tz: string): Promise<Outcome[]> {
  const rows = await queryRows<ScanRow>(db, scanStatement(items, tz));
  // the live boards' freight of the day, read again: said with the other scans of the next 100 ms in one message
  announceSoon(
    db,
    items.map((item) => item.input.airport_id).filter((id): id is number => !!id),
  );
  const byIndex = new Map(rows.map((r) => [r.i, r]));
  const inBatch: InBatch = new Map();
  const warned = freightScanWarnings.batch();
  const results: Outcome[] = [];
  for (const [i, { input, user }] of items.entries()) {
    try {
      const row = byIndex.get(i);
      const o = outcome(input, row, inBatch);
      if (o.replay) {
        // the same client_event_id again: the retry answers the event recorded the first time, and its warnings
        const cid = input.client_event_id!;
        const [first] = await selectFreightEvents(db).where(eq(freightEvents.client_event_id, cid));
        const [stored] = await db
          .select({ warnings: freightEvents.warnings })
          .from(freightEvents)
          .where(eq(freightEvents.client_event_id, cid));
        const asked = { subject: row!.shipment_id!, event_type: input.event_type, airport_id: input.airport_id };
        const recorded = first && {
          subject: first.shipment_id,
          event_type: first.event_type,
          airport_id: first.airport_id,
        };
        const event = shapeFreightEvent(replayOf(first, recorded, asked));
        results.push({ event, warnings: freightScanWarnings.of(cid, stored?.warnings ?? null) });
      } else {
        const event = eventOf(input, row!, user);
        warned.said(input.client_event_id, event.id, o.warnings);
        results.push({ event, warnings: o.warnings });
      }
    } catch (err) {
      results.push(err as Error);
    }
  }
  await warned.keep(db);
  return results;
}

const scanQueue = scanQueues(recordScans);

/** Records one freight scan (group-committed with the others in flight); answers the event as lists show it, and its warnings. */
export function recordFreightScan(call: Call, input: ScanInput) {
  return scanQueue(call.db, call.tz)({ input, user: authorOf(call) });
}

/** The newest freight events, picked by id through the (created_at, id) index before the joins. */
export async function recentFreightEvents({ db }: Pick<Call, 'db'>, { limit = RECENT_FREIGHT_EVENTS } = {}) {
  const newest = db
    .select({ id: freightEvents.id })
    .from(freightEvents)
    .orderBy(desc(freightEvents.created_at), desc(freightEvents.id))
    .limit(limit);
  const rows = await selectFreightEvents(db)
    .where(sql`${freightEvents.id} = any(array(${newest}))`)
    .orderBy(desc(freightEvents.created_at), desc(freightEvents.id));
  return rows.map(shapeFreightEvent);
}

/** The Charge ULD screen's list: the latest events scanned onto one ULD, newest first (through the (uld_id, created_at) index). */
export const ULD_EVENTS = 50;
export async function freightEventsByUld({ db }: Call, uldId: number) {
  const [uld] = await db.select({ id: ulds.id }).from(ulds).where(eq(ulds.id, uldId));
  if (!uld) throw fail('NOT_FOUND', 'uldNotFound', { id: uldId });
  const rows = await selectFreightEvents(db)
    .where(eq(freightEvents.uld_id, uldId))
    .orderBy(desc(freightEvents.created_at), desc(freightEvents.id))
    .limit(ULD_EVENTS);
  return rows.map(shapeFreightEvent);
}
