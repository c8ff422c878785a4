import { randomInt } from 'node:crypto';

/** A valid AWB: 3-digit airline prefix, 7-digit serial and its check digit (the serial modulo 7, IATA's rule). */
export function newAwb(prefix = '057') {
  const serial = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return `${prefix}-${serial}${Number(serial) % 7}`;
}
