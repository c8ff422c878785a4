import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashSecret, SESSION_COOKIE } from '../../src/server/auth/session';
import { buildApp } from '../../src/server/app';
import { sessions } from '../../src/server/domains/schema';
import { ACCOUNT_MAX_FAILURES } from '../../src/server/auth/attempts';
import { ADMIN, api, freshIp, request, testEnv, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import {
  createAirport,
  createUser,
  login,
  serviceId,
  sessionCookieOf,
  signedIn,
  withCheapHash,
} from '../helpers/factories';
import { expectCurrentUser, expectError, expectJson } from '../helpers/expect';

describe.each(databases())('Signing in and out on %s', (kind) => {
  const t = useTestApp(kind);

  describe('POST /login', () => {
    it('answers 200 with the current user and sets an HttpOnly SameSite=Lax session cookie when the e-mail and password match', async () => {
      const user = await createUser(t, { role: 'supervisor', service: 'cargo' });
      const res = await request(t, 'POST', '/login', { body: { email: user.email, password: user.password } });
      const body = expectJson(res, 200);
      expect(Object.keys(body)).toEqual(['user']);
      expectCurrentUser(body.user);
      expect(body.user).toMatchObject({
        id: user.id,
        name: user.name,
        email: user.email,
        username: user.username,
        role: 'supervisor',
        service: { id: await serviceId(t, 'cargo'), name: 'Cargo', slug: 'cargo' },
        airport: null,
        lang: 'fr',
        avatar_url: null,
        email_verified_at: null,
      });
      const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toBeDefined();
      expect(cookie!.httpOnly).toBe(true);
      expect(cookie!.sameSite).toBe('Lax');
      expect(cookie!.path).toBe('/');
      expect(cookie!.secure).toBeFalsy(); // plain HTTP without a trusted proxy
      // a session lives 30 days, extended when under 15 remain
      const days = (new Date(cookie!.expires!).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('stores only the SHA-256 of the session secret, never the cookie value itself', async () => {
      const user = await createUser(t);
      const cookie = await login(t, user.email, user.password);
      const secret = cookie.split('=')[1]!;
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.user_id, user.id));
      expect(rows.map((r) => r.id)).toEqual([hashSecret(secret)]);
      expect(rows[0]!.id).not.toContain(secret);
    });

    it('accepts the username in the email field, whatever its case and surrounding spaces', async () => {
      const user = await createUser(t);
      const res = await request(t, 'POST', '/login', {
        body: { email: `  ${user.username.toUpperCase()} `, password: user.password },
      });
      expect(expectJson(res, 200).user.id).toBe(user.id);
    });

    it('answers the same 422 message for a wrong password and for an unknown account, and sets no cookie', async () => {
      const user = await createUser(t);
      const wrongPassword = await request(t, 'POST', '/login', {
        body: { email: user.email, password: 'not-the-password' },
      });
      const unknownUser = await request(t, 'POST', '/login', {
        body: { email: 'nobody-here@example.test', password: 'not-the-password' },
      });
      const a = expectError(wrongPassword, 422);
      const b = expectError(unknownUser, 422);
      expect(a).toEqual(b);
      expect(a.message).toBe('Ces identifiants ne correspondent à aucun compte.');
      expect(wrongPassword.cookies).toEqual([]);
      expect(unknownUser.cookies).toEqual([]);
    });

    it('names each missing field in errors with 422', async () => {
      expectError(await request(t, 'POST', '/login', { body: {} }), 422, ['email', 'password']);
      expectError(await request(t, 'POST', '/login', { body: { email: 'someone@example.test' } }), 422, ['password']);
      expectError(await request(t, 'POST', '/login', { body: { password: 'whatever-1' } }), 422, ['email']);
      expectError(await request(t, 'POST', '/login', { body: { email: '   ', password: '' } }), 422, [
        'email',
        'password',
      ]);
    });

    it('refuses a body that is not JSON with 400', async () => {
      const body = expectError(
        await request(t, 'POST', '/login', { body: '{"email": "admin@example.com", "password": ' }),
        400,
      );
      expect(body.message).toBe('Le corps de la requête n’est pas un JSON valide.');
    });

    it('refuses values of the wrong type with 422, not 5xx', async () => {
      expectError(await request(t, 'POST', '/login', { body: { email: 42, password: ['x'] } }), 422, [
        'email',
        'password',
      ]);
      expectError(
        await request(t, 'POST', '/login', { body: { email: 'x'.repeat(100_000), password: 'y'.repeat(100_000) } }),
        422,
        ['email', 'password'],
      );
    });

    it('locks an account with 429 after ten failures from one address, even with the right password, while the owner signs in from another', async () => {
      const victim = await withCheapHash(t, await createUser(t));
      const bystander = await createUser(t);
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        expectError(
          await request(t, 'POST', '/login', { ip, body: { email: victim.email, password: `guess-${i}-xx` } }),
          422,
        );
      }
      const res = await request(t, 'POST', '/login', { ip, body: { email: victim.email, password: victim.password } });
      const locked = expectError(res, 429);
      expect(locked.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // one address cannot lock the account for everyone: its owner at another desk still signs in
      expect(await login(t, victim.email, victim.password)).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
      expect(await login(t, bystander.email, bystander.password)).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    });

    it(`locks an account for every address after ${ACCOUNT_MAX_FAILURES} failures spread over many (a slow guess from many machines)`, async () => {
      const victim = await withCheapHash(t, await createUser(t));
      for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
        expectError(
          await request(t, 'POST', '/login', { body: { email: victim.email, password: `guess-${i}-xx` } }),
          422,
        );
      }
      expectError(
        await request(t, 'POST', '/login', { body: { email: victim.email, password: victim.password } }),
        429,
      );
    });

    it('limits one IP to 20 sign-in attempts a minute with 429, while other IPs still sign in', async () => {
      const user = await createUser(t);
      const ip = '192.0.2.77';
      for (let i = 0; i < 20; i++) expectError(await request(t, 'POST', '/login', { ip, body: {} }), 422);
      const refused = await request(t, 'POST', '/login', { ip, body: { email: user.email, password: user.password } });
      expectError(refused, 429);
      expect(refused.cookies).toEqual([]);
      expect(
        expectJson(
          await request(t, 'POST', '/login', {
            ip: '192.0.2.78',
            body: { email: user.email, password: user.password },
          }),
          200,
        ).user.id,
      ).toBe(user.id);
    });

    it('takes the per-address limit from LOGIN_LIMIT_PER_MINUTE (kiosks behind one address)', async () => {
      const strict = await buildApp({
        database: t.database,
        env: testEnv({ LOGIN_LIMIT_PER_MINUTE: '3' }),
        logger: false,
        clientDir: '/nonexistent-client-dir',
      });
      try {
        const user = await createUser(t);
        const signIn = () =>
          strict.inject({
            method: 'POST',
            url: '/login',
            remoteAddress: '192.0.2.90',
            payload: { email: user.email, password: user.password },
          });
        for (let i = 0; i < 3; i++) expect((await signIn()).statusCode).toBe(200);
        expect((await signIn()).statusCode).toBe(429);
      } finally {
        await strict.close();
      }
    });

    it('marks the cookie Secure when the app trusts a TLS-terminating proxy that says the request came over HTTPS', async () => {
      const proxied = await buildApp({
        database: t.database,
        env: testEnv({ TRUST_PROXY: '1' }),
        logger: false,
        clientDir: '/nonexistent-client-dir',
      });
      try {
        const user = await createUser(t);
        const res = await proxied.inject({
          method: 'POST',
          url: '/login',
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.4' },
          payload: { email: user.email, password: user.password },
        });
        expect(res.statusCode, res.body).toBe(200);
        const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
        expect(cookie?.secure).toBe(true);
        expect(cookie?.httpOnly).toBe(true);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('GET /api/user and GET /api/profile', () => {
    it('refuse an anonymous caller with 401 JSON', async () => {
      const body = expectError(await api(t).get('/api/user'), 401);
      expect(body.message).toBe('Vous n’êtes pas connecté.');
      expectError(await api(t).get('/api/profile'), 401);
    });

    it('refuse an unknown session cookie with 401 and clear it', async () => {
      const res = await api(t, { cookie: `${SESSION_COOKIE}=not-a-real-session` }).get('/api/user');
      expectError(res, 401);
      const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cleared?.value).toBe('');
    });

    it('refuse an expired session with 401', async () => {
      const { auth } = await signedIn(t);
      const secret = auth.cookie.split('=')[1]!;
      await t.database.db
        .update(sessions)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, hashSecret(secret)));
      expectError(await api(t, auth).get('/api/user'), 401);
    });

    it('answer the signed-in user with the fields of a user, airport included', async () => {
      const airport = await createAirport(t);
      const { user, auth } = await signedIn(t, { role: 'agent', service: 'bagagiste', airport_id: airport.id });
      for (const path of ['/api/user', '/api/profile']) {
        const me = expectJson(await api(t, auth).get(path), 200);
        expectCurrentUser(me);
        expect(me).toMatchObject({
          id: user.id,
          email: user.email,
          username: user.username,
          role: 'agent',
          service: { slug: 'bagagiste', name: 'Bagagiste' },
          airport: { id: airport.id, name: airport.name, code: airport.code },
        });
      }
    });

    it('answer the bootstrap administrator with role admin in the admin-and-it service', async () => {
      const cookie = await login(t, ADMIN.email, ADMIN.password);
      const me = expectJson(await api(t, { cookie }).get('/api/user'), 200);
      expect(me).toMatchObject({
        email: ADMIN.email,
        username: ADMIN.username,
        role: 'admin',
        service: { slug: 'admin-and-it' },
      });
    });
  });

  describe('POST /logout', () => {
    it('answers 204, clears the cookie and deletes the session so the cookie no longer works', async () => {
      const { user, auth } = await signedIn(t);
      const res = await api(t, auth).post('/logout');
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
      expectError(await api(t, auth).get('/api/user'), 401);
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.user_id, user.id));
      expect(rows).toEqual([]);
    });

    it('ends only the session it is called with', async () => {
      const user = await createUser(t);
      const first = { cookie: await login(t, user.email, user.password) };
      const second = { cookie: await login(t, user.email, user.password) };
      expect((await api(t, first).post('/logout')).statusCode).toBe(204);
      expect(expectJson(await api(t, second).get('/api/user'), 200).id).toBe(user.id);
    });

    it('answers 401 without a session', async () => {
      expectError(await api(t).post('/logout'), 401);
    });
  });

  describe('CSRF: a cookie call that changes data needs X-Requested-With', () => {
    it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
      'refuses a cookie-authenticated %s without X-Requested-With: XMLHttpRequest with 403, changing nothing',
      async (method) => {
        const { user, auth } = await signedIn(t);
        const url = {
          POST: '/api/tokens',
          PUT: `/api/users/${user.id}`,
          PATCH: '/api/profile/lang',
          DELETE: '/api/tokens/1',
        }[method];
        const body = method === 'DELETE' ? undefined : method === 'PATCH' ? { lang: 'en' } : { name: 'csrf' };
        const res = await request(t, method, url, { auth, body, xhr: false });
        const error = expectError(res, 403);
        expect(error.message).toBe('Cette requête doit porter l’en-tête X-Requested-With: XMLHttpRequest.');
        const me = expectJson(await api(t, auth).get('/api/user'), 200);
        expect(me.lang).toBe('fr');
        expect(expectJson(await api(t, auth).get('/api/tokens'), 200)).toEqual([]);
      },
    );

    it('refuses a header with another value than XMLHttpRequest', async () => {
      const { auth } = await signedIn(t);
      const res = await request(t, 'PATCH', '/api/profile/lang', {
        auth,
        body: { lang: 'en' },
        xhr: false,
        headers: { 'x-requested-with': 'fetch' },
      });
      expectError(res, 403);
    });

    it('lets the same calls through when the header is present', async () => {
      const { auth } = await signedIn(t);
      expect(expectJson(await request(t, 'PATCH', '/api/profile/lang', { auth, body: { lang: 'en' } }), 200)).toEqual({
        lang: 'en',
      });
      expect((await request(t, 'POST', '/api/tokens', { auth, body: { name: 'kiosk' } })).statusCode).toBe(201);
    });

    it('does not require the header on a cookie-authenticated GET', async () => {
      const { auth } = await signedIn(t);
      expectJson(await request(t, 'GET', '/api/user', { auth, xhr: false }), 200);
    });

    it('refuses a cookie-authenticated logout without the header, and the session lives on', async () => {
      const { auth } = await signedIn(t);
      expectError(await request(t, 'POST', '/logout', { auth, xhr: false }), 403);
      expectJson(await api(t, auth).get('/api/user'), 200);
    });

    it('exempts Bearer-token calls', async () => {
      const { auth } = await signedIn(t);
      const { token } = expectJson(await api(t, auth).post('/api/tokens', { name: 'integration' }), 201);
      const spare = expectJson(await api(t, auth).post('/api/tokens', { name: 'spare' }), 201);
      // (a token may not create tokens: it revokes one instead)
      expect((await request(t, 'DELETE', `/api/tokens/${spare.id}`, { auth: { token }, xhr: false })).statusCode).toBe(
        204,
      );
      expect(
        expectJson(
          await request(t, 'PATCH', '/api/profile/lang', { auth: { token }, body: { lang: 'en' }, xhr: false }),
          200,
        ),
      ).toEqual({ lang: 'en' });
    });

    it('does not apply to an anonymous POST /login', async () => {
      const user = await createUser(t);
      const res = await request(t, 'POST', '/login', {
        body: { email: user.email, password: user.password },
        xhr: false,
      });
      expect(sessionCookieOf(res)).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    });
  });
});
