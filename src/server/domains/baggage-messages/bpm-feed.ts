import { asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Call } from '../../platform/call';
import type { Db } from '../../platform/db/client';
import { airports, bagEvents, bags, flights, passengers, ulds, users } from '../schema';
import { formatBpm } from './bpm';

// The BPM feed (issue 42, item 6; decision 056): every bag event, in the order of its id, as a BPM. A reader keeps
// the cursor of its last page and asks for what came after it, so it can stop and resume without losing or repeating
// a message; the AMQP publisher follows the same feed.

const station = alias(airports, 'station');
const departure = alias(airports, 'departure');
const arrival = alias(airports, 'arrival');

/**
 * Whether the transaction that wrote the event began before every transaction still writing: only then can no
 * event with a smaller id still appear. Ids are taken as scans are written, but transactions commit in any
 * order: a page that gave event 11 while 10 was being written would move the cursor past 10 for good. An event is
 * given once every write that began before it has ended (its transaction id older than the oldest one running),
 * so a page stops short of an event just written, which the next page gives (decision 056).
 */
const settled = sql<boolean>`age(${bagEvents}.xmin) > age(xid(pg_snapshot_xmin(pg_current_snapshot())))`;

/** The events after `after`, up to `limit` of them and up to the first not settled yet, with what a BPM says. */
export async function bpmEvents(db: Db, after: number, limit: number) {
  const rows = await db
    .select({
      id: bagEvents.id,
      event_type: bagEvents.event_type,
      created_at: bagEvents.created_at,
      station: station.code,
      station_tz: station.timezone,
      agent: users.username,
      bag_tag_number: bags.bag_tag_number,
      flight_number: flights.flight_number,
      departure_time: flights.departure_time,
      departure_airport: departure.code,
      departure_tz: departure.timezone,
      arrival_airport: arrival.code,
      deleted_at: bags.deleted_at,
      offload_at: bags.offload_at,
      uld_code: ulds.code,
      hold_position: bagEvents.hold_position,
      settled,
    })
    .from(bagEvents)
    .innerJoin(bags, eq(bags.id, bagEvents.bag_id))
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .innerJoin(station, eq(station.id, bagEvents.airport_id))
    .leftJoin(departure, eq(departure.id, flights.departure_airport))
    .leftJoin(arrival, eq(arrival.id, flights.arrival_airport))
    .leftJoin(users, eq(users.id, bagEvents.user_id))
    .leftJoin(ulds, eq(ulds.id, bagEvents.uld_id))
    .where(gt(bagEvents.id, after))
    .orderBy(asc(bagEvents.id))
    .limit(limit);
  const unsettled = rows.findIndex((r) => !r.settled);
  return unsettled < 0 ? rows : rows.slice(0, unsettled);
}

/** GET /api/baggage-messages/bpm: a page of BPMs, each ending in ENDBPM, and the cursor of the next page. */
export async function bpmFeed(call: Call, input: { after: number; limit: number }) {
  const events = await bpmEvents(call.db, input.after, input.limit);
  const text = events.map((e) => `${formatBpm(e, call.tz)}\n`).join('');
  // an empty page gives the same cursor back: the reader asks again later from where it was
  return { text, next: String(events.at(-1)?.id ?? input.after) };
}
