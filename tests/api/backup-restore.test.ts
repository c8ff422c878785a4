import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../src/server/db/bootstrap';
import { openDatabase, type Database } from '../../src/server/platform/db/client';
import { backup, restore } from '../../src/server/ops/backup';
import { ADMIN, testEnv, type TestApp } from '../helpers/app';
import { insertEventAt, rebuild, scannableBag } from '../helpers/baggage';
import { databases, openTestDatabase, type DbKind } from '../helpers/db';
import { createAirport, createUser } from '../helpers/factories';
import { databaseUrl } from '../helpers/server-process';

// `npm run backup` and `npm run restore` give back every record, and the counters the dashboards read,
// on each database; a restore goes into an empty database only, and the embedded one is not backed up under a
// running server's feet.

/** Every row of every table (migrations' own included), in a stable order, as JSON. */
async function snapshot(database: Database) {
  const rows = (r: unknown) =>
    (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Array<Record<string, string>>;
  const tables = rows(
    await database.db.execute(sql`
      select table_schema as s, table_name as t from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'
      order by 1, 2`),
  );
  const all: Record<string, unknown[]> = {};
  for (const { s, t } of tables) {
    const data = rows(
      await database.db.execute(sql.raw(`select to_jsonb(x)::text as j from "${s}"."${t}" x order by 1`)),
    );
    all[`${s}.${t}`] = data.map((d) => d.j).sort();
  }
  return all;
}

/** Users, flights, bags, scans on two days and their daily counters, written straight to the database. */
async function fill(database: Database) {
  const t = { database, env: testEnv() } as TestApp;
  await bootstrap(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  const user = await createUser(t);
  for (let i = 0; i < 3; i++) {
    const { bag, airport } = await scannableBag(t);
    await insertEventAt(t, { bagId: bag.id, airportId: airport.id, userId: user.id, at: new Date() });
    await insertEventAt(t, {
      bagId: bag.id,
      airportId: airport.id,
      userId: user.id,
      at: new Date(Date.now() - 86_400_000),
    });
  }
  await rebuild(t);
}

describe.each(databases())('backup and restore on %s', (kind: DbKind) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'tarmac-backup-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'tarmac.backup');

  it('gives back every record and counter in an empty database, and refuses one that is not', async () => {
    let source: Database;
    let target: { url?: string; dataDir: string };
    let into: { url?: string; dataDir: string };
    if (kind === 'postgres') {
      const db = await openTestDatabase('postgres');
      cleanups.push(() => db.close());
      source = db;
      target = { url: databaseUrl(db.name), dataDir: '' };
      const empty = `${db.name}_restored`;
      const server = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      await server.unsafe(`create database "${empty}"`);
      cleanups.push(async () => {
        await server.unsafe(`drop database if exists "${empty}" with (force)`);
        await server.end();
      });
      into = { url: databaseUrl(empty), dataDir: '' };
    } else {
      target = { dataDir: path.join(dir, 'data') };
      into = { dataDir: path.join(dir, 'restored') };
      source = await openDatabase({ dataDir: target.dataDir });
    }
    await fill(source);
    const before = await snapshot(source);
    expect(before['public.bag_events']).toHaveLength(6);
    expect(before['public.bag_event_daily']?.length).toBeGreaterThan(0);

    if (kind === 'pglite') {
      // a server holds the directory: no backup of pages it is writing
      await expect(backup(target, file)).rejects.toThrow(/in use by another Tarmac process/);
      await source.close();
    }
    await backup(target, file);
    await expect(restore(target, file)).rejects.toThrow(/restored into an empty/);

    await restore(into, file);
    const restored = await openDatabase({ url: into.url, dataDir: into.dataDir });
    cleanups.push(() => restored.close());
    expect(await snapshot(restored)).toEqual(before);
    if (into.url) {
      // the account Tarmac may run under (role tarmac_app) may do again what it did: the dump carries no grants
      const sql = postgres(into.url, { max: 1, onnotice: () => {} });
      try {
        const [may] = await sql`select has_table_privilege('tarmac_app', 'public.passengers', 'SELECT, UPDATE') as rows,
          has_table_privilege('tarmac_app', 'public.audit_log', 'INSERT') as audit_add,
          has_table_privilege('tarmac_app', 'public.audit_log', 'UPDATE') as audit_change,
          has_table_privilege('tarmac_app', 'drizzle.__drizzle_migrations', 'SELECT') as journal,
          has_function_privilege('tarmac_app', 'tarmac_purge_audit_log(integer)', 'EXECUTE') as purge`;
        expect(may).toEqual({ rows: true, audit_add: true, audit_change: false, journal: true, purge: true });
      } finally {
        await sql.end();
      }
    }
    // the sequences came back too: the next record gets a new id
    const t = { database: restored } as TestApp;
    await expect(createAirport(t)).resolves.toMatchObject({ id: expect.any(Number) });
  }, 240_000);
});
