import * as v from 'valibot';
import { BAG_STATUSES } from '../codes';
import { msg } from '../messages';
import { IdParamSchema, IntSchema, TimestampSchema, noNul } from './common';

// Baggage messages (IATA RP 1745 BSM and BUM) as the API takes them and answers what became of each.

/** The most a body may hold: 1 MiB, checked from its declared length before it is read (413 past it). */
export const MESSAGES_MAX_BYTES = 1024 * 1024;

/**
 * What became of a message:
 * - `received`: stored, not yet applied (a message whose applying was cut short stays so, and can be re-applied);
 * - `created`: it added bags (and the flight or passenger they needed); `updated`: it changed bags already known;
 * - `unchanged`: everything it says was already so (the same message twice);
 * - `deleted`: a DEL withdrew its bags from their flight; `offload`: a BUM marked its bags to offload;
 * - `refused`: it could not be read (`error` names the line and element); `failed`: read, but could not be applied
 *   (`error` says why, e.g. an airport Tarmac does not know).
 */
export const MESSAGE_OUTCOMES = [
  'received',
  'created',
  'updated',
  'unchanged',
  'deleted',
  'offload',
  'refused',
  'failed',
] as const;
export type MessageOutcome = (typeof MESSAGE_OUTCOMES)[number];
/**
 * The outcomes of a message that changed nothing yet, which may be applied again once what stopped it is fixed. One
 * applied already is not: applied again, an old BSM would put back a bag a later DEL withdrew from its flight.
 */
export const REAPPLICABLE_OUTCOMES = ['received', 'refused', 'failed'] as const satisfies readonly MessageOutcome[];
export const canReapply = (outcome: MessageOutcome) => (REAPPLICABLE_OUTCOMES as readonly string[]).includes(outcome);

/** The body as received: one or more messages in text, their envelope and blank lines included. */
export const ReceiveMessagesSchema = v.object({
  text: v.pipe(
    v.string(msg('required')),
    v.nonEmpty(msg('required')),
    v.maxLength(MESSAGES_MAX_BYTES, msg('tooLong')),
    noNul,
    v.description('One or more BSM or BUM messages, as the broker relays them.'),
  ),
});

export const MessageResultSchema = v.object({
  /** The stored message's id. */
  id: v.pipe(IntSchema, v.examples([41])),
  /** Its header's line in the body. */
  line: v.pipe(IntSchema, v.examples([1])),
  kind: v.pipe(v.picklist(['BSM', 'BUM']), v.examples(['BSM'])),
  action: v.pipe(v.nullable(v.picklist(['NEW', 'CHG', 'DEL'])), v.examples(['NEW'])),
  outcome: v.pipe(v.picklist(MESSAGE_OUTCOMES), v.examples(['created'])),
  flight_number: v.pipe(v.nullable(v.string()), v.examples(['SK4416'])),
  /** The flight's local day of departure. */
  flight_day: v.pipe(v.nullable(v.string()), v.examples(['2026-02-05'])),
  plates: v.pipe(v.array(v.string()), v.examples([['0117814872']])),
  /** What looked wrong and was let through (an unknown destination, a plate of another flight's bag…). */
  warnings: v.array(v.string()),
  /** Why it was refused or failed; null otherwise. */
  error: v.pipe(v.nullable(v.string()), v.examples([null])),
});
export type MessageResult = v.InferOutput<typeof MessageResultSchema>;

export const MessageResultsSchema = v.object({ results: v.array(MessageResultSchema) });

export const FlightIdSchema = v.object({ id: IdParamSchema });

/** A bag its passenger's BUM took off the flight. */
export const OffloadBagSchema = v.object({
  id: IntSchema,
  bag_tag_number: v.pipe(v.string(), v.examples(['0117814872'])),
  passenger_name: v.pipe(v.string(), v.examples(['HANSEN/OLAMR'])),
  pnr: v.pipe(v.string(), v.examples(['X7K2QP'])),
  /** The bag's latest scan (LOADED: it is in the hold and must come out). */
  status: v.pipe(v.picklist(BAG_STATUSES), v.examples(['LOADED'])),
  offload_at: TimestampSchema,
});
export const OffloadBagsSchema = v.array(OffloadBagSchema);

/** The most messages one list shows: the newest first; older ones by `before` (the last id seen). */
export const MESSAGES_LIST_MAX = 100;

/** The message screen's list: of one outcome (`refused`, `failed`…) or all; older than `before` when given. */
export const MessageListSchema = v.object({
  outcome: v.optional(v.union([v.literal(''), v.picklist(MESSAGE_OUTCOMES, msg('invalidValue'))]), ''),
  before: v.optional(IdParamSchema),
});

/** A stored message as the screen lists it: the result of its last applying, and when it came. */
export const StoredMessageSchema = v.object({
  ...MessageResultSchema.entries,
  received_at: TimestampSchema,
  applied_at: v.nullable(TimestampSchema),
  /** Who sent it (the account's name); null once that account is deleted. */
  sent_by: v.pipe(v.nullable(v.string()), v.examples(['DCS broker'])),
});
export const StoredMessagesSchema = v.array(StoredMessageSchema);

/** One stored message with its text as received: what the screen shows on demand. */
export const StoredMessageTextSchema = v.object({ ...StoredMessageSchema.entries, text: v.string() });

export const MessageIdSchema = v.object({ id: IdParamSchema });

/** The most BPMs one page of the feed holds: a reader catching up takes a few pages, none of them large. */
export const BPM_PAGE_MAX = 500;

/**
 * The BPM feed's question: the events after the cursor a previous page gave (its `Next-Cursor` header; none, or
 * `0`, from the first), at most `limit` of them. The cursor is the id of the last event given: digits, nothing else.
 */
export const BpmFeedSchema = v.object({
  after: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))], msg('invalidNumber')),
      v.integer(msg('invalidNumber')),
      v.minValue(0, msg('invalidNumber')),
      // a number from tRPC's JSON gets the bound of the text (1e300 is no id of PostgreSQL's bigint)
      v.maxValue(999_999_999_999_999, msg('invalidNumber')),
      v.examples([0]),
    ),
    0,
  ),
  limit: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number))], msg('invalidNumber')),
      v.integer(msg('invalidNumber')),
      v.minValue(1, msg('invalidNumber')),
      v.maxValue(BPM_PAGE_MAX, msg('invalidNumber')),
    ),
    BPM_PAGE_MAX,
  ),
});

/** A page of the feed: the messages, one after the other, and the cursor to ask the next page with. */
export const BpmPageSchema = v.object({ text: v.string(), next: v.pipe(v.string(), v.examples(['1042'])) });
