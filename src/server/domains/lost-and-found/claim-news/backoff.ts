import type { Env } from '../../../platform/env';

// A relay that refuses or cannot be reached is usually back within minutes, sometimes hours: each failed attempt
// waits longer than the last before the next (EMAIL_RETRY_SECONDS, 1 min, 5, 30, then every 2 h by default), and
// after EMAIL_ATTEMPTS attempts in all the e-mail is given up, the desk seeing the relay's last answer.

/**
 * After a failed attempt, the `attempts`-th: in how many milliseconds to try again, or null to give up.
 */
export function retryAfterMs(
  env: Pick<Env, 'EMAIL_RETRY_SECONDS' | 'EMAIL_ATTEMPTS'>,
  attempts: number,
): number | null {
  if (attempts >= env.EMAIL_ATTEMPTS) return null;
  const waits = env.EMAIL_RETRY_SECONDS;
  return waits[Math.min(attempts, waits.length) - 1]! * 1000;
}
