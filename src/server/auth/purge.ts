import { lt } from 'drizzle-orm';
import type { Call } from '../platform/call';
import { loginAttempts, sessions } from '../domains/schema';

// Expired sessions are refused when they are used (session.ts), but one never used again stays in the table:
// a kiosk's cookie cleared, a browser thrown away. Left alone the table grows by every sign-in for ever, and
// keeps the hashes of sessions nobody can use. So they are deleted at start and every hour (jobs/schedule.ts),
// with the counters of sign-in attempts whose windows ended long ago (attempts.ts reuses a row for its next
// window; a row untouched for a day belongs to an address or a login that stopped trying).

export const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Every window of attempts.ts is a day at most: a day-old row counts nothing any more. */
export const ATTEMPTS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the sessions past their expiry and the attempt counters idle for a day. Harmless when several
 * processes share the database and run it at once: each deletes what is left, by the indexes on those columns.
 */
export async function purgeExpired({ db }: Call, { now = new Date() } = {}) {
  await db.delete(sessions).where(lt(sessions.expires_at, now));
  await db.delete(loginAttempts).where(lt(loginAttempts.window_started_at, new Date(now.getTime() - ATTEMPTS_KEPT_MS)));
}
