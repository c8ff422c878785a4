import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { AppError, failRetryAfter } from '../platform/errors';

// scrypt is memory-hard and ships with Node: no native addon to build in the image. The parameters are
// OWASP's (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1, which is 128 MiB and about a third of a
// second of one core per hash. Each hash records its own parameters, so a stored hash made with older,
// weaker ones still verifies, and is replaced at the owner's next sign-in (needsRehash).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// room for N = 2^17 with r = 8 (128 MiB) and nothing larger: a stored hash cannot make us allocate more
const MAX_MEMORY = 256 * 1024 * 1024;

// Each hash holds a core and 128 MiB for a third of a second: without a cap, a burst of sign-ins (or of
// guesses) would take every core from the scans and the memory with them. At most one hash per core runs at
// once; a bounded number wait their turn, and beyond that the server says it is busy (503) instead of
// queueing without end.
const MAX_RUNNING = Math.max(1, availableParallelism());
const MAX_WAITING = 64;
let running = 0;
const waiting: (() => void)[] = [];

/** How many hashes run and wait now (for tests and the curious). */
export const hashSlots = () => ({ running, waiting: waiting.length, max: MAX_RUNNING });

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw failRetryAfter('SERVICE_UNAVAILABLE', 'busy', 2);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes to the next in line
    else running -= 1;
  }
}

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password.normalize('NFKC'), salt, keylen, { ...opts, maxmem: MAX_MEMORY }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** Returns `scrypt$N$r$p$salt$hash` so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  // an empty or truncated hash (e.g. `$!!!!` decodes to nothing) would let every password match
  if (expected.length < 16) return false;
  let key: Buffer;
  try {
    key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
  } catch (err) {
    if (err instanceof AppError) throw err; // the server is busy: not a wrong password
    return false; // unreadable parameters: no password matches, rather than a 500 at sign-in
  }
  return timingSafeEqual(key, expected);
}

/** A hash made with other parameters than today's: to be replaced once its password is known to be right. */
export function needsRehash(stored: string): boolean {
  const [alg, n, r, p] = stored.split('$');
  return alg !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

let dummy: Promise<string> | undefined;
/**
 * A hash to compare against when the account does not exist, so both paths cost the same. Made once; a failed
 * attempt (the server busy) is forgotten, or unknown logins would answer 503 for good while real ones answer 422.
 */
export function dummyHash() {
  dummy ??= hashPassword('timing-equaliser').catch((err: unknown) => {
    dummy = undefined;
    throw err;
  });
  return dummy;
}
