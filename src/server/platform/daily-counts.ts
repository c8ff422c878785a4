import { desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Transaction } from './db/client';
import { dailyCountsZone } from './db/daily-counts-zone';
import type { DailyCounts } from './db/columns';

// The per-day counters of every domain (columns.ts, dailyCounts): written by each scan statement (the claims':
// by triggers), folded back hourly, rebuilt from the rows when needed or when the zone changes. One list, so a new
// domain's counters get all of it.

/**
 * Rows per (day, airport, type) for today: each database connection writes its own (backend pid modulo
 * this), so concurrent scans never wait on one another's counter row. Past days are folded back into
 * shard 0 by compactDailyCounts.
 */
export const COUNTER_SHARDS = 32;

/**
 * The part of a scan statement that counts what it inserted: the CTE `ev` (created_at, airport_id,
 * event_type) into this connection's shard of today's row, per local day, airport and type.
 */
export const countInserted = (counts: 'bag_event_daily' | 'freight_event_daily', tz: string) => sql`
  insert into ${sql.identifier(counts)} (day, airport_id, event_type, shard, total)
  select (created_at at time zone ${tz})::date, airport_id, event_type, pg_backend_pid() % ${COUNTER_SHARDS}, count(*)::int
  from ev group by 1, 2, 3 order by 1, 2, 3
  on conflict (day, airport_id, event_type, shard) do update set total = ${sql.identifier(counts)}.total + excluded.total`;

/**
 * Each counters table and what it counts again from the rows: their local day, airport, type and number. Scans
 * keep the first two (countInserted); triggers keep the claims' and the arriving passengers' (migration 0012), in
 * the zone of daily_counts_zone.
 */
const COUNTED = [
  {
    counts: 'bag_event_daily',
    rows: 'bag_events',
    at: 'created_at',
    airport: 'airport_id',
    type: 'event_type',
    n: 'count(*)',
  },
  {
    counts: 'freight_event_daily',
    rows: 'freight_events',
    at: 'created_at',
    airport: 'airport_id',
    type: 'event_type',
    n: 'count(*)',
  },
  {
    counts: 'claim_daily',
    rows: 'baggage_claims',
    at: 'created_at',
    airport: 'arrival_airport',
    type: 'status',
    n: 'count(*)',
  },
  // a flight without an arrival airport under 0 (columns of flights.ts, passengerArrivalDaily)
  {
    counts: 'passenger_arrival_daily',
    rows: 'flights',
    at: 'arrival_time',
    airport: 'coalesce(arrival_airport, 0)',
    type: "'PASSENGERS'",
    n: 'sum(passenger_count)',
  },
] as const;

/** The counters kept by triggers: none before the database names its zone. */
const BY_TRIGGERS = ['claim_daily', 'passenger_arrival_daily'];

type Counted = (typeof COUNTED)[number];

/** Folds the shards of past days into one row each: history keeps one row per day, airport and type. */
export async function compactDailyCounts(db: Db, tz: string) {
  for (const { counts } of COUNTED) {
    const table = sql.identifier(counts);
    await db.execute(sql`
      with moved as (
        delete from ${table}
        where day < (now() at time zone ${tz})::date and shard <> 0
        returning day, airport_id, event_type, total
      )
      insert into ${table} (day, airport_id, event_type, shard, total)
      select day, airport_id, event_type, 0, sum(total) from moved group by 1, 2, 3
      on conflict (day, airport_id, event_type, shard) do update set total = ${table}.total + excluded.total`);
  }
}

/** Counts these tables' rows again, in `tz`, and names that zone for the triggers. Call it in a transaction. */
async function recount(tx: Transaction, tz: string, tables: readonly Counted[]) {
  // the zone's row first: the claims' triggers wait on it (FOR SHARE) until the counts are whole in the new zone
  await tx
    .insert(dailyCountsZone)
    .values({ one: true, zone: tz })
    .onConflictDoUpdate({ target: dailyCountsZone.one, set: { zone: tz } });
  for (const { counts, rows, at, airport, type, n } of tables) {
    await tx.execute(sql`delete from ${sql.identifier(counts)}`);
    // the expressions are this file's constants above
    await tx.execute(sql`
      insert into ${sql.identifier(counts)} (day, airport_id, event_type, shard, total)
      select (${sql.identifier(at)} at time zone ${tz})::date, ${sql.raw(airport)}, ${sql.raw(type)}, 0, ${sql.raw(n)}
      from ${sql.identifier(rows)} group by 1, 2, 3 having ${sql.raw(n)} <> 0`);
  }
}

