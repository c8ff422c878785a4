import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_ENTITIES } from '../../../shared/audit';
import { tstz } from '../../platform/db/columns';

/** One field's value before and after a change; null where the field did not exist (a create, a delete). */
export type AuditChange = { old: unknown; new: unknown };

/**
 * Who changed what, one row per change, written in the change's own transaction. Rows are never updated and only
 * deleted by the retention job past their keeping period: a trigger (migration 0011) refuses any other UPDATE or
 * DELETE, whoever asks. No foreign keys: a deleted user, token or record keeps its history as it was, and the row
 * names the actor as they were called then.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: tstz('at').notNull().defaultNow(),
    actor_kind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    user_id: integer('user_id'),
    /** The user's username then, the token's owner's, the job's name, or the login a refused sign-in gave. */
    actor_name: text('actor_name').notNull(),
    token_id: integer('token_id'),
    token_name: text('token_name'),
    /** The client's address as the sign-in limits see it (behind TRUST_PROXY); null for a job. */
    ip: text('ip'),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entity_id: integer('entity_id'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** The fields that changed, `{field: {old, new}}`; secrets and password hashes never appear. */
    changes: jsonb('changes').$type<Record<string, AuditChange>>(),
    /** A reason given (an erasure's), or counts (a purge's). */
    note: text('note'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.at, t.id),
    index('audit_log_user_idx').on(t.user_id, t.at, t.id),
  ],
);
