import * as v from 'valibot';
import {
  BAG_TYPES,
  CLAIM_FILERS,
  CLAIM_STATUSES,
  FILING_CHECKS,
  normaliseBagColour,
  normaliseBagType,
} from '../claim-codes';
import { vocabularyWord } from '../codes';
import {
  DaySchema,
  IdParamSchema,
  IntSchema,
  PageCursorFields,
  PageSchema,
  TimestampSchema,
  noNul,
  optionalText,
  pageOf,
  text,
} from './common';
import { msg } from '../messages';
import { ClaimNewsSchema } from './claim-news';

// Lost-baggage claims: the claim form, the search and the status updates.

export const ClaimStatusSchema = v.pipe(
  v.string(msg('required')),
  v.transform(vocabularyWord),
  v.picklist(CLAIM_STATUSES, msg('invalidClaimStatus')),
  v.examples(['DELAYED']),
);

/** An e-mail address as a claim keeps it: trimmed, lower case; the desk's form and the passenger's page alike. */
export const EmailSchema = v.pipe(
  v.string(msg('invalidEmail')),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, msg('tooLong')),
  v.email(msg('invalidEmail')),
);
const DateSchema = v.pipe(v.string(msg('invalidDate')), v.trim(), v.isoDate(msg('invalidDate')));

/** How a bag is described, the same on a claim and on a found bag, so that the two can be matched. */
export const bagDescriptionFields = {
  /** A torn-off tag is no reason to refuse a claim: optional, linked to the bag when known. */
  bag_tag_number: v.nullish(
    v.pipe(v.string(msg('invalidText')), v.trim(), v.toUpperCase(), v.maxLength(32, msg('tooLong')), noNul),
  ),
  bag_brand: optionalText(80),
  /** A colour code (BK, bu…) is stored as the code so that desks can match it; a free colour as written. */
  bag_color: v.nullish(
    v.pipe(
      v.string(msg('invalidText')),
      v.trim(),
      v.maxLength(40, msg('tooLong')),
      noNul,
      v.transform(normaliseBagColour),
    ),
  ),
  /** Suitcase, Backpack or a code of the IATA chart (src/shared/claim-codes.ts); empty when unknown. */
  bag_type: v.nullish(
    v.pipe(
      v.string(msg('invalidBagType')),
      v.trim(),
      v.maxLength(40, msg('invalidBagType')),
      v.transform((t) => (t === '' ? null : (normaliseBagType(t) ?? t))),
      v.union([v.null(), v.picklist(BAG_TYPES)], msg('invalidBagType')),
    ),
  ),
  distinctive_features: optionalText(1000),
  flight_number: v.nullish(
    v.pipe(v.string(msg('invalidText')), v.trim(), v.toUpperCase(), v.maxLength(10, msg('invalidFlightNumber')), noNul),
  ),
};

const claimFields = {
  ...bagDescriptionFields,
  pnr: v.nullish(
    v.pipe(v.string(msg('invalidText')), v.trim(), v.toUpperCase(), v.maxLength(6, msg('invalidPnr')), noNul),
  ),
  status: ClaimStatusSchema,
  description: optionalText(2000),
  flight_date: v.nullish(v.union([v.literal(''), DateSchema], msg('invalidDate'))),
  arrival_airport: IdParamSchema,
  contact_name: text(120),
  contact_email: v.nullish(v.union([v.literal(''), EmailSchema], msg('invalidEmail'))),
  contact_phone: text(40),
  /** Older clients call it `contact_address`, newer ones `temporary_address`: either is taken. */
  temporary_address: optionalText(300),
  contact_address: optionalText(300),
  /** Some clients send the reporter along; the server sets it from the session whatever the body says. */
  reported_by: v.nullish(v.unknown()),
};

export const CreateClaimSchema = v.pipe(
  v.object(claimFields),
  // required in one of its two spellings, named as the form names it. A partial check runs even when other
  // fields fail, so that a body missing everything hears of the address with the rest.
  v.forward(
    v.partialCheck(
      [['temporary_address'], ['contact_address']],
      (c) => !!(c.temporary_address || c.contact_address),
      msg('required'),
    ),
    ['temporary_address'],
  ),
  v.transform(({ contact_address, reported_by: _, ...claim }) => ({
    ...claim,
    temporary_address: claim.temporary_address || contact_address || '',
    flight_date: claim.flight_date || null,
    contact_email: claim.contact_email || null,
  })),
);
export type CreateClaim = v.InferInput<typeof CreateClaimSchema>;

export const ClaimListSchema = v.object({
  page: PageSchema,
  ...PageCursorFields,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, msg('tooLong')), noNul), ''),
  /** `due`: only the claims whose clock runs out within 2 days or has run out, most urgent first. */
  deadline: v.nullish(
    v.pipe(
      v.string(),
      v.transform((s) => s.trim().toLowerCase() || null),
      v.union([v.null(), v.literal('due')], msg('invalidDeadlineFilter')),
    ),
  ),
});

export const ClaimTagLookupSchema = v.object({
  tag: v.pipe(v.string(msg('required')), v.trim(), v.nonEmpty(msg('required')), v.maxLength(32, msg('tooLong')), noNul),
});
/** The passenger's choice of language for the receipt; the caller's own when left out. */
export const ClaimReceiptSchema = v.object({
  id: IdParamSchema,
  lang: v.nullish(v.picklist(['en', 'fr'], msg('invalidReceiptLanguage'))),
});

