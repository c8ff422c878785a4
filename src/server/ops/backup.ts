import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { lockDataDir } from '../platform/db/client';

// `npm run backup -- FILE` and `npm run restore -- FILE`: the whole database in one file and back.
// PostgreSQL: pg_dump's custom format, read back by pg_restore. The embedded database: PGlite's own dump of its
// data directory (a gzipped tar), taken while no server holds the directory. A restore goes into an empty
// database only: mixing a backup into live data would give two copies of some records and half of others.

const run = promisify(execFile);

export type Target = { url?: string; dataDir: string };

export async function backup(target: Target, file: string) {
  if (target.url) {
    await checkPgDumpVersion(target.url);
    await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${target.url}`]);
    return;
  }
  const dir = path.resolve(target.dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION')))
    throw new Error(`There is no embedded database in ${dir} (DATA_DIR) to back up.`);
  await withDataDir(dir, async () => {
    const pg = await PGlite.create(dir);
    try {
      const dump = await pg.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pg.close();
    }
  });
}

export async function restore(target: Target, file: string) {
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}.`);
  if (target.url) {
    await refuseUnlessEmpty(target.url);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.url}`, file]);
    await grantApp(target.url);
    return;
  }
  const dir = path.resolve(target.dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new Error(
      `${dir} (DATA_DIR) is not empty: a backup is restored into an empty directory only. ` +
        'Move the current one aside (or point DATA_DIR at a new directory) and restore again.',
    );
  mkdirSync(dir, { recursive: true });
  await withDataDir(dir, async () => {
    const pg = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([readFileSync(file)]) });
    await pg.close();
  });
}

/**
 * The tables come back without their grants (the dump's name the first database's roles, which this one may not
 * have): the account of the role tarmac_app (docs/operations.md) is given back what it may do, by the function the
 * migrations keep for it. A backup from before that function gets it at the next start, from its migration.
 */
async function grantApp(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [found] = await sql<{ present: boolean }[]>`select to_regproc('tarmac_grant_app') is not null as present`;
    if (found?.present) await sql`select tarmac_grant_app()`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Holds the directory's lock meanwhile: a server using it refuses to start, and a running one makes this refuse. */
async function withDataDir(dir: string, work: () => Promise<void>) {
  const unlock = lockDataDir(dir);
  try {
    await work();
  } finally {
    unlock();
  }
}

/**
 * pg_dump cannot read a server newer than itself (it stops with "server version mismatch"), so the two are
 * compared first and the fix is named: the PostgreSQL client tools of the server's version or later.
 */
async function checkPgDumpVersion(url: string) {
  const { stdout } = await run('pg_dump', ['--version']).catch(() => {
    throw new Error('pg_dump was not found: install the PostgreSQL client tools (Debian: postgresql-client).');
  });
  const client = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
  const server = Math.floor((await serverVersionNum(url)) / 10000);
  if (!(client >= server))
    throw new Error(
      `pg_dump ${client} cannot back up PostgreSQL ${server}: install the PostgreSQL ${server} client tools ` +
        `(or later) and run the backup again.`,
    );
}

async function serverVersionNum(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ server_version_num: string }[]>`show server_version_num`;
    return Number(row!.server_version_num);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function refuseUnlessEmpty(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`;
    if (row!.n > 0)
      throw new Error(
        `The database has ${row!.n} tables already: a backup is restored into an empty database only. ` +
          'Create a new database (createdb), point DATABASE_URL at it and restore again.',
      );
  } finally {
    await sql.end({ timeout: 5 });
  }
}
