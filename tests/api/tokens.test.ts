import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/server/auth/session';
import { apiTokens } from '../../src/server/domains/schema';
import { api, request, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth, createToken, signedIn, uniqueAirportCode } from '../helpers/factories';
import { expectCurrentUser, expectError, expectJson } from '../helpers/expect';

describe.each(databases())('API tokens on %s', (kind) => {
  const t = useTestApp(kind);

  it('POST /api/tokens answers 201 with id, name and the token, and stores only its hash', async () => {
    const { user, auth } = await signedIn(t);
    const body = expectJson(await api(t, auth).post('/api/tokens', { name: '  Kiosk gate 4  ' }), 201);
    expect(body).toMatchObject({
      id: expect.any(Number),
      name: 'Kiosk gate 4',
      token: expect.stringMatching(/^tmk_[a-z2-7]{32}$/),
    });
    const rows = await t.database.db.select().from(apiTokens).where(eq(apiTokens.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashSecret(body.token));
    expect(JSON.stringify(rows[0])).not.toContain(body.token);
  });

  it('GET /api/tokens lists the caller’s tokens, newest first, without any secret', async () => {
    const { auth } = await signedIn(t);
    const first = await createToken(t, auth, 'first');
    const second = await createToken(t, auth, 'second');
    const list = expectJson(await api(t, auth).get('/api/tokens'), 200);
    expect(list.map((x: { id: number }) => x.id)).toEqual([second.id, first.id]);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(['created_at', 'expires_at', 'id', 'last_used_at', 'name']);
      expect(JSON.stringify(item)).not.toContain('tmk_');
    }
  });

  it('does not list other users’ tokens', async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    await createToken(t, owner.auth);
    expect(expectJson(await api(t, other.auth).get('/api/tokens'), 200)).toEqual([]);
  });

  it('authenticates Bearer calls on /api/user as the token’s owner and records when it was last used', async () => {
    const { user, auth } = await signedIn(t, { role: 'supervisor', service: 'surete' });
    const { id, token } = await createToken(t, auth);
    const me = expectJson(await api(t, { token }).get('/api/user'), 200);
    expectCurrentUser(me);
    expect(me).toMatchObject({ id: user.id, role: 'supervisor', service: { slug: 'surete' } });
    const listed = expectJson(await api(t, auth).get('/api/tokens'), 200).find((x: { id: number }) => x.id === id);
    expect(listed.last_used_at).not.toBeNull();
    // the scheme in any case, as some client libraries write it
    for (const scheme of ['bearer', 'BEARER'])
      expect(
        expectJson(await request(t, 'GET', '/api/user', { headers: { authorization: `${scheme} ${token}` } }), 200),
      ).toMatchObject({ id: user.id });
  });

  it('gives a Bearer caller its owner’s role: an agent’s token cannot administer, an admin’s can', async () => {
    const agent = await signedIn(t, { role: 'agent' });
    const agentToken = await createToken(t, agent.auth);
    expectError(
      await api(t, { token: agentToken.token }).post('/api/airports', { code: uniqueAirportCode(), name: 'Nope' }),
      403,
    );
    const adminToken = await createToken(t, await adminAuth(t));
    expectJson(
      await api(t, { token: adminToken.token }).post('/api/airports', { code: uniqueAirportCode(), name: 'Yes' }),
      201,
    );
  });

  it.each([
    ['a made-up token with the right prefix', 'tmk_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['a value without the prefix', 'abcdef'],
    ['an empty value', ''],
  ])('refuses %s with 401', async (_label, token) => {
    const body = expectError(await api(t, { token }).get('/api/user'), 401);
    expect(body.message).toBe('Vous n’êtes pas connecté.');
  });

  it('refuses an invalid Bearer token with 401 even when a valid session cookie comes along', async () => {
    const { auth } = await signedIn(t);
    const res = await api(t, auth).get('/api/user', undefined, { headers: { authorization: 'Bearer tmk_nope' } });
    expectError(res, 401);
  });

  it('DELETE /api/tokens/:id answers 204, after which the token is refused and no longer listed', async () => {
    const { auth } = await signedIn(t);
    const { id, token } = await createToken(t, auth);
    expectJson(await api(t, { token }).get('/api/user'), 200);
    const res = await api(t, auth).delete(`/api/tokens/${id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expectError(await api(t, { token }).get('/api/user'), 401);
    expect(expectJson(await api(t, auth).get('/api/tokens'), 200)).toEqual([]);
  });

  it('a token can revoke itself', async () => {
    const { auth } = await signedIn(t);
    const { id, token } = await createToken(t, auth);
    expect((await api(t, { token }).delete(`/api/tokens/${id}`)).statusCode).toBe(204);
    expectError(await api(t, { token }).get('/api/tokens'), 401);
  });

  it('answers 404 when deleting another user’s token, and that token keeps working', async () => {
    const owner = await signedIn(t);
    const intruder = await signedIn(t, { role: 'admin', service: 'admin-and-it' });
    const { id, token } = await createToken(t, owner.auth);
    const body = expectError(await api(t, intruder.auth).delete(`/api/tokens/${id}`), 404);
    expect(body.message).toBe(`Le jeton ${id} n’existe pas.`);
    expectJson(await api(t, { token }).get('/api/user'), 200);
  });

  it('answers 404 for an unknown token id', async () => {
    const { auth } = await signedIn(t);
    expectError(await api(t, auth).delete('/api/tokens/987654'), 404);
  });

  it.each(['abc', '0', '-3', '1.5', '2147483648', '99999999999'])(
    'answers 422 naming id for the token id %s',
    async (id) => {
      const { auth } = await signedIn(t);
      expectError(await api(t, auth).delete(`/api/tokens/${id}`), 422, ['id']);
    },
  );

  it('requires a name of at most 100 characters', async () => {
    const { auth } = await signedIn(t);
    expectError(await api(t, auth).post('/api/tokens', {}), 422, ['name']);
    expectError(await api(t, auth).post('/api/tokens', { name: '   ' }), 422, ['name']);
    expectError(await api(t, auth).post('/api/tokens', { name: 42 }), 422, ['name']);
    expectError(await api(t, auth).post('/api/tokens', { name: 'x'.repeat(101) }), 422, ['name']);
    expect(expectJson(await api(t, auth).post('/api/tokens', { name: 'x'.repeat(100) }), 201).name).toHaveLength(100);
  });

  describe('expiry', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;

    it('POST /api/tokens with expires_in_days answers and lists expires_at that many days ahead; without, null', async () => {
      const { auth } = await signedIn(t);
      const before = Date.now();
      const expiring = expectJson(
        await api(t, auth).post('/api/tokens', { name: 'quarter', expires_in_days: 90 }),
        201,
      );
      const after = Date.now();
      const at = new Date(expiring.expires_at).getTime();
      expect(at).toBeGreaterThanOrEqual(before + 90 * DAY_MS - 1000);
      expect(at).toBeLessThanOrEqual(after + 90 * DAY_MS + 1000);
      expect(expectJson(await api(t, auth).post('/api/tokens', { name: 'forever' }), 201).expires_at).toBeNull();
      expect(
        expectJson(await api(t, auth).post('/api/tokens', { name: 'forever too', expires_in_days: null }), 201)
          .expires_at,
      ).toBeNull();
      const list = expectJson(await api(t, auth).get('/api/tokens'), 200);
      expect(list.map((x: { name: string; expires_at: string | null }) => [x.name, x.expires_at])).toEqual([
        ['forever too', null],
        ['forever', null],
        ['quarter', expiring.expires_at],
      ]);
    });

    it('is refused with 401 once its expires_at has passed, and stays listed so its owner sees why', async () => {
      const { auth } = await signedIn(t);
      const { id, token } = await createToken(t, auth);
      await t.database.db
        .update(apiTokens)
        .set({ expires_at: sql`now() - interval '1 second'` })
        .where(eq(apiTokens.id, id));
      expect(expectError(await api(t, { token }).get('/api/user'), 401).message).toBe('Vous n’êtes pas connecté.');
      const listed = expectJson(await api(t, auth).get('/api/tokens'), 200).find((x: { id: number }) => x.id === id);
      expect(new Date(listed.expires_at).getTime()).toBeLessThan(Date.now());
      expect(listed.last_used_at).toBeNull();
    });

    it('stops at its expires_at even while the token is held in the credential cache', async () => {
      const { auth } = await signedIn(t);
      const { id, token } = await createToken(t, auth);
      await t.database.db
        .update(apiTokens)
        .set({ expires_at: new Date(Date.now() + 1500) })
        .where(eq(apiTokens.id, id));
      expectJson(await api(t, { token }).get('/api/user'), 200);
      await new Promise((r) => setTimeout(r, 1600));
      expectError(await api(t, { token }).get('/api/user'), 401);
    });

    it.each([0, -1, 3651, 1.5, '30', 'never', true])(
      'answers 422 naming expires_in_days for %j, and makes no token',
      async (days) => {
        const { user, auth } = await signedIn(t);
        const body = expectError(
          await api(t, auth).post('/api/tokens', { name: 'bad expiry', expires_in_days: days }),
          422,
          ['expires_in_days'],
        );
        expect(body.errors.expires_in_days).toEqual([
          'Indiquez un nombre de jours de 1 à 3650, ou aucun pour un jeton valable jusqu’à sa suppression.',
        ]);
        expect(await t.database.db.select().from(apiTokens).where(eq(apiTokens.user_id, user.id))).toEqual([]);
      },
    );

    it('accepts the bounds, 1 and 3650 days', async () => {
      const { auth } = await signedIn(t);
      expectJson(await api(t, auth).post('/api/tokens', { name: 'one day', expires_in_days: 1 }), 201);
      expectJson(await api(t, auth).post('/api/tokens', { name: 'ten years', expires_in_days: 3650 }), 201);
    });
  });

  it('refuses a token creating tokens with 403, through REST and tRPC, and makes none; a session still can', async () => {
    const { user, auth } = await signedIn(t);
    const { token } = await createToken(t, auth);
    const body = expectError(await api(t, { token }).post('/api/tokens', { name: 'minted by a token' }), 403);
    expect(body.message).toBe(
      'Un jeton d’API ne peut pas créer de jetons : connectez-vous et créez-en un dans Profil → Jetons d’API.',
    );
    const viaTrpc = await api(t, { token }).post('/trpc/tokens.create', { name: 'minted by a token' });
    expect(viaTrpc.statusCode).toBe(403);
    const rows = await t.database.db
      .select({ name: apiTokens.name })
      .from(apiTokens)
      .where(eq(apiTokens.user_id, user.id));
    expect(rows.map((r) => r.name)).toEqual([expect.not.stringContaining('minted')]);
    expectJson(await api(t, auth).post('/api/tokens', { name: 'made by a person' }), 201);
  });

  it('refuses every token call without authentication with 401', async () => {
    expectError(await api(t).get('/api/tokens'), 401);
    expectError(await api(t).post('/api/tokens', { name: 'x' }), 401);
    expectError(await api(t).delete('/api/tokens/1'), 401);
  });
});