/** Rebuilds every domain's counters from its rows (demo data, bulk loads, or repair), in the zone `tz`. */
export async function rebuildDailyCounts(db: Db, tz: string) {
  await db.transaction((tx) => recount(tx, tz, COUNTED));
}

/**
 * At every start: the counters count in the app's zone. A database whose counters were kept in another zone has
 * them all rebuilt; one that names no zone yet (just migrated) has those the triggers keep built, the scans'
 * counters having always been kept by this application in its zone. Several processes starting at once: one rebuilds, the others
 * wait on the zone's row and find it done.
 */
export async function keepDailyCountsInZone(db: Db, tz: string) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(dailyCountsZone).for('update');
    if (current?.zone === tz) return;
    await recount(tx, tz, current?.zone ? COUNTED : COUNTED.filter((c) => BY_TRIGGERS.includes(c.counts)));
  });
}

/** A counted table's rows in all (of one airport when given). */
export async function rowsInAll(db: Db, counts: DailyCounts, airportId?: number) {
  const [row] = await db
    .select({ n: sum(counts.total).mapWith(Number) })
    .from(counts)
    .where(airportId ? eq(counts.airport_id, airportId) : undefined);
  return row?.n ?? 0;
}

/** How many of the newest days a numbered page looks in first: the pages of the last month, whatever the history. */
const RECENT_DAYS = 31;

type DayCount = { day: string; n: number };

const perDay = (db: Db, counts: DailyCounts, airportId?: number) =>
  db
    .select({ day: counts.day, n: sum(counts.total).mapWith(Number) })
    .from(counts)
    .where(airportId ? eq(counts.airport_id, airportId) : undefined)
    .groupBy(counts.day)
    .orderBy(desc(counts.day));

/**
 * A counted table's rows per local day for the newest RECENT_DAYS days, the newest first (of one airport when
 * given), read through the primary key in day order and no further: where a numbered page almost always starts.
 * Needs no total, so it can be asked beside it.
 */
export const newestDays = (db: Db, counts: DailyCounts, airportId?: number): Promise<DayCount[]> =>
  perDay(db, counts, airportId).limit(RECENT_DAYS);

/**
 * The days back to the one holding row `offset` of the list read newest first: `recent` (newestDays) when they hold
 * it, else every day, a year of them (9 ms at ten million events, against 1 for a month). Asked only for a row the
 * list has (offset below its total): a page past the end would read every day for nothing.
 */
export async function daysHolding(
  db: Db,
  counts: DailyCounts,
  offset: number,
  recent: DayCount[],
  airportId?: number,
): Promise<DayCount[]> {
  const held = recent.reduce((all, d) => all + d.n, 0) > offset;
  return held || recent.length < RECENT_DAYS ? recent : await perDay(db, counts, airportId);
}

/**
 * Row `offset` of a list read newest first, found through its daily counters: the list is read from the end of the
 * local day holding that row (`at < that day's end`), skipping only the rows of that day that come before it. OFFSET
 * alone reads and drops every row it skips: page 5,000 of the bag events is 100,000 index entries, where this reads
 * at most one day's. The counters are written in the same statement as the rows (countInserted) and the rows are
 * never deleted, so the page is the one OFFSET would read.
 */
export function skipByDay(
  days: DayCount[],
  offset: number,
  at: PgColumn,
  tz: string,
): { where: SQL | undefined; offset: number } {
  let newer = 0;
  for (const { day, n } of days) {
    if (offset < newer + n)
      return { where: sql`${at} < ((${day}::date + 1)::timestamp at time zone ${tz})`, offset: offset - newer };
    newer += n;
  }
  return { where: undefined, offset };
}
