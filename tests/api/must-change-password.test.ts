import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { bootstrap } from '../../src/server/db/bootstrap';
import { users } from '../../src/server/domains/schema';
import { ADMIN, api, request, testEnv, useTestApp, type TestApp } from '../helpers/app';
import { databases, openTestDatabase } from '../helpers/db';
import { expectCurrentUser, expectError, expectJson } from '../helpers/expect';
import {
  adminAuth,
  createToken,
  createUser,
  login,
  serviceId,
  sessionCookieOf,
  unique,
  withCheapHash,
  type TestUser,
} from '../helpers/factories';

// A password someone else chose (printed at the first start, or given by an administrator) is
// replaced by its user before the account does anything else.

const MUST_CHANGE = {
  en: 'Change your password first: it was generated or set by an administrator, and only you may know yours.',
  fr: 'Changez d’abord votre mot de passe : il a été généré ou fixé par un administrateur, et vous seul devez connaître le vôtre.',
};

const change = (current: string, next: string) => ({
  current_password: current,
  new_password: next,
  new_password_confirmation: next,
});
const flagOf = async (t: TestApp, id: number) =>
  (await t.database.db.select({ f: users.must_change_password }).from(users).where(eq(users.id, id)))[0]!.f;

describe.each(databases())('The first administrator on %s', (kind) => {
  it('gets must_change_password when bootstrap generated the password, not when ADMIN_PASSWORD gave it', async () => {
    const generated = await openTestDatabase(kind);
    const given = await openTestDatabase(kind);
    try {
      const first = await bootstrap(generated.db, { adminEmail: 'root@example.com' });
      expect(first?.password).toMatch(/^[\w-]{16}$/);
      expect((await generated.db.select({ f: users.must_change_password }).from(users))[0]!.f).toBe(true);
      await bootstrap(given.db, { adminEmail: 'root@example.com', adminPassword: 'a-given-password' });
      expect((await given.db.select({ f: users.must_change_password }).from(users))[0]!.f).toBe(false);
    } finally {
      await generated.close();
      await given.close();
    }
  });

  it('signs in with the printed password, can do nothing but change it, and then everything', async () => {
    const database = await openTestDatabase(kind);
    const env = testEnv();
    const app = await buildApp({ database, env, logger: false, clientDir: '/nonexistent-client-dir' });
    try {
      const first = await bootstrap(database.db, { adminEmail: 'root@example.com' });
      await app.ready();
      const t: TestApp = { kind, app, database, env, close: async () => {} };

      const signIn = await request(t, 'POST', '/login', {
        body: { email: 'root@example.com', password: first!.password },
      });
      const admin = expectJson(signIn, 200).user;
      expect(admin.must_change_password).toBe(true);
      const session = { cookie: sessionCookieOf(signIn) };
      expect(expectJson(await api(t, session).get('/api/user'), 200).must_change_password).toBe(true);
      // the admin's language is French (bootstrap), so the refusal is too
      expect(expectError(await api(t, session).get(`/api/users/${admin.id}`), 403).message).toBe(MUST_CHANGE.fr);
      expectError(await api(t, session).post('/api/tokens', { name: 'sorter' }), 403);

      expectJson(
        await api(t, session).post('/api/profile/password', change(first!.password!, 'the-admins-own-1')),
        200,
      );
      // the change gave this device a fresh session (the others are signed out)
      const fresh = { cookie: await login(t, 'root@example.com', 'the-admins-own-1') };
      expect(expectJson(await api(t, fresh).get('/api/user'), 200).must_change_password).toBe(false);
      expectJson(await api(t, fresh).get(`/api/users/${admin.id}`), 200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.each(databases())('A user who must change their password on %s', (kind) => {
  const t = useTestApp(kind);

  /** A user an administrator made with must_change_password, signed in through POST /login. */
  async function mustChange(lang: 'en' | 'fr' = 'en') {
    const username = unique('fresh');
    const password = 'given-by-the-admin';
    const made = expectJson(
      await api(t, await adminAuth(t)).post('/api/users', {
        name: 'New Agent',
        email: `${username}@example.test`,
        username,
        role: 'agent',
        service_id: await serviceId(t, 'passage'),
        password,
        lang,
        must_change_password: true,
      }),
      201,
    );
    expect(made.must_change_password).toBe(true);
    const res = await request(t, 'POST', '/login', { body: { email: username, password } });
    const body = expectJson(res, 200);
    expectCurrentUser(body.user);
    expect(body.user.must_change_password).toBe(true);
    return { id: made.id as number, username, password, auth: { cookie: sessionCookieOf(res) } };
  }

  it('reads who they are (GET /api/user, /api/profile, tRPC auth.me) and is refused everything else with 403, in their language', async () => {
    const en = await mustChange('en');
    expect(expectJson(await api(t, en.auth).get('/api/user'), 200)).toMatchObject({
      id: en.id,
      must_change_password: true,
    });
    expect(expectJson(await api(t, en.auth).get('/api/profile'), 200).must_change_password).toBe(true);
    const me = await api(t, en.auth).get('/trpc/auth.me');
    expect(me.statusCode).toBe(200);
    expect(me.json().result.data.must_change_password).toBe(true);

    for (const [method, url, body] of [
      ['GET', '/api/flights'],
      ['GET', '/api/profile/shifts'],
      ['GET', '/api/tokens'],
      ['PATCH', '/api/profile/lang', { lang: 'fr' }],
      ['POST', '/api/baggage-events', {}],
    ] as const) {
      const refused = await request(t, method, url, { auth: en.auth, body });
      expect(expectError(refused, 403).message, `${method} ${url}`).toBe(MUST_CHANGE.en);
    }
    const trpc = await api(t, en.auth).get('/trpc/reference.airports');
    expect(trpc.statusCode).toBe(403);
    expect(trpc.json().error).toMatchObject({ message: MUST_CHANGE.en, data: { httpStatus: 403 } });

    const fr = await mustChange('fr');
    expect(expectError(await api(t, fr.auth).get('/api/flights'), 403).message).toBe(MUST_CHANGE.fr);
  });

  it('changes it with POST /api/profile/password, which clears the flag and opens the rest', async () => {
    const user = await mustChange();
    const res = await api(t, user.auth).post('/api/profile/password', change(user.password, 'my-own-password'));
    expectJson(res, 200);
    const auth = { cookie: sessionCookieOf(res) };
    expect(expectJson(await api(t, auth).get('/api/user'), 200).must_change_password).toBe(false);
    expectJson(await api(t, auth).get('/api/flights'), 200);
    expect(await flagOf(t, user.id)).toBe(false);
  });

  it('cannot "change" it to the same password, which would keep one someone else knows', async () => {
    const user = await mustChange();
    const body = expectError(
      await api(t, user.auth).post('/api/profile/password', change(user.password, user.password)),
      422,
      ['new_password'],
    );
    expect(body.errors.new_password).toEqual(['Choose a new password other than the current one.']);
    expect(await flagOf(t, user.id)).toBe(true);
  });

  it('signs out (POST /logout) like anyone', async () => {
    const user = await mustChange();
    expect((await api(t, user.auth).post('/logout')).statusCode).toBe(204);
    expectError(await api(t, user.auth).get('/api/user'), 401);
  });

  it('keeps the flag when a sign-in only strengthens the hash of the same password', async () => {
    const user = await mustChange();
    await withCheapHash(t, { password: user.password, id: user.id } as TestUser);
    expect(
      expectJson(await request(t, 'POST', '/login', { body: { email: user.username, password: user.password } }), 200)
        .user.must_change_password,
    ).toBe(true);
    expect(await flagOf(t, user.id)).toBe(true);
  });

  it('keeps the API tokens made before working: they never came from the password', async () => {
    const user = await createUser(t);
    const cookie = await login(t, user.email, user.password);
    const { token } = await createToken(t, { cookie });
    const admin = await adminAuth(t);
    const fields = {
      name: user.name,
      email: user.email,
      username: user.username,
      role: user.role,
      service_id: user.service_id,
    };
    expect(
      expectJson(await api(t, admin).put(`/api/users/${user.id}`, { ...fields, must_change_password: true }), 200)
        .must_change_password,
    ).toBe(true);
    expectJson(await api(t, { token }).get('/api/flights'), 200);
    // the session, though, is held back from its very next request
    expectError(await api(t, { cookie }).get('/api/flights'), 403);
  });

  it('is set and cleared by an administrator with PUT /api/users/:id, and left as it was when the field is left out', async () => {
    const user = await createUser(t);
    const admin = await adminAuth(t);
    const fields = {
      name: user.name,
      email: user.email,
      username: user.username,
      role: user.role,
      service_id: user.service_id,
    };
    const put = async (extra: object) =>
      expectJson(await api(t, admin).put(`/api/users/${user.id}`, { ...fields, ...extra }), 200).must_change_password;
    expect(await put({ password: 'a-temporary-one', must_change_password: true })).toBe(true);
    expect(await put({})).toBe(true);
    expect(await put({ password: 'another-temporary-one' })).toBe(true);
    expect(await put({ must_change_password: false })).toBe(false);
    expectError(await api(t, admin).put(`/api/users/${user.id}`, { ...fields, must_change_password: 'yes' }), 422, [
      'must_change_password',
    ]);
    // the bootstrap admin of these tests was given ADMIN_PASSWORD: nothing to change
    expect(expectJson(await api(t, admin).get('/api/user'), 200)).toMatchObject({
      email: ADMIN.email,
      must_change_password: false,
    });
  });
});
