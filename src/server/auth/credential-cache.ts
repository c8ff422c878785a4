import type { CurrentUser } from './current-user';

// Every request proves who it is, and a kiosk scans all shift long: the user behind a session or token is
// kept here for a few seconds so a request costs one database round trip less. Worth it: GET /api/user with a
// token, 16 at a time through inject on a local PostgreSQL (2 shared cores), answered 6,500 to 7,500 times a
// second with the cache and 500 to 900 without.
//
// Several processes may share one database, so a change made on one must reach the others' caches. Whatever
// changes a user's credentials (logout, password, language, role, disabling, token deletion) drops the
// entries here at once and publishes the user's id on the event bus (credential-events.ts); every process
// subscribes and drops its own. Entries are served only while the bus is known to deliver: without a
// message heard for a few seconds (the listening connection dropped), every request asks the database.
// TTL_MS is the last bound, for a notification lost between two heard ones.
const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; userId: number; until: number };
const entries = new Map<string, Entry<unknown>>();

// Bumped by every drop: a lookup that read the database before a drop must not store what it read after it.
let generation = 0;
let trustedUntil = 0;

/** Call before reading the database; pass the result to remember. */
export function cacheGeneration() {
  return generation;
}

export function cached<T>(key: string): T | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.until < Date.now() || trustedUntil < Date.now()) {
    entries.delete(key);
    return undefined;
  }
  return entry.value as T;
}

export function remember<T extends { user: CurrentUser }>(key: string, value: T, since: number): T {
  if (since !== generation || trustedUntil < Date.now()) return value;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { value, userId: value.user.id, until: Date.now() + TTL_MS });
  return value;
}

export function forget(key: string) {
  generation += 1;
  entries.delete(key);
}

export function forgetUser(userId: number) {
  generation += 1;
  for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
}

export function forgetAll() {
  generation += 1;
  entries.clear();
}

/** Notifications are known to arrive until `until`: entries may be served until then. */
export function trustUntil(until: number) {
  trustedUntil = Math.max(trustedUntil, until);
}

/** Nothing cached is served any more (the listening connection is gone). */
export function distrust() {
  trustedUntil = 0;
  forgetAll();
}
