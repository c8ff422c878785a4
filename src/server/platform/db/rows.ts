import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type PgClient = { unsafe: (q: string, p: unknown[], o: { prepare: boolean }) => Promise<unknown[]> };
type PgliteClient = { query: (q: string, p: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * A raw statement's rows, the same shape on both drivers. With PostgreSQL the statement is prepared
 * once per connection: drizzle's execute() re-plans it on every call, which the scan path cannot afford.
 */
export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const { sql: text, params } = (
    db as unknown as { dialect: { sqlToQuery: (s: SQL) => { sql: string; params: unknown[] } } }
  ).dialect.sqlToQuery(statement);
  const client = (db as unknown as { $client: PgClient | PgliteClient }).$client;
  if ('unsafe' in client) return (await client.unsafe(text, params, { prepare: true })) as T[];
  return (await client.query(text, params)).rows as T[];
}

/** Text as jsonb takes it: lone UTF-16 surrogates (which it refuses) become U+FFFD, as the text columns store them. */
export const wellFormed = (s: string | null | undefined) => (s == null ? null : s.replace(/\p{Cs}/gu, '\uFFFD'));

/**
 * `column = any($1::int[])`: a list of ids sent as one array parameter. drizzle's inArray sends one placeholder per
 * id: for a flight's 300 bags, 300 parameters to type and bind, and a statement text that changes with the list's
 * length, so never prepared (db/prepared-statements.ts).
 */
export const inIds = (column: PgColumn, ids: number[]) => sql`${column} = any(${sql.param(ids)}::int[])`;
