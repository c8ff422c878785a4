import * as v from 'valibot';
import { LOCAL_DATETIME } from '../time';
import { IdParamSchema, IdSchema, PageSchema, text } from './common';

export const FLIGHT_STATUSES = ['SCHEDULED', 'CHECKIN-OPEN', 'CHECKIN', 'BOARDING', 'CLOSED', 'CANCELLED'] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

/** SPEC §9: the only airline code offered on screens. The API accepts any IATA two-character code. */
export const AIRLINE_CODES = ['8Z'] as const;

// "8Z 101" and "8z101" are the same flight: IATA designator (2 characters) + 1-4 digits + optional suffix.
const FlightNumberSchema = v.pipe(
  v.string('errors.required'),
  v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
  v.nonEmpty('errors.required'),
  v.regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, 'errors.invalidFlightNumber'),
);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The written date and time exist: Date.parse rolls 2026-02-30 over to 2 March instead of refusing it. */
function realDateTime(s: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, sec));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && t.getUTCHours() === h && t.getUTCMinutes() === mi && t.getUTCSeconds() === sec;
}

/** A datetime-local value in the airport's time zone ("2026-11-22T14:30"), or an ISO instant with its offset. */
export const DateTimeSchema = v.pipe(
  v.string('errors.required'),
  v.trim(),
  v.nonEmpty('errors.required'),
  v.check(
    (s) => (LOCAL_DATETIME.test(s) || ISO_INSTANT.test(s)) && realDateTime(s) && !Number.isNaN(Date.parse(s.length === 16 ? `${s}Z` : s)),
    'errors.invalidDateTime',
  ),
);

const flightFields = {
  flight_number: FlightNumberSchema,
  departure_airport: v.nullish(IdSchema),
  arrival_airport: v.nullish(IdSchema),
  departure_time: DateTimeSchema,
  arrival_time: DateTimeSchema,
  airline_code: v.nullish(v.pipe(v.string('errors.invalidAirlineCode'), v.trim(), v.toUpperCase(), v.regex(/^([A-Z0-9]{2})?$/, 'errors.invalidAirlineCode'))),
  status: v.optional(v.picklist(FLIGHT_STATUSES, 'errors.invalidFlightStatus')),
};

export const CreateFlightSchema = v.object(flightFields);
export type CreateFlight = v.InferInput<typeof CreateFlightSchema>;

// SPEC §2: the flight number is read-only in edit; a different one sent is refused, not silently ignored.
export const UpdateFlightSchema = v.object({ id: IdParamSchema, ...flightFields, flight_number: v.optional(FlightNumberSchema) });
export type UpdateFlight = v.InferInput<typeof UpdateFlightSchema>;

export const FlightQuerySchema = v.object({ id: IdParamSchema, page: PageSchema });
export const FlightListSchema = v.object({ page: PageSchema });

// Passengers (SPEC §5): name, PNR of six letters or digits, seat such as 12A.
export const PnrSchema = v.pipe(v.string('errors.required'), v.trim(), v.toUpperCase(), v.nonEmpty('errors.required'), v.regex(/^[A-Z0-9]{6}$/, 'errors.invalidPnr'));
export const SeatSchema = v.pipe(v.string('errors.required'), v.trim(), v.toUpperCase(), v.nonEmpty('errors.required'), v.regex(/^\d{1,3}[A-Z]$/, 'errors.invalidSeat'));
export const PassengerNameSchema = v.pipe(text(120), v.transform((s) => s.replace(/\s+/g, ' ')));

export const CreatePassengerSchema = v.object({
  name: PassengerNameSchema,
  pnr: PnrSchema,
  seat: SeatSchema,
  flight_id: IdParamSchema,
});
export type CreatePassenger = v.InferInput<typeof CreatePassengerSchema>;
