import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/domains/schema';
import { api, request, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth, createToken, login, signedIn, type TestUser } from '../helpers/factories';
import { expectCurrentUser, expectError, expectJson } from '../helpers/expect';

// Access can be taken away. An administrator disables an account (its sessions and tokens stop on
// the very next request, it cannot sign in) and enables it again; a password an administrator sets signs
// the user out everywhere.

const sessionCount = async (t: TestApp, userId: number) =>
  (await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, userId))).length;

/** A user with a session and a token, both used once so that the credential cache holds them. */
async function activeUser(t: TestApp) {
  const { user, auth } = await signedIn(t);
  const { token } = await createToken(t, auth);
  expectJson(await api(t, auth).get('/api/user'), 200);
  expectJson(await api(t, { token }).get('/api/user'), 200);
  return { user, session: auth, token: { token } };
}

/** The user's fields PUT /api/users/:id needs, unchanged. */
const fieldsOf = (u: TestUser) => ({
  name: u.name,
  email: u.email,
  username: u.username,
  role: u.role,
  service_id: u.service_id,
});

const trpcLogin = (t: TestApp, email: string, password: string) =>
  request(t, 'POST', '/trpc/auth.login', { body: { email, password } });

describe.each(databases())('Taking access away on %s', (kind) => {
  const t = useTestApp(kind);

  describe('POST /api/users/:id/disable', () => {
    it('answers the user with disabled_at, and their session and token answer 401 on the very next request', async () => {
      const admin = await adminAuth(t);
      const { user, session, token } = await activeUser(t);
      const disabled = expectJson(await api(t, admin).post(`/api/users/${user.id}/disable`), 200);
      expectCurrentUser(disabled);
      expect(disabled.id).toBe(user.id);
      expect(new Date(disabled.disabled_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(expectError(await api(t, session).get('/api/user'), 401).message).toBe('Vous n’êtes pas connecté.');
      expectError(await api(t, token).get('/api/user'), 401);
      expect((await api(t, token).get('/trpc/auth.me')).statusCode).toBe(401);
      expect(await sessionCount(t, user.id)).toBe(0);
    });

    it('shows the account as disabled in GET /api/users/:id and the users list; an active one has disabled_at null', async () => {
      const admin = await adminAuth(t);
      const { user } = await signedIn(t);
      expect(expectJson(await api(t, admin).get(`/api/users/${user.id}`), 200).disabled_at).toBeNull();
      const { disabled_at } = expectJson(await api(t, admin).post(`/api/users/${user.id}/disable`), 200);
      expect(expectJson(await api(t, admin).get(`/api/users/${user.id}`), 200).disabled_at).toBe(disabled_at);
      const listed = expectJson(await api(t, admin).get('/api/services/users?page=1'), 200).data.find(
        (u: { id: number }) => u.id === user.id,
      );
      expect(listed.disabled_at).toBe(disabled_at);
    });

    it('keeps the first date when disabling again', async () => {
      const admin = await adminAuth(t);
      const { user } = await signedIn(t);
      const first = expectJson(await api(t, admin).post(`/api/users/${user.id}/disable`), 200).disabled_at;
      expect(expectJson(await api(t, admin).post(`/api/users/${user.id}/disable`), 200).disabled_at).toBe(first);
    });

    it('does not let an administrator disable their own account (409), who stays signed in', async () => {
      const { user, auth } = await signedIn(t, { role: 'admin', service: 'admin-and-it' });
      const body = expectError(await api(t, auth).post(`/api/users/${user.id}/disable`), 409);
      expect(body.message).toBe('Vous ne pouvez pas désactiver votre propre compte : un autre administrateur le peut.');
      expect(expectJson(await api(t, auth).get('/api/user'), 200).disabled_at).toBeNull();
    });

    it('lets an administrator disable another administrator', async () => {
      const other = await signedIn(t, { role: 'admin', service: 'admin-and-it' });
      expectJson(await api(t, await adminAuth(t)).post(`/api/users/${other.user.id}/disable`), 200);
      expectError(await api(t, other.auth).get('/api/user'), 401);
    });

    it('answers 404 for an unknown id and 422 for an id that is not a positive integer', async () => {
      const admin = await adminAuth(t);
      expect(expectError(await api(t, admin).post('/api/users/987654/disable'), 404).message).toBe(
        'L’utilisateur 987654 n’existe pas.',
      );
      expectError(await api(t, admin).post('/api/users/abc/disable'), 422, ['id']);
      expectError(await api(t, admin).post('/api/users/987654/enable'), 404);
    });

    it.each([
      ['an agent', 'agent'],
      ['a supervisor', 'supervisor'],
    ] as const)('refuses %s with 403 on disable and enable, and the target keeps working', async (_label, role) => {
      const caller = await signedIn(t, { role, service: 'admin-and-it' });
      const { user, session } = await activeUser(t);
      expect(expectError(await api(t, caller.auth).post(`/api/users/${user.id}/disable`), 403).message).toBe(
        'Vous n’êtes pas autorisé à faire cela.',
      );
      expectError(await api(t, caller.auth).post(`/api/users/${user.id}/enable`), 403);
      expect(expectJson(await api(t, session).get('/api/user'), 200).disabled_at).toBeNull();
    });

    it('refuses an anonymous caller with 401', async () => {
      const { user } = await signedIn(t);
      expectError(await api(t).post(`/api/users/${user.id}/disable`), 401);
    });
  });

  describe('Signing in to a disabled account', () => {
    async function disabledUser() {
      const { user } = await signedIn(t);
      expectJson(await api(t, await adminAuth(t)).post(`/api/users/${user.id}/disable`), 200);
      return user;
    }

    it('POST /login: the right password hears that the account is disabled (403), a wrong one the usual 422; no session is made', async () => {
      const user = await disabledUser();
      const refused = await request(t, 'POST', '/login', { body: { email: user.email, password: user.password } });
      expect(expectError(refused, 403).message).toBe('Ce compte est désactivé : adressez-vous à un administrateur.');
      expect(refused.cookies.find((c) => c.name === 'tarmac_session' && c.value)).toBeUndefined();
      const wrong = expectError(
        await request(t, 'POST', '/login', { body: { email: user.username, password: 'not-the-password' } }),
        422,
      );
      expect(wrong.message).toBe('Ces identifiants ne correspondent à aucun compte.');
      expect(await sessionCount(t, user.id)).toBe(0);
    });

    it('tRPC auth.login answers the same, in the language asked', async () => {
      const user = await disabledUser();
      const refused = await request(t, 'POST', '/trpc/auth.login', {
        body: { email: user.email, password: user.password },
        headers: { 'accept-language': 'en' },
      });
      expect(refused.statusCode).toBe(403);
      // the user's stored language is French, but nobody is signed in: the request's language decides
      expect(refused.json().error).toMatchObject({
        message: 'This account is disabled: ask an administrator.',
        data: { httpStatus: 403 },
      });
      expect((await trpcLogin(t, user.email, 'not-the-password')).statusCode).toBe(422);
      expect(await sessionCount(t, user.id)).toBe(0);
    });
  });

  describe('POST /api/users/:id/enable', () => {
    it('gives back sign-in and the API tokens the account had, but not its deleted sessions', async () => {
      const admin = await adminAuth(t);
      const { user, session, token } = await activeUser(t);
      expectJson(await api(t, admin).post(`/api/users/${user.id}/disable`), 200);
      const enabled = expectJson(await api(t, admin).post(`/api/users/${user.id}/enable`), 200);
      expectCurrentUser(enabled);
      expect(enabled.disabled_at).toBeNull();
      expectError(await api(t, session).get('/api/user'), 401);
      expect(expectJson(await api(t, token).get('/api/user'), 200).id).toBe(user.id);
      const cookie = await login(t, user.email, user.password);
      expect(expectJson(await api(t, { cookie }).get('/api/user'), 200).id).toBe(user.id);
      expect((await trpcLogin(t, user.username, user.password)).statusCode).toBe(200);
    });

    it('answers an active account unchanged', async () => {
      const admin = await adminAuth(t);
      const { user, session } = await activeUser(t);
      expect(expectJson(await api(t, admin).post(`/api/users/${user.id}/enable`), 200).disabled_at).toBeNull();
      expectJson(await api(t, session).get('/api/user'), 200);
    });
  });

  describe('A password set by an administrator (PUT /api/users/:id)', () => {
    it('signs the user out of every session on the very next request; their tokens keep working', async () => {
      const admin = await adminAuth(t);
      const { user, session, token } = await activeUser(t);
      const second: Auth = { cookie: await login(t, user.email, user.password) };
      expectJson(
        await api(t, admin).put(`/api/users/${user.id}`, { ...fieldsOf(user), password: 'set-by-admin-1' }),
        200,
      );
      expectError(await api(t, session).get('/api/user'), 401);
      expectError(await api(t, second).get('/api/user'), 401);
      expect(await sessionCount(t, user.id)).toBe(0);
      expectJson(await api(t, token).get('/api/user'), 200);
      const cookie = await login(t, user.email, 'set-by-admin-1');
      expectJson(await api(t, { cookie }).get('/api/user'), 200);
    });

    it('keeps the sessions when the edit sets no password', async () => {
      const admin = await adminAuth(t);
      const { user, session } = await activeUser(t);
      expectJson(
        await api(t, admin).put(`/api/users/${user.id}`, { ...fieldsOf(user), name: 'Renamed', password: '' }),
        200,
      );
      expect(expectJson(await api(t, session).get('/api/user'), 200).name).toBe('Renamed');
    });
  });
});
