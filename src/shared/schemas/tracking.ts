import * as v from 'valibot';
import { BAG_EVENT_TYPES, BAG_STATUSES } from '../codes';
import { IntSchema, LocalDaySchema, TimestampSchema, noNul } from './common';
import { FreightEventSchema, ShipmentSchema } from './freight';
import { BlockTimesFields, FlightTimesFields } from './flights';
import { msg } from '../messages';

// Search by tag or AWB, and track by flight.

export const SearchTagSchema = v.object({
  tag: v.pipe(
    v.string(msg('required')),
    v.trim(),
    v.nonEmpty(msg('required')),
    v.maxLength(40, msg('tooLong')),
    noNul,
    v.examples(['8Z-2026-00421337']),
  ),
});

export const TrackSchema = v.object({
  // noNul: PostgreSQL text cannot hold U+0000 (the query failed: a 500)
  flight_number: v.pipe(
    v.string(msg('required')),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(msg('required')),
    v.maxLength(10, msg('invalidFlightNumber')),
    noNul,
    v.examples(['8Z101']),
  ),
  /** The flight's local departure date (the airport's day). */
  flight_date: v.pipe(LocalDaySchema, v.examples(['2026-11-25'])),
});

// ---- answers ----

const Ref = v.object({ id: IntSchema, code: v.pipe(v.string(), v.examples(['FIH'])) });

/** One step of a bag's journey, with what looked wrong at that step. */
export const TimelineEventSchema = v.object({
  id: IntSchema,
  event_type: v.picklist(BAG_EVENT_TYPES),
  airport: Ref,
  user: v.nullable(v.object({ id: IntSchema, name: v.string() })),
  remark: v.nullable(v.string()),
  created_at: TimestampSchema,
  warnings: v.array(v.string()),
});

const FlightRef = v.object({
  id: IntSchema,
  flight_number: v.pipe(v.string(), v.examples(['8Z101'])),
  departure_code: v.nullable(v.string()),
  arrival_code: v.nullable(v.string()),
  ...FlightTimesFields,
});

/** Another bag that carried the same licence plate on another flight, outside the plate window. */
export const PlateHistorySchema = v.object({
  id: IntSchema,
  bag_tag_number: v.string(),
  status: v.picklist(BAG_STATUSES),
  flight: v.object({
    id: IntSchema,
    flight_number: v.pipe(v.string(), v.examples(['8Z101'])),
    departure_time: TimestampSchema,
  }),
});

/**
 * A bag found by its tag: the bag of the flight nearest to now, today's first; `passenger` is null for users outside
 * the passenger-side services (only passenger-side staff may read who travels).
 */
export const BagFoundSchema = v.object({
  id: IntSchema,
  bag_tag_number: v.string(),
  tag_kind: v.pipe(
    v.nullable(v.picklist(['fallback', 'rush'])),
    v.description(
      "What the licence plate's leading digit says: fallback (1, tagged by hand while check-in was down), rush (2, a mishandled bag forwarded without its owner), null otherwise.",
    ),
  ),
  status: v.picklist(BAG_STATUSES),
  weight: v.number(),
  passenger: v.nullable(v.object({ id: IntSchema, name: v.string() })),
  flight: FlightRef,
  events: v.array(TimelineEventSchema),
  plate_history: v.pipe(
    v.array(PlateHistorySchema),
    v.description(
      'The other bags that carried this licence plate, on flights outside the plate window (a plate comes round again), nearest first.',
    ),
  ),
});

/** A shipment found by its AWB, its events oldest first, and the ULDs it is on. */
export const ShipmentFoundSchema = v.object({
  ...ShipmentSchema.entries,
  events: v.array(FreightEventSchema),
  ulds: v.array(
    v.object({
      id: IntSchema,
      code: v.string(),
      weight: v.number(),
      flight: v.nullable(v.object({ id: IntSchema, flight_number: v.string() })),
    }),
  ),
});

export const SearchResultSchema = v.variant('type', [
  v.object({ type: v.literal('bag'), data: BagFoundSchema }),
  v.object({ type: v.literal('freight'), data: ShipmentFoundSchema }),
]);

/** A bag event of a tracked flight. */
export const TrackedBagEventSchema = v.object({
  id: IntSchema,
  bag_tag_number: v.string(),
  passenger_name: v.nullable(v.string()),
  event_type: v.picklist(BAG_EVENT_TYPES),
  airport_code: v.string(),
  user_name: v.nullable(v.string()),
  remark: v.nullable(v.string()),
  created_at: TimestampSchema,
});

