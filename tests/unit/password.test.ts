import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, hashSlots, needsRehash, verifyPassword } from '../../src/server/auth/password';

describe('Password hashing', () => {
  it('stores scrypt with its parameters, a random salt and a 32-byte key', async () => {
    const stored = await hashPassword('correct-horse-1');
    const [alg, n, r, p, salt, hash] = stored.split('$');
    expect([alg, n, r, p]).toEqual(['scrypt', '131072', '8', '1']); // OWASP's scrypt parameters
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(32);
    expect(stored).not.toContain('correct-horse-1');
  });

  it("asks for a new hash when a stored one was made with other parameters than today's", async () => {
    expect(needsRehash(await hashPassword('x-password'))).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$c2FsdA==$aGFzaA==')).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuu')).toBe(true);
  });

  it('runs no more hashes at once than the machine has cores; the others wait their turn', async () => {
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, hashSlots().running)), 2);
    try {
      const hashes = await Promise.all(
        Array.from({ length: hashSlots().max + 3 }, (_, i) => hashPassword(`password-${i}`)),
      );
      expect(new Set(hashes).size).toBe(hashes.length);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(hashSlots().max);
    expect(hashSlots()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('salts every hash: the same password never hashes the same twice', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('verifies the right password', async () => {
    expect(await verifyPassword(await hashPassword('correct-horse-1'), 'correct-horse-1')).toBe(true);
  });

  it('refuses a wrong password, including one that differs only in case or a trailing space', async () => {
    const stored = await hashPassword('correct-horse-1');
    expect(await verifyPassword(stored, 'wrong-horse-1')).toBe(false);
    expect(await verifyPassword(stored, 'Correct-horse-1')).toBe(false);
    expect(await verifyPassword(stored, 'correct-horse-1 ')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('treats canonically equivalent Unicode spellings as the same password (NFKC)', async () => {
    const stored = await hashPassword('caf\u00e9-cr\u00e8me');
    expect(await verifyPassword(stored, 'cafe\u0301-cre\u0300me')).toBe(true);
  });

  it.each([
    ['an empty value', ''],
    ['a plain-text password', 'correct-horse-1'],
    ['another algorithm', '$2b$10$abcdefghijklmnopqrstuuJ0Z5bW1cE3d1hH3xkQ1a5bW1cE3d1hH'],
    ['a value without salt and hash', 'scrypt$16384$8$1'],
    ['an empty hash', 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$'],
    ['a hash that decodes to nothing', 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$!!!!'],
    ['a truncated hash', 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA=='],
    [
      'a cost that is not a number',
      'scrypt$abc$8$1$c2FsdHNhbHRzYWx0c2FsdA==$MDEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIzNDU2Nzg5MDE=',
    ],
    [
      'a cost that is not a power of two',
      'scrypt$3$8$1$c2FsdHNhbHRzYWx0c2FsdA==$MDEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIzNDU2Nzg5MDE=',
    ],
    [
      'a cost beyond the memory limit',
      'scrypt$1048576$8$1$c2FsdHNhbHRzYWx0c2FsdA==$MDEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIzNDU2Nzg5MDE=',
    ],
  ])('answers false, never throws, for a malformed stored value: %s', async (_label, stored) => {
    await expect(verifyPassword(stored, 'correct-horse-1')).resolves.toBe(false);
    await expect(verifyPassword(stored, '')).resolves.toBe(false);
  });

  it('keeps one dummy hash to compare unknown accounts against, which matches no real password', async () => {
    const dummy = await dummyHash();
    expect(await dummyHash()).toBe(dummy);
    expect(dummy).toMatch(/^scrypt\$/);
    expect(await verifyPassword(dummy, 'correct-horse-1')).toBe(false);
  });
});
