import { inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { systemCall } from '../../src/server/platform/call';
import { ATTEMPTS_KEPT_MS, PURGE_EVERY_MS, purgeExpired } from '../../src/server/auth/purge';
import { createSession, hashSecret } from '../../src/server/auth/session';
import { loginAttempts, sessions } from '../../src/server/domains/schema';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import { createUser, signedIn, unique } from '../helpers/factories';

const HOUR = 60 * 60 * 1000;

/** A session of the user whose expiry is moved to `expiresAt`; answers the stored id (the hash). */
async function sessionEnding(t: TestApp, userId: number, expiresAt: Date) {
  const { token } = await createSession(t.database.db, userId);
  const id = hashSecret(token);
  await t.database.db
    .update(sessions)
    .set({ expires_at: expiresAt })
    .where(inArray(sessions.id, [id]));
  return id;
}

const sessionIds = async (t: TestApp, ids: string[]) =>
  (await t.database.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids)))
    .map((r) => r.id)
    .sort();

const attemptKeys = async (t: TestApp, keys: string[]) =>
  (await t.database.db.select({ key: loginAttempts.key }).from(loginAttempts).where(inArray(loginAttempts.key, keys)))
    .map((r) => r.key)
    .sort();

describe.each(databases())('Purging expired sessions and idle sign-in counters on %s', (kind) => {
  const t = useTestApp(kind);

  it('deletes the sessions past their expiry and keeps the valid ones, which still sign their user in', async () => {
    const user = await createUser(t);
    const expired = await sessionEnding(t, user.id, new Date(Date.now() - HOUR));
    const expiredLongAgo = await sessionEnding(t, user.id, new Date(Date.now() - 90 * 24 * HOUR));
    const valid = await signedIn(t);
    const validId = hashSecret(valid.auth.cookie.split('=')[1]!);

    await purgeExpired(systemCall(t.database.db, t.env, 'purge'));

    expect(await sessionIds(t, [expired, expiredLongAgo, validId])).toEqual([validId]);
    expect(expectJson(await api(t, valid.auth).get('/api/user'), 200).id).toBe(valid.user.id);
  });

  it('deletes sign-in counters idle for a day and keeps those still counting', async () => {
    const idle = unique('address:');
    const recent = unique('address:');
    const now = Date.now();
    await t.database.db.insert(loginAttempts).values([
      { key: idle, count: 3, window_started_at: new Date(now - ATTEMPTS_KEPT_MS - HOUR) },
      { key: recent, count: 3, window_started_at: new Date(now - 10 * 60 * 1000) },
    ]);

    await purgeExpired(systemCall(t.database.db, t.env, 'purge'));

    expect(await attemptKeys(t, [idle, recent])).toEqual([recent]);
  });

  it('is run by the server as soon as it is ready (then every hour until it closes)', async () => {
    const user = await createUser(t);
    const expired = await sessionEnding(t, user.id, new Date(Date.now() - HOUR));
    const idle = unique('address:');
    await t.database.db
      .insert(loginAttempts)
      .values({ key: idle, count: 1, window_started_at: new Date(Date.now() - 2 * ATTEMPTS_KEPT_MS) });

    // a second server on the same database, as another process of the airport would be; its hourly timer is
    // a fake one this test moves on (only setInterval: the database drivers keep their own timers)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await buildApp({
      database: t.database,
      env: t.env,
      logger: false,
      clientDir: '/nonexistent-client-dir',
    });
    try {
      expect(await sessionIds(t, [expired])).toEqual([expired]);
      await app.ready();
      expect(await sessionIds(t, [expired])).toEqual([]);
      expect(await attemptKeys(t, [idle])).toEqual([]);

      const later = await sessionEnding(t, user.id, new Date(Date.now() - 1000));
      vi.advanceTimersByTime(PURGE_EVERY_MS - 1000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await sessionIds(t, [later])).toEqual([later]);
      vi.advanceTimersByTime(1000);
      await expect.poll(() => sessionIds(t, [later])).toEqual([]);

      await app.close();
      expect(vi.getTimerCount()).toBe(0); // closed: no purge left to run
    } finally {
      await app.close();
      vi.useRealTimers();
    }
  });
});
