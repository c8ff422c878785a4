import * as v from 'valibot';
import { addDays, LOCAL_DATETIME, utcMs } from '../time';
import { msg } from '../messages';

// Messages are dictionary keys given through msg(): the server, or a form before sending, translates them for the reader.
// Ids are PostgreSQL `integer` columns: a larger number could never match and would make the query fail.
const ID_MAX = 2_147_483_647;
export const IdSchema = v.pipe(
  v.number(msg('invalidNumber')),
  v.integer(msg('invalidNumber')),
  v.minValue(1, msg('invalidNumber')),
  v.maxValue(ID_MAX, msg('invalidNumber')),
);

/** Ids arriving in a path or query string are text; accept both. */
export const IdParamSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))], msg('invalidNumber')),
  v.examples([1]),
  IdSchema,
);

/**
 * Text is six digits at most; a number (tRPC's JSON input) gets the same bound, as a page far past the end
 * makes an OFFSET PostgreSQL cannot hold (`page: 1e300` failed the query: a 500).
 */
export const PageSchema = v.optional(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number))], msg('invalidNumber')),
    v.integer(msg('invalidNumber')),
    v.minValue(1, msg('invalidNumber')),
    v.maxValue(999_999, msg('invalidNumber')),
  ),
  1,
);

/** A timestamp as a cursor carries it: UTC with all six digits PostgreSQL keeps, so no row is skipped or repeated. */
const CURSOR_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const isInstant = (s: string) =>
  CURSOR_INSTANT.test(s) && !Number.isNaN(Date.parse(s)) && new Date(s).toISOString().slice(0, 23) === s.slice(0, 23);

/**
 * What a page cursor names: the sort key and the id of the row at the page's edge. `t` is a timestamp key,
 * `s` a text key (a name); nothing else is accepted, so a key reaches the query only in a form it can compare.
 */
export const CursorValueSchema = v.union([
  v.strictObject({ t: v.pipe(v.string(), v.check(isInstant)), id: IdSchema }),
  v.strictObject({
    s: v.pipe(
      v.string(),
      v.maxLength(500),
      v.check((s) => !s.includes('\u0000')),
    ),
    id: IdSchema,
  }),
]);
export type CursorValue = v.InferOutput<typeof CursorValueSchema>;

const fromBase64Url = (s: string) => {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
};

