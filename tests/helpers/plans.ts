import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/platform/db/client';
import { queryRows } from '../../src/server/platform/db/rows';

/** Every index a plan reads, from EXPLAIN's JSON (format json): PostgreSQL's and PGlite's alike. */
export function indexesOf(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(indexesOf);
  if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    const own = typeof node['Index Name'] === 'string' ? [node['Index Name']] : [];
    return [...own, ...Object.values(node).flatMap(indexesOf)];
  }
  return [];
}

/** The indexes a statement's plan reads, as EXPLAIN says (nothing is run); PGlite answers the plan as text. */
export async function indexesRead(db: Db, statement: { getSQL(): SQL }): Promise<string[]> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${statement}`);
  const plan = row!['QUERY PLAN'];
  return indexesOf(typeof plan === 'string' ? JSON.parse(plan) : plan);
}

/**
 * The indexes of a statement's generic plan: the one PostgreSQL makes once for any value and keeps, as it does on
 * the scan batches' connections (db/client.ts, batchDbOf). PostgreSQL 15 has no EXPLAIN (GENERIC_PLAN), so the
 * statement is prepared under force_generic_plan and its execution explained, on one connection of a transaction.
 */
export async function genericIndexesRead(db: Db, statement: { getSQL(): SQL }): Promise<string[]> {
  const { sql: text, params } = (
    db as unknown as { dialect: { sqlToQuery: (s: SQL) => { sql: string; params: unknown[] } } }
  ).dialect.sqlToQuery(statement.getSQL());
  // the scan statements' parameters are text (the batch as JSON, the zone), numbers and nulls
  const literal = (p: unknown) =>
    p === null ? 'null' : typeof p === 'number' ? String(p) : `'${(p as string).replace(/'/g, "''")}'`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare generic_plan_probe as ${text}`));
    const rows = (await tx.execute(
      sql.raw(`explain (format json) execute generic_plan_probe(${params.map(literal).join(', ')})`),
    )) as unknown as Array<{ 'QUERY PLAN': unknown }>;
    await tx.execute(sql`deallocate generic_plan_probe`);
    const plan = rows[0]!['QUERY PLAN'];
    return indexesOf(typeof plan === 'string' ? JSON.parse(plan) : plan);
  });
}

/**
 * The indexes a statement's plan reads with sequential scans priced out (`enable_seqscan = off`, in a transaction of
 * its own): whether an index serves every alternative of an "or", whatever the table's size. One alternative that
 * no index serves leaves the whole table to be read, and the plan then reads no index at all.
 */
export async function indexesServing(db: Db, statement: { getSQL(): SQL }): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain (format json) ${statement.getSQL()}`)) as unknown as
      Array<{ 'QUERY PLAN': unknown }> | { rows: Array<{ 'QUERY PLAN': unknown }> };
    const plan = (Array.isArray(result) ? result : result.rows)[0]!['QUERY PLAN'];
    return indexesOf(typeof plan === 'string' ? JSON.parse(plan) : plan);
  });
}
