import { describe, expect, it } from 'vitest';
import { clearFailures, recordFailure, retryAfter } from '../../src/server/services/login-throttle';

const WINDOW_MS = 15 * 60 * 1000;
let n = 0;
const account = () => `someone${++n}@example.test`;

describe('Per-account sign-in throttle', () => {
  it('lets an account with fewer than ten recent failures try again', () => {
    const login = account();
    const t0 = 1_000_000;
    for (let i = 0; i < 9; i++) recordFailure(login, t0 + i);
    expect(retryAfter(login, t0 + 10)).toBe(0);
  });

  it('locks an account after ten failures until fifteen minutes after the first, in whole seconds', () => {
    const login = account();
    const t0 = 2_000_000;
    for (let i = 0; i < 10; i++) recordFailure(login, t0);
    expect(retryAfter(login, t0)).toBe(WINDOW_MS / 1000);
    expect(retryAfter(login, t0 + 60_500)).toBe(Math.ceil((WINDOW_MS - 60_500) / 1000));
    expect(retryAfter(login, t0 + WINDOW_MS + 1)).toBe(0);
  });

  it('counts the e-mail case-insensitively', () => {
    const login = account();
    for (let i = 0; i < 10; i++) recordFailure(i % 2 ? login.toUpperCase() : login, 3_000_000);
    expect(retryAfter(login, 3_000_000)).toBeGreaterThan(0);
    expect(retryAfter(login.toUpperCase(), 3_000_000)).toBeGreaterThan(0);
  });

  it('starts a new window once the old one is over', () => {
    const login = account();
    for (let i = 0; i < 9; i++) recordFailure(login, 4_000_000);
    recordFailure(login, 4_000_000 + WINDOW_MS + 1); // the tenth comes too late: count restarts at one
    expect(retryAfter(login, 4_000_000 + WINDOW_MS + 2)).toBe(0);
  });

  it('forgets failures after a successful sign-in', () => {
    const login = account();
    for (let i = 0; i < 10; i++) recordFailure(login, 5_000_000);
    clearFailures(login.toUpperCase());
    expect(retryAfter(login, 5_000_000)).toBe(0);
  });

  it('keeps accounts apart', () => {
    const locked = account();
    const other = account();
    for (let i = 0; i < 10; i++) recordFailure(locked, 6_000_000);
    expect(retryAfter(other, 6_000_000)).toBe(0);
  });
});
