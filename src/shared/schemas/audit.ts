import * as v from 'valibot';
import { msg } from '../messages';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_ENTITIES } from '../audit';
import {
  IdParamSchema,
  IdSchema,
  IntSchema,
  LocalDaySchema,
  PageCursorFields,
  PageSchema,
  TimestampSchema,
  isCalendarDay,
  pageOf,
} from './common';

// The audit trail as an administrator reads it: filters, and each row's shape.

const optionalId = v.optional(v.union([v.literal(''), IdParamSchema], msg('invalidNumber')));
const optionalDay = v.optional(v.union([v.literal(''), LocalDaySchema], msg('invalidDate')));

const filterFields = {
  /** What the rows are about (`flight`, `claim`, `user`, …). */
  entity: v.optional(v.union([v.literal(''), v.picklist(AUDIT_ENTITIES)], msg('invalidAuditEntity'))),
  /** That record's id; with `entity`, one record's history. */
  entity_id: optionalId,
  /** Rows of one user's doing (by session or by one of their tokens). */
  user_id: optionalId,
  action: v.optional(v.union([v.literal(''), v.picklist(AUDIT_ACTIONS)], msg('invalidAuditAction'))),
  /** First local day (the airport's), included. */
  from: optionalDay,
  /** Last local day, included. */
  to: optionalDay,
};

const inOrder = (p: { from?: string; to?: string }) =>
  !p.from || !p.to || !isCalendarDay(p.from) || !isCalendarDay(p.to) || p.from <= p.to;

export const AuditQuerySchema = v.pipe(
  v.object({ ...filterFields, page: PageSchema, ...PageCursorFields }),
  v.forward(
    v.check((p) => inOrder(p), msg('periodReversed')),
    ['to'],
  ),
);
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

export const AuditCsvSchema = v.pipe(
  v.object(filterFields),
  v.forward(
    v.check((p) => inOrder(p), msg('periodReversed')),
    ['to'],
  ),
);
export type AuditCsvQuery = v.InferOutput<typeof AuditCsvSchema>;

// ---- answers ----

const Nullable = <T extends v.GenericSchema>(s: T) => v.nullable(s);

export const AuditRecordSchema = v.object({
  id: IdSchema,
  /** When, in the airport's time with its offset. */
  at: TimestampSchema,
  actor: v.object({
    /** `user` (signed in), `token` (an API token of that user), `system` (an import or a scheduled job), `anonymous` (a refused sign-in). */
    kind: v.picklist(AUDIT_ACTOR_KINDS),
    user_id: Nullable(IntSchema),
    /** The username then, the job's name, or the login a refused sign-in gave. */
    name: v.string(),
    token_id: Nullable(IntSchema),
    token_name: Nullable(v.string()),
  }),
  /** The client's address; null for a job. */
  ip: Nullable(v.string()),
  entity: v.picklist(AUDIT_ENTITIES),
  entity_id: Nullable(IntSchema),
  action: v.picklist(AUDIT_ACTIONS),
  /** The fields that changed, each with its old and new value; secrets never appear. */
  changes: Nullable(v.record(v.string(), v.object({ old: v.optional(v.unknown()), new: v.optional(v.unknown()) }))),
  note: Nullable(v.string()),
});
export type AuditRecord = v.InferOutput<typeof AuditRecordSchema>;

export const AuditPageSchema = pageOf(AuditRecordSchema);
