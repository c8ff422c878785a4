import type { CurrentUser } from '../services/users';

// Every request proves who it is, and a kiosk scans all shift long: the user behind a session or token is
// kept here for a few seconds so a scan costs one database round trip, not two. Anything this process
// changes about a user (logout, password, language, role, token deletion) drops their entries at once;
// a change made by another process sharing the database is seen within TTL_MS.
const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; userId: number; until: number };
const entries = new Map<string, Entry<unknown>>();

export function cached<T>(key: string): T | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.until < Date.now()) {
    entries.delete(key);
    return undefined;
  }
  return entry.value as T;
}

export function remember<T extends { user: CurrentUser }>(key: string, value: T): T {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { value, userId: value.user.id, until: Date.now() + TTL_MS });
  return value;
}

export function forget(key: string) {
  entries.delete(key);
}

export function forgetUser(userId: number) {
  for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
}
