import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db/client';
import { queryRows } from './db/rows';

/**
 * Up to this many rows a list's `total` is exact; past it, the planner's estimate (documented on each such path).
 * Counting a list exactly reads every row of it, on every page: at a year of shipments or shifts that is most of
 * what a page costs, for a figure nobody reads to the unit.
 */
export const EXACT_TOTAL_UP_TO = 10_000;

/**
 * The total of a list: counted exactly while it holds at most EXACT_TOTAL_UP_TO rows (the count stops reading
 * there), beyond that PostgreSQL's own estimate of the rows matching `where` (what EXPLAIN plans for), never
 * below what was counted.
 */
export async function listTotal(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const rows = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_TOTAL_UP_TO + 1);
  const [{ counted } = { counted: 0 }] = await db.select({ counted: count() }).from(rows.as('counted_rows'));
  if (counted <= EXACT_TOTAL_UP_TO) return counted;
  return Math.max(
    counted,
    await plannedRows(
      db,
      db
        .select({ one: sql`1` })
        .from(table)
        .where(where)
        .getSQL(),
    ),
  );
}

type Explained = { 'QUERY PLAN': string | Array<{ Plan: { 'Plan Rows': number } }> };

/** The rows PostgreSQL expects a query to return, from its statistics: nothing is read but the plan. */
async function plannedRows(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<Explained>(db, sql`explain (format json) ${query}`);
  const plan = row?.['QUERY PLAN'];
  // postgres.js parses the json column, the embedded driver answers its text
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
  return Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
}