/** The reclaim hall's poster of an airport (its IATA code), its QR code opening the filing page in `lang`. */
export const ClaimPosterSchema = v.object({
  code: v.pipe(
    v.string(msg('required')),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, msg('invalidAirportCode')),
    v.examples(['FIH']),
  ),
  lang: v.nullish(v.picklist(['en', 'fr'], msg('invalidReceiptLanguage'))),
});

export const UpdateClaimStatusSchema = v.object({
  id: IdParamSchema,
  status: ClaimStatusSchema,
  note: optionalText(1000),
});

// ---- answers ----

export const ClaimHistorySchema = v.object({
  id: IntSchema,
  status: v.picklist(CLAIM_STATUSES),
  note: v.nullable(v.string()),
  user: v.nullable(v.object({ id: IntSchema, name: v.string() })),
  /** The passenger changed how to reach them or where to deliver (`note` names the fields). */
  by_passenger: v.boolean(),
  updated_at: TimestampSchema,
});

/** One of the Montreal Convention's clocks on a claim (src/server/domains/lost-and-found/claims/deadlines.ts). */
export const DeadlineSchema = v.object({
  kind: v.picklist(['LOST_AFTER', 'DAMAGE_COMPLAINT', 'DELAY_COMPLAINT']),
  due_on: DaySchema,
  /** Negative once past. */
  days_left: IntSchema,
});

/** A claim as the API answers it: bag, passenger, flight and reporter as objects; its clocks. */
export const ClaimSchema = v.object({
  id: IntSchema,
  reference_number: v.pipe(v.string(), v.examples(['FIH8Z00042'])),
  status: v.picklist(CLAIM_STATUSES),
  bag_brand: v.nullable(v.string()),
  bag_color: v.nullable(v.string()),
  bag_type: v.nullable(v.string()),
  description: v.nullable(v.string()),
  distinctive_features: v.nullable(v.string()),
  bag_tag_number: v.nullable(v.string()),
  pnr: v.nullable(v.string()),
  flight_number: v.nullable(v.string()),
  flight_date: v.nullable(v.string()),
  arrival_airport: IntSchema,
  contact_name: v.string(),
  contact_email: v.nullable(v.string()),
  contact_phone: v.string(),
  temporary_address: v.string(),
  bag: v.nullable(v.object({ id: IntSchema, bag_tag_number: v.string(), tag_number: v.string() })),
  passenger: v.nullable(v.object({ id: IntSchema, name: v.string() })),
  flight: v.nullable(v.object({ id: IntSchema, flight_number: v.string() })),
  user: v.nullable(v.object({ id: IntSchema, name: v.string() })),
  /** Who filed it: the desk, or the passenger on their phone (then `confirmed_at` says whether an agent confirmed it). */
  filed_by: v.picklist(CLAIM_FILERS),
  /** A passenger's filing checked against the flight's lists: a plate among its bags, the name among its passengers. */
  filing_check: v.nullable(v.picklist(FILING_CHECKS)),
  confirmed_at: v.nullable(TimestampSchema),
  /** What the passenger gives with the reference and their last name to follow the claim; printed on the receipt. */
  check_code: v.nullable(v.pipe(v.string(), v.examples(['K7T2QX']))),
  /** The days the passenger is at the delivery address. */
  address_from: v.nullable(DaySchema),
  address_until: v.nullable(DaySchema),
  /** A link to the bag's location the passenger shared (Find My, Find Hub), and when it stops; null once it has. */
  tracker_url: v.nullable(v.string()),
  tracker_expires_at: v.nullable(TimestampSchema),
  /** When the desk sent the found bag out to the passenger; null unless the claim is FOUND and it was sent. */
  out_for_delivery_at: v.nullable(TimestampSchema),
  deadlines: v.array(DeadlineSchema),
  /** The nearest clock still running, or a missing bag's once past; null without one. */
  next_deadline: v.nullable(DeadlineSchema),
  /** How urgent next_deadline is: OPEN, DUE_SOON (2 days or less), PAST_DUE; null without one. */
  deadline_state: v.nullable(v.picklist(['OPEN', 'DUE_SOON', 'PAST_DUE'])),
  /** A DELAYED bag's 21 days are up: the desk is asked whether to mark it LOST. */
  propose_lost: v.boolean(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export const ClaimPageSchema = pageOf(ClaimSchema);
export const ClaimDetailSchema = v.object({
  ...ClaimSchema.entries,
  histories: v.array(ClaimHistorySchema),
  /** The carrier's liability for the passenger's checked baggage (Montreal Convention, art. 22(2)), as configured. */
  liability_limit_sdr: v.pipe(IntSchema, v.examples([1519])),
  /** The e-mails that told the passenger its news, and whether the server sends any (decision 063). */
  news: ClaimNewsSchema,
});
export const ClaimTagLookupResultSchema = v.object({
  bag_tag_number: v.string(),
  pnr: v.string(),
  passenger: v.object({ id: IntSchema, name: v.string() }),
  flight: v.object({
    id: IntSchema,
    flight_number: v.string(),
    flight_date: DaySchema,
    arrival_airport: v.nullable(IntSchema),
  }),
});
export const ClaimStatusResultSchema = v.object({
  status: v.picklist(CLAIM_STATUSES),
  history: ClaimHistorySchema,
  message: v.string(),
});
