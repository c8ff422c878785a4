import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AwbSchema, awbCheckDigit, awbIsValid, normaliseAwb } from '../../src/shared/schemas/freight';

// An air waybill number is a 3-digit airline prefix, a 7-digit serial and a check digit equal to the serial mod 7;
// every spelling is stored one way.
describe('AWB numbers', () => {
  it.each(['057-12345675', '05712345675', '057-1234567-5', ' 057 1234 5675 ', '057 - 12345675'])(
    'reads %j as 057-12345675',
    (raw) => {
      expect(normaliseAwb(raw)).toBe('057-12345675');
      expect(v.parse(AwbSchema, raw)).toBe('057-12345675');
    },
  );

  it.each(['057-1234567', '057-123456755', 'ABC-12345675', '', '057_12345675'])('refuses %j', (raw) => {
    expect(normaliseAwb(raw)).toBeNull();
    expect(v.safeParse(AwbSchema, raw).success).toBe(false);
  });

  it('computes the check digit as the serial modulo 7', () => {
    expect(awbCheckDigit('057-12345675')).toBe(1234567 % 7);
    expect(awbIsValid('057-12345675')).toBe(true);
    expect(awbIsValid('057-12345676')).toBe(false);
    expect(awbIsValid('176-00000070')).toBe(true);
  });
});
