import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';

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
