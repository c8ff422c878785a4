import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../../src/server/domains/lost-and-found/claim-news/backoff';
import { relayError } from '../../src/server/domains/lost-and-found/claim-news/mailer';

describe("A claim e-mail's retries", () => {
  const env = { EMAIL_RETRY_SECONDS: [60, 300, 1800, 7200], EMAIL_ATTEMPTS: 8 };

  it('wait longer after each failure, the last wait repeated, and stop after the attempts allowed', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryAfterMs(env, n))).toEqual([
      60_000, 300_000, 1_800_000, 7_200_000, 7_200_000, 7_200_000, 7_200_000,
    ]);
    expect(retryAfterMs(env, 8)).toBeNull();
    expect(retryAfterMs({ ...env, EMAIL_ATTEMPTS: 1 }, 1)).toBeNull();
  });

  it("keep the relay's answer for the desk without the addresses it names", () => {
    const err = new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <grace.m@example.com>: unknown");
    expect(relayError(err)).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <<address>>: unknown");
    expect(relayError(new Error('x'.repeat(900)))).toHaveLength(500);
  });
});
