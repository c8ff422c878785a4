import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bagEvents } from '../../src/server/domains/schema';
import { bootstrap } from '../../src/server/db/bootstrap';
import { ADMIN, type TestApp } from '../helpers/app';
import { scannableBag } from '../helpers/baggage';
import { openTestDatabase, type TestDatabase } from '../helpers/db';
import { createUser } from '../helpers/factories';
import { call, databaseUrl, signIn, sleep, startServer, stopServer, type Server } from '../helpers/server-process';
import { tcpProxy } from '../helpers/tcp-proxy';

// PostgreSQL restarting or out of reach. The server process reaches its database through a proxy this
// test controls (the PostgreSQL server is shared with other tests, so it is never stopped): the proxy cuts every
// connection and refuses new ones for a few seconds, then lets them through again. Meanwhile every call needing
// the database is a prompt 503 with Retry-After, in the caller's language; afterwards the same process serves.

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL out of reach', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let server: Server;
  const t = {} as TestApp;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    t.database = database;
    await bootstrap(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    const direct = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const url = new URL(databaseUrl(database.name));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    server = await startServer({ DATABASE_URL: url.toString() });
  }, 120_000);

  afterAll(async () => {
    try {
      await proxy?.restore();
      await stopServer(server);
      await proxy?.close();
    } finally {
      await database?.close();
    }
  }, 30_000);

  it('answers 503 JSON with Retry-After at once while it lasts, and serves again by itself when it is back', async () => {
    const user = await createUser(t, { lang: 'en' });
    const { airport, bag } = await scannableBag(t);
    const cookie = await signIn(server, user.email, user.password);
    const scanOf = (client_event_id: string) => ({
      bag_tag_number: bag.bag_tag_number,
      event_type: 'CHECKIN',
      airport_id: airport.id,
      client_event_id,
    });
    expect((await call(server, 'POST', '/api/baggage-events', { cookie, body: scanOf(randomUUID()) })).status).toBe(
      201,
    );

    await proxy.cut();
    const resent = randomUUID();
    const en = { 'accept-language': 'en' };
    const during = [
      () => call(server, 'GET', '/healthz'),
      () => call(server, 'POST', '/api/baggage-events', { cookie, body: scanOf(resent), headers: en }),
      () => call(server, 'GET', `/api/recent-events-paginate?airport=${airport.id}`, { cookie, headers: en }),
      () => call(server, 'POST', '/trpc/baggage.scan', { cookie, body: scanOf(resent), headers: en }),
      // a French desk signing in
      () =>
        call(server, 'POST', '/login', {
          body: { email: user.email, password: user.password },
          headers: { 'accept-language': 'fr' },
        }),
    ];
    const english = 'The database cannot be reached. Try again in 2 seconds.';
    const french = 'La base de données est injoignable. Réessayez dans 2 secondes.';
    // the whole outage, a few seconds, asked again and again: never a hang, never a 500
    const until = Date.now() + 4_000;
    let rounds = 0;
    while (Date.now() < until) {
      rounds += 1;
      for (const [i, probe] of during.entries()) {
        const started = Date.now();
        const res = await probe();
        const took = Date.now() - started;
        const text = await res.text();
        expect(took, `probe ${i}: ${text}`).toBeLessThan(1_500);
        expect(res.status, `probe ${i}: ${text}`).toBe(503);
        if (i === 0) continue; // /healthz: a balancer reads the status alone
        expect(res.headers.get('retry-after'), `probe ${i}`).toMatch(/^[1-9]\d*$/);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        const body = JSON.parse(text) as Record<string, unknown>;
        // tRPC's error shape when the procedure meets the outage; {message} when checking the session does first
        const message = (body.error as { message?: string } | undefined)?.message ?? body.message;
        expect(message, `probe ${i}`).toBe(i === 4 ? french : english);
        if (i !== 3) expect(Object.keys(body)).toEqual(['message']);
      }
    }
    expect(rounds).toBeGreaterThan(1);

    await proxy.restore();
    const back = Date.now();
    while ((await call(server, 'GET', '/healthz')).status !== 200) {
      expect(Date.now() - back, server.logs()).toBeLessThan(5_000);
      await sleep(100);
    }
    expect(server.child.exitCode).toBeNull(); // the same process, never restarted

    // the kiosk's queue sends the refused scan again, twice even: it is recorded once
    for (let i = 0; i < 2; i++) {
      const res = await call(server, 'POST', '/api/baggage-events', { cookie, body: scanOf(resent) });
      expect([200, 201], await res.clone().text()).toContain(res.status);
    }
    const rows = await database.db.select().from(bagEvents).where(eq(bagEvents.client_event_id, resent));
    expect(rows).toHaveLength(1);
    expect(server.logs()).not.toMatch(/"level":(50|60)/); // nothing logged as a failure of the server (500) or a crash
  });

  it('a connection reset while the driver learns the array types costs a request at most, never the process', async () => {
    // every pooled connection dropped: the next queries open new ones, and each asks the array types first
    await proxy.cut();
    await proxy.restore();
    proxy.resetOnce('typarray');
    const started = Date.now();
    while (!proxy.resetDone) {
      const res = await fetch(`${server.base}/healthz`).catch(() => undefined);
      expect([200, 503], server.logs()).toContain(res?.status);
      expect(Date.now() - started, 'no new connection asked the array types').toBeLessThan(5_000);
      await sleep(50);
    }
    await sleep(300); // the driver's lost promise fails on the next turns of the event loop
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.base}/healthz`).catch(() => undefined);
      expect(res?.status, server.logs()).toBe(200);
    }
    expect(server.child.exitCode, server.logs()).toBeNull();
    expect(server.logs()).toContain('failed while it learnt the array types (ECONNRESET)');
  });
});
