import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/postgres-js';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import postgres from 'postgres';
import { openPglite } from './pglite';
import { CUSTOM_PLANS, GENERIC_PLANS, preparedStatements } from './prepared-statements';

// Both drivers expose the same query builder; services are written against this type. Queries name their tables
// (select … from), so the client needs no schema of its own: the platform knows no domain's tables.
export type Db = ReturnType<typeof drizzlePg>;
/** What a db.transaction callback is given: queries like a Db, inside the transaction. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  /** The connections the group commit's batches run on (`batchDbOf`); the same as `db` on the embedded database. */
  batchDb: Db;
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
export const migrationsFolder = () => path.resolve(process.env.MIGRATIONS_DIR ?? 'drizzle');

/**
 * PostgreSQL away (restarting, a network cut) must cost a caller a prompt 503, never a wait: a connection
 * attempt gives up after a second, and after a failure the driver tries again within a quarter of a second
 * (postgres.js waits up to 20 s by default, and every query queued meanwhile waits with it). A statement that
 * runs for more than a minute is stopped by the server: no screen, report or export takes that long, and a
 * query stuck behind a lock must not hold a request and a connection for ever.
 * JIT is off: it compiles a query whose estimated cost is high to machine code, which pays off for long analytic
 * queries and never for Tarmac's short ones. On a freshly loaded 10-million-event database (no statistics yet) the
 * scan's estimate crossed the threshold and every scan batch spent 2 to 3 s compiling a plan that runs in 1 ms
 * (docs/decisions/043).
 */
const FAIL_FAST = {
  connect_timeout: 1,
  backoff: (retries: number) => Math.min(0.05 * retries, 0.25),
  connection: { statement_timeout: 60_000, jit: 'off' },
  onnotice: () => {},
} satisfies postgres.Options<Record<string, postgres.PostgresType>>;

/** How long /healthz waits for the database before telling the balancer this process cannot serve. */
const PING_MS = 1_000;

/** `work`, or an ETIMEDOUT error after `ms` (the work itself goes on: only the wait for it ends). */
export function withinMs<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The scan batches' own connections. A batch is one large statement (lookups, insert, update and counters in CTEs)
 * whose text never changes and whose plan reads indexes only, whatever the values: planning it costs PostgreSQL
 * more than running it (about 1 ms against 0.5 for a batch of twenty scans), so on these connections it is planned
 * once and the plan kept (GENERIC_PLANS), where the pool re-plans every statement for its values. Two batches of
 * bag scans and two of freight scans are in flight at most, hence four.
 */
const BATCH_CONNECTIONS = 4;
export const BATCH_APPLICATION_NAME = 'tarmac batches';
const batchDbs = new WeakMap<Db, Db>();

/** The database the group commit runs its batches on, for `db` as services are given it. */
export const batchDbOf = (db: Db): Db => batchDbs.get(db) ?? db;

export type DbOptions = {
  /** postgres:// URL; without it the embedded database is used. */
  url?: string;
  /** PGlite directory, or 'memory://' for tests. */
  dataDir?: string;
};

/** The advisory lock (class, key) the processes starting on one database take turns under. */
export const STARTUP_LOCK = [0x73747274, 0] as const; // 'strt'

/**
 * Applies what migrations are left, one starting process at a time: drizzle's migrator takes no lock, and two
 * processes started together (compose starts both) ran the same CREATE TABLE, and one died. The lock is a session's,
 * on a connection of its own that waits as long as the other's migrations take; ending it releases the lock.
 * Nothing left to apply, the migrator is not run: it creates its schema first, which the account the server runs
 * under once migrated (docs/operations.md) may not do.
 */
async function migrateInTurn(url: string, db: Db) {
  const turn = postgres(url, { max: 1, ...FAIL_FAST, connection: { ...FAIL_FAST.connection, statement_timeout: 0 } });
  try {
    await turn`select pg_advisory_lock(${STARTUP_LOCK[0]}, ${STARTUP_LOCK[1]})`;
    const folder = migrationsFolder();
    const last = readMigrationFiles({ migrationsFolder: folder }).at(-1)?.folderMillis ?? 0;
    const [journal] = await turn<{ present: boolean }[]>`
      select to_regclass('drizzle.__drizzle_migrations') is not null as present`;
    const [applied] = journal?.present
      ? await turn<{ last: string | null }[]>`select max(created_at)::text as last from drizzle.__drizzle_migrations`
      : [];
    if (applied?.last == null || Number(applied.last) < last) await migratePg(db, { migrationsFolder: folder });
  } finally {
    await turn.end({ timeout: 1 });
  }
}

