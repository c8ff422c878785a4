import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

// A claim's check code: what the passenger gives with the reference and their name to follow their claim. The
// reference is a sequence anyone can count through; the code is not: 6 characters drawn at random from 31 (no 0/O,
// 1/I/L, which a receipt read aloud on the phone confuses), about 887 million codes, against at most a few tries a
// day per claim and per address (passenger-claims/limits.ts).

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CHECK_CODE_LENGTH = 6;

export function newCheckCode() {
  let code = '';
  for (let i = 0; i < CHECK_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Whether two secrets are the same, in a time that does not tell how much of them matched (digests of equal length
 * compared in full). A claim without a code (filed before codes) matches nothing.
 */
export const sameSecret = (given: string, kept: string | null) =>
  timingSafeEqual(digest(given), digest(kept ?? '\u0000no code')) && kept !== null;
