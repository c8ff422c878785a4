import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// The per-day counters of every domain (columns.ts, dailyCounts): written by each scan statement, folded
// back hourly, rebuilt from the events when needed. One list, so a new domain's counters get all three.

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
export const countInserted = (counts: (typeof COUNTED)[number]['counts'], tz: string) => sql`
  insert into ${sql.identifier(counts)} (day, airport_id, event_type, shard, total)
  select (created_at at time zone ${tz})::date, airport_id, event_type, pg_backend_pid() % ${COUNTER_SHARDS}, count(*)::int
  from ev group by 1, 2, 3 order by 1, 2, 3
  on conflict (day, airport_id, event_type, shard) do update set total = ${sql.identifier(counts)}.total + excluded.total`;

/** Each counters table and the events it counts. */
const COUNTED = [
  { counts: 'bag_event_daily', events: 'bag_events' },
  { counts: 'freight_event_daily', events: 'freight_events' },
] as const;

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

/** Rebuilds every domain's counters from its events (demo data, bulk loads, or repair). */
export async function rebuildDailyCounts(db: Db, tz: string) {
  await db.transaction(async (tx) => {
    for (const { counts, events } of COUNTED) {
      await tx.execute(sql`delete from ${sql.identifier(counts)}`);
      await tx.execute(sql`
        insert into ${sql.identifier(counts)} (day, airport_id, event_type, shard, total)
        select (created_at at time zone ${tz})::date, airport_id, event_type, 0, count(*)
        from ${sql.identifier(events)} group by 1, 2, 3`);
    }
  });
}
