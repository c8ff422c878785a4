import * as v from 'valibot';
import { BAG_EVENT_TYPES } from '../codes';
import {
  IdParamSchema,
  IntSchema,
  PageCursorFields,
  PageSchema,
  TimestampSchema,
  noNul,
  optionalText,
  pageOf,
} from './common';
import { msg } from '../messages';
import { UldCodeSchema } from './ulds';

export { BAG_EVENT_TYPES, BAG_STATUSES, type BagEventType, type BagStatus } from '../codes';

/**
 * A hold position as the aircraft's loading instruction names it: a compartment (`5`, the bulk hold of many
 * narrow-bodies) or a ULD position, bay number then side or row letter as IATA's AHM 565 writes them (`12L`, `41R`,
 * `11P`). Tarmac knows no aircraft's layout, so it checks the form only (docs/rules/baggage-scanning.md).
 */
export const HOLD_POSITION_PATTERN = /^[0-9]{1,2}[A-Z]{0,2}$/;
export const HoldPositionSchema = v.pipe(
  v.string(msg('invalidHoldPosition')),
  v.trim(),
  v.toUpperCase(),
  v.regex(HOLD_POSITION_PATTERN, msg('invalidHoldPosition')),
  v.examples(['12L']),
);

export const ScanSchema = v.object({
  // any text a scanner may read: an unknown tag is a 404 naming it, not a format error
  bag_tag_number: v.pipe(
    v.string(msg('required')),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(msg('required')),
    v.maxLength(32, msg('tooLong')),
    noNul,
    v.examples(['8Z-2026-00421337']),
  ),
  event_type: v.picklist(BAG_EVENT_TYPES, msg('invalidEventType')),
  airport_id: IdParamSchema,
  remark: v.pipe(optionalText(500), v.examples([null, 'Strap torn'])),
  /** Made by the kiosk; the same id twice records one event, so a retried scan is not counted twice. */
  client_event_id: v.optional(v.pipe(v.string(msg('invalidUuid')), v.uuid(msg('invalidUuid')))),
  /** LOADED only: the ULD or cart the bag goes into, as freight scans name theirs. */
  uld_id: v.nullish(IdParamSchema),
  /** LOADED only: the same ULD by its IATA code, as scanned off its tag (`AKE12345LH`); send one of the two. */
  uld_code: v.nullish(UldCodeSchema),
  /** LOADED only: where in the hold, HOLD_POSITION_PATTERN's form. */
  hold_position: v.nullish(HoldPositionSchema),
});
export type Scan = v.InferInput<typeof ScanSchema>;

const AirportFilter = v.optional(v.union([v.literal(''), IdParamSchema], msg('invalidNumber')));

/** How many of the latest events a desk may ask for, and gets when it does not say. */
export const RECENT_EVENTS_MAX = 100;
export const RECENT_EVENTS_DEFAULT = 10;

export const RecentEventsSchema = v.object({
  limit: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number))], msg('invalidNumber')),
      v.integer(msg('invalidNumber')),
      v.minValue(1, msg('invalidNumber')),
      v.maxValue(RECENT_EVENTS_MAX, msg('invalidNumber')),
    ),
    RECENT_EVENTS_DEFAULT,
  ),
  airport: AirportFilter,
});

export const EventsPageSchema = v.object({
  page: PageSchema,
  ...PageCursorFields,
  airport: AirportFilter,
});

// ---- answers ----

/** A bag event as the lists show it, with the names a person reads. */
export const BagEventSchema = v.object({
  id: IntSchema,
  bag_tag_number: v.pipe(v.string(), v.examples(['8Z-2026-00421337'])),
  event_type: v.picklist(BAG_EVENT_TYPES),
  airport_id: IntSchema,
  remark: v.nullable(v.string()),
  passenger_name: v.pipe(v.string(), v.examples(['MUKENDI Jean'])),
  flight_number: v.pipe(v.string(), v.examples(['8Z101'])),
  airport_code: v.pipe(v.string(), v.examples(['FIH'])),
  /** Null once the user who scanned is deleted. */
  user_name: v.nullable(v.pipe(v.string(), v.examples(['Amina Diallo']))),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  bag: v.object({ bag_tag_number: v.string() }),
  /** The ULD or cart a LOADED scan put the bag into, and where in the hold; null when not sent. */
  uld: v.nullable(v.object({ id: IntSchema, code: v.pipe(v.string(), v.examples(['AKE12345LH'])) })),
  hold_position: v.nullable(v.pipe(v.string(), v.examples(['12L']))),
});
export const BagEventPageSchema = pageOf(BagEventSchema);

/** POST /api/baggage-events: the event and what looked wrong about it, recorded all the same. */
export const ScanResultSchema = v.object({
  event: v.object({
    ...BagEventSchema.entries,
    warnings: v.array(v.pipe(v.string(), v.examples(['This bag was already delivered.']))),
  }),
  message: v.pipe(v.string(), v.examples(['Scan recorded.'])),
});
