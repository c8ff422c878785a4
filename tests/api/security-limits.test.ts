import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { PAIR_MAX_FAILURES } from '../../src/server/auth/attempts';
import { users } from '../../src/server/domains/schema';
import { PHOTO_MAX_BYTES } from '../../src/shared/photos';
import { api, freshIp, request, testEnv, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { createAirport, createUser, login, signedIn, withCheapHash } from '../helpers/factories';
import { insertFlight } from '../helpers/flights';
import { streamUntilAnswered } from '../helpers/stream-body';

// What anyone on the airport's network can try with curl and no account: bodies are bounded before
// they are read, and every way to check a password is counted before the password is hashed.

const MB = 1024 * 1024;
// what a refused body may still have let in: the socket buffers of both ends on loopback, a few MB
const SLACK = 16 * MB;
const HUGE = 200 * MB;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const filePrefix = (boundary: string, field: string, type: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f"\r\nContent-Type: ${type}\r\n\r\n`;

describe.each(databases())('Bodies bounded before they are read, on %s', (kind) => {
  const t = useTestApp(kind);
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('/trpc refuses a multipart body with 415 before reading it (tRPC would read it whole, with no limit)', async () => {
    const boundary = 'xxBOUNDARYxx';
    for (const chunked of [false, true]) {
      const answer = await streamUntilAnswered(port, {
        method: 'POST',
        path: '/trpc/auth.login',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        totalBytes: HUGE,
        chunked,
        prefix: filePrefix(boundary, 'email', 'text/plain'),
      });
      expect(answer.status, answer.head).toBe(415);
      expect(answer.head.toLowerCase()).toContain('connection: close');
      expect(answer.bytesSent).toBeLessThan(SLACK);
      expect(JSON.parse(answer.body).message).toBe('Ce chemin n’accepte qu’un corps JSON (application/json).');
    }
    // a client that goes on sending is cut off after a few MB more, not drained to the end
    const careless = await streamUntilAnswered(port, {
      method: 'POST',
      path: '/trpc/auth.login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      totalBytes: HUGE,
      keepSending: true,
    });
    expect(careless.status).toBe(415);
    expect(careless.bytesSent).toBeLessThan(2 * SLACK);
  });

  it('/trpc refuses a JSON body over 1 MiB with 413 before reading the rest', async () => {
    for (const chunked of [false, true]) {
      const answer = await streamUntilAnswered(port, {
        method: 'POST',
        path: '/trpc/auth.login',
        headers: { 'content-type': 'application/json' },
        totalBytes: HUGE,
        chunked,
        prefix: '{"email":"',
      });
      expect(answer.status, answer.head).toBe(413);
      expect(answer.head.toLowerCase()).toContain('connection: close');
      expect(answer.bytesSent).toBeLessThan(SLACK);
    }
  });

  it('an upload from no one is answered 401 before its body is read; from a role that may not, 403', async () => {
    const airport = await createAirport(t);
    const flight = await insertFlight(t, { departure_airport: airport.id });
    const boundary = 'b0undary';
    const cargo = await signedIn(t, { service: 'cargo', airport_id: airport.id });
    const cases = [
      { path: '/api/found-bags/1/photo', method: 'PUT', field: 'photo', headers: {}, status: 401 },
      {
        path: `/api/flights/${flight.id}/import-manifest`,
        method: 'POST',
        field: 'manifest',
        headers: {},
        status: 401,
      },
      {
        path: '/api/found-bags/1/photo',
        method: 'PUT',
        field: 'photo',
        headers: { cookie: cargo.auth.cookie, ...XHR },
        status: 403,
      },
      {
        path: `/api/flights/${flight.id}/import-manifest`,
        method: 'POST',
        field: 'manifest',
        headers: { cookie: cargo.auth.cookie, ...XHR },
        status: 403,
      },
    ];
    for (const c of cases) {
      const answer = await streamUntilAnswered(port, {
        method: c.method,
        path: c.path,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...c.headers },
        totalBytes: HUGE,
        prefix: filePrefix(boundary, c.field, 'application/octet-stream'),
      });
      expect(answer.status, `${c.method} ${c.path}: ${answer.head}`).toBe(c.status);
      expect(answer.head.toLowerCase()).toContain('connection: close');
      expect(answer.bytesSent).toBeLessThan(SLACK);
    }
  });

  it('a photo past its own 2 MB is answered 413 without reading the rest, declared or not', async () => {
    const airport = await createAirport(t);
    const desk = await signedIn(t, { service: 'lost-and-found', airport_id: airport.id, lang: 'en' });
    const bag = expectJson(
      await api(t, desk.auth).post('/api/found-bags', { found_location: 'Belt 4', bag_color: 'BK' }),
      201,
    );
    const boundary = 'ph0to';
    for (const chunked of [false, true]) {
      const answer = await streamUntilAnswered(port, {
        method: 'PUT',
        path: `/api/found-bags/${bag.id}/photo`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: desk.auth.cookie, ...XHR },
        totalBytes: HUGE,
        chunked,
        prefix: filePrefix(boundary, 'photo', 'image/jpeg'),
      });
      expect(answer.status, answer.head).toBe(413);
      expect(answer.head.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(answer.body).message).toBe(
        `The photo is larger than ${PHOTO_MAX_BYTES / MB} MB: take it again at a lower resolution.`,
      );
      expect(answer.bytesSent).toBeLessThan(PHOTO_MAX_BYTES + SLACK);
    }
    expect(expectJson(await api(t, desk.auth).get(`/api/found-bags/${bag.id}`), 200).photo).toBeNull();
  });
});

