import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../src/server/db/bootstrap';
import { ADMIN, type TestApp } from '../helpers/app';
import { openTestDatabase, type TestDatabase } from '../helpers/db';
import { createUser, DEFAULT_PASSWORD, withCheapHash } from '../helpers/factories';

// Issue 26: any number of Tarmac processes behind a load balancer on one PostgreSQL behave as one. Two real
// server processes (from source, through tsx) share a database made for this file; each test signs in or
// changes something on one and looks on the other. "Within one second" is polled every 100 ms.

type Server = { base: string; child: ChildProcess; logs: () => string };
type Call = { cookie?: string; token?: string; body?: unknown };

const PORT = 3700 + (process.pid % 50);

async function startServer(databaseUrl: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      APP_TIMEZONE: 'Africa/Kinshasa',
      LOG_LEVEL: 'warn',
      DEMO: '0',
      // every request comes from 127.0.0.1: the per-address limit stays out of the way of the account lock
      LOGIN_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  child.stdout.on('data', (d) => (logs += d));
  child.stderr.on('data', (d) => (logs += d));
  const server = { base: `http://127.0.0.1:${port}`, child, logs: () => logs };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited:\n${logs}`);
    const res = await fetch(`${server.base}/healthz`).catch(() => null);
    if (res?.status === 200) return server;
    await sleep(200);
  }
  throw new Error(`the server on ${port} did not start:\n${logs}`);
}

async function stopServer(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(server: Server, method: string, path: string, { cookie, token, body }: Call = {}) {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (cookie) headers.cookie = cookie;
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signIn(server: Server, login: string, password: string) {
  const res = await call(server, 'POST', '/login', { body: { email: login, password } });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tarmac_session='));
  return cookie!.split(';')[0]!;
}

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
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database.name}`;
    // one after the other: both apply migrations at start, and the first admin is made once
    a = await startServer(url.toString(), PORT);
    b = await startServer(url.toString(), PORT + 50);
  }, 200_000);

  afterAll(async () => {
    try {
      await Promise.all([stopServer(a), stopServer(b)]);
    } finally {
      await database?.close();
    }
  }, 30_000);

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
