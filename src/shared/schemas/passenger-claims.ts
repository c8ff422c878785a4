import * as v from 'valibot';
import { CLAIM_STATUSES } from '../claim-codes';
import { msg } from '../messages';
import { EmailSchema, bagDescriptionFields } from './claims';
import { DaySchema, TimestampSchema, noNul, optionalText, text } from './common';

// The passenger's own side of a claim, outside the staff app: filing it from the reclaim hall, following it with
// its reference, their last name and the check code of the receipt, and changing how to reach them.

const Plate = bagDescriptionFields.bag_tag_number;
const OptionalEmail = v.nullish(v.union([v.literal(''), EmailSchema], msg('invalidEmail')));
const OptionalDay = v.nullish(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.isoDate())], msg('invalidDate')));
const FlightNumber = v.pipe(
  v.string(msg('required')),
  v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
  v.nonEmpty(msg('required')),
  v.regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, msg('invalidFlightNumber')),
);
const AirportCode = v.pipe(
  v.string(msg('required')),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{3}$/, msg('invalidAirportCode')),
);

/** One missing bag: the plate of its tag receipt when the passenger has it, and how it looks. */
const MissingBagSchema = v.object({
  bag_tag_number: Plate,
  bag_type: bagDescriptionFields.bag_type,
  bag_color: bagDescriptionFields.bag_color,
  bag_brand: bagDescriptionFields.bag_brand,
  distinctive_features: bagDescriptionFields.distinctive_features,
  /** What is in it, in the passenger's words. */
  contents: optionalText(2000),
});

export const FileClaimSchema = v.pipe(
  v.object({
    /** The airport whose reclaim hall the bag did not come out in (its code, as the poster's link carries it). */
    airport: AirportCode,
    flight_number: FlightNumber,
    flight_date: v.pipe(v.string(msg('invalidDate')), v.trim(), v.isoDate(msg('invalidDate'))),
    contact_name: text(120),
    contact_phone: text(40),
    contact_email: OptionalEmail,
    /** Where to deliver the bag, and the days the passenger is there. */
    temporary_address: text(300),
    address_from: OptionalDay,
    address_until: OptionalDay,
    /** The language of the passenger's receipt and news. */
    lang: v.optional(v.picklist(['en', 'fr'], msg('invalidReceiptLanguage')), 'en'),
    /** One claim per bag, each with its reference: at most 5 bags in one filing. */
    bags: v.pipe(
      v.array(MissingBagSchema, msg('required')),
      v.minLength(1, msg('required')),
      v.maxLength(5, msg('tooManyBags')),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['address_from'], ['address_until']],
      (c) => !c.address_from || !c.address_until || c.address_from <= c.address_until,
      msg('addressDaysOrder'),
    ),
    ['address_until'],
  ),
);
export type FileClaim = v.InferOutput<typeof FileClaimSchema>;

/** What proves a claim is the passenger's: its reference, their last name and the check code of the receipt. */
const proof = (max: number) =>
  v.pipe(
    v.string(msg('required')),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(msg('required')),
    v.maxLength(max, msg('tooLong')),
    noNul,
  );
export const ClaimProofFields = { reference: proof(20), last_name: proof(120), code: proof(12) };
export const ClaimLookupSchema = v.object(ClaimProofFields);
export type ClaimLookup = v.InferOutput<typeof ClaimLookupSchema>;

/** The claim's receipt (PDF) for the passenger, on the same proofs, in the language they read. */
export const OwnReceiptSchema = v.object({
  ...ClaimProofFields,
  lang: v.optional(v.picklist(['en', 'fr'], msg('invalidReceiptLanguage'))),
});

/**
 * A link to the bag's location shared from Find My or Find Hub: its shape here, its hosts on the server (they are
 * the airport's configuration). Null or empty removes it.
 */
const TrackerUrl = v.nullish(
  v.union(
    [v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(2048, msg('tooLong')), noNul)],
    msg('trackerLinkInvalid'),
  ),
);
/** When the sharing stops: an instant with its zone; left out, seven days from the link's change. */
const TrackerExpiry = v.nullish(
  v.union(
    [v.literal(''), v.pipe(v.string(), v.trim(), v.isoTimestamp(msg('trackerExpiryInvalid')))],
    msg('trackerExpiryInvalid'),
  ),
);

/** What the passenger may change: how to reach them, where and when to deliver, the bag's location. Each field left out stays. */
export const PassengerClaimUpdateSchema = v.pipe(
  v.object({
    ...ClaimProofFields,
    contact_phone: v.optional(text(40)),
    contact_email: OptionalEmail,
    temporary_address: v.optional(text(300)),
    address_from: OptionalDay,
    address_until: OptionalDay,
    tracker_url: TrackerUrl,
    tracker_expires_at: TrackerExpiry,
  }),
  v.forward(
    v.partialCheck(
      [['address_from'], ['address_until']],
      (c) => !c.address_from || !c.address_until || c.address_from <= c.address_until,
      msg('addressDaysOrder'),
    ),
    ['address_until'],
  ),
);
export type PassengerClaimUpdate = v.InferOutput<typeof PassengerClaimUpdateSchema>;

// ---- answers ----

/** Where the passenger's bag is, in the words they read (the desk's statuses, said for them). */
export const PASSENGER_STAGES = [
  'awaiting_confirmation',
  'tracing',
  'located',
  'on_its_way',
  'delivered',
  'lost',
] as const;

export const FiledClaimsSchema = v.object({
  claims: v.array(
    v.object({
      reference_number: v.pipe(v.string(), v.examples(['FIH8Z00042'])),
      check_code: v.pipe(v.string(), v.examples(['K7T2QX'])),
      bag_tag_number: v.nullable(v.string()),
    }),
  ),
});

export const PassengerClaimSchema = v.object({
  reference_number: v.pipe(v.string(), v.examples(['FIH8Z00042'])),
  stage: v.picklist(PASSENGER_STAGES),
  /** The stage and what comes next, in the passenger's language. */
  stage_text: v.string(),
  next_step: v.string(),
  /** The dates of each change of status, without who made it or the desk's notes. */
  history: v.array(v.object({ status: v.picklist(CLAIM_STATUSES), at: TimestampSchema })),
  bag_tag_number: v.nullable(v.string()),
  flight_number: v.nullable(v.string()),
  flight_date: v.nullable(DaySchema),
  contact_phone: v.string(),
  contact_email: v.nullable(v.string()),
  temporary_address: v.string(),
  address_from: v.nullable(DaySchema),
  address_until: v.nullable(DaySchema),
  /** The link to the bag's location the passenger shared, and when it stops (then Tarmac erases it). */
  tracker_url: v.nullable(v.string()),
  tracker_expires_at: v.nullable(TimestampSchema),
  /** Whether this airport takes tracker links at all (TRACKER_LINK_HOSTS): the page hides the field when not. */
  tracker_links: v.boolean(),
  /** The lost-and-found desk of the arrival airport, to call or visit. */
  desk: v.object({ airport: v.string(), phone: v.nullable(v.string()), email: v.nullable(v.string()) }),
  filed_at: TimestampSchema,
});
export type PassengerClaim = v.InferOutput<typeof PassengerClaimSchema>;
