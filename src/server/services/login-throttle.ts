// Failed sign-ins per account (CONTRACT §2: rate-limited per IP and per account). Per-IP limits are
// the HTTP rate limiter's; this one stops a slow guess spread over many IPs against one account.
// Kept in memory: one process serves an airport (README, Decisions).
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;

const failures = new Map<string, { count: number; since: number }>();

/** Seconds to wait before this account may try again, or 0. */
export function retryAfter(login: string, now = Date.now()): number {
  const entry = failures.get(login.toLowerCase());
  if (!entry || now - entry.since > WINDOW_MS) return 0;
  return entry.count >= MAX_FAILURES ? Math.ceil((entry.since + WINDOW_MS - now) / 1000) : 0;
}

export function recordFailure(login: string, now = Date.now()) {
  const key = login.toLowerCase();
  const entry = failures.get(key);
  if (!entry || now - entry.since > WINDOW_MS) failures.set(key, { count: 1, since: now });
  else entry.count += 1;
  if (failures.size > 10_000) for (const [k, e] of failures) if (now - e.since > WINDOW_MS) failures.delete(k);
}

export function clearFailures(login: string) {
  failures.delete(login.toLowerCase());
}
