import * as v from 'valibot';
import { CLAIM_FILERS, CLAIM_STATUSES } from '../claim-codes';
import { BAG_EVENT_TYPES, BAG_STATUSES } from '../codes';
import { msg } from '../messages';
import { AuditRecordSchema } from './audit';
import { IntSchema, TimestampSchema, noNul } from './common';
import { FOUND_BAG_STATUSES } from './found-bags';

// A passenger's data on request: what Tarmac holds about the passenger of a PNR or of a claim, as a
// summary, as one JSON document to hand over, and its erasure before the retention periods run out.

/** An erasure's reason: a sentence or two and a ticket number, never a letter. */
export const ERASE_REASON_MAX = 500;

const ID_MAX = 2_147_483_647;
// digits alone are an id (references begin with a station's letters), which the database's integers bound
const isClaimKey = (s: string) =>
  s === '' || (/^\d+$/.test(s) ? s.length <= 10 && Number(s) >= 1 && Number(s) <= ID_MAX : /^[A-Z0-9]{1,20}$/.test(s));

// Both are text, as a query string carries them; empty is left out, as the filters of other lists take it.
const requestFields = {
  /** The booking reference: every passenger booked under it, and the claims that give it or name one of them. */
  pnr: v.optional(
    v.pipe(
      v.string(msg('invalidPnr')),
      v.trim(),
      v.toUpperCase(),
      v.check((s) => s === '' || /^[A-Z0-9]{6}$/.test(s), msg('invalidPnr')),
      v.description(
        'A booking reference, six letters or digits in any case: every passenger booked under it, and the claims giving it or linked to one of them.',
      ),
      v.examples(['K7T2QX']),
    ),
    '',
  ),
  /** A claim, by its reference (`FIH8Z00042`) or its id: the claim, its passenger and that passenger's other claims. */
  claim: v.optional(
    v.pipe(
      v.string(msg('invalidClaimKey')),
      v.trim(),
      v.toUpperCase(),
      v.maxLength(20, msg('invalidClaimKey')),
      v.check(isClaimKey, msg('invalidClaimKey')),
      v.description(
        "A claim's reference (`FIH8Z00042`, in any case) or its id: the claim, its passenger and that passenger's other claims.",
      ),
      v.examples(['FIH8Z00042']),
    ),
    '',
  ),
};

/** Exactly one of the two. */
const oneOf = (r: { pnr?: string; claim?: string }) => !r.pnr !== !r.claim;

// the refusal is named on the PNR, the field a desk fills first; a partial check runs even when other fields fail
export const PersonalDataQuerySchema = v.pipe(
  v.object(requestFields),
  v.forward(v.partialCheck([['pnr'], ['claim']], oneOf, msg('pnrOrClaim')), ['pnr']),
);
export type PersonalDataQuery = v.InferOutput<typeof PersonalDataQuerySchema>;

export const EraseReasonSchema = v.pipe(
  v.string(msg('required')),
  v.trim(),
  v.nonEmpty(msg('required')),
  v.maxLength(ERASE_REASON_MAX, msg('reasonTooLong')),
  noNul,
  v.description(
    'Why the data is erased ahead of time: who asked, when and how, a ticket number. Kept in the audit trail; write no personal data here.',
  ),
  v.examples(['Request by e-mail of 3 March, ticket DPO-2026-014']),
);

export const ErasePersonalDataSchema = v.pipe(
  v.object({ ...requestFields, reason: EraseReasonSchema }),
  v.forward(v.partialCheck([['pnr'], ['claim']], oneOf, msg('pnrOrClaim')), ['pnr']),
);
export type ErasePersonalData = v.InferOutput<typeof ErasePersonalDataSchema>;

// ---- answers ----

const Nullable = <T extends v.GenericSchema>(s: T) => v.nullable(s);
/** When retention or a request erased the record's personal data; null while it is kept. */
const ErasedAt = Nullable(TimestampSchema);

/** The request as understood: the PNR, or the claim's reference (also when it was asked for by id). */
export const PersonalDataRequestSchema = v.object({
  pnr: Nullable(v.pipe(v.string(), v.examples(['K7T2QX']))),
  claim: Nullable(v.pipe(v.string(), v.examples(['FIH8Z00042']))),
});

/** How many records of each kind Tarmac holds about the passenger. */
export const PersonalDataCountsSchema = v.object({
  passengers: IntSchema,
  bags: IntSchema,
  bag_events: IntSchema,
  claims: IntSchema,
  found_bags: IntSchema,
  baggage_messages: IntSchema,
  audit_rows: IntSchema,
});

/** What an admin checks before exporting or erasing: who this is, and how much is held. */
export const PersonalDataSummarySchema = v.object({
  request: PersonalDataRequestSchema,
  passengers: v.array(
    v.object({
      id: IntSchema,
      name: v.string(),
      pnr: v.string(),
      seat: v.string(),
      flight_number: v.string(),
      departure_time: TimestampSchema,
      bags: IntSchema,
      erased_at: ErasedAt,
    }),
  ),
  claims: v.array(
    v.object({
      id: IntSchema,
      reference_number: v.string(),
      status: v.picklist(CLAIM_STATUSES),
      contact_name: v.string(),
      created_at: TimestampSchema,
      erased_at: ErasedAt,
    }),
  ),
  counts: PersonalDataCountsSchema,
  /** Passengers, claims and found bags whose personal data is still held: what an erasure would erase now. */
  erasable: v.object({ passengers: IntSchema, claims: IntSchema, found_bags: IntSchema, baggage_messages: IntSchema }),
});
export type PersonalDataSummary = v.InferOutput<typeof PersonalDataSummarySchema>;

