import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../src/server/db/bootstrap';
import { ADMIN, type TestApp } from '../helpers/app';
import { openTestDatabase, type TestDatabase } from '../helpers/db';
import { createUser, DEFAULT_PASSWORD, withCheapHash } from '../helpers/factories';
import { call, databaseUrl, signIn, sleep, startServer, stopServer, type Server } from '../helpers/server-process';

// Any number of Tarmac processes behind a load balancer on one PostgreSQL behave as one. Two real
// server processes (from source, through tsx) share a database made for this file; each test signs in or
// changes something on one and looks on the other. "Within one second" is polled every 100 ms.

/** Milliseconds until `probe` answers 401, asked every 100 ms for at most two seconds; Infinity if it never does. */
async function refusedAfter(probe: () => Promise<Response>) {
  const start = Date.now();
  while (Date.now() - start < 2_000) {
    if ((await probe()).status === 401) return Date.now() - start;
    await sleep(100);
  }
  return Infinity;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: Server;
  let b: Server;
  // the factories need only the database
  const t = {} as TestApp;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    t.database = database;
    await bootstrap(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    const url = databaseUrl(database.name);
    // one after the other: both apply migrations at start, and the first admin is made once
    a = await startServer({ DATABASE_URL: url });
    b = await startServer({ DATABASE_URL: url });
  }, 200_000);

  afterAll(async () => {
    try {
      await Promise.all([stopServer(a), stopServer(b)]);
    } finally {
      await database?.close();
    }
  }, 30_000);

  it('purges personal data once between them: each runs the daily job at start, one does the work', async () => {
    const purges = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from audit_log where entity = 'retention' and action = 'purge'`,
        )
      )[0]!.n;
    await sleep(1_000); // B's run at start, begun as it became ready, has ended by now
    expect(await purges()).toBe(1);
  });

  it('a session made on one process works on the other', async () => {
    const user = await createUser(t);
    const cookie = await signIn(a, user.email, user.password);
    const res = await call(b, 'GET', '/api/user', { cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe(user.email);
  });

  it('a password changed on one process refuses the old session on the other within a second', async () => {
    const user = await createUser(t);
    const cookie = await signIn(a, user.email, user.password);
    expect((await call(b, 'GET', '/api/user', { cookie })).status).toBe(200); // now in B's cache
    const changed = await call(a, 'POST', '/api/profile/password', {
      cookie,
      body: {
        current_password: user.password,
        new_password: 'another-horse-2',
        new_password_confirmation: 'another-horse-2',
      },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await refusedAfter(() => call(b, 'GET', '/api/user', { cookie }))).toBeLessThanOrEqual(1_000);
  });

  it('a user disabled on one process has their token refused on the other within a second', async () => {
    const user = await createUser(t);
    const cookie = await signIn(a, user.email, user.password);
    const made = await call(a, 'POST', '/api/tokens', { cookie, body: { name: 'scanner' } });
    expect(made.status).toBe(201);
    const { token } = (await made.json()) as { token: string };
    expect((await call(b, 'GET', '/api/user', { token })).status).toBe(200);
    const admin = await signIn(a, ADMIN.email, ADMIN.password);
    const disabled = await call(a, 'POST', `/api/users/${user.id}/disable`, { cookie: admin });
    expect(disabled.status, await disabled.clone().text()).toBe(200);
    expect(await refusedAfter(() => call(b, 'GET', '/api/user', { token }))).toBeLessThanOrEqual(1_000);
  });

  it('a token deleted on one process is refused on the other within a second', async () => {
    const user = await createUser(t);
    const cookie = await signIn(b, user.email, user.password);
    const made = await call(b, 'POST', '/api/tokens', { cookie, body: { name: 'scanner' } });
    const { id, token } = (await made.json()) as { id: number; token: string };
    expect((await call(a, 'GET', '/api/user', { token })).status).toBe(200);
    expect((await call(b, 'DELETE', `/api/tokens/${id}`, { cookie })).status).toBe(204);
    expect(await refusedAfter(() => call(a, 'GET', '/api/user', { token }))).toBeLessThanOrEqual(1_000);
  });

  it('a process whose listening connection dropped listens again and still refuses within a second', async () => {
    const user = await createUser(t);
    const cookie = await signIn(a, user.email, user.password);
    expect((await call(b, 'GET', '/api/user', { cookie })).status).toBe(200);
    // the database restarts, a proxy cuts idle connections: what was sent before the LISTEN is back goes unheard
    const cut = await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    expect(cut.length).toBe(2);
    expect((await call(a, 'POST', '/logout', { cookie })).status).toBeLessThan(300);
    expect(await refusedAfter(() => call(b, 'GET', '/api/user', { cookie }))).toBeLessThanOrEqual(1_000);

    const other = await createUser(t);
    const second = await signIn(b, other.email, other.password);
    expect((await call(a, 'GET', '/api/user', { cookie: second })).status).toBe(200);
    expect((await call(b, 'POST', '/logout', { cookie: second })).status).toBeLessThan(300);
    expect(await refusedAfter(() => call(a, 'GET', '/api/user', { cookie: second }))).toBeLessThanOrEqual(1_000);
  });

  it('counts wrong passwords across both processes: ten alternating, and the eleventh is refused on either', async () => {
    const user = await withCheapHash(t, await createUser(t, { password: DEFAULT_PASSWORD }));
    for (let i = 0; i < 10; i++) {
      const res = await call(i % 2 ? b : a, 'POST', '/login', { body: { email: user.email, password: `wrong-${i}` } });
      expect(res.status).toBe(422);
    }
    for (const server of [a, b]) {
      const res = await call(server, 'POST', '/login', { body: { email: user.email, password: user.password } });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });
});
