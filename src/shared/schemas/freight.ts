import * as v from 'valibot';
import { normaliseAwb, FREIGHT_EVENT_TYPES, FSU_CODES } from '../codes';
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
  awbCarrier,
  awbCheckDigit,
  fsuCode,
  awbIsValid,
  normaliseAwb,
  type FreightEventType,
  type FsuCode,
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

/**
 * An event's Cargo-IMP status code: RCS received at the shipment's origin, RCF received at any other station, PRE
 * loaded (prepared for loading on a flight), TFD transferred to another carrier, DLV delivered; null for a transfer
 * to no carrier named or to the AWB's own, which no status code says.
 */
const FsuCodeSchema = v.nullable(
  v.pipe(
    v.picklist(FSU_CODES),
    v.description(
      "Cargo-IMP status (FSU) code: RECEIVED at the shipment's origin RCS (received from the shipper), at any other station RCF (received from a flight); " +
        "LOADED PRE (prepared for loading on a flight); TRANSFERRED TFD (transferred to another carrier) when `to_carrier` names another airline than the AWB's, else null; DELIVERED DLV.",
    ),
    v.examples(['RCS']),
  ),
);

/** The receiving airline of a transfer: its 2-character IATA designator (AF, 8Z); empty is none. */
export const ToCarrierSchema = v.pipe(
  v.string(msg('invalidToCarrier')),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^([A-Z0-9]{2})?$/, msg('invalidToCarrier')),
  v.description(
    "TRANSFERRED only: the receiving airline's 2-character IATA designator. Another airline than the AWB's prefix names makes the event a TFD.",
  ),
  v.examples(['AF']),
  v.transform((s) => s || null),
);

/** A freight event as lists show it, with its FSU code. */
export const FreightEventSchema = v.object({
  id: IntSchema,
  event_type: v.picklist(FREIGHT_EVENT_TYPES),
  fsu_code: FsuCodeSchema,
  /** The airline a TRANSFERRED handed the shipment to, when the scan named one. */
  to_carrier: v.nullable(v.pipe(v.string(), v.examples(['AF']))),
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
    v.object({ event_type: v.picklist(FREIGHT_EVENT_TYPES), fsu_code: FsuCodeSchema, created_at: TimestampSchema }),
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
    /** TRANSFERRED only: the airline the shipment is handed to; another than the AWB's makes the event a TFD. */
    to_carrier: v.nullish(ToCarrierSchema),
  }),
  // a receiving carrier belongs to a transfer: on any other scan it would be recorded and mean nothing
  v.forward(
    v.partialCheck(
      [['event_type'], ['to_carrier']],
      (s) => !s.to_carrier || s.event_type === 'TRANSFERRED',
      msg('toCarrierNotTransfer'),
    ),
    ['to_carrier'],
  ),
  v.transform(({ remarks, ...scan }) => ({ ...scan, remark: scan.remark || remarks || null })),
);
export type FreightScan = v.InferInput<typeof FreightScanSchema>;

export const FreightScanResultSchema = v.object({
  event: v.object({ ...FreightEventSchema.entries, warnings: v.array(v.string()) }),
  message: v.string(),
});
