import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  generateSecret,
  hashSecret,
  invalidateSession,
  invalidateUserSessions,
  SESSION_LIFETIME_MS,
  validateSession,
} from '../../src/server/auth/session';
import { bootstrap } from '../../src/server/db/bootstrap';
import { openDatabase, type Database } from '../../src/server/platform/db/client';
import { sessions, users } from '../../src/server/domains/schema';

const DAY = 24 * 60 * 60 * 1000;

describe('Sessions (Lucia design, sliding 30-day expiry)', () => {
  let database: Database;
  let userId: number;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await bootstrap(database.db, { adminEmail: 'admin@example.com', adminPassword: 'admin-password-1' });
    const [admin] = await database.db.select({ id: users.id }).from(users);
    userId = admin!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  const rowOf = async (token: string) =>
    (
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashSecret(token)))
    )[0];
  const setExpiry = (token: string, at: Date) =>
    database.db
      .update(sessions)
      .set({ expires_at: at })
      .where(eq(sessions.id, hashSecret(token)));

  it('generates 160-bit secrets as 32 lower-case base32 characters, never twice the same', () => {
    const secrets = new Set(Array.from({ length: 200 }, () => generateSecret()));
    expect(secrets.size).toBe(200);
    for (const s of secrets) expect(s).toMatch(/^[a-z2-7]{32}$/);
  });

  it('hashes a secret to its hex SHA-256', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashSecret('abd')).not.toBe(hashSecret('abc'));
  });

  it('stores only the hash of a new session, expiring in 30 days', async () => {
    const before = Date.now();
    const { token, expires_at } = await createSession(database.db, userId);
    const row = await rowOf(token);
    expect(row).toEqual({ id: hashSecret(token), user_id: userId, expires_at });
    expect(expires_at.getTime()).toBeGreaterThanOrEqual(before + SESSION_LIFETIME_MS);
    expect(expires_at.getTime()).toBeLessThanOrEqual(Date.now() + SESSION_LIFETIME_MS);
    const stored = await database.db.select().from(sessions);
    expect(stored.some((s) => s.id === token)).toBe(false);
  });

  it('validates a fresh session without renewing it', async () => {
    const { token, expires_at } = await createSession(database.db, userId);
    const session = await validateSession(database.db, token);
    expect(session).toMatchObject({ user_id: userId, renewed: false, expires_at });
  });

  it('does not renew a session with more than 15 days left', async () => {
    const { token } = await createSession(database.db, userId);
    const at = new Date(Date.now() + 16 * DAY);
    await setExpiry(token, at);
    const session = await validateSession(database.db, token);
    expect(session?.renewed).toBe(false);
    expect((await rowOf(token))!.expires_at.getTime()).toBe(at.getTime());
  });

  it('renews a session with less than 15 days left to a full 30 days, in the database too', async () => {
    const { token } = await createSession(database.db, userId);
    await setExpiry(token, new Date(Date.now() + 14 * DAY));
    const before = Date.now();
    const session = await validateSession(database.db, token);
    expect(session?.renewed).toBe(true);
    expect(session!.expires_at.getTime()).toBeGreaterThanOrEqual(before + SESSION_LIFETIME_MS);
    expect((await rowOf(token))!.expires_at.getTime()).toBe(session!.expires_at.getTime());
  });

  it('refuses an expired session and deletes it', async () => {
    const { token } = await createSession(database.db, userId);
    await setExpiry(token, new Date(Date.now() - 1000));
    expect(await validateSession(database.db, token)).toBeNull();
    expect(await rowOf(token)).toBeUndefined();
  });

  it('refuses an unknown secret, and the hash itself used as a cookie', async () => {
    const { token } = await createSession(database.db, userId);
    expect(await validateSession(database.db, generateSecret())).toBeNull();
    expect(await validateSession(database.db, hashSecret(token))).toBeNull();
  });

  it('invalidates one session, or every session of a user', async () => {
    const a = await createSession(database.db, userId);
    const b = await createSession(database.db, userId);
    await invalidateSession(database.db, a.token);
    expect(await validateSession(database.db, a.token)).toBeNull();
    expect(await validateSession(database.db, b.token)).not.toBeNull();
    await invalidateUserSessions(database.db, userId);
    expect(await validateSession(database.db, b.token)).toBeNull();
  });
});