export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.url) {
    const client = postgres(opts.url, {
      max: 20,
      ...FAIL_FAST,
      connection: { ...FAIL_FAST.connection, ...CUSTOM_PLANS },
    });
    const db = drizzlePg(preparedStatements(client));
    await migrateInTurn(opts.url, db);
    const batchClient = postgres(opts.url, {
      max: BATCH_CONNECTIONS,
      ...FAIL_FAST,
      // named, so that pg_stat_activity tells them from the pool's
      connection: { ...FAIL_FAST.connection, ...GENERIC_PLANS, application_name: BATCH_APPLICATION_NAME },
    });
    const batchDb = drizzlePg(preparedStatements(batchClient));
    batchDbs.set(db, batchDb);
    return {
      db,
      batchDb,
      driver: 'postgres',
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), batchClient.end({ timeout: 5 })]);
      },
      ping: () =>
        withinMs(
          PING_MS,
          client`select 1`.then(() => undefined),
        ),
      // A client of its own per listener, so that one stuck listener can be ended and made anew without touching
      // the pool (postgres.js's listen keeps one connection and listens again after it drops, but gives up if
      // that first attempt fails).
      listen: async (channel, onNotify, onListen) => {
        const listener = postgres(opts.url!, { max: 1, ...FAIL_FAST });
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
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    mkdirSync(path.resolve(dir), { recursive: true });
    unlock = lockDataDir(path.resolve(dir));
  }
  let client: PGlite;
  try {
    // PGlite's memory only grows: creating a database and its indexes takes some 600 MB that the rest of the
    // process's life would keep. So a new directory is created by a process of its own, whose memory goes with it,
    // then opened here like any other (docs/decisions/035).
    if (!dir.startsWith('memory://') && !existsSync(path.join(dir, 'PG_VERSION'))) await createInChildProcess(dir);
    client = await openPglite(dir);
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    batchDb: db,
    driver: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    ping: async () => void (await client.query('select 1')),
    // one process, so notifications only ever go from this process to itself: the same code path as PostgreSQL
    listen: async (channel, onNotify, onListen) => {
      const unlisten = await client.listen(channel, onNotify);
      onListen();
      return () => unlisten();
    },
  };
}

/**
 * Creates the embedded database in `dir` and runs the migrations in a process of its own (create-database.ts), which
 * gives its memory back when it exits. In the build it is dist/server/create-database.js beside main.js; from source
 * (tests, `npm run dev`) the same file through tsx.
 */
async function createInChildProcess(dir: string) {
  const built = !import.meta.url.endsWith('.ts');
  const script = fileURLToPath(new URL(built ? './create-database.js' : './create-database.ts', import.meta.url));
  const child = spawn(process.execPath, [...(built ? [] : ['--import', 'tsx']), script, dir, migrationsFolder()], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Creating the embedded database in ${dir} failed (exit code ${code}):\n${errors}`);
}

/** The directories this process holds: a lock naming this PID and not held here is left from an earlier life. */
const lockedDirs = new Set<string>();

/**
 * PGlite is PostgreSQL inside this process: a second process opening the same directory would keep its own copy
 * of the pages and both would lose each other's writes without a word. So the directory is taken with a lock file
 * naming the PID, created exclusively; a lock whose process is gone (a crash, a killed container) is taken over.
 * A container's Tarmac is PID 1 at every start, hence the set above rather than the PID alone.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, '.tarmac.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      // written beside it, then linked into place: the lock never exists without its PID in it
      const draft = `${file}.${process.pid}`;
      writeFileSync(draft, String(process.pid));
      try {
        linkSync(draft, file);
      } finally {
        rmSync(draft, { force: true });
      }
      lockedDirs.add(dir);
      return () => {
        if (!lockedDirs.delete(dir)) return;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    const isHeldHere = holder === process.pid && lockedDirs.has(dir);
    if (isHeldHere || (holder !== process.pid && isAlive(holder))) {
      throw new Error(
        `The embedded database in ${dir} is in use by another Tarmac process (PID ${holder}). It serves one process ` +
          `only: stop the other one, or set DATABASE_URL so that several processes share one PostgreSQL. ` +
          `If no Tarmac is running, delete ${file}.`,
      );
    }
    rmSync(file, { force: true }); // its process is gone
  }
}

function isAlive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}
