import { afterAll, beforeAll } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { bootstrap } from '../../src/server/db/bootstrap';
import { keepDailyCountsInZone } from '../../src/server/platform/daily-counts';
import { parseEnv, type Env } from '../../src/server/platform/env';
import { openTestDatabase, type DbKind, type TestDatabase } from './db';
import { conformanceChecker, type Document } from './openapi-check';

// The real server, in-process: real database, real plugins, requests through Fastify's inject.

export const ADMIN = { email: 'admin@example.com', username: 'admin', password: 'admin-password-1' } as const;

export type App = Awaited<ReturnType<typeof buildApp>>;

export type TestApp = {
  kind: DbKind;
  app: App;
  database: TestDatabase;
  env: Env;
  close: () => Promise<void>;
};

export const testEnv = (overrides: Record<string, string> = {}) =>
  parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_TIMEZONE: 'Africa/Kinshasa',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...overrides,
  });

/**
 * A fresh database with the services and the admin of first boot, and the app on top of it; `clientDir`, a client
 * build to serve (none by default).
 */
export async function startApp(
  kind: DbKind,
  envOverrides: Record<string, string> = {},
  { clientDir = '/nonexistent-client-dir' }: { clientDir?: string } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  try {
    const env = testEnv(envOverrides);
    await bootstrap(database.db, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD });
    // as the server's start does (main.ts)
    await keepDailyCountsInZone(database.db, env.APP_TIMEZONE);
    const app = await buildApp({ database, env, logger: false, clientDir });
    await app.ready();
    let closed = false;
    return {
      kind,
      app,
      database,
      env,
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await app.close();
        } finally {
          await database.close();
        }
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * Starts the app before the enclosing describe's tests and closes it after them. The returned object
 * is filled in by beforeAll, so read it inside tests: `const t = useTestApp(kind); … t.app.inject(…)`.
 */
export function useTestApp(kind: DbKind, envOverrides: Record<string, string> = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await startApp(kind, envOverrides));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

/** How a request proves who it is. */
export type Auth = { cookie: string } | { token: string } | null;

export type RequestOptions = {
  auth?: Auth;
  body?: unknown;
  /** Sends `X-Requested-With: XMLHttpRequest` (what the browser client does); on by default. */
  xhr?: boolean;
  headers?: Record<string, string>;
  /** The caller's IP; the per-IP login limit counts by it. */
  ip?: string;
};

let ipCounter = 0;
/** A distinct client IP for each call, so the per-IP login limit never couples tests. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

const checkers = new WeakMap<App, Promise<ReturnType<typeof conformanceChecker>>>();
/** The checker of the app's own /api/openapi.json. */
export function conformanceOf(t: TestApp) {
  let checker = checkers.get(t.app);
  if (!checker) {
    checker = t.app
      .inject({ method: 'GET', url: '/api/openapi.json' })
      .then((res) => conformanceChecker(res.json<Document>()));
    checkers.set(t.app, checker);
  }
  return checker;
}

/**
 * A request through Fastify's inject. Every answer of a documented path is checked against the
 * document (status, content type, body schema): a mismatch fails the test that met it.
 */
export async function request(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  opts: RequestOptions = {},
): Promise<LightMyRequestResponse> {
  const res = await send(t, method, url, opts);
  const problem = (await conformanceOf(t))({
    method: String(method),
    url,
    status: res.statusCode,
    contentType: res.headers['content-type'] as string | undefined,
    body: res.body,
  });
  if (problem) throw new Error(`The answer differs from /api/openapi.json: ${problem}`);
  return res;
}

function send(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  opts: RequestOptions,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.xhr ?? true) headers['x-requested-with'] = 'XMLHttpRequest';
  if (opts.auth && 'cookie' in opts.auth) headers.cookie = opts.auth.cookie;
  if (opts.auth && 'token' in opts.auth) headers.authorization = `Bearer ${opts.auth.token}`;
  const inject: InjectOptions = { method, url, headers, remoteAddress: opts.ip ?? freshIp() };
  if (opts.body !== undefined) {
    if (typeof opts.body === 'string') {
      inject.payload = opts.body;
      headers['content-type'] ??= 'application/json';
    } else inject.payload = opts.body as InjectOptions['payload'];
  }
  return t.app.inject(inject);
}

/** Short forms: `api(t, auth).post('/api/tokens', { name })`. */
export function api(t: TestApp, auth: Auth = null) {
  const call =
    (method: InjectOptions['method']) =>
    (url: string, body?: unknown, opts: Omit<RequestOptions, 'auth' | 'body'> = {}) =>
      request(t, method, url, { ...opts, auth, body });
  return { get: call('GET'), post: call('POST'), put: call('PUT'), patch: call('PATCH'), delete: call('DELETE') };
}