/** The opaque cursor of next_page_url and prev_page_url: base64url of a small JSON object. */
export const encodeCursor = (value: CursorValue) => {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

const decodeCursor = (s: string): CursorValue | null => {
  try {
    const parsed = v.safeParse(CursorValueSchema, JSON.parse(fromBase64Url(s)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
};

const cursorParam = (description: string) =>
  v.optional(
    v.pipe(
      v.string(msg('invalidCursor')),
      v.regex(/^[A-Za-z0-9_-]{1,1400}$/, msg('invalidCursor')),
      v.description(description),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const value = decodeCursor(dataset.value);
        if (!value) {
          addIssue({ message: msg('invalidCursor') });
          return NEVER;
        }
        return value;
      }),
    ),
  );

/**
 * `after` and `before` of a list: the cursors its next_page_url and prev_page_url carry. A client follows those
 * links as they are; a page read after a cursor costs the same at any depth, where `page` alone skips rows.
 */
export const PageCursorFields = {
  after: cursorParam(
    'Opaque cursor of `next_page_url`: the page starts after the row it names (the last of the page before), ' +
      'whatever its depth. Take it from the link, never build it; a damaged one answers 422. With `page`, which then only numbers the page.',
  ),
  before: cursorParam(
    'Opaque cursor of `prev_page_url`: the page ends before the row it names (the first of the page after). ' +
      'Take it from the link, never build it; a damaged one answers 422. Not with `after`.',
  ),
};

/**
 * 2 January of year 1: PostgreSQL's calendar has no year 0 (1 BC), and four digits write none before it. Not the 1st:
 * a day or a time read on an airport's clock east of UTC (Kinshasa's) begins on 31 December of year 0 in UTC, which
 * the database refused (500).
 */
const FIRST_DAY = '0001-01-02';

/**
 * A day the calendar has (isoDate checks the form only: 2026-02-30 must be refused, not read as 2 March) and whose
 * next day has four digits too, as services read a local day up to the next midnight. The form is tested first:
 * the date arithmetic throws on text that is no date, which answered 400 "not JSON" instead of naming the field.
 */
export const isCalendarDay = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) && d >= FIRST_DAY && d < '9999-12-31' && addDays(d, 0) === d;

/** A local calendar day (the airport's) sent by a caller: `2026-11-25`. */
export const LocalDaySchema = v.pipe(
  v.string(msg('required')),
  v.trim(),
  v.nonEmpty(msg('required')),
  v.isoDate(msg('invalidDate')),
  v.check(isCalendarDay, msg('invalidDate')),
);

// PostgreSQL text cannot hold U+0000: refused here (422), it would fail the query (500).
export const noNul = v.check((s: string) => !s.includes('\u0000'), msg('invalidText'));

/** A required line of text: trimmed, not empty, bounded. */
export const text = (max = 255) =>
  v.pipe(v.string(msg('required')), v.trim(), v.nonEmpty(msg('required')), v.maxLength(max, msg('tooLong')), noNul);

export const optionalText = (max = 255) =>
  v.nullish(v.pipe(v.string(msg('invalidText')), v.trim(), v.maxLength(max, msg('tooLong')), noNul));

// What the API answers: declared for the OpenAPI document and the conformance tests, never
// parsed on the hot path. src/server/rest/responses.ts checks at compile time that they match the code.

export const IntSchema = v.pipe(v.number(), v.integer());
/** An instant as JSON carries it: UTC (`…Z`) or, for flight times, with the airport's offset. */
export const TimestampSchema = v.pipe(v.string(), v.isoTimestamp(), v.examples(['2026-11-22T14:30:00+01:00']));
/** A local calendar day. */
export const DaySchema = v.pipe(v.string(), v.isoDate(), v.examples(['2026-11-22']));

/** `{message}`: what a person reads once the action is done. */
export const MessageSchema = v.object({ message: v.string() });
/** Bytes with their own content type (a PDF label), not JSON. */
export const BytesSchema = v.instance(Uint8Array);
/** A file whose type is its own (a photo): REST answers its bytes with that content type. */
export const TypedBytesSchema = v.object({ content_type: v.string(), bytes: BytesSchema });
/** A 204 answer: nothing. */
export const NoContentSchema = v.void();

const PageLinkSchema = v.object({ url: v.nullable(v.string()), label: v.string(), active: v.boolean() });

/** The pagination envelope of every list around any item: the page, the totals and the links to the pages around it. */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    data: v.array(item),
    current_page: IntSchema,
    last_page: IntSchema,
    per_page: IntSchema,
    total: IntSchema,
    next_page_url: v.nullable(v.pipe(v.string(), v.examples(['/api/flights?page=3']))),
    prev_page_url: v.nullable(v.pipe(v.string(), v.examples(['/api/flights?page=1']))),
    links: v.array(PageLinkSchema),
  });

export type Page<T> = Omit<v.InferOutput<ReturnType<typeof pageOf<v.GenericSchema>>>, 'data'> & { data: T[] };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The written date and time exist: Date.parse rolls 2026-02-30 over to 2 March instead of refusing it. */
function realDateTime(s: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const t = new Date(utcMs(y, mo - 1, d, h, mi, sec));
  return (
    m[0].slice(0, 10) >= FIRST_DAY &&
    t.getUTCFullYear() === y &&
    t.getUTCMonth() === mo - 1 &&
    t.getUTCDate() === d &&
    t.getUTCHours() === h &&
    t.getUTCMinutes() === mi &&
    t.getUTCSeconds() === sec
  );
}

/** A datetime-local value in the airport's time zone ("2026-11-22T14:30"), or an ISO instant with its offset. */
export const DateTimeSchema = v.pipe(
  v.string(msg('required')),
  v.trim(),
  v.nonEmpty(msg('required')),
  v.check(
    (s) =>
      (LOCAL_DATETIME.test(s) || ISO_INSTANT.test(s)) &&
      realDateTime(s) &&
      !Number.isNaN(Date.parse(s.length === 16 ? `${s}Z` : s)),
    msg('invalidDateTime'),
  ),
);
