import * as v from 'valibot';
import { normaliseAwb, FREIGHT_EVENT_TYPES } from '../codes';
import {
  IdParamSchema,
  IntSchema,
  PageCursorFields,
  PageSchema,
  TimestampSchema,
  optionalText,
  pageOf,
  text,
} from './common';
import { msg } from '../messages';

export {
  FREIGHT_EVENT_TYPES,
  FSU_CODES,
  awbCheckDigit,
  awbIsValid,
  normaliseAwb,
  type FreightEventType,
} from '../codes';

/** An AWB in any accepted spelling, normalised; the check digit is the service's to name (422 with the expected digit). */
export const AwbSchema = v.pipe(
  v.string(msg('required')),
  v.trim(),
  v.nonEmpty(msg('required')),
  v.maxLength(20, msg('invalidAwb')),
  v.examples(['057-12345675']),
  v.check((s) => normaliseAwb(s) !== null, msg('invalidAwb')),
  v.transform((s) => normaliseAwb(s)!),
);

// kg, more than 0, two decimals; beyond 100 t is a typo, not a shipment
const ShipmentWeightSchema = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))],
    msg('invalidShipmentWeight'),
  ),
  v.number(msg('invalidShipmentWeight')),
  v.gtValue(0, msg('invalidShipmentWeight')),
  v.maxValue(100_000, msg('invalidShipmentWeight')),
  v.transform((n) => Math.round(n * 100) / 100),
);

const shipmentFields = {
  awb_number: AwbSchema,
  shipper: text(160),
  consignee: text(160),
  departure_airport_id: IdParamSchema,
  arrival_airport_id: IdParamSchema,
  weight: ShipmentWeightSchema,
  nature: optionalText(120),
  description: optionalText(1000),
  /** Clients send the registering desk's airport along; it is accepted and not stored. */
  airport_id: v.nullish(v.unknown()),
};

export const CreateShipmentSchema = v.object(shipmentFields);
export type CreateShipment = v.InferInput<typeof CreateShipmentSchema>;
export const UpdateShipmentSchema = v.object({ id: IdParamSchema, ...shipmentFields });
export const ShipmentListSchema = v.object({ page: PageSchema, ...PageCursorFields });

// ---- answers ----

const AirportRefSchema = v.object({ id: IntSchema, code: v.pipe(v.string(), v.examples(['FIH'])), name: v.string() });

/** A freight event as lists show it, with its FSU code. */
export const FreightEventSchema = v.object({
  id: IntSchema,
  event_type: v.picklist(FREIGHT_EVENT_TYPES),
  fsu_code: v.pipe(v.string(), v.examples(['RCS'])),
  shipment: v.object({ id: IntSchema, awb_number: v.string(), consignee: v.string(), weight: v.number() }),
  airport: v.object({ id: IntSchema, code: v.string() }),
  uld: v.nullable(
    v.object({
      id: IntSchema,
      code: v.string(),
      flight: v.nullable(v.object({ id: IntSchema, flight_number: v.string() })),
    }),
  ),
  user: v.nullable(v.object({ id: IntSchema, name: v.string() })),
  remark: v.nullable(v.string()),
  location_description: v.nullable(v.string()),
  created_at: TimestampSchema,
});

/** A shipment with both spellings clients read: airports as ids, objects and codes; consignee and consignee_name. */
export const ShipmentSchema = v.object({
  id: IntSchema,
  awb_number: v.pipe(v.string(), v.examples(['057-12345675'])),
  shipper: v.pipe(v.string(), v.examples(['Kinshasa Textiles SARL'])),
  consignee: v.pipe(v.string(), v.examples(['Lubumbashi Retail Ltd'])),
  consignee_name: v.string(),
  weight: v.pipe(v.number(), v.examples([412.5])),
  nature: v.nullable(v.pipe(v.string(), v.examples(['Textiles']))),
  description: v.nullable(v.string()),
  departure_airport_id: IntSchema,
  arrival_airport_id: IntSchema,
  departure: AirportRefSchema,
  arrival: AirportRefSchema,
  departure_airport: v.pipe(v.string(), v.examples(['FIH'])),
  arrival_airport: v.pipe(v.string(), v.examples(['FBM'])),
  /** The type of its latest event; null: not yet processed. */
  status: v.nullable(v.picklist(FREIGHT_EVENT_TYPES)),
  latest_event: v.nullable(
    v.object({ event_type: v.picklist(FREIGHT_EVENT_TYPES), fsu_code: v.string(), created_at: TimestampSchema }),
  ),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export const ShipmentPageSchema = pageOf(ShipmentSchema);
export const ShipmentDetailSchema = v.object({ ...ShipmentSchema.entries, events: v.array(FreightEventSchema) });
/** A shipment with weight still to put on a ULD. */
export const UnassignedShipmentSchema = v.object({
  ...ShipmentSchema.entries,
  assigned_weight: v.number(),
  remaining_weight: v.number(),
});

/** POST /api/freight-events: the scanned fields, with the note as `remark` or `remarks`. */
export const FreightScanSchema = v.pipe(
  v.object({
    awb_number: AwbSchema,
    event_type: v.picklist(FREIGHT_EVENT_TYPES, msg('invalidFreightEventType')),
    airport_id: IdParamSchema,
    uld_id: v.nullish(IdParamSchema),
    remark: optionalText(500),
    remarks: optionalText(500),
    location_description: optionalText(200),
    /** Made by the kiosk; the same id twice records one event, so a retried scan is not counted twice. */
    client_event_id: v.optional(v.pipe(v.string(msg('invalidUuid')), v.uuid(msg('invalidUuid')))),
  }),
  v.transform(({ remarks, ...scan }) => ({ ...scan, remark: scan.remark || remarks || null })),
);
export type FreightScan = v.InferInput<typeof FreightScanSchema>;

export const FreightScanResultSchema = v.object({
  event: v.object({ ...FreightEventSchema.entries, warnings: v.array(v.string()) }),
  message: v.string(),
});
