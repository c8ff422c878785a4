import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { sessions } from '../domains/schema';
import { findUserBySession, type CurrentUser } from './current-user';
import { cacheGeneration, cached, remember } from './credential-cache';
import { credentialsChanged } from './credential-events';

// Lucia's session design (lucia-auth.com): the cookie carries a random secret; the database keeps
// only its SHA-256, so a leaked table cannot be replayed. Sliding 30-day expiry.
export const SESSION_COOKIE = 'tarmac_session';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
const RENEW_WHEN_UNDER_MS = 15 * DAY_MS;

export function generateSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Hex SHA-256. node:crypto's native hash: every API call hashes its token, and @oslojs's JS one cost 3% of a scan. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export async function createSession(db: Db, userId: number) {
  const token = generateSecret();
  const expires_at = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id: hashSecret(token), user_id: userId, expires_at });
  return { token, expires_at };
}

/** Resolves a cookie value to its user, extending the session when it nears expiry; null when invalid. */
export async function validateSession(db: Db, token: string) {
  const id = hashSecret(token);
  const hit = cached<{ user: CurrentUser; expires_at: Date }>(`s:${id}`);
  if (hit && hit.expires_at.getTime() - Date.now() >= RENEW_WHEN_UNDER_MS) {
    return { user: hit.user, user_id: hit.user.id, expires_at: hit.expires_at, renewed: false };
  }
  const since = cacheGeneration();
  const found = await findUserBySession(db, id);
  if (!found) return null;
  const now = Date.now();
  if (found.expires_at.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (found.expires_at.getTime() - now < RENEW_WHEN_UNDER_MS) {
    const expires_at = new Date(now + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expires_at }).where(eq(sessions.id, id));
    return { user: found.user, user_id: found.user.id, expires_at, renewed: true };
  }
  remember(`s:${id}`, found, since);
  return { user: found.user, user_id: found.user.id, expires_at: found.expires_at, renewed: false };
}

export async function invalidateSession(db: Db, token: string) {
  const id = hashSecret(token);
  await db.delete(sessions).where(eq(sessions.id, id));
  await credentialsChanged(db, `s:${id}`);
}

export async function invalidateUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.user_id, userId));
  await credentialsChanged(db, userId);
}
