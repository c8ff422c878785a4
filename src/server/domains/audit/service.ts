import { LIST_PATHS } from '../../../shared/list-paths';
import { and, count, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Call } from '../../platform/call';
import type { Db, Transaction } from '../../platform/db/client';
import { auditLog, type AuditChange } from './tables';
import type { AuditAction, AuditActorKind, AuditEntity } from '../../../shared/audit';
import type { AuditQuery, AuditCsvQuery } from '../../../shared/schemas/audit';
import { addDays, instantToZonedIso, localToInstant } from '../../../shared/time';
import { csvBytes } from '../../platform/csv';
import { listTotal } from '../../platform/list-total';
import { pageRows, paginate, type Keyset } from '../../platform/paginate';

/** What `db.transaction(async (tx) => …)` hands its callback: the change's own transaction. */

export const AUDIT_PER_PAGE = 50;
/** The most rows one CSV export holds: a year of a busy airport's changes, oldest first; narrow the filters past it. */
export const AUDIT_CSV_MAX_ROWS = 100_000;

/** Who is acting, as an audit row names them. */
export type AuditActor = {
  kind: AuditActorKind;
  user_id: number | null;
  /** Username, job name, or the login a refused sign-in gave. */
  name: string;
  token_id?: number | null;
  token_name?: string | null;
  ip: string | null;
};

export type AuditEntry = {
  entity: AuditEntity;
  entity_id: number | null;
  action: AuditAction;
  changes?: Record<string, AuditChange> | null;
  note?: string | null;
};

/** Tarmac itself, for imports and scheduled jobs. */
export const systemActor = (name: string): AuditActor => ({ kind: 'system', user_id: null, name, ip: null });

/** The actor of a call as the trail names them: the username (and the token's name), or the job. */
export function auditActorOf(call: Call): AuditActor {
  const a = call.actor;
  if (a.kind === 'session') return { kind: 'user', user_id: a.user.id, name: a.user.username, ip: call.ip };
  if (a.kind === 'token')
    return {
      kind: 'token',
      user_id: a.user.id,
      name: a.user.username,
      token_id: a.token.id,
      token_name: a.token.name,
      ip: call.ip,
    };
  if (a.kind === 'system') return { kind: 'system', user_id: null, name: a.name, ip: call.ip };
  return { kind: 'anonymous', user_id: null, name: '', ip: call.ip };
}

/**
 * Fields that never reach the trail, whatever record they belong to: a secret in the audit would outlive its
 * rotation. A password change is recorded as the action `password_change`, with no value.
 */
const SECRET_FIELDS = new Set([
  'password',
  'password_hash',
  'token_hash',
  'token',
  'current_password',
  'secret',
  // a claim's proof for its passenger, with its reference and their last name
  'check_code',
]);
/**
 * Kept by the database on every write: the row's own `at` says when, so these would only repeat it. A flight's
 * passenger_count, a claim's delivered_at and passenger_name follow other rows (passengers, history), whose changes
 * have rows of their own; the name, a passenger's personal data, would outlive its erasure in the claim's rows.
 */
const NOISE_FIELDS = new Set([
  'updated_at',
  'created_at',
  'last_used_at',
  'passenger_count',
  'delivered_at',
  'passenger_name',
]);

/** A value as the trail stores it: JSON, with instants as ISO text and bytes as their size. */
function auditValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `${value.byteLength} bytes`;
  return value;
}

/**
 * The fields whose values differ between a record before and after a change, as `{field: {old, new}}`.
 * `before` null is a creation, `after` null a deletion: every field is then listed with null on the other side.
 * Secrets are left out; nested objects are compared as JSON. Null when nothing changed.
 */
export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, AuditChange> | null {
  const changes: Record<string, AuditChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (SECRET_FIELDS.has(key) || NOISE_FIELDS.has(key)) continue;
    // a field the update did not send is not a change to null
    if (before && after && !(key in after)) continue;
    const old = auditValue(before?.[key]);
    const now = auditValue(after?.[key]);
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[key] = { old, new: now };
  }
  return Object.keys(changes).length ? changes : null;
}

/**
 * Writes audit rows with the change they describe: call it with the change's own transaction, so that a change
 * rolled back leaves no row, and no change is kept without its row.
 */
export async function audit(db: Db | Transaction, by: Call | AuditActor, ...entries: AuditEntry[]) {
  if (!entries.length) return;
  const actor = 'actor' in by ? auditActorOf(by) : by;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      actor_kind: actor.kind,
      user_id: actor.user_id,
      actor_name: actor.name.slice(0, 255),
      token_id: actor.token_id ?? null,
      token_name: actor.token_name ?? null,
      ip: actor.ip,
      entity: e.entity,
      entity_id: e.entity_id,
      action: e.action,
      changes: e.changes ?? null,
      note: e.note ?? null,
    })),
  );
}