describe.each(databases())('Batches and sign-ins on %s', (kind) => {
  const t = useTestApp(kind);
  const trpc = (t: TestApp, path: string, body: unknown, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('caps a /trpc batch at 10 calls and refuses a sign-in inside a batch, checking no password', async () => {
    const user = await withCheapHash(t, await createUser(t));
    const ip = freshIp();
    const eleven = Array.from({ length: 11 }, () => 'auth.me').join(',');
    expect(
      (await t.app.inject({ method: 'GET', url: `/trpc/${eleven}?batch=1&input={}`, remoteAddress: ip })).statusCode,
    ).toBe(413);
    const logins = Array.from({ length: 60 }, () => 'auth.login').join(',');
    const guesses = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [i, { email: user.email, password: `guess-${i}` }]),
    );
    expect((await trpc(t, `${logins}?batch=1`, guesses, ip)).statusCode).toBe(413);
    const two = await trpc(
      t,
      'auth.login,auth.login?batch=1',
      { 0: { email: user.email, password: 'a' }, 1: { email: user.email, password: 'b' } },
      ip,
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Connectez-vous par un appel à part, pas dans un lot.');
    // none of those were counted as failures: the right password signs in from that very address
    expect(
      expectJson(await request(t, 'POST', '/login', { ip, body: { email: user.email, password: user.password } }), 200)
        .user.id,
    ).toBe(user.id);
  });

  it('reads the batch as tRPC does (an encoded comma splits too) and answers a path that cannot be decoded 404, not 500', async () => {
    const user = await withCheapHash(t, await createUser(t));
    const ip = freshIp();
    const sneaky = await trpc(
      t,
      'auth.login%252Cauth.login?batch=1',
      { 0: { email: user.email, password: 'a' }, 1: { email: user.email, password: 'b' } },
      ip,
    );
    expect(sneaky.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/trpc/auth.me%25E0', remoteAddress: ip })).statusCode).toBe(404);
  });

  it("refuses an API token setting its own owner's password (a leaked token would become the account)", async () => {
    const admin = await signedIn(t, { role: 'admin', service: 'admin-and-it' });
    const token = expectJson(await api(t, admin.auth).post('/api/tokens', { name: 'sync' }), 201).token as string;
    const self = expectJson(await api(t, admin.auth).get(`/api/users/${admin.user.id}`), 200);
    const body = {
      name: self.name,
      email: self.email,
      username: self.username,
      role: 'admin',
      service_id: self.service.id,
      password: 'taken-over-1',
    };
    expectError(await api(t, { token }).put(`/api/users/${admin.user.id}`, body), 403);
    // another user's password stays the token's to set (an account sync)
    const other = await createUser(t);
    const theirs = expectJson(await api(t, admin.auth).get(`/api/users/${other.id}`), 200);
    expectJson(
      await api(t, { token }).put(`/api/users/${other.id}`, {
        name: theirs.name,
        email: theirs.email,
        username: theirs.username,
        role: theirs.role,
        service_id: theirs.service.id,
        password: 'reset-by-sync-1',
      }),
      200,
    );
  });

  it('counts a burst of parallel guesses before hashing: no more than the budget is ever checked', async () => {
    const user = await withCheapHash(t, await createUser(t));
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        request(t, 'POST', '/login', { ip, body: { email: user.email, password: `guess-${i}` } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(PAIR_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(18 - PAIR_MAX_FAILURES);
    for (const refused of answers.filter((a) => a.statusCode === 429))
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('one limit per client address covers the sign-in screen’s tRPC call and POST /login alike', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    // a malformed sign-in counts too (it is counted before its body is read as one): no hashing to wait for
    for (let i = 0; i < 19; i++) expect((await trpc(t, 'auth.login', {}, ip)).statusCode).toBe(422);
    expect((await trpc(t, 'auth.login', { email: 'nobody@example.test', password: 'whatever-1' }, ip)).statusCode).toBe(
      422,
    );
    const refused = await trpc(t, 'auth.login', { email: user.email, password: user.password }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await request(t, 'POST', '/login', { ip, body: { email: user.email, password: user.password } }), 429);
    expect(
      expectJson(await request(t, 'POST', '/login', { body: { email: user.email, password: user.password } }), 200).user
        .id,
    ).toBe(user.id);
  });

  it('counts wrong current passwords at POST /api/profile/password as failed sign-ins of the account', async () => {
    const user = await withCheapHash(t, await createUser(t, { lang: 'en' }));
    const cookie = await login(t, user.email, user.password); // rehashed now: put the cheap hash back
    await withCheapHash(t, user);
    const ip = freshIp();
    const change = (current: string) =>
      request(t, 'POST', '/api/profile/password', {
        ip,
        auth: { cookie },
        body: {
          current_password: current,
          new_password: 'new-password-1',
          new_password_confirmation: 'new-password-1',
        },
      });
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) expectError(await change(`wrong-${i}`), 422, ['current_password']);
    const locked = await change(user.password);
    expectError(locked, 429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('replaces a hash made with weaker parameters at the next sign-in, and it still signs in after', async () => {
    const user = await withCheapHash(t, await createUser(t));
    const hashOf = async () =>
      (await t.database.db.select({ h: users.password_hash }).from(users).where(eq(users.id, user.id)))[0]!.h;
    expect(await hashOf()).toMatch(/^scrypt\$16384\$8\$1\$/);
    await login(t, user.email, user.password);
    expect(await hashOf()).toMatch(/^scrypt\$131072\$8\$1\$/);
    await login(t, user.username, user.password);
  });

  it('behind TRUST_PROXY=1 counts the address the proxy saw, whatever a client writes in X-Forwarded-For', async () => {
    const proxied = await buildApp({
      database: t.database,
      env: testEnv({ TRUST_PROXY: '1', LOGIN_LIMIT_PER_MINUTE: '3' }),
      logger: false,
      clientDir: '/nonexistent-client-dir',
    });
    try {
      const user = await createUser(t);
      // the client forges a new address each time in front of the one the proxy appends
      const signIn = (n: number) =>
        proxied.inject({
          method: 'POST',
          url: '/login',
          remoteAddress: '10.9.9.9',
          headers: { 'x-forwarded-for': `198.51.100.${n}, 203.0.113.77` },
          payload: { email: user.email, password: user.password },
        });
      for (let i = 0; i < 3; i++) expect((await signIn(i)).statusCode).toBe(200);
      expect((await signIn(99)).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
