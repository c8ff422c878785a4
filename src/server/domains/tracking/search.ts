import { eq } from 'drizzle-orm';
import type { Call } from '../../platform/call';
import { airports, bagEvents, bags, flights, freightShipments, passengers, uldShipments, ulds, users } from '../schema';
import { fail } from '../../platform/errors';
import { translate, type Message } from '../../platform/i18n';
import { normaliseAwb, tagKind } from '../../../shared/codes';
import { instantToZonedIso } from '../../../shared/time';
import { getShipment } from '../freight';
import { bagsOfPlate } from '../baggage';
import { admits } from '../../platform/scope';
import { aliasedTable } from 'drizzle-orm';
import { flightTimes } from '../flights';

// Search by bag tag or AWB (the Tag search and Search result screens): a tag in any of its spellings (the bag
// of the flight nearest to now, with the plate's other bags as its history), an AWB with or without its dash.
// Every lookup is by an index on the tag or the AWB: instant at any history size. The
// passenger is shown only to those who work with passengers.

/** How many of a plate's other bags a search shows: years of a recurring plate are not one screen. */
const HISTORY = 20;

const dep = aliasedTable(airports, 's_dep');
const arr = aliasedTable(airports, 's_arr');
const at = aliasedTable(airports, 's_at');

type TimelineRow = {
  id: number;
  event_type: 'CHECKIN' | 'LOADED' | 'DELIVERED' | 'TRANSFERRED';
  airport_id: number;
  created_at: Date;
};

/**
 * What looked wrong at each step, read again from the stored events with the scan desk's rules: after DELIVERED,
 * LOADED away from the flight's departure airport, the same type within a minute.
 */
export function timelineWarnings(
  events: TimelineRow[],
  departureAirport: number | null,
  airportCode: (id: number) => string,
): Message[][] {
  let delivered = false;
  return events.map((e, i) => {
    const warnings: Message[] = [];
    if (delivered) warnings.push({ key: 'warnAlreadyDelivered' });
    if (e.event_type === 'LOADED' && departureAirport && e.airport_id !== departureAirport) {
      warnings.push({
        key: 'warnWrongAirport',
        params: { airport: airportCode(e.airport_id), expected: airportCode(departureAirport) },
      });
    }
    const repeated = events
      .slice(0, i)
      .some((p) => p.event_type === e.event_type && e.created_at.getTime() - p.created_at.getTime() < 60_000);
    if (repeated) warnings.push({ key: 'warnRepeated', params: { type: e.event_type } });
    if (e.event_type === 'DELIVERED') delivered = true;
    return warnings;
  });
}

/** The bag a tag names, with its events and their warnings in the caller's language. */
async function findBag(call: Call, tag: string) {
  const { db, tz } = call;
  // the bag a plate means today, and the others it named on earlier (or later) flights
  const [nearest, ...others] = await bagsOfPlate(db, tag, tz).limit(HISTORY + 1);
  if (!nearest) return null;
  const [bag] = await db
    .select({
      id: bags.id,
      bag_tag_number: bags.bag_tag_number,
      status: bags.status,
      weight: bags.weight,
      passenger_id: passengers.id,
      passenger_name: passengers.name,
      flight_id: flights.id,
      flight_number: flights.flight_number,
      departure_airport: flights.departure_airport,
      departure_code: dep.code,
      arrival_code: arr.code,
      departure_time: flights.departure_time,
      arrival_time: flights.arrival_time,
      departure_timezone: dep.timezone,
      arrival_timezone: arr.timezone,
    })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .leftJoin(dep, eq(dep.id, flights.departure_airport))
    .leftJoin(arr, eq(arr.id, flights.arrival_airport))
    .where(eq(bags.id, nearest.id));
  if (!bag) return null;
  const events = await db
    .select({
      id: bagEvents.id,
      event_type: bagEvents.event_type,
      airport_id: bagEvents.airport_id,
      airport_code: at.code,
      user_id: users.id,
      user_name: users.name,
      remark: bagEvents.remark,
      created_at: bagEvents.created_at,
    })
    .from(bagEvents)
    .innerJoin(at, eq(at.id, bagEvents.airport_id))
    .leftJoin(users, eq(users.id, bagEvents.user_id))
    .where(eq(bagEvents.bag_id, bag.id))
    .orderBy(bagEvents.created_at, bagEvents.id);
  const codes = new Map(events.map((e) => [e.airport_id, e.airport_code]));
  if (bag.departure_airport && bag.departure_code) codes.set(bag.departure_airport, bag.departure_code);
  const warnings = timelineWarnings(events, bag.departure_airport, (id) => codes.get(id) ?? '?');
  return {
    id: bag.id,
    bag_tag_number: bag.bag_tag_number,
    tag_kind: tagKind(bag.bag_tag_number),
    status: bag.status,
    weight: bag.weight,
    // a passenger's name is passenger-side data: other services find the bag, its flight and its journey
    passenger: admits(call, 'passengers') ? { id: bag.passenger_id, name: bag.passenger_name } : null,
    flight: {
      id: bag.flight_id,
      flight_number: bag.flight_number,
      departure_code: bag.departure_code,
      arrival_code: bag.arrival_code,
      ...flightTimes(bag, tz),
    },
    events: events.map((e, i) => ({
      id: e.id,
      event_type: e.event_type,
      airport: { id: e.airport_id, code: e.airport_code },
      user: e.user_id && e.user_name ? { id: e.user_id, name: e.user_name } : null,
      remark: e.remark,
      created_at: e.created_at,
      warnings: warnings[i]!.map((m) => translate(call.locale, m)),
    })),
    plate_history: others.map((o) => ({
      id: o.id,
      bag_tag_number: o.bag_tag_number,
      status: o.status,
      flight: {
        id: o.flight_id,
        flight_number: o.flight_number,
        departure_time: instantToZonedIso(o.departure_time, o.departure_timezone ?? tz),
      },
    })),
  };
}

async function findShipment(call: Call, tag: string) {
  const { db } = call;
  const awb = normaliseAwb(tag);
  if (!awb) return null;
  const [row] = await db
    .select({ id: freightShipments.id })
    .from(freightShipments)
    .where(eq(freightShipments.awb_number, awb));
  if (!row) return null;
  const shipment = await getShipment(call, row.id);
  const on = await db
    .select({
      id: ulds.id,
      code: ulds.code,
      weight: uldShipments.weight,
      flight_id: flights.id,
      flight_number: flights.flight_number,
    })
    .from(uldShipments)
    .innerJoin(ulds, eq(ulds.id, uldShipments.uld_id))
    .leftJoin(flights, eq(flights.id, ulds.flight_id))
    .where(eq(uldShipments.shipment_id, row.id))
    .orderBy(uldShipments.created_at);
  return {
    ...shipment,
    ulds: on.map((u) => ({
      id: u.id,
      code: u.code,
      weight: u.weight,
      flight: u.flight_id && u.flight_number ? { id: u.flight_id, flight_number: u.flight_number } : null,
    })),
  };
}

/** A bag by any spelling of its tag, else a shipment by any spelling of its AWB; 404 naming the tag otherwise. */
export async function searchTag(call: Call, tag: string) {
  const bag = await findBag(call, tag);
  if (bag) return { type: 'bag' as const, data: bag };
  const shipment = await findShipment(call, tag);
  if (shipment) return { type: 'freight' as const, data: shipment };
  throw fail('NOT_FOUND', 'nothingFound', { tag: tag.trim() });
}
