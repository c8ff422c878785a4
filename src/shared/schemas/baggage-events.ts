import * as v from 'valibot';
import { IdParamSchema, noNul, optionalText } from './common';

export const BAG_EVENT_TYPES = ['CHECKIN', 'LOADED', 'DELIVERED', 'TRANSFERRED'] as const;
export type BagEventType = (typeof BAG_EVENT_TYPES)[number];

export const ScanSchema = v.object({
  // any text a scanner may read: an unknown tag is a 404 naming it, not a format error
  bag_tag_number: v.pipe(v.string('errors.required'), v.trim(), v.toUpperCase(), v.nonEmpty('errors.required'), v.maxLength(32, 'errors.tooLong'), noNul),
  event_type: v.picklist(BAG_EVENT_TYPES, 'errors.invalidEventType'),
  airport_id: IdParamSchema,
  remark: optionalText(500),
  /** Made by the kiosk; the same id twice records one event (CONTRACT §7). */
  client_event_id: v.optional(v.pipe(v.string('errors.invalidUuid'), v.uuid('errors.invalidUuid'))),
});
export type Scan = v.InferInput<typeof ScanSchema>;

const AirportFilter = v.optional(v.union([v.literal(''), IdParamSchema], 'errors.invalidNumber'));

export const RecentEventsSchema = v.object({
  limit: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number))], 'errors.invalidNumber'),
      v.integer('errors.invalidNumber'),
      v.minValue(1, 'errors.invalidNumber'),
      v.maxValue(100, 'errors.invalidNumber'),
    ),
    10,
  ),
  airport: AirportFilter,
});

export const EventsPageSchema = v.object({
  page: v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number))], 'errors.invalidNumber'), v.integer(), v.minValue(1, 'errors.invalidNumber')), 1),
  airport: AirportFilter,
});

