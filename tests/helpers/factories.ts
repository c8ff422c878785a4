import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session';
import { airports, services, users, zones } from '../../src/server/domains/schema';
import type { Role, ServiceSlug } from '../../src/shared/roles';
import { ADMIN, api, request, type TestApp } from './app';

// Each test makes its own data: unique names, so tests never depend on one another or on order.

export const DEFAULT_PASSWORD = 'correct-horse-1';

/** A short unique suffix, lower-case letters and digits. */
export const unique = (prefix = 'u') => `${prefix}${randomBytes(5).toString('hex')}`;

let airportSeq = Math.floor(Math.random() * 26 ** 3);
/** A three-letter code not yet used in this process (26³ codes are plenty for a test run). */
export function uniqueAirportCode() {
  airportSeq = (airportSeq + 1) % 26 ** 3;
  let n = airportSeq;
  let code = '';
  for (let i = 0; i < 3; i++) {
    code = String.fromCharCode(65 + (n % 26)) + code;
    n = Math.floor(n / 26);
  }
  return code;
}

let defaultHash: Promise<string> | undefined;
const passwordHash = (password: string) =>
  password === DEFAULT_PASSWORD ? (defaultHash ??= hashPassword(DEFAULT_PASSWORD)) : hashPassword(password);

export async function serviceId(t: TestApp, slug: ServiceSlug): Promise<number> {
  const [row] = await t.database.db.select({ id: services.id }).from(services).where(eq(services.slug, slug));
  if (!row) throw new Error(`no service ${slug}`);
  return row.id;
}

export type TestUser = {
  id: number;
  name: string;
  email: string;
  username: string;
  password: string;
  role: Role;
  service_id: number;
};

/** A user written straight to the database (fast: the default password's hash is computed once). */
export async function createUser(
  t: TestApp,
  opts: {
    role?: Role;
    service?: ServiceSlug;
    password?: string;
    lang?: 'en' | 'fr';
    airport_id?: number | null;
    must_change_password?: boolean;
  } = {},
): Promise<TestUser> {
  const username = unique('user');
  const password = opts.password ?? DEFAULT_PASSWORD;
  const values = {
    name: `Test ${username}`,
    email: `${username}@example.test`,
    username,
    password_hash: await passwordHash(password),
    role: opts.role ?? 'agent',
    service_id: await serviceId(t, opts.service ?? 'passage'),
    airport_id: opts.airport_id ?? null,
    lang: opts.lang ?? 'fr',
    must_change_password: opts.must_change_password ?? false,
  };
  const [row] = await t.database.db.insert(users).values(values).returning({ id: users.id });
  return {
    id: row!.id,
    name: values.name,
    email: values.email,
    username,
    password,
    role: values.role,
    service_id: values.service_id,
  };
}

/**
 * Gives the user a hash made with the weak scrypt parameters of earlier versions (N = 2^14): it still verifies,
 * at an eighth of today's cost, so tests that fail a password fifty times stay quick. The first right
 * sign-in replaces it (needsRehash).
 */
export async function withCheapHash<U extends TestUser>(t: TestApp, user: U): Promise<U> {
  const salt = randomBytes(16);
  const key = scryptSync(user.password.normalize('NFKC'), salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  const hash = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
  await t.database.db.update(users).set({ password_hash: hash }).where(eq(users.id, user.id));
  return user;
}

/** Logs in through POST /login and returns the `Cookie` header value of the new session. */
export async function login(t: TestApp, loginName: string, password: string): Promise<string> {
  const res = await request(t, 'POST', '/login', { body: { email: loginName, password } });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieOf(res);
}

export function sessionCookieOf(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie in the answer');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/**
 * A user of the given role and service, signed in: `{ user, auth: { cookie } }`. The session is made
 * with the same createSession that POST /login uses, without paying for scrypt in every test;
 * tests/api/auth.test.ts covers the real sign-in.
 */
export async function signedIn(t: TestApp, opts: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, opts);
  const { token } = await createSession(t.database.db, user.id);
  return { user, auth: { cookie: `${SESSION_COOKIE}=${token}` } };
}

const adminSessions = new WeakMap<TestApp, Promise<string>>();
/** A session of the bootstrap admin, signed in once per app (tests must not sign it out: use signedIn for that). */
export async function adminAuth(t: TestApp) {
  let cookie = adminSessions.get(t);
  if (!cookie) adminSessions.set(t, (cookie = login(t, ADMIN.email, ADMIN.password)));
  return { cookie: await cookie };
}

/** An API token of the given session's user, made through POST /api/tokens. */
export async function createToken(t: TestApp, auth: { cookie: string }, name = unique('token')) {
  const res = await api(t, auth).post('/api/tokens', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; name: string; token: string }>();
}

export async function createAirport(t: TestApp, opts: { code?: string; name?: string; timezone?: string } = {}) {
  const code = opts.code ?? uniqueAirportCode();
  const [row] = await t.database.db
    .insert(airports)
    .values({ code, name: opts.name ?? `Airport ${code}`, timezone: opts.timezone ?? null })
    .returning({ id: airports.id, code: airports.code, name: airports.name });
  return row!;
}

export async function createZone(t: TestApp, airportId: number, name = unique('Zone ')) {
  const [row] = await t.database.db
    .insert(zones)
    .values({ name, airport_id: airportId })
    .returning({ id: zones.id, name: zones.name });
  return row!;
}
