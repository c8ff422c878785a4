import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../src/server/platform/db/client';

// The database matrix of the api tests:
// 1. PGlite in memory, always: what `npm start` runs without DATABASE_URL.
// 2. PostgreSQL, only when TEST_DATABASE_URL names a server (e.g. postgres://postgres@127.0.0.1:5432/test):
//    each test file gets its own database, created here and dropped when the file is done,
//    so files run in parallel and leave nothing behind.

export type DbKind = 'pglite' | 'postgres';

/** The databases the suites run on: `describe.each(databases())('… on %s', (kind) => …)`. */
export function databases(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export type TestDatabase = Database & { kind: DbKind; name: string };

/** A fresh, migrated, empty database. `close()` closes it (once, however often it is called) and, on PostgreSQL, drops it. */
export async function openTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await database.close();
    };
    return { ...database, kind, name: 'memory://', close };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tarmac_t_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (sql) => sql.unsafe(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ url: url.toString() });
  } catch (err) {
    await dropDatabase(serverUrl, name);
    throw err;
  }
  let closed = false;
  return {
    ...database,
    kind,
    name,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await database.close();
      } finally {
        await dropDatabase(serverUrl, name);
      }
    },
  };
}

async function withServer<T>(serverUrl: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function dropDatabase(serverUrl: string, name: string) {
  await withServer(serverUrl, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
