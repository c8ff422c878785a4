import * as v from 'valibot';
import { parseUldCode, ULD_STATUSES, ULD_TYPES, vocabularyWord } from '../codes';
import { IdParamSchema, IntSchema, TimestampSchema, noNul, optionalText } from './common';
import { FlightTimesFields } from './flights';
import { msg, type SchemaMessage } from '../messages';

export { ULD_STATUSES, ULD_TYPES, parseUldCode, type UldStatus, type UldType } from '../codes';

/** A word of one of the ULD vocabularies in any spelling the screens use (`In Transit`, `in-transit`); answered as stored. */
const word = <T extends readonly string[]>(words: T, message: SchemaMessage) =>
  v.pipe(v.string(message), v.transform(vocabularyWord), v.picklist(words, message));

export const UldTypeSchema = v.pipe(word(ULD_TYPES, msg('invalidUldType')), v.examples(['CONTAINER']));
export const UldStatusSchema = v.pipe(word(ULD_STATUSES, msg('invalidUldStatus')), v.examples(['AVAILABLE']));

/** An IATA ULD code: validated here, split into type, serial and owner by the service. */
export const UldCodeSchema = v.pipe(
  v.string(msg('invalidUldCode')),
  v.trim(),
  v.maxLength(16, msg('invalidUldCode')),
  noNul,
  v.check((s) => parseUldCode(s) !== null, msg('invalidUldCode')),
  v.transform((s) => parseUldCode(s)!.code),
  v.examples(['AKE84103LH']),
);

/** Kilograms, a number or numeric text, up to the largest main-deck pallet (beyond is a typo). */
const kg = (min: number, message: SchemaMessage, max = 20_000) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))], message),
    v.number(message),
    v.minValue(min, message),
    v.maxValue(max, message),
    v.transform((n) => Math.round(n * 10) / 10),
  );

const uldFields = {
  /** None sent: the next free code of the type. */
  code: v.nullish(UldCodeSchema),
  label: optionalText(80),
  // required: the ULD page's defaults (Container, Available) belong to its form, not to the API
  type: UldTypeSchema,
  status: UldStatusSchema,
  /** The ULD's maximum gross weight, tare included; none sent: its type's, where published. */
  capacity: v.nullish(kg(1, msg('invalidCapacity'))),
  /** The tare on the ULD's plate; none sent: its type's, where published. A ULD weighs well under 1,000 kg empty. */
  tare_kg: v.nullish(kg(1, msg('invalidTare'), 1_000)),
  airport_id: v.nullish(IdParamSchema),
  /** Clients send `flight` or `flight_id`: the flight's id either way. */
  flight_id: v.nullish(IdParamSchema),
  flight: v.nullish(IdParamSchema),
};

// `flight` is the same field as `flight_id`: folded into it
const withFlight = <T extends { flight_id?: number | null; flight?: number | null }>({ flight, ...rest }: T) => ({
  ...rest,
  flight_id: rest.flight_id ?? flight ?? null,
});

export const CreateUldSchema = v.pipe(v.object(uldFields), v.transform(withFlight));
export type CreateUld = v.InferInput<typeof CreateUldSchema>;
export const UpdateUldSchema = v.pipe(v.object({ id: IdParamSchema, ...uldFields }), v.transform(withFlight));

/** Attaching a shipment to a ULD: a shipment and a weight of at least 0.1 kg, step 0.1. */
export const AssignShipmentSchema = v.object({
  id: IdParamSchema,
  shipment_id: IdParamSchema,
  weight: kg(0.1, msg('invalidAttachWeight')),
});

// ---- answers ----

const FlightRefSchema = v.object({
  id: IntSchema,
  flight_number: v.pipe(v.string(), v.examples(['8Z101'])),
  ...FlightTimesFields,
  departure_airport: v.nullable(IntSchema),
  arrival_airport: v.nullable(IntSchema),
  departure_code: v.nullable(v.pipe(v.string(), v.examples(['FIH']))),
  arrival_code: v.nullable(v.pipe(v.string(), v.examples(['FBM']))),
});

/** A ULD as the lists show it, with its code's parts and what it carries (computed, never stored). */
export const UldSchema = v.object({
  id: IntSchema,
  code: v.pipe(v.string(), v.examples(['AKE84103LH'])),
  uld_type: v.pipe(v.string(), v.examples(['AKE'])),
  serial: v.pipe(v.string(), v.examples(['84103'])),
  owner_code: v.pipe(v.string(), v.examples(['LH'])),
  label: v.nullable(v.string()),
  type: v.picklist(ULD_TYPES),
  status: v.picklist(ULD_STATUSES),
  /** The ULD's maximum gross weight (kg, tare included), the limit loading checks; null: no limit known. */
  capacity: v.nullable(v.number()),
  /** The highest maximum gross weight published for the code's type (any deck), the most `capacity` may be; null where none is. */
  max_gross_weight: v.nullable(v.number()),
  /** kg on the ULD: shipments attached and bags loaded into it (the same as `net_kg`). */
  load_kg: v.number(),
  /** Bags a LOADED scan put into the ULD and no later scan took out, and their kg (part of `load_kg`). */
  bag_count: IntSchema,
  bags_kg: v.number(),
  /** What is on the ULD, kg. */
  net_kg: v.number(),
  /** What the ULD weighs empty, kg: its plate's where recorded, else its type's published figure; null: unknown. */
  tare_kg: v.nullable(v.number()),
  /** Where `tare_kg` comes from: `PLATE` recorded for this ULD, `TYPE` its type's figure; null when unknown. */
  tare_source: v.nullable(v.picklist(['PLATE', 'TYPE'])),
  /** `net_kg` + `tare_kg`; null while the tare is unknown. */
  gross_kg: v.nullable(v.number()),
  /** gross_kg against capacity, in percent (one decimal); null without a capacity or a tare. */
  load_percent: v.nullable(v.number()),
  airport_id: v.nullable(IntSchema),
  airport: v.nullable(v.object({ id: IntSchema, code: v.string() })),
  flight_id: v.nullable(IntSchema),
  flight: v.nullable(FlightRefSchema),
  user: v.nullable(v.object({ id: IntSchema, name: v.string() })),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});

/** A shipment on a ULD: the weight it takes there, beside its own. */
export const UldShipmentSchema = v.object({
  id: IntSchema,
  awb_number: v.pipe(v.string(), v.examples(['057-12345675'])),
  nature: v.nullable(v.string()),
  consignee: v.string(),
  weight: v.number(),
  shipment_weight: v.number(),
});
/** A bag loaded into a ULD, with its flight: the ULD's own flight's bags, and any loaded into it by mistake. */
export const UldBagSchema = v.object({
  id: IntSchema,
  bag_tag_number: v.pipe(v.string(), v.examples(['0057123456'])),
  weight: v.number(),
  /** Where in the hold the LOADED scan said (`12L`); null when it did not. */
  hold_position: v.nullable(v.string()),
  flight_id: IntSchema,
  flight_number: v.pipe(v.string(), v.examples(['8Z101'])),
});
export const UldDetailSchema = v.object({
  ...UldSchema.entries,
  shipments: v.array(UldShipmentSchema),
  bags: v.array(UldBagSchema),
});
