import * as v from 'valibot';
import { IdParamSchema, IntSchema, TimestampSchema } from './common';
import { BlockTimesFields, FLIGHT_STATUSES, FlightTimesFields } from './flights';

// The operations board: an airport's flights of the day with their bags at each tracking point, what needs
// attention first, and the freight of the day.

/** Whose board: the airport named, else the caller's own. */
export const BoardInputSchema = v.object({ airport_id: v.optional(IdParamSchema) });
export type BoardInput = v.InferOutput<typeof BoardInputSchema>;

/** The live board: the same, and the version of the board a reconnecting screen has already (sent by the client). */
export const BoardLiveInputSchema = v.object({
  airport_id: v.optional(IdParamSchema),
  lastEventId: v.nullish(v.pipe(v.string(), v.maxLength(64))),
});

/** Why a flight needs attention, most urgent first. */
export const ATTENTION_KINDS = [
  'wrong_flight',
  'offload',
  'not_loaded',
  'left_behind',
  'no_checkin',
  'first_bag_late',
  'last_bag_late',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

const Count = v.pipe(IntSchema, v.examples([12]));

const BoardUldSchema = v.object({
  id: IntSchema,
  code: v.pipe(v.string(), v.examples(['AKE12345SK'])),
  bag_count: Count,
  bags_kg: v.pipe(v.number(), v.examples([276.5])),
});

export const BoardFlightSchema = v.object({
  id: IntSchema,
  flight_number: v.pipe(v.string(), v.examples(['8Z101'])),
  status: v.picklist(FLIGHT_STATUSES),
  /** `departure`: it leaves from this airport today; `arrival`: it lands here today. */
  direction: v.picklist(['departure', 'arrival']),
  /** The airport at the other end. */
  other_airport: v.nullable(v.pipe(v.string(), v.examples(['GOM']))),
  ...FlightTimesFields,
  ...BlockTimesFields,
  /** Its bags (withdrawn ones apart), by their latest scan: none yet, checked in, loaded, transferred, delivered. */
  bags: v.object({
    total: Count,
    not_scanned: Count,
    checked_in: Count,
    loaded: Count,
    transferred: Count,
    delivered: Count,
  }),
  /** Departures: bags checked in or not scanned, still to load. */
  not_loaded: Count,
  /** Bags whose passenger did not board (BUM), not withdrawn. */
  to_offload: Count,
  /** Bags loaded into a ULD of another flight. */
  wrong_flight: Count,
  /** Bags loaded with no check-in scan. */
  loaded_without_checkin: Count,
  ulds: v.array(BoardUldSchema),
  /** Arrivals: the first and last bag delivered, minutes after on-block (or the scheduled arrival); null while none. */
  delivery: v.nullable(
    v.object({
      measured_from: v.picklist(['ON_BLOCK', 'SCHEDULED_ARRIVAL']),
      first_bag_minutes: v.nullable(v.number()),
      last_bag_minutes: v.nullable(v.number()),
      target_first_minutes: IntSchema,
      target_last_minutes: IntSchema,
    }),
  ),
  /** What needs attention, most urgent first, each said in words in the reader's language. */
  attention: v.array(v.object({ kind: v.picklist(ATTENTION_KINDS), text: v.string() })),
});
export type BoardFlight = v.InferOutput<typeof BoardFlightSchema>;

export const BoardSchema = v.object({
  airport: v.object({
    id: IntSchema,
    code: v.pipe(v.string(), v.examples(['FIH'])),
    name: v.pipe(v.string(), v.examples(['Kinshasa N’djili'])),
    timezone: v.pipe(v.string(), v.examples(['Africa/Kinshasa'])),
  }),
  /** The airport's local day the board shows. */
  day: v.pipe(v.string(), v.examples(['2026-12-02'])),
  generated_at: TimestampSchema,
  /** Departures need attention from this many minutes before off-block when bags are not loaded. */
  attention_minutes: IntSchema,
  /** Flights needing attention first (the most urgent reason first), then by their time here. */
  flights: v.array(BoardFlightSchema),
  /** Shipments scanned here today at each step. */
  freight: v.object({ received: Count, loaded: Count, delivered: Count }),
});
export type Board = v.InferOutput<typeof BoardSchema>;