const BagEventRecordSchema = v.object({
  id: IntSchema,
  event_type: v.picklist(BAG_EVENT_TYPES),
  airport_code: v.string(),
  remark: Nullable(v.string()),
  /** The staff member who scanned; null once their account is deleted. */
  staff: Nullable(v.string()),
  created_at: TimestampSchema,
});

const BagRecordSchema = v.object({
  id: IntSchema,
  bag_tag_number: v.string(),
  weight: v.number(),
  status: v.picklist(BAG_STATUSES),
  airport_code: Nullable(v.string()),
  created_at: TimestampSchema,
  events: v.array(BagEventRecordSchema),
});

const PassengerRecordSchema = v.object({
  id: IntSchema,
  name: v.string(),
  pnr: v.string(),
  seat: v.string(),
  flight: v.object({
    id: IntSchema,
    flight_number: v.string(),
    departure_airport_code: Nullable(v.string()),
    arrival_airport_code: Nullable(v.string()),
    departure_time: TimestampSchema,
    arrival_time: TimestampSchema,
  }),
  personal_data_erased_at: ErasedAt,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  bags: v.array(BagRecordSchema),
});

const ClaimRecordSchema = v.object({
  id: IntSchema,
  reference_number: v.string(),
  status: v.picklist(CLAIM_STATUSES),
  passenger_id: Nullable(IntSchema),
  pnr: Nullable(v.string()),
  bag_tag_number: Nullable(v.string()),
  bag_brand: Nullable(v.string()),
  bag_color: Nullable(v.string()),
  bag_type: Nullable(v.string()),
  description: Nullable(v.string()),
  distinctive_features: Nullable(v.string()),
  flight_number: Nullable(v.string()),
  flight_date: Nullable(v.string()),
  arrival_airport_code: v.string(),
  contact_name: v.string(),
  contact_email: Nullable(v.string()),
  contact_phone: v.string(),
  temporary_address: v.string(),
  address_from: Nullable(v.string()),
  address_until: Nullable(v.string()),
  /** The link to the bag's location the passenger shared, until its end (then erased). */
  tracker_url: Nullable(v.string()),
  tracker_expires_at: Nullable(TimestampSchema),
  /** `passenger` when they filed it themselves. */
  filed_by: v.picklist(CLAIM_FILERS),
  /** Who filed it at the desk; null once their account is deleted. */
  reported_by: Nullable(v.string()),
  personal_data_erased_at: ErasedAt,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  history: v.array(
    v.object({
      status: v.picklist(CLAIM_STATUSES),
      note: Nullable(v.string()),
      user: Nullable(v.string()),
      created_at: TimestampSchema,
    }),
  ),
});

const FoundBagRecordSchema = v.object({
  id: IntSchema,
  claim_id: Nullable(IntSchema),
  status: v.picklist(FOUND_BAG_STATUSES),
  bag_tag_number: Nullable(v.string()),
  bag_brand: Nullable(v.string()),
  bag_color: Nullable(v.string()),
  bag_type: Nullable(v.string()),
  contents: Nullable(v.string()),
  distinctive_features: Nullable(v.string()),
  name_on_label: Nullable(v.string()),
  flight_number: Nullable(v.string()),
  found_at: TimestampSchema,
  found_location: v.string(),
  airport_code: v.string(),
  /** The photo itself, as base64: a copy of what is held is the picture, not its size. */
  photo: Nullable(
    v.object({ content_type: v.string(), size: IntSchema, uploaded_at: TimestampSchema, base64: v.string() }),
  ),
  personal_data_erased_at: ErasedAt,
  created_at: TimestampSchema,
});

/** Everything Tarmac holds about the passenger, as one document: the answer to a subject access request. */
export const PersonalDataExportSchema = v.object({
  generated_at: TimestampSchema,
  request: PersonalDataRequestSchema,
  passengers: v.array(PassengerRecordSchema),
  claims: v.array(ClaimRecordSchema),
  found_bags: v.array(FoundBagRecordSchema),
  /** The baggage messages (BSM, BUM) that named the passengers or carried their bags' plates, as received. */
  baggage_messages: v.array(
    v.object({
      id: IntSchema,
      received_at: TimestampSchema,
      kind: v.string(),
      flight_number: Nullable(v.string()),
      flight_day: Nullable(v.string()),
      text: v.string(),
      personal_data_erased_at: ErasedAt,
    }),
  ),
  /** The audit rows about these passengers, bags, claims and found bags, oldest first. */
  audit: v.array(AuditRecordSchema),
});
export type PersonalDataExport = v.InferOutput<typeof PersonalDataExportSchema>;

/** What an erasure on request erased now, per kind, and when. */
export const PersonalDataErasureSchema = v.object({
  erased: v.object({ passengers: IntSchema, claims: IntSchema, found_bags: IntSchema, baggage_messages: IntSchema }),
  erased_at: TimestampSchema,
});
