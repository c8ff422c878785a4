import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/server/auth/session';
import { apiTokens } from '../../src/server/db/schema';
import { api, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth, createToken, signedIn, uniqueAirportCode } from '../helpers/factories';
import { expectCurrentUser, expectError, expectJson } from '../helpers/expect';

describe.each(databases())('API tokens on %s', (kind) => {
  const t = useTestApp(kind);

  it('POST /api/tokens answers 201 with id, name and the token, and stores only its hash', async () => {
    const { user, auth } = await signedIn(t);
    const body = expectJson(await api(t, auth).post('/api/tokens', { name: '  Kiosk gate 4  ' }), 201);
    expect(body).toMatchObject({ id: expect.any(Number), name: 'Kiosk gate 4', token: expect.stringMatching(/^tmk_[a-z2-7]{32}$/) });
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
      expect(Object.keys(item).sort()).toEqual(['created_at', 'id', 'last_used_at', 'name']);
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
  });

  it('gives a Bearer caller its owner’s role: an agent’s token cannot administer, an admin’s can', async () => {
    const agent = await signedIn(t, { role: 'agent' });
    const agentToken = await createToken(t, agent.auth);
    expectError(await api(t, { token: agentToken.token }).post('/api/airports', { code: uniqueAirportCode(), name: 'Nope' }), 403);
    const adminToken = await createToken(t, await adminAuth(t));
    expectJson(await api(t, { token: adminToken.token }).post('/api/airports', { code: uniqueAirportCode(), name: 'Yes' }), 201);
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

  it.each(['abc', '0', '-3', '1.5', '2147483648', '99999999999'])('answers 422 naming id for the token id %s', async (id) => {
    const { auth } = await signedIn(t);
    expectError(await api(t, auth).delete(`/api/tokens/${id}`), 422, ['id']);
  });

  it('requires a name of at most 100 characters', async () => {
    const { auth } = await signedIn(t);
    expectError(await api(t, auth).post('/api/tokens', {}), 422, ['name']);
    expectError(await api(t, auth).post('/api/tokens', { name: '   ' }), 422, ['name']);
    expectError(await api(t, auth).post('/api/tokens', { name: 42 }), 422, ['name']);
    expectError(await api(t, auth).post('/api/tokens', { name: 'x'.repeat(101) }), 422, ['name']);
    expect(expectJson(await api(t, auth).post('/api/tokens', { name: 'x'.repeat(100) }), 201).name).toHaveLength(100);
  });

  it('refuses a token creating tokens with 403, through REST and tRPC, and makes none; a session still can', async () => {
    const { user, auth } = await signedIn(t);
    const { token } = await createToken(t, auth);
    const body = expectError(await api(t, { token }).post('/api/tokens', { name: 'minted by a token' }), 403);
    expect(body.message).toBe('Un jeton d’API ne peut pas créer de jetons : connectez-vous et créez-en un dans Profil → Jetons d’API.');
    const viaTrpc = await api(t, { token }).post('/trpc/tokens.create', { name: 'minted by a token' });
    expect(viaTrpc.statusCode).toBe(403);
    const rows = await t.database.db.select({ name: apiTokens.name }).from(apiTokens).where(eq(apiTokens.user_id, user.id));
    expect(rows.map((r) => r.name)).toEqual([expect.not.stringContaining('minted')]);
    expectJson(await api(t, auth).post('/api/tokens', { name: 'made by a person' }), 201);
  });

  it('refuses every token call without authentication with 401', async () => {
    expectError(await api(t).get('/api/tokens'), 401);
    expectError(await api(t).post('/api/tokens', { name: 'x' }), 401);
    expectError(await api(t).delete('/api/tokens/1'), 401);
  });
});
