import { isIPv6 } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../platform/db/client';
import { loginAttempts } from '../domains/schema';
import { failRetryAfter } from '../platform/errors';

// Who may try a password, and how often. One counter table in the database, so every process behind a
// load balancer counts the same attempts (a counter in memory gives N processes N times the guesses).
// Three counters guard each check of a password, at sign-in and at a password change alike:
// - the client address: every attempt, LOGIN_LIMIT_PER_MINUTE a minute (a hall of kiosks behind one NAT
//   address signs in at once at a change of shift, so the number is a setting);
// - the account from that address: failures, PAIR_MAX_FAILURES per window. This is the lock a guesser meets,
//   and it is theirs alone: the account's owner at another desk still signs in;
// - the account from everywhere: failures, ACCOUNT_MAX_FAILURES per window, against a slow guess spread over
//   many addresses. A single address cannot reach it (its own counter stops it first), so one machine cannot
//   lock an account for everyone.
// Each attempt is counted before the password is hashed, in one atomic statement: a burst of parallel
// guesses (a batch, many connections) finds the budget spent instead of all passing a check made earlier.

export const WINDOW_MS = 15 * 60 * 1000;
export const PAIR_MAX_FAILURES = 10;
export const ACCOUNT_MAX_FAILURES = 50;
const ADDRESS_WINDOW_MS = 60 * 1000;

/** Adds one to a counter (a fresh window when the last one is over) and says where it stands. */
async function hit(db: Db | Transaction, key: string, windowMs: number, now: number) {
  const at = new Date(now).toISOString();
  const stale = new Date(now - windowMs).toISOString();
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, count: 1, window_started_at: new Date(now) })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        count: sql`CASE WHEN ${loginAttempts.window_started_at} <= ${stale}::timestamptz THEN 1 ELSE ${loginAttempts.count} + 1 END`,
        window_started_at: sql`CASE WHEN ${loginAttempts.window_started_at} <= ${stale}::timestamptz THEN ${at}::timestamptz ELSE ${loginAttempts.window_started_at} END`,
      },
    })
    .returning({ count: loginAttempts.count, since: loginAttempts.window_started_at });
  // rows idle for a day are deleted by the hourly purge (purge.ts), not on the sign-in path
  return { count: row!.count, secondsLeft: Math.max(1, Math.ceil((row!.since.getTime() + windowMs - now) / 1000)) };
}

async function undo(db: Db, key: string) {
  await db
    .update(loginAttempts)
    .set({ count: sql`GREATEST(${loginAttempts.count} - 1, 0)` })
    .where(eq(loginAttempts.key, key));
}

export type PasswordAttempt = {
  /** Call once the password was checked: a success clears this address's failures on the account. */
  settle: (ok: boolean) => Promise<void>;
  /** Call when no password was checked after all (the server was busy): the attempt is not a failure. */
  cancel: () => Promise<void>;
};

/**
 * The address as counted: an IPv4 address written as IPv6 (::ffff:192.0.2.1) is the IPv4 one, and an IPv6
 * client is counted by its /64, the block one machine or one home is given: counting each of its 2^64
 * addresses apart would give one host an endless budget.
 */
export function countedAddress(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts one request under `key` in a window of `windowMs`, or refuses it with 429 and the seconds to wait: a limit
 * every process behind the load balancer counts together (the counter is the same table as the sign-ins').
 */
export async function countInWindow(
  db: Db | Transaction,
  key: string,
  max: number,
  windowMs: number,
  now = Date.now(),
) {
  const counted = await hit(db, key, windowMs, now);
  if (counted.count > max) throw failRetryAfter('TOO_MANY_REQUESTS', 'tooManyRequests', counted.secondsLeft);
}

/** countInWindow's counter for a minute. */
export const countPerMinute = (db: Db | Transaction, key: string, perMinute: number, now = Date.now()) =>
  countInWindow(db, key, perMinute, ADDRESS_WINDOW_MS, now);

/**
 * Refuses with countInWindow's 429 when its counter is spent already, counting nothing: a transaction that counts
 * its request at its end (in the commit that keeps what it did) reads this first, so that a sender past its budget
 * is refused before any work; a check that counts only failures reads it before checking.
 */
export async function spentInWindow(
  db: Db | Transaction,
  key: string,
  max: number,
  windowMs: number,
  now = Date.now(),
) {
  const [row] = await db
    .select({ count: loginAttempts.count, since: loginAttempts.window_started_at })
    .from(loginAttempts)
    .where(eq(loginAttempts.key, key));
  const ends = row ? row.since.getTime() + windowMs : 0;
  if (row && ends > now && row.count >= max)
    throw failRetryAfter('TOO_MANY_REQUESTS', 'tooManyRequests', Math.max(1, Math.ceil((ends - now) / 1000)));
}

/** spentInWindow for countPerMinute's counter. */
export const spentPerMinute = (db: Db | Transaction, key: string, perMinute: number, now = Date.now()) =>
  spentInWindow(db, key, perMinute, ADDRESS_WINDOW_MS, now);

/** Counts one attempt from a client address, or refuses it with 429: before the body is even read as a sign-in. */
export async function countAddressAttempt(db: Db, address: string, perMinute: number, now = Date.now()) {
  await countPerMinute(db, `address:${countedAddress(address)}`, perMinute, now);
}

/**
 * Counts one password check of `account` (a user id, or the login typed when no account has it) from
 * `address`, or refuses it with 429 and the seconds to wait, before any hashing is done.
 */
export async function beginPasswordAttempt(
  db: Db,
  opts: { account: string; address: string },
  now = Date.now(),
): Promise<PasswordAttempt> {
  const pairKey = `pair:${opts.account}|${countedAddress(opts.address)}`;
  const accountKey = `account:${opts.account}`;
  const pair = await hit(db, pairKey, WINDOW_MS, now);
  if (pair.count > PAIR_MAX_FAILURES) throw failRetryAfter('TOO_MANY_REQUESTS', 'tooManyRequests', pair.secondsLeft);
  const account = await hit(db, accountKey, WINDOW_MS, now);
  if (account.count > ACCOUNT_MAX_FAILURES)
    throw failRetryAfter('TOO_MANY_REQUESTS', 'tooManyRequests', account.secondsLeft);
  return {
    settle: async (ok) => {
      if (!ok) return; // the failure stays counted, as it was counted up front
      await db.delete(loginAttempts).where(eq(loginAttempts.key, pairKey));
      await undo(db, accountKey); // others' failures on the account still count
    },
    cancel: async () => {
      await undo(db, pairKey);
      await undo(db, accountKey);
    },
  };
}
