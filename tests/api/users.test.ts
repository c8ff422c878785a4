import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/domains/schema';
import { api, request, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import {
  adminAuth,
  createAirport,
  createUser,
  login,
  serviceId,
  signedIn,
  unique,
  uniqueAirportCode,
} from '../helpers/factories';
import { expectCurrentUser, expectError, expectJson } from '../helpers/expect';

/** A valid body for POST /api/users, with unique e-mail and username. */
async function newUserBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  const username = unique('new');
  return {
    name: 'Grace Mbuyi',
    email: `${username}@example.test`,
    username,
    password: 'first-password',
    role: 'agent',
    service_id: await serviceId(t, 'lost-and-found'),
    ...overrides,
  };
}

describe.each(databases())('User administration on %s', (kind) => {
  const t = useTestApp(kind);

  describe('POST /api/users', () => {
    it('creates a user: 201 with the current-user shape, e-mail and username lower-cased, no password returned', async () => {
      const admin = await adminAuth(t);
      const airport = await createAirport(t);
      const input = await newUserBody(t, { airport_id: airport.id, role: 'supervisor' });
      const res = await api(t, admin).post('/api/users', {
        ...input,
        email: `  ${input.email.toUpperCase()} `,
        username: input.username.toUpperCase(),
      });
      const created = expectJson(res, 201);
      expectCurrentUser(created);
      expect(created).toMatchObject({
        id: expect.any(Number),
        name: 'Grace Mbuyi',
        email: input.email,
        username: input.username,
        role: 'supervisor',
        lang: 'fr',
        service: { id: input.service_id, slug: 'lost-and-found', name: 'Lost and found' },
        airport: { id: airport.id, code: airport.code, name: airport.name },
      });
      expect(res.body).not.toContain('first-password');
      expect(res.body).not.toContain('scrypt');
      const [row] = await t.database.db
        .select({ hash: users.password_hash })
        .from(users)
        .where(eq(users.id, created.id));
      expect(row!.hash).toMatch(/^scrypt\$/);
    });

    it('creates a user who can then sign in with the given password, airport and language optional', async () => {
      const admin = await adminAuth(t);
      const input = await newUserBody(t, { lang: 'en', airport_id: null });
      const created = expectJson(await api(t, admin).post('/api/users', input), 201);
      expect(created).toMatchObject({ lang: 'en', airport: null });
      const cookie = await login(t, input.username, 'first-password');
      expect(expectJson(await api(t, { cookie }).get('/api/user'), 200).id).toBe(created.id);
    });

    it('answers 409 for an e-mail already in use, whatever its case', async () => {
      const admin = await adminAuth(t);
      const existing = await createUser(t);
      const res = await api(t, admin).post('/api/users', await newUserBody(t, { email: existing.email.toUpperCase() }));
      expect(expectError(res, 409).message).toBe(`L’e-mail ${existing.email} est déjà utilisé.`);
    });

    it('answers 409 for a username already in use', async () => {
      const admin = await adminAuth(t);
      const existing = await createUser(t);
      expectError(await api(t, admin).post('/api/users', await newUserBody(t, { username: existing.username })), 409);
      const rows = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, existing.username));
      expect(rows).toHaveLength(1);
    });

    it('answers 422 on service_id for a service that does not exist', async () => {
      const admin = await adminAuth(t);
      const body = expectError(
        await api(t, admin).post('/api/users', await newUserBody(t, { service_id: 999_999 })),
        422,
        ['service_id'],
      );
      expect(body.errors.service_id).toEqual(['Le service 999999 n’existe pas.']);
    });

    it('answers 422 on airport_id for an airport that does not exist', async () => {
      const admin = await adminAuth(t);
      expectError(await api(t, admin).post('/api/users', await newUserBody(t, { airport_id: 999_999 })), 422, [
        'airport_id',
      ]);
    });

    it.each([
      ['an invalid e-mail', { email: 'not-an-email' }, ['email']],
      ['a username with spaces', { username: 'grace mbuyi' }, ['username']],
      ['an unknown role', { role: 'superuser' }, ['role']],
      ['a 7-character password', { password: 'short-7' }, ['password']],
      ['a blank name', { name: '   ' }, ['name']],
      ['a number for the name', { name: 12345 }, ['name']],
      ['a string for service_id', { service_id: '1' }, ['service_id']],
      ['a fractional service_id', { service_id: 1.5 }, ['service_id']],
      ['a service_id beyond the integer range', { service_id: 2 ** 31 }, ['service_id']],
      ['an array for the e-mail', { email: ['a@example.test'] }, ['email']],
      ['an object for the role', { role: { admin: true } }, ['role']],
    ])('answers 422 naming the field for %s', async (_label, overrides, fields) => {
      const admin = await adminAuth(t);
      const input = await newUserBody(t, overrides);
      expectError(await api(t, admin).post('/api/users', input), 422, fields);
      // nothing was written: neither the e-mail nor the username of the refused body exists
      const rows = await t.database.db.select({ email: users.email, username: users.username }).from(users);
      expect(rows.filter((r) => r.email === input.email || r.username === input.username)).toEqual([]);
    });

    it('answers 422, not 5xx, for 100,000-character strings in every field', async () => {
      const admin = await adminAuth(t);
      const huge = 'x'.repeat(100_000);
      const res = await api(t, admin).post(
        '/api/users',
        await newUserBody(t, { name: huge, email: `${huge}@example.test`, username: huge, password: huge }),
      );
      const body = expectError(res, 422, ['name', 'email', 'username', 'password']);
      expect(body.errors.name).toEqual(['Cette valeur est trop longue.']);
    });

    it('names every missing field of an empty body with 422', async () => {
      const admin = await adminAuth(t);
      expectError(await api(t, admin).post('/api/users', {}), 422, [
        'name',
        'email',
        'username',
        'password',
        'role',
        'service_id',
      ]);
    });
  });

  describe('GET /api/users/:id', () => {
    it('answers one user with the current-user shape', async () => {
      const admin = await adminAuth(t);
      const user = await createUser(t, { role: 'supervisor', service: 'anti-fraude' });
      const body = expectJson(await api(t, admin).get(`/api/users/${user.id}`), 200);
      expectCurrentUser(body);
      expect(body).toMatchObject({
        id: user.id,
        email: user.email,
        role: 'supervisor',
        service: { slug: 'anti-fraude' },
      });
    });

    it('answers 404 for an unknown id and 422 for an id that is not a positive integer', async () => {
      const admin = await adminAuth(t);
      expect(expectError(await api(t, admin).get('/api/users/987654'), 404).message).toBe(
        'L’utilisateur 987654 n’existe pas.',
      );
      expectError(await api(t, admin).get('/api/users/abc'), 422, ['id']);
      expectError(await api(t, admin).get('/api/users/0'), 422, ['id']);
      expectError(await api(t, admin).get('/api/users/2147483648'), 422, ['id']); // past PostgreSQL's integer
      expectError(await api(t, admin).get('/api/users/99999999999'), 422, ['id']);
    });
  });

  describe('PUT /api/users/:id', () => {
    const fieldsOf = (u: { name: string; email: string; username: string; role: string; service_id: number }) => ({
      name: u.name,
      email: u.email,
      username: u.username,
      role: u.role,
      service_id: u.service_id,
    });

    it('updates name, e-mail, username, role, service and airport: 200 with the record', async () => {
      const admin = await adminAuth(t);
      const user = await createUser(t, { role: 'agent', service: 'passage' });
      const airport = await createAirport(t);
      const username = unique('renamed');
      const res = await api(t, admin).put(`/api/users/${user.id}`, {
        name: 'Renamed Person',
        email: `${username}@EXAMPLE.test`,
        username,
        role: 'supervisor',
        service_id: await serviceId(t, 'cargo'),
        airport_id: airport.id,
        lang: 'en',
      });
      const updated = expectJson(res, 200);
      expectCurrentUser(updated);
      expect(updated).toMatchObject({
        id: user.id,
        name: 'Renamed Person',
        email: `${username}@example.test`,
        username,
        role: 'supervisor',
        lang: 'en',
        service: { slug: 'cargo' },
        airport: { id: airport.id, code: airport.code },
      });
      expect(expectJson(await api(t, admin).get(`/api/users/${user.id}`), 200)).toEqual(updated);
    });

    it('keeps the password when none (or an empty one) is sent', async () => {
      const admin = await adminAuth(t);
      const user = await createUser(t);
      expectJson(
        await api(t, admin).put(`/api/users/${user.id}`, { ...fieldsOf(user), name: 'No password sent' }),
        200,
      );
      expectJson(await api(t, admin).put(`/api/users/${user.id}`, { ...fieldsOf(user), password: '' }), 200);
      await login(t, user.email, user.password);
    });

    it('sets a new password when one is sent', async () => {
      const admin = await adminAuth(t);
      const user = await createUser(t);
      const res = await api(t, admin).put(`/api/users/${user.id}`, { ...fieldsOf(user), password: 'reset-by-admin' });
      expect(res.body).not.toContain('reset-by-admin');
      expectJson(res, 200);
      expectError(await request(t, 'POST', '/login', { body: { email: user.email, password: user.password } }), 422);
      await login(t, user.email, 'reset-by-admin');
    });

    it('refuses a short new password with 422', async () => {
      const admin = await adminAuth(t);
      const user = await createUser(t);
      expectError(await api(t, admin).put(`/api/users/${user.id}`, { ...fieldsOf(user), password: 'short' }), 422, [
        'password',
      ]);
    });

    it('lets a user keep their own e-mail and username but not take another user’s (409)', async () => {
      const admin = await adminAuth(t);
      const user = await createUser(t);
      const other = await createUser(t);
      expectJson(await api(t, admin).put(`/api/users/${user.id}`, fieldsOf(user)), 200);
      expectError(await api(t, admin).put(`/api/users/${user.id}`, { ...fieldsOf(user), email: other.email }), 409);
      expectError(
        await api(t, admin).put(`/api/users/${user.id}`, { ...fieldsOf(user), username: other.username }),
        409,
      );
    });

    it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
      const admin = await adminAuth(t);
      const body = await newUserBody(t);
      expectError(await api(t, admin).put('/api/users/987654', body), 404);
      expectError(await api(t, admin).put('/api/users/abc', body), 422, ['id']);
    });

    it('uses the id of the path, not one smuggled into the body', async () => {
      const admin = await adminAuth(t);
      const target = await createUser(t);
      const bystander = await createUser(t);
      const res = await api(t, admin).put(`/api/users/${target.id}`, {
        ...fieldsOf(target),
        id: bystander.id,
        name: 'Changed',
      });
      expect(expectJson(res, 200)).toMatchObject({ id: target.id, name: 'Changed' });
      expect(expectJson(await api(t, admin).get(`/api/users/${bystander.id}`), 200).name).toBe(bystander.name);
    });
  });

  describe('Only admins administer', () => {
    const calls = [
      ['POST /api/users', 'POST', () => '/api/users'],
      ['PUT /api/users/:id', 'PUT', (id: number) => `/api/users/${id}`],
      ['GET /api/users/:id', 'GET', (id: number) => `/api/users/${id}`],
      ['POST /api/airports', 'POST', () => '/api/airports'],
      ['POST /api/zones', 'POST', () => '/api/zones'],
    ] as const;
    const callers = [
      ['an agent', 'agent'],
      ['a supervisor', 'supervisor'],
    ] as const;

    for (const [callerLabel, role] of callers) {
      it.each(calls)(
        `refuses ${callerLabel} calling %s with 403, whatever the service`,
        async (_label, method, path) => {
          const { user, auth } = await signedIn(t, { role, service: 'admin-and-it' });
          const airport = await createAirport(t);
          const bodies: Record<string, unknown> = {
            '/api/users': await newUserBody(t),
            '/api/airports': { code: uniqueAirportCode(), name: 'Refused' },
            '/api/zones': { name: 'Refused zone', airport_id: airport.id },
          };
          const url = path(user.id);
          const body =
            method === 'GET'
              ? undefined
              : (bodies[url] ?? {
                  name: 'Promoted',
                  email: user.email,
                  username: user.username,
                  role: 'admin',
                  service_id: user.service_id,
                });
          const res = await request(t, method, url, { auth, body });
          expect(expectError(res, 403).message).toBe('Vous n’êtes pas autorisé à faire cela.');
          expect(expectJson(await api(t, auth).get('/api/user'), 200).role).toBe(role);
          expect(expectJson(await api(t, auth).get(`/api/zones?airport_id=${airport.id}`), 200)).toEqual([]);
        },
      );
    }
  });
});
