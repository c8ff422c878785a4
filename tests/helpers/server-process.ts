import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { ADMIN } from './app';

// Real Tarmac server processes (from source, through tsx) for the tests of what only a process shows: several
// of them on one database, the database going away under them, SIGTERM.

export type Server = { base: string; child: ChildProcess; logs: () => string };
export type Call = { cookie?: string; token?: string; body?: unknown; headers?: Record<string, string> };

/** A port nobody listens on now, chosen by the system (test files run in parallel, each with its servers). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `src/server/main.ts` on a free port and waits until its /healthz answers 200. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      APP_TIMEZONE: 'Africa/Kinshasa',
      LOG_LEVEL: 'warn',
      DEMO: '0',
      // every request comes from 127.0.0.1: the per-address limit stays out of the way of the account lock
      LOGIN_LIMIT_PER_MINUTE: '1000',
      ...env,
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
  child.kill('SIGKILL');
  throw new Error(`the server on ${port} did not start:\n${logs}`);
}

/** SIGTERM, then SIGKILL if it is still there after ten seconds; resolves to its exit code (null if killed). */
export async function stopServer(server: Server | undefined): Promise<number | null> {
  if (!server) return null;
  if (server.child.exitCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function call(server: Server, method: string, path: string, opts: Call = {}) {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}

/** Signs in through POST /login; the `Cookie` header value of the session. */
export async function signIn(server: Server, login: string, password: string) {
  const res = await call(server, 'POST', '/login', { body: { email: login, password } });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tarmac_session='));
  return cookie!.split(';')[0]!;
}

/** The database URL of the test server (TEST_DATABASE_URL) with another database name. */
export function databaseUrl(name: string, server = process.env.TEST_DATABASE_URL!) {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
