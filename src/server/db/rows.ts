import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Raw statements: PGlite answers {rows}, postgres.js an array. One shape for both. */
export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
