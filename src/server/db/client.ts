import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/postgres-js';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import * as schema from './schema';

// Both drivers expose the same query builder; services are written against this type.
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

export type Database = { db: Db; driver: 'pglite' | 'postgres'; close: () => Promise<void>; ping: () => Promise<void> };

// The server is bundled, so migrations are found from the working directory, not this module.
const migrationsFolder = () => path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle');

export type DbOptions = {
  /** postgres:// URL; without it the embedded database is used. */
  url?: string;
  /** PGlite directory, or 'memory://' for tests. */
  dataDir?: string;
};

export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.url) {
    const client = postgres(opts.url, { max: 20, onnotice: () => {} });
    const db = drizzlePg(client, { schema });
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    return {
      db,
      driver: 'postgres',
      close: () => client.end({ timeout: 5 }),
      ping: async () => void (await db.execute(sql`select 1`)),
    };
  }
  const dir = opts.dataDir ?? './data';
  if (!dir.startsWith('memory://')) mkdirSync(path.resolve(dir), { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    ping: async () => void (await client.query('select 1')),
  };
}
