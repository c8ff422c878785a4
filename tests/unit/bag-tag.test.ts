import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BagTagSchema, CreateBagSchema, generateBagTag } from '../../src/shared/schemas/bags';

/** Issues as `{ 'dot.path': ['errors.key'] }`. */
function issues(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.issues) (out[v.getDotPath(issue) ?? 'body'] ??= []).push(issue.message);
  return out;
}

describe('generateBagTag()', () => {
  it('builds {airline}-{year}-{8 digits} from the random draw', () => {
    expect(generateBagTag('8Z', 2026, () => 0.5)).toBe('8Z-2026-50000000');
  });

  it('zero-pads small draws to 8 digits and keeps the largest below 100,000,000', () => {
    expect(generateBagTag('8Z', 2026, () => 0)).toBe('8Z-2026-00000000');
    expect(generateBagTag('8Z', 2026, () => 0.0000421)).toBe('8Z-2026-00004210');
    expect(generateBagTag('8Z', 2026, () => 0.9999999999)).toBe('8Z-2026-99999999');
  });

  it('upper-cases the airline code', () => {
    expect(generateBagTag('8z', 2027, () => 0.25)).toBe('8Z-2027-25000000');
  });

  it('makes tags the schema accepts, with the random part spread over 8 digits', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const tag = generateBagTag('8Z', 2026);
      expect(tag).toMatch(/^8Z-2026-\d{8}$/);
      expect(v.parse(BagTagSchema, tag)).toBe(tag);
      seen.add(tag);
    }
    expect(seen.size).toBeGreaterThan(1990);
  });
});

describe('BagTagSchema', () => {
  it.each([
    ['8Z-2026-00421337', '8Z-2026-00421337'],
    ['  8z-2026-00421337 ', '8Z-2026-00421337'],
    ['0057123456', '0057123456'],
    ['\t9125000001\n', '9125000001'],
    ['BA728359', 'BA728359'],
    ['ba728359', 'BA728359'],
    ['8Z000001', '8Z000001'],
  ])('accepts %j as %j', (input, stored) => {
    expect(v.parse(BagTagSchema, input)).toBe(stored);
  });

  it.each([
    '8Z-26-00421337',
    '8Z-2026-0042133',
    '8Z_2026_00421337',
    '8Z-2026-00421337-1',
    '005712345',
    '00571234567',
    'BA72835',
    'BAA72835',
    'B-728359',
    'ÀB728359',
    '0057 123456',
  ])('refuses %j with errors.invalidBagTag', (input) => {
    expect(issues(BagTagSchema, input)).toEqual({ body: ['errors.invalidBagTag'] });
  });

  it('refuses blank text as required, and what is not text', () => {
    expect(issues(BagTagSchema, '   ').body?.[0]).toBe('errors.required');
    expect(issues(BagTagSchema, 57123456)).toEqual({ body: ['errors.required'] });
    expect(issues(BagTagSchema, null)).toEqual({ body: ['errors.required'] });
  });

  it('refuses a tag longer than 32 characters', () => {
    expect(issues(BagTagSchema, '0'.repeat(33)).body).toContain('errors.invalidBagTag');
  });
});

describe('CreateBagSchema', () => {
  const base = { bag_tag_number: '0057123456', weight: 20, passenger_id: 4 };

  it.each([
    [23.46, 23.5],
    [23.44, 23.4],
    [18.04, 18],
    ['12.3', 12.3],
    [' 7 ', 7],
    [0, 0],
    [999, 999],
  ])('takes the weight %j as %j', (weight, parsed) => {
    expect(v.parse(CreateBagSchema, { ...base, weight }).weight).toBe(parsed);
  });

  it.each([-0.1, 999.1, '-1', 'abc', '1e3', '12,5', '', NaN, Infinity, true, null, undefined])(
    'refuses the weight %j',
    (weight) => {
      expect(issues(CreateBagSchema, { ...base, weight })).toEqual({
        weight: expect.arrayContaining(['errors.invalidWeight']),
      });
    },
  );

  it('takes passenger_id as a number or numeric text, and airport_id as optional', () => {
    expect(v.parse(CreateBagSchema, { ...base, passenger_id: '4' })).toEqual({ ...base, passenger_id: 4 });
    expect(v.parse(CreateBagSchema, { ...base, airport_id: null }).airport_id).toBeNull();
    expect(issues(CreateBagSchema, { ...base, airport_id: '3' })).toEqual({ airport_id: ['errors.invalidNumber'] });
  });
});
