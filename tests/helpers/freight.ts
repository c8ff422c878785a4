import { randomInt } from 'node:crypto';

/** A valid AWB: 3-digit prefix, 7-digit serial and its check digit (serial mod 7, CONTRACT §7). */
export function newAwb(prefix = '057') {
  const serial = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return `${prefix}-${serial}${Number(serial) % 7}`;
}
