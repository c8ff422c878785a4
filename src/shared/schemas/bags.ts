import * as v from 'valibot';
import { BAG_STATUSES, BAG_TAG_PATTERNS } from '../codes';
import { IdParamSchema, IdSchema, IntSchema, TimestampSchema } from './common';
import { msg } from '../messages';

export { BAG_TAG_PATTERNS, generateBagTag } from '../codes';

export const BagTagSchema = v.pipe(
  v.string(msg('required')),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(msg('required')),
  v.maxLength(32, msg('invalidBagTag')),
  v.check((s) => BAG_TAG_PATTERNS.some((p) => p.test(s)), msg('invalidBagTag')),
);

export const CreateBagSchema = v.object({
  bag_tag_number: BagTagSchema,
  // kg, min 0, step 0.1; 999 kg is beyond any checked bag, so a typo is caught
  weight: v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))],
      msg('invalidWeight'),
    ),
    v.number(msg('invalidWeight')),
    v.minValue(0, msg('invalidWeight')),
    v.maxValue(999, msg('invalidWeight')),
    v.transform((n) => Math.round(n * 10) / 10),
  ),
  passenger_id: IdParamSchema,
  // defaults to the agent's assigned airport
  airport_id: v.nullish(IdSchema),
});
export type CreateBag = v.InferInput<typeof CreateBagSchema>;

// ---- answers ----

export const BagSchema = v.object({
  id: IntSchema,
  bag_tag_number: v.pipe(v.string(), v.examples(['8Z-2026-00421337'])),
  weight: v.pipe(v.number(), v.examples([23.5])),
  passenger_id: IntSchema,
  airport_id: v.nullable(IntSchema),
  status: v.picklist(BAG_STATUSES),
  created_at: TimestampSchema,
});
