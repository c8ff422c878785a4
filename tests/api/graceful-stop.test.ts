import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/platform/db/client';
import { bagEvents } from '../../src/server/domains/schema';
import { bootstrap } from '../../src/server/db/bootstrap';
import { ADMIN, type TestApp } from '../helpers/app';
import { scannableBag } from '../helpers/baggage';
import { databases, openTestDatabase, type DbKind, type TestDatabase } from '../helpers/db';
import { createUser } from '../helpers/factories';
import { call, databaseUrl, signIn, sleep, startServer, type Server } from '../helpers/server-process';

// SIGTERM (a deployment, a container stopped) under a load of scans. The process stops taking requests
// (503, /healthz too), answers those it has (scans waiting in the group commit included), closes its connections,
// kept-alive ones too, closes the database and exits 0 within ten seconds; every scan it acknowledged is stored
// once. A real server process, on PGlite in a data directory and on a PostgreSQL database made for the test.

const WORKERS = 8;

describe.each(databases())('SIGTERM under a load of scans on %s', (kind: DbKind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 30_000);

  it('finishes what it acknowledged, stores each acknowledged scan once and exits 0 within 10 s', async () => {
    // the data: written straight to the database before the server opens it
    let database: TestDatabase;
    let serverEnv: Record<string, string>;
    if (kind === 'postgres') {
      database = await openTestDatabase('postgres');
      cleanups.push(() => database.close());
      serverEnv = { DATABASE_URL: databaseUrl(database.name) };
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'tarmac-stop-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      database = { ...(await openDatabase({ dataDir: dir })), kind, name: dir };
      serverEnv = { DATA_DIR: dir };
    }
    const t = { database } as TestApp;
    await bootstrap(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    const user = await createUser(t);
    const bags = await Promise.all(Array.from({ length: WORKERS }, () => scannableBag(t)));
    // PGlite serves one process: the server opens the directory once this one has let go of it
    if (kind === 'pglite') await database.close();

    const server: Server = await startServer(serverEnv);
    cleanups.push(async () => void server.child.kill('SIGKILL'));
    const cookie = await signIn(server, user.email, user.password);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));

    // each worker scans its bag again and again over one kept-alive connection, until the server refuses or is gone
    const acknowledged: string[] = [];
    const refusedWith = new Set<number>();
    let stopping = false;
    const worker = async ({ airport, bag }: (typeof bags)[number]) => {
      for (;;) {
        const id = randomUUID();
        const res = await call(server, 'POST', '/api/baggage-events', {
          cookie,
          body: {
            bag_tag_number: bag.bag_tag_number,
            event_type: 'LOADED',
            airport_id: airport.id,
            client_event_id: id,
          },
        }).catch(() => null);
        if (!res) return; // the connection refused or closed: the process is gone
        await res.arrayBuffer();
        if (res.ok) acknowledged.push(id);
        else {
          expect(stopping, `${res.status} before SIGTERM`).toBe(true);
          refusedWith.add(res.status);
          await sleep(20);
        }
      }
    };
    const load = Promise.all(bags.map(worker));
    await sleep(1_500);
    const before = acknowledged.length;
    expect(before).toBeGreaterThan(0);

    stopping = true;
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const code = await exited;
    const took = Date.now() - signalled;
    await load;

    expect(code, server.logs()).toBe(0);
    expect(took).toBeLessThan(10_000);
    expect([...refusedWith].every((s) => s === 503)).toBe(true);

    const after =
      kind === 'pglite' ? { ...(await openDatabase({ dataDir: serverEnv.DATA_DIR })), kind, name: '' } : database;
    if (kind === 'pglite') cleanups.push(() => after.close());
    const stored = await after.db.select({ id: bagEvents.client_event_id }).from(bagEvents);
    const times = new Map<string | null, number>();
    for (const { id } of stored) times.set(id, (times.get(id) ?? 0) + 1);
    expect(acknowledged.filter((id) => times.get(id) !== 1)).toEqual([]);
  }, 120_000);
});
