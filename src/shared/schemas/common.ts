import * as v from 'valibot';

// Messages are dictionary keys under `errors.` (locales/en): the server translates them for the caller.
// Ids are PostgreSQL `integer` columns: a larger number could never match and would make the query fail.
const ID_MAX = 2_147_483_647;
export const IdSchema = v.pipe(v.number('errors.invalidNumber'), v.integer('errors.invalidNumber'), v.minValue(1, 'errors.invalidNumber'), v.maxValue(ID_MAX, 'errors.invalidNumber'));

/** Ids arriving in a path or query string are text; accept both. */
export const IdParamSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))], 'errors.invalidNumber'),
  IdSchema,
);

export const PageSchema = v.optional(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number))], 'errors.invalidNumber'),
    v.integer('errors.invalidNumber'),
    v.minValue(1, 'errors.invalidNumber'),
  ),
  1,
);

// PostgreSQL text cannot hold U+0000: refused here (422), it would fail the query (500).
export const noNul = v.check((s: string) => !s.includes('\u0000'), 'errors.invalidText');

/** A required line of text: trimmed, not empty, bounded. */
export const text = (max = 255) =>
  v.pipe(v.string('errors.required'), v.trim(), v.nonEmpty('errors.required'), v.maxLength(max, 'errors.tooLong'), noNul);

export const optionalText = (max = 255) =>
  v.nullish(v.pipe(v.string('errors.invalidText'), v.trim(), v.maxLength(max, 'errors.tooLong'), noNul));

/** The pagination envelope of CONTRACT §6. */
export type Page<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  next_page_url: string | null;
  prev_page_url: string | null;
  links: { url: string | null; label: string; active: boolean }[];
};
