import * as v from 'valibot';
import { BagSchema } from './bags';
import {
  DateTimeSchema,
  IdParamSchema,
  IdSchema,
  IntSchema,
  LocalDaySchema,
  PageCursorFields,
  PageSchema,
  TimestampSchema,
  pageOf,
  text,
} from './common';
import { msg } from '../messages';

export const FLIGHT_STATUSES = ['SCHEDULED', 'CHECKIN-OPEN', 'CHECKIN', 'BOARDING', 'CLOSED', 'CANCELLED'] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

/** The only airline code the screens offer (the airport's own carrier). The API accepts any IATA two-character code. */
export const AIRLINE_CODES = ['8Z'] as const;

// "8Z 101" and "8z101" are the same flight: IATA designator (2 characters) + 1-4 digits + optional suffix.
const FlightNumberSchema = v.pipe(
  v.string(msg('required')),
  v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
  v.nonEmpty(msg('required')),
  v.regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, msg('invalidFlightNumber')),
);

const flightFields = {
  flight_number: FlightNumberSchema,
  departure_airport: v.nullish(IdSchema),
  arrival_airport: v.nullish(IdSchema),
  departure_time: DateTimeSchema,
  arrival_time: DateTimeSchema,
  airline_code: v.nullish(
    v.pipe(
      v.string(msg('invalidAirlineCode')),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^([A-Z0-9]{2})?$/, msg('invalidAirlineCode')),
    ),
  ),
  status: v.optional(v.picklist(FLIGHT_STATUSES, msg('invalidFlightStatus'))),
};

export const CreateFlightSchema = v.object(flightFields);
export type CreateFlight = v.InferInput<typeof CreateFlightSchema>;

// The flight number cannot change once the flight exists; a different one sent is refused, not silently ignored.
export const UpdateFlightSchema = v.object({
  id: IdParamSchema,
  ...flightFields,
  flight_number: v.optional(FlightNumberSchema),
});
export type UpdateFlight = v.InferInput<typeof UpdateFlightSchema>;

/** A block time sent: a local time on its airport's clock or an instant with an offset; null clears it. */
const BlockTimeInput = v.optional(v.nullable(DateTimeSchema));
/**
 * Block times as the flight information system or a supervisor reports them: each field left out stays as it is,
 * null clears it.
 */
export const BlockTimesSchema = v.object({
  id: IdParamSchema,
  estimated_off_block_at: BlockTimeInput,
  off_block_at: BlockTimeInput,
  estimated_on_block_at: BlockTimeInput,
  on_block_at: BlockTimeInput,
});
export type BlockTimesInput = v.InferInput<typeof BlockTimesSchema>;

export const FlightQuerySchema = v.object({ id: IdParamSchema, page: PageSchema, ...PageCursorFields });
export const FlightListSchema = v.object({
  page: PageSchema,
  ...PageCursorFields,
  /** A local day of the airport: the flights leaving or landing that day, in departure order. Empty or left out: every flight. */
  date: v.optional(v.union([v.literal(''), v.pipe(LocalDaySchema, v.examples(['2026-11-22']))], msg('invalidDate'))),
  /** An airport's id: its flights only, those leaving it and those landing there (that day, with `date`). */
  airport: v.optional(v.union([v.literal(''), IdParamSchema], msg('invalidNumber'))),
});
export type FlightList = v.InferOutput<typeof FlightListSchema>;

// Passengers: name, PNR of six letters or digits, seat such as 12A.
export const PnrSchema = v.pipe(
  v.string(msg('required')),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(msg('required')),
  v.regex(/^[A-Z0-9]{6}$/, msg('invalidPnr')),
);
export const SeatSchema = v.pipe(
  v.string(msg('required')),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(msg('required')),
  v.regex(/^\d{1,3}[A-Z]$/, msg('invalidSeat')),
);
export const PassengerNameSchema = v.pipe(
  text(120),
  v.transform((s) => s.replace(/\s+/g, ' ')),
);

export const CreatePassengerSchema = v.object({
  name: PassengerNameSchema,
  pnr: PnrSchema,
  seat: SeatSchema,
  flight_id: IdParamSchema,
});
export type CreatePassenger = v.InferInput<typeof CreatePassengerSchema>;

// ---- answers ----

const AirportCode = v.nullable(v.pipe(v.string(), v.examples(['FIH'])));
const ZoneName = v.pipe(v.string(), v.examples(['Africa/Kinshasa']));
/**
 * A flight's times, each in its own airport's zone: `departure_time`/`arrival_time` as clients have always read
 * them, and the same instants as `departure_at`/`arrival_at` (RFC 3339 with the airport's offset), with the zones.
 */
export const FlightTimesFields = {
  departure_time: TimestampSchema,
  arrival_time: TimestampSchema,
  departure_at: v.pipe(v.string(), v.examples(['2026-11-22T10:00:00+01:00'])),
  arrival_at: v.pipe(v.string(), v.examples(['2026-11-22T13:00:00+02:00'])),
  departure_timezone: ZoneName,
  arrival_timezone: v.pipe(v.string(), v.examples(['Africa/Lubumbashi'])),
};

const BlockTime = (example: string) => v.nullable(v.pipe(v.string(), v.examples([example])));
/**
 * Block times, estimated and actual: off-block on the departure airport's clock, on-block on the arrival airport's
 * (RFC 3339 with the offset), null while not known.
 */
export const BlockTimesFields = {
  estimated_off_block_at: BlockTime('2026-11-22T10:05:00+01:00'),
  off_block_at: BlockTime('2026-11-22T10:12:00+01:00'),
  estimated_on_block_at: BlockTime('2026-11-22T13:05:00+02:00'),
  on_block_at: BlockTime('2026-11-22T13:09:00+02:00'),
};

/** A flight with its times in its airports' zones, and its airports' codes under both names clients read. */
export const FlightSchema = v.object({
  id: IntSchema,
  flight_number: v.pipe(v.string(), v.examples(['8Z101'])),
  departure_airport: v.nullable(IntSchema),
  arrival_airport: v.nullable(IntSchema),
  ...FlightTimesFields,
  ...BlockTimesFields,
  airline_code: v.nullable(v.pipe(v.string(), v.examples(['8Z']))),
  status: v.picklist(FLIGHT_STATUSES),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  departure_airport_code: AirportCode,
  arrival_airport_code: AirportCode,
  departure_code: AirportCode,
  arrival_code: AirportCode,
});
export const FlightPageSchema = pageOf(FlightSchema);

export const PassengerSchema = v.object({
  id: IntSchema,
  name: v.pipe(v.string(), v.examples(['MUKENDI Jean'])),
  pnr: v.pipe(v.string(), v.examples(['K7T2QX'])),
  seat: v.pipe(v.string(), v.examples(['14C'])),
  flight_id: IntSchema,
});
export const PassengerPageSchema = pageOf(PassengerSchema);

/** A flight and a page of its passengers; `passengers` is null for services that may not see them. */
export const FlightDetailSchema = v.object({ ...FlightSchema.entries, passengers: v.nullable(PassengerPageSchema) });

/** A passenger with their flight's number and times, and their bags. */
export const PassengerDetailSchema = v.object({
  ...PassengerSchema.entries,
  flight_number: v.string(),
  ...FlightTimesFields,
  airline_code: v.nullable(v.string()),
  bags: v.array(BagSchema),
});

/** `count`: passengers now on the flight; `imported`: how many the manifest added. */
export const ManifestImportSchema = v.object({ count: IntSchema, imported: IntSchema });