/** IATA Resolution 753: the four tracking points of each bag of the flight, and the flight's shares. */
export const Resolution753Schema = v.object({
  bags_total: IntSchema,
  /** Bags with a CHECKIN, in percent of the flight's bags (one decimal); null without bags. */
  checkin_share: v.nullable(v.number()),
  loaded_share: v.nullable(v.number()),
  /** Left behind first, then unmatched, then the others; by tag. */
  bags: v.pipe(
    v.array(
      v.object({
        bag_tag_number: v.string(),
        passenger_name: v.nullable(v.string()),
        checkin: v.boolean(),
        loaded: v.boolean(),
        transferred: v.boolean(),
        delivered: v.boolean(),
      }),
    ),
    v.description(
      'First the bags not loaded, left behind (`checkin` true, `loaded` false), then the unmatched ones, loaded without a check-in (`loaded` true, `checkin` false: a security case), then the others; by tag within each.',
    ),
  ),
});

/**
 * Delivery at arrival: first and last bag DELIVERED, in minutes after the aircraft reached the gate (on-block) when
 * that is known, else after the scheduled arrival (`measured_from` says which, `from_time` gives it), against the
 * targets.
 */
export const DeliverySchema = v.object({
  arrival_time: TimestampSchema,
  measured_from: v.picklist(['ON_BLOCK', 'SCHEDULED_ARRIVAL']),
  from_time: TimestampSchema,
  target_first_minutes: IntSchema,
  target_last_minutes: IntSchema,
  first_bag_minutes: v.nullable(v.number()),
  last_bag_minutes: v.nullable(v.number()),
  first_on_time: v.nullable(v.boolean()),
  /** null while bags are still to be delivered. */
  last_on_time: v.nullable(v.boolean()),
  undelivered: v.array(v.string()),
});

/** A bag as the load control lists name it. */
const LoadBagSchema = v.object({
  bag_tag_number: v.string(),
  passenger_name: v.nullable(v.string()),
  /** The bag's own flight: in a ULD list, another number than the ULD's is a bag loaded on the wrong flight. */
  flight_number: v.string(),
  hold_position: v.nullable(v.string()),
});

/**
 * Load control (issue 42): where the flight's bags went and which must not fly. By tag within each list.
 */
export const LoadControlSchema = v.object({
  /**
   * The flight's ULDs, and any other ULD holding a bag of the flight, each with the bags in it now (a LOADED scan
   * put them there and no later scan took them out).
   */
  ulds: v.array(
    v.object({
      id: IntSchema,
      code: v.pipe(v.string(), v.examples(['AKE12345LH'])),
      /** The flight the ULD is built up for; null when none. */
      flight_number: v.nullable(v.string()),
      bags: v.array(LoadBagSchema),
    }),
  ),
  /** Bags whose passenger did not board (a BUM), with whether they were loaded: those are to take off. */
  to_offload: v.array(v.object({ ...LoadBagSchema.entries, loaded: v.boolean() })),
  /** Bags the airline still sends on the flight (no DEL, no BUM, no `.S` N) that no LOADED scan has seen. */
  not_loaded: v.array(LoadBagSchema),
  /** Bags loaded without a check-in scan: unmatched, a security case. */
  loaded_without_checkin: v.array(LoadBagSchema),
});

export const TrackedFlightSchema = v.object({
  flight: v.object({
    id: IntSchema,
    flight_number: v.string(),
    status: v.string(),
    departure_airport: v.nullable(Ref),
    arrival_airport: v.nullable(Ref),
    ...FlightTimesFields,
    ...BlockTimesFields,
  }),
  /** Every event of the flight's bags. */
  baggage_events_total: IntSchema,
  /** The newest of them, newest first (at most TRACKED_EVENTS_SHOWN): a bag's whole history is on its search page. */
  baggage_events: v.array(TrackedBagEventSchema),
  freight_events: v.array(FreightEventSchema),
  resolution_753: Resolution753Schema,
  load_control: LoadControlSchema,
  delivery: DeliverySchema,
});

/**
 * The first flight of that number on that day, and the later ones of that number that day (seldom any) in
 * `other_flights`, each answered once.
 */
export const TrackResultSchema = v.object({
  ...TrackedFlightSchema.entries,
  other_flights: v.array(TrackedFlightSchema),
});
