import { ERASED } from '../../platform/erased';
import { and, count, eq, inArray, isNotNull, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client';
import {
  auditLog,
  bagEvents,
  bags,
  baggageClaims,
  claimHistories,
  flights,
  foundBagPhotos,
  baggageMessages,
  foundBags,
  freightEvents,
  freightShipments,
  passengers,
} from '../schema';
import type { AuditEntity } from '../../../shared/audit';
import { audit, systemActor } from '../audit';

// Personal data is kept only as long as the work needs it. Past its period it is erased: replaced by the
// marker `[erased]` (or null where the column allows it) and the row's `personal_data_erased_at` set. Rows are never
// deleted, so every count a dashboard or report shows (bags, scans, claims by status, passengers per flight) stays.
//
// - A passenger's name, PNR and seat, and the remarks typed at their bags' scans: RETAIN_PASSENGER_DAYS after the
//   arrival of their flight. Bag events keep their type, place, time and the staff member who scanned.
// - A claim's contact name, e-mail, phone, temporary address and PNR, and the notes of its status history:
//   RETAIN_CLAIM_DAYS after the claim was closed. A claim is closed when its status is DELIVERED (the bag is back)
//   or LOST (the desk gave it up, and the passenger is paid for it); it was closed at its last change to that status
//   in its history (a note written on it since is not a change). A claim DELAYED or FOUND is still open and kept.
// - A found bag's contents, distinctive features and name on the label, and its photo (deleted: the bytes are the
//   data): RETAIN_FOUND_BAG_DAYS after the claim it was matched to was closed. The found bag is that claim's bag, so
//   it goes with the claim's file; a found bag never matched, RETAIN_FOUND_BAG_DAYS after it was found.
// - A baggage message's text (a BSM names its passengers, their PNR and seat): RETAIN_PASSENGER_DAYS after it was
//   received. Airlines send it at check-in, hours before the flight, so it goes about when its passengers do.
// - A freight shipment's shipper and consignee (a private person sends and receives goods as a firm does), and the
//   remarks typed at its scans: RETAIN_SHIPMENT_DAYS after its last scan (its delivery, once delivered), or after it
//   was registered when it was never scanned. Its AWB, goods, weight, route and scans stay.
// - Audit rows: AUDIT_RETENTION_DAYS after they were written, deleted by tarmac_purge_audit_log (on the database's
//   clock). When a record's personal data is erased, the same fields' values in its audit rows become the marker.

export { ERASED };

/** The database, or a transaction of it: erasures run inside the caller's transaction. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
/** Rows erased per transaction: a first purge of years of data holds its locks a moment at a time. */
export const RETENTION_BATCH = 500;
/** The advisory lock key of the purge: one process runs it at a time on a shared PostgreSQL ("tarmac-ret"). */
export const RETENTION_LOCK_KEY = 7_415_682_301;

export type RetentionPeriods = {
  passengerDays: number;
  claimDays: number;
  foundBagDays: number;
  shipmentDays: number;
  auditDays: number;
};

export const retentionPeriods = (env: {
  RETAIN_PASSENGER_DAYS: number;
  RETAIN_CLAIM_DAYS: number;
  RETAIN_FOUND_BAG_DAYS: number;
  RETAIN_SHIPMENT_DAYS: number;
  AUDIT_RETENTION_DAYS: number;
}): RetentionPeriods => ({
  passengerDays: env.RETAIN_PASSENGER_DAYS,
  claimDays: env.RETAIN_CLAIM_DAYS,
  foundBagDays: env.RETAIN_FOUND_BAG_DAYS,
  shipmentDays: env.RETAIN_SHIPMENT_DAYS,
  auditDays: env.AUDIT_RETENTION_DAYS,
});

/** What a purge erased (or, in a dry run, would erase), per kind. */
export type PurgeCounts = {
  passengers: number;
  claims: number;
  found_bags: number;
  baggage_messages: number;
  shipments: number;
  audit_rows: number;
};

/** The fields whose values an erasure replaces in the record's audit rows. */
export const PERSONAL_FIELDS = {
  passenger: ['name', 'pnr', 'seat'],
  claim: [
    'contact_name',
    'contact_email',
    'contact_phone',
    'temporary_address',
    'pnr',
    'address_from',
    'address_until',
    'tracker_url',
  ],
  found_bag: ['contents', 'distinctive_features', 'name_on_label'],
  baggage_message: ['text'],
  shipment: ['shipper', 'consignee'],
} as const satisfies Partial<Record<AuditEntity, readonly string[]>>;

const pgArray = (values: readonly (string | number)[]) => `{${values.map((x) => JSON.stringify(x)).join(',')}}`;

/**
 * Replaces the values of `fields` (all the kind's personal fields unless named) in the audit rows of the records
 * `ids` by the marker (migration 0011).
 */
export async function eraseAuditValues(
  db: Queryable,
  entity: keyof typeof PERSONAL_FIELDS,
  ids: number[],
  fields: readonly string[] = PERSONAL_FIELDS[entity],
) {
  await db.execute(
    sql`select tarmac_erase_audit_values(${entity}, ${pgArray(ids)}::integer[], ${pgArray(fields)}::text[])`,
  );
}

/**
 * One kind of record's erasure: its own personal fields (replaced, and `personal_data_erased_at` stamped), what goes
 * with it in other tables, and the audit entity whose values of those fields become the marker too.
 */
type Erasure = {
  entity: keyof typeof PERSONAL_FIELDS;
  fields: (db: Queryable, ids: number[], at: Date) => Promise<unknown>;
  dependents: (db: Queryable, ids: number[]) => Promise<unknown>;
};

/**
 * Erases one batch of records of a kind: the retention job's batches and an erasure on request (personal-data.ts)
 * both go through here, so the two can never erase differently. Call it in a transaction.
 */
async function eraseBatch(erasure: Erasure, db: Queryable, ids: number[], at: Date) {
  if (!ids.length) return;
  await erasure.fields(db, ids, at);
  await erasure.dependents(db, ids);
  await eraseAuditValues(db, erasure.entity, ids);
}

/** A passenger's name, PNR and seat, and their bags' scan remarks. */
const PASSENGERS: Erasure = {
  entity: 'passenger',
  fields: (db, ids, at) =>
    db
      .update(passengers)
      .set({ name: ERASED, pnr: ERASED, seat: ERASED, personal_data_erased_at: at })
      .where(inArray(passengers.id, ids)),
  // the remarks typed at their bags' scans; the scans themselves (type, place, time, who) are the airport's work
  dependents: (db, ids) =>
    db
      .update(bagEvents)
      .set({ remark: null })
      .where(
        and(
          inArray(bagEvents.bag_id, db.select({ id: bags.id }).from(bags).where(inArray(bags.passenger_id, ids))),
          isNotNull(bagEvents.remark),
        ),
      ),
};

/** A claim's contact details, address and PNR, and the notes of its status history. */
const CLAIMS: Erasure = {
  entity: 'claim',
  fields: (db, ids, at) =>
    db
      .update(baggageClaims)
      .set({
        contact_name: ERASED,
        contact_email: null,
        contact_phone: ERASED,
        temporary_address: ERASED,
        pnr: null,
        address_from: null,
        address_until: null,
        tracker_url: null,
        tracker_expires_at: null,
        personal_data_erased_at: at,
      })
      .where(inArray(baggageClaims.id, ids)),
  // the notes of its status history, which desks write about the passenger
  dependents: (db, ids) =>
    db
      .update(claimHistories)
      .set({ note: null })
      .where(and(inArray(claimHistories.claim_id, ids), isNotNull(claimHistories.note))),
};

/** A found bag's contents, distinctive features and name on the label, and its photo. */
const FOUND_BAGS: Erasure = {
  entity: 'found_bag',
  fields: (db, ids, at) =>
    db
      .update(foundBags)
      .set({ contents: null, distinctive_features: null, name_on_label: null, personal_data_erased_at: at })
      .where(inArray(foundBags.id, ids)),
  // a photo is deleted: its bytes are the data
  dependents: (db, ids) => db.delete(foundBagPhotos).where(inArray(foundBagPhotos.found_bag_id, ids)),
};

/** A baggage message's text: what the airline sent, names and PNR included; its kind, flight and plates stay. */
const BAGGAGE_MESSAGES: Erasure = {
  entity: 'baggage_message',
  fields: (db, ids, at) =>
    db
      .update(baggageMessages)
      .set({ text: ERASED, personal_data_erased_at: at })
      .where(inArray(baggageMessages.id, ids)),
  dependents: async () => {},
};

/** A shipment's shipper and consignee, and the remarks typed at its scans; its goods, route and scans stay. */
const SHIPMENTS: Erasure = {
  entity: 'shipment',
  fields: (db, ids, at) =>
    db
      .update(freightShipments)
      .set({ shipper: ERASED, consignee: ERASED, personal_data_erased_at: at })
      .where(inArray(freightShipments.id, ids)),
  dependents: (db, ids) =>
    db
      .update(freightEvents)
      .set({ remark: null })
      .where(and(inArray(freightEvents.shipment_id, ids), isNotNull(freightEvents.remark))),
};

/** Records of each kind, by id: what a request erases (a passenger's records, found by PNR or claim). */
export type ErasureIds = Record<'passengers' | 'claims' | 'found_bags' | 'baggage_messages', number[]>;

/**
 * Erases these records at `at`, every kind, in the caller's transaction: an erasure on request, which must be
 * whole or not at all. Passengers first, then claims, then found bags, as the purge goes.
 */
export async function eraseRecords(db: Queryable, ids: ErasureIds, at: Date) {
  await eraseBatch(PASSENGERS, db, ids.passengers, at);
  await eraseBatch(CLAIMS, db, ids.claims, at);
  await eraseBatch(FOUND_BAGS, db, ids.found_bags, at);
  await eraseBatch(BAGGAGE_MESSAGES, db, ids.baggage_messages, at);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** An instant as SQL: an aggregate's column (max) has no column type to turn a Date into text for postgres.js. */
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The statuses that close a claim: the bag back with its passenger, or given up as lost. */
const CLOSING = ['DELIVERED', 'LOST'] as const;

/**
 * When each claim was closed with each closing status: its last change to that status, a history row whose
 * previous row said another. A history row saying the status again is a note: it must not restart the clock.
 */
const closedClaims = (db: Queryable) => {
  const steps = db
    .select({
      claim_id: claimHistories.claim_id,
      status: claimHistories.status,
      created_at: claimHistories.created_at,
      before: sql<
        string | null
      >`lag(${claimHistories.status}) over (partition by ${claimHistories.claim_id} order by ${claimHistories.created_at}, ${claimHistories.id})`.as(
        'before',
      ),
    })
    .from(claimHistories)
    .as('steps');
  return db
    .select({ claim_id: steps.claim_id, status: steps.status, closed_at: max(steps.created_at).as('closed_at') })
    .from(steps)
    .where(and(inArray(steps.status, [...CLOSING]), sql`${steps.before} is distinct from ${steps.status}`))
    .groupBy(steps.claim_id, steps.status)
    .as('closed');
};

/** One kind of personal data: which rows are due (oldest ids first), and how to erase them. */
type Kind = {
  due: (db: Queryable, now: Date, periods: RetentionPeriods, limit?: number) => Promise<number[]>;
  count: (db: Queryable, now: Date, periods: RetentionPeriods) => Promise<number>;
  erasure: Erasure;
};

const passengersDue = (now: Date, p: RetentionPeriods) =>
  and(isNull(passengers.personal_data_erased_at), lt(flights.arrival_time, daysBefore(now, p.passengerDays)));

const claimsDue = (closed: ReturnType<typeof closedClaims>, now: Date, p: RetentionPeriods) =>
  and(
    isNull(baggageClaims.personal_data_erased_at),
    inArray(baggageClaims.status, [...CLOSING]),
    eq(closed.status, baggageClaims.status),
    lt(closed.closed_at, instant(daysBefore(now, p.claimDays))),
  );

const foundBagsDue = (closed: ReturnType<typeof closedClaims>, now: Date, p: RetentionPeriods) =>
  and(
    isNull(foundBags.personal_data_erased_at),
    or(
      and(
        eq(foundBags.status, 'MATCHED'),
        inArray(baggageClaims.status, [...CLOSING]),
        eq(closed.status, baggageClaims.status),
        lt(closed.closed_at, instant(daysBefore(now, p.foundBagDays))),
      ),
      // never matched: as long after it was found, when nobody can bring an action for it any more
      and(eq(foundBags.status, 'OPEN'), lt(foundBags.found_at, daysBefore(now, p.foundBagDays))),
    ),
  );

const baggageMessagesDue = (now: Date, p: RetentionPeriods) =>
  and(
    isNull(baggageMessages.personal_data_erased_at),
    lt(baggageMessages.received_at, daysBefore(now, p.passengerDays)),
  );

/**
 * Registered and last scanned before the period: the time to act about its goods is over. Read through the partial
 * index of shipments still holding their parties (by registration), then each one's scans by (shipment, time).
 */
export const shipmentsDue = (now: Date, p: RetentionPeriods) => {
  const before = instant(daysBefore(now, p.shipmentDays));
  return and(
    isNull(freightShipments.personal_data_erased_at),
    lt(freightShipments.created_at, before),
    sql`not exists (select 1 from ${freightEvents} where ${freightEvents.shipment_id} = ${freightShipments.id}
                    and ${freightEvents.created_at} >= ${before})`,
  );
};

const total = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

const KINDS: Record<Exclude<keyof PurgeCounts, 'audit_rows'>, Kind> = {
  passengers: {
    due: async (db, now, p, limit = RETENTION_BATCH) =>
      (
        await db
          .select({ id: passengers.id })
          .from(passengers)
          .innerJoin(flights, eq(flights.id, passengers.flight_id))
          .where(passengersDue(now, p))
          .orderBy(passengers.id)
          .limit(limit)
      ).map((r) => r.id),
    count: (db, now, p) =>
      total(
        db
          .select({ n: count() })
          .from(passengers)
          .innerJoin(flights, eq(flights.id, passengers.flight_id))
          .where(passengersDue(now, p)),
      ),
    erasure: PASSENGERS,
  },
  claims: {
    due: async (db, now, p, limit = RETENTION_BATCH) => {
      const closed = closedClaims(db);
      return (
        await db
          .select({ id: baggageClaims.id })
          .from(baggageClaims)
          .innerJoin(closed, eq(closed.claim_id, baggageClaims.id))
          .where(claimsDue(closed, now, p))
          .orderBy(baggageClaims.id)
          .limit(limit)
      ).map((r) => r.id);
    },
    count: (db, now, p) => {
      const closed = closedClaims(db);
      return total(
        db
          .select({ n: count() })
          .from(baggageClaims)
          .innerJoin(closed, eq(closed.claim_id, baggageClaims.id))
          .where(claimsDue(closed, now, p)),
      );
    },
    erasure: CLAIMS,
  },
  found_bags: {
    due: async (db, now, p, limit = RETENTION_BATCH) => {
      const closed = closedClaims(db);
      return (
        await db
          .select({ id: foundBags.id })
          .from(foundBags)
          .leftJoin(baggageClaims, eq(baggageClaims.id, foundBags.claim_id))
          .leftJoin(closed, eq(closed.claim_id, baggageClaims.id))
          .where(foundBagsDue(closed, now, p))
          .orderBy(foundBags.id)
          .limit(limit)
      ).map((r) => r.id);
    },
    count: (db, now, p) => {
      const closed = closedClaims(db);
      return total(
        db
          .select({ n: count() })
          .from(foundBags)
          .leftJoin(baggageClaims, eq(baggageClaims.id, foundBags.claim_id))
          .leftJoin(closed, eq(closed.claim_id, baggageClaims.id))
          .where(foundBagsDue(closed, now, p)),
      );
    },
    erasure: FOUND_BAGS,
  },
  baggage_messages: {
    due: async (db, now, p, limit = RETENTION_BATCH) =>
      (
        await db
          .select({ id: baggageMessages.id })
          .from(baggageMessages)
          .where(baggageMessagesDue(now, p))
          .orderBy(baggageMessages.received_at, baggageMessages.id)
          .limit(limit)
      ).map((r) => r.id),
    count: (db, now, p) => total(db.select({ n: count() }).from(baggageMessages).where(baggageMessagesDue(now, p))),
    erasure: BAGGAGE_MESSAGES,
  },
  shipments: {
    due: async (db, now, p, limit = RETENTION_BATCH) =>
      (
        await db
          .select({ id: freightShipments.id })
          .from(freightShipments)
          .where(shipmentsDue(now, p))
          .orderBy(freightShipments.id)
          .limit(limit)
      ).map((r) => r.id),
    count: (db, now, p) => total(db.select({ n: count() }).from(freightShipments).where(shipmentsDue(now, p))),
    erasure: SHIPMENTS,
  },
};

/** Audit rows past their period, on the database's clock as tarmac_purge_audit_log counts them. */
const auditRowsDue = (db: Queryable, days: number) =>
  total(
    db
      .select({ n: count() })
      .from(auditLog)
      .where(lt(auditLog.at, sql`now() - make_interval(days => ${days}::integer)`)),
  );

/** What a purge at `now` would erase, per kind; changes nothing. */
export async function purgeDryRun(db: Db, periods: RetentionPeriods, now: Date): Promise<PurgeCounts> {
  return {
    passengers: await KINDS.passengers.count(db, now, periods),
    claims: await KINDS.claims.count(db, now, periods),
    found_bags: await KINDS.found_bags.count(db, now, periods),
    baggage_messages: await KINDS.baggage_messages.count(db, now, periods),
    shipments: await KINDS.shipments.count(db, now, periods),
    audit_rows: await auditRowsDue(db, periods.auditDays),
  };
}

/**
 * Erases what is past its period at `now`, a batch per transaction, deletes the audit rows past theirs, and writes
 * one audit row with the counts. `now` is given, not read, so that tests can move the clock.
 */
export async function purgePersonalData(db: Db, periods: RetentionPeriods, now: Date): Promise<PurgeCounts> {
  const counts: PurgeCounts = {
    passengers: 0,
    claims: 0,
    found_bags: 0,
    baggage_messages: 0,
    shipments: 0,
    audit_rows: 0,
  };
  // claims before found bags: a found bag follows its claim's closure, which erasing the claim does not change
  for (const name of ['passengers', 'claims', 'found_bags', 'baggage_messages', 'shipments'] as const) {
    const kind = KINDS[name];
    for (;;) {
      const erased = await db.transaction(async (tx) => {
        const ids = await kind.due(tx, now, periods);
        await eraseBatch(kind.erasure, tx, ids, now);
        return ids.length;
      });
      counts[name] += erased;
      if (erased < RETENTION_BATCH) break;
    }
  }
  const [purged] = await db
    .execute<{ deleted: string | number }>(sql`select tarmac_purge_audit_log(${periods.auditDays}::integer) as deleted`)
    .then(rowsOf);
  counts.audit_rows = Number(purged?.deleted ?? 0);
  await audit(db, systemActor('retention'), {
    entity: 'retention',
    entity_id: null,
    action: 'purge',
    note: JSON.stringify(counts),
  });
  return counts;
}

/** Raw results: an array on postgres.js, `{rows}` on PGlite. */
function rowsOf<T>(result: T[] | { rows: T[] }): T[] {
  return Array.isArray(result) ? result : result.rows;
}

/**
 * The purge as the daily job and `npm run purge` run it: on PostgreSQL only by the process that takes the advisory
 * lock (held by a transaction of its own while the batches run on other connections); the others answer null and do
 * nothing. PGlite serves one process, and its one connection could not run the batches beside a held transaction.
 * `unlessRanWithinMs` (the daily job): nothing either when a purge ran that recently, by any process, so that
 * several processes, each with its daily timer and its run at start, purge once a day between them.
 */
export async function runRetention(
  database: Pick<Database, 'db' | 'driver'>,
  periods: RetentionPeriods,
  now: Date,
  { unlessRanWithinMs }: { unlessRanWithinMs?: number } = {},
): Promise<PurgeCounts | null> {
  const { db, driver } = database;
  const purge = async () =>
    unlessRanWithinMs !== undefined && (await lastPurge(db)) > now.getTime() - unlessRanWithinMs
      ? null
      : purgePersonalData(db, periods, now);
  if (driver === 'pglite') return purge();
  return db.transaction(async (tx) => {
    const [lock] = rowsOf(
      await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`),
    );
    return lock?.locked ? purge() : null;
  });
}

/** When the last purge ended (its audit row), in milliseconds; 0 when none ever ran. */
async function lastPurge(db: Db) {
  const [row] = await db
    .select({ at: max(auditLog.at) })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'retention'), eq(auditLog.action, 'purge')));
  return row?.at ? row.at.getTime() : 0;
}
