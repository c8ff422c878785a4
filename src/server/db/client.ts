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

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  ping: () => Promise<void>;
  /**
   * Hears NOTIFY on a channel, `onListen` each time the LISTEN is in place (again); resolves to a function that
   * stops it. Notifications sent while not listening are lost: whoever listens treats onListen as "start over".
   */
  listen: (channel: string, onNotify: (payload: string) => void, onListen: () => void) => Promise<() => Promise<void>>;
};

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
      // A client of its own per listener, so that one stuck listener can be ended and made anew without touching
      // the pool (postgres.js's listen keeps one connection and listens again after it drops, but gives up if
      // that first attempt fails).
      listen: async (channel, onNotify, onListen) => {
        const listener = postgres(opts.url!, { max: 1, onnotice: () => {} });
        try {
          await listener.listen(channel, onNotify, onListen);
        } catch (err) {
          await listener.end({ timeout: 0 });
          throw err;
        }
        return () => listener.end({ timeout: 0 });
      },
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
    // one process, so notifications only ever go from this process to itself: the same code path as PostgreSQL
    listen: async (channel, onNotify, onListen) => {
      const unlisten = await client.listen(channel, onNotify);
      onListen();
      return () => unlisten();
    },
  };
}
