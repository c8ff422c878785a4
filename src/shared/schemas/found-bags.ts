import * as v from 'valibot';
import { BAG_TYPES } from '../claim-codes';
import { ClaimSchema, bagDescriptionFields } from './claims';
import {
  DateTimeSchema,
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

// Bags found without an owner and their matching with claims.

export const FOUND_BAG_STATUSES = ['OPEN', 'MATCHED'] as const;

export const CreateFoundBagSchema = v.object({
  ...bagDescriptionFields,
  contents: optionalText(2000),
  /** A name read on a label or luggage tag, matched against the claims' passengers and contacts. */
  name_on_label: optionalText(120),
  /** When it was found: the airport's local time, or with an offset; now when left out. */
  found_at: v.nullish(DateTimeSchema),
  found_location: text(120),
  /** The airport it was found at: the user's own when left out. */
  airport_id: v.nullish(IdParamSchema),
});

export const FoundBagListSchema = v.object({
  page: PageSchema,
  ...PageCursorFields,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, msg('tooLong')), noNul), ''),
  status: v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.transform((s) => s || null),
      v.union([v.null(), v.picklist(FOUND_BAG_STATUSES)], msg('invalidFoundBagStatus')),
    ),
  ),
});

/** The photo's bytes, from the multipart field `photo`; its type is checked from the bytes themselves. */
export const FoundBagPhotoSchema = v.object({
  id: IdParamSchema,
  photo: v.instance(Uint8Array, msg('photoMissing')),
});

export const MatchFoundBagSchema = v.object({ id: IdParamSchema, claim_id: IdParamSchema });

// ---- answers ----

export const FoundBagSchema = v.object({
  id: IntSchema,
  status: v.picklist(FOUND_BAG_STATUSES),
  bag_tag_number: v.nullable(v.string()),
  bag_brand: v.nullable(v.string()),
  bag_color: v.nullable(v.string()),
  bag_type: v.nullable(v.union([v.picklist(BAG_TYPES), v.string()])),
  contents: v.nullable(v.string()),
  distinctive_features: v.nullable(v.string()),
  name_on_label: v.nullable(v.string()),
  flight_number: v.nullable(v.string()),
  found_at: TimestampSchema,
  found_location: v.string(),
  airport: v.object({ id: IntSchema, code: v.string() }),
  claim: v.nullable(v.object({ id: IntSchema, reference_number: v.string() })),
  user: v.nullable(v.object({ id: IntSchema, name: v.string() })),
  /** What the photo is; its bytes are at /api/found-bags/{id}/photo. */
  photo: v.nullable(v.object({ content_type: v.string(), size: IntSchema, uploaded_at: TimestampSchema })),
  created_at: TimestampSchema,
});
export const FoundBagPageSchema = pageOf(FoundBagSchema);

/** Why two items may be the same bag, each worth points. */
export const MATCH_REASONS = ['TAG', 'NAME', 'FLIGHT', 'AIRPORT_DATE', 'COLOUR', 'TYPE', 'BRAND', 'WORDS'] as const;
export const MatchReasonSchema = v.object({
  reason: v.picklist(MATCH_REASONS),
  points: IntSchema,
  /** The words in common (WORDS), the tag, the flight… what the agent checks. */
  detail: v.nullable(v.string()),
});

export const ClaimMatchSchema = v.object({ score: IntSchema, reasons: v.array(MatchReasonSchema), claim: ClaimSchema });
export const FoundBagMatchSchema = v.object({
  score: IntSchema,
  reasons: v.array(MatchReasonSchema),
  found_bag: FoundBagSchema,
});