function auditFilter(q: AuditCsvQuery, tz: string): SQL | undefined {
  return and(
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    q.entity_id ? eq(auditLog.entity_id, q.entity_id) : undefined,
    q.user_id ? eq(auditLog.user_id, q.user_id) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    // local days of the airport, both included
    q.from ? gte(auditLog.at, localToInstant(`${q.from}T00:00`, tz)) : undefined,
    q.to ? lt(auditLog.at, localToInstant(`${addDays(q.to, 1)}T00:00`, tz)) : undefined,
  );
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actor_kind: auditLog.actor_kind,
  user_id: auditLog.user_id,
  actor_name: auditLog.actor_name,
  token_id: auditLog.token_id,
  token_name: auditLog.token_name,
  ip: auditLog.ip,
  entity: auditLog.entity,
  entity_id: auditLog.entity_id,
  action: auditLog.action,
  changes: auditLog.changes,
  note: auditLog.note,
};
type AuditRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null } & { id: number; at: Date };

function shape(r: AuditRow, tz: string) {
  return {
    id: r.id,
    at: instantToZonedIso(r.at, tz),
    actor: {
      kind: r.actor_kind!,
      user_id: r.user_id,
      name: r.actor_name!,
      token_id: r.token_id,
      token_name: r.token_name,
    },
    ip: r.ip,
    entity: r.entity!,
    entity_id: r.entity_id,
    action: r.action!,
    changes: r.changes ?? null,
    note: r.note,
  };
}

const newestFirst: Keyset = { key: auditLog.at, id: auditLog.id, order: 'desc' };

/** The trail, newest first, filtered; paged like every list, by cursor at any depth. */
export async function listAudit({ db, tz }: Call, q: AuditQuery) {
  const where = auditFilter(q, tz);
  // a year of an airport's changes is millions of rows: counting them all on every page cost most of the page
  const total = await listTotal(db, auditLog, where);
  const { rows, edges } = await pageRows(
    db,
    { page: q.page, perPage: AUDIT_PER_PAGE, total, keyset: newestFirst, after: q.after, before: q.before },
    (p) =>
      db
        .select(columns)
        .from(auditLog)
        .where(and(where, p.where))
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
  );
  return paginate(
    rows.map((r) => shape(r, tz)),
    {
      page: q.page,
      perPage: AUDIT_PER_PAGE,
      total,
      edges,
      path: LIST_PATHS.audit,
      query: {
        entity: q.entity,
        entity_id: q.entity_id,
        user_id: q.user_id,
        action: q.action,
        from: q.from,
        to: q.to,
      },
    },
  );
}

/** Records by kind, as audit rows name them: `{passenger: [12, 13], claim: [4]}`. */
export type AuditSubjects = Partial<Record<AuditEntity, number[]>>;

/** The rows about any of these records; undefined when there is none to ask about. */
const aboutAny = (subjects: AuditSubjects) =>
  or(
    ...Object.entries(subjects)
      .filter(([, ids]) => ids?.length)
      .map(([entity, ids]) => and(eq(auditLog.entity, entity as AuditEntity), inArray(auditLog.entity_id, ids))),
  );

/** Every row about these records, oldest first, as the trail answers them (a passenger's data on request). */
export async function auditRowsAbout({ db, tz }: Call, subjects: AuditSubjects) {
  const where = aboutAny(subjects);
  if (!where) return [];
  const rows = await db.select(columns).from(auditLog).where(where).orderBy(auditLog.at, auditLog.id);
  return rows.map((r) => shape(r, tz));
}

/** How many rows are about these records. */
export async function countAuditRowsAbout(db: Db | Transaction, subjects: AuditSubjects) {
  const where = aboutAny(subjects);
  if (!where) return 0;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  return total;
}

const CSV_HEADER = [
  'id',
  'at',
  'actor_kind',
  'user_id',
  'actor_name',
  'token_name',
  'ip',
  'entity',
  'entity_id',
  'action',
  'changes',
  'note',
] as const;

/** The trail as a spreadsheet reads it, oldest first; the changes column holds the JSON of `changes`. */
export async function auditCsv({ db, tz }: Call, q: AuditCsvQuery) {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(auditFilter(q, tz))
    .orderBy(auditLog.at, auditLog.id)
    .limit(AUDIT_CSV_MAX_ROWS);
  return csvBytes(
    CSV_HEADER,
    rows.map((r) => [
      r.id,
      instantToZonedIso(r.at, tz),
      r.actor_kind,
      r.user_id,
      r.actor_name,
      r.token_name,
      r.ip,
      r.entity,
      r.entity_id,
      r.action,
      r.changes ? JSON.stringify(r.changes) : null,
      r.note,
    ]),
  );
}
