import { describe, expect, it } from 'vitest';
import { parsePlate, printedTag, tagKind, tagSpellings } from '../../src/shared/codes';
import { sameBagWithin } from '../../src/server/domains/baggage/plates';

describe('parsePlate()', () => {
  it.each([
    ['0125728359', 'interline', '125', 'BA', '728359'],
    ['1057000001', 'fallback', '057', 'AF', '000001'],
    ['2220123456', 'rush', '220', 'LH', '123456'],
    ['3074999999', 'carrier', '074', 'KL', '999999'],
    ['9999123456', 'carrier', '999', null, '123456'],
  ])('reads %s as a %s tag of carrier %s (%s), serial %s', (plate, kind, numeric, carrier, serial) => {
    expect(parsePlate(plate)).toEqual({ kind, carrier_numeric: numeric, carrier, serial });
  });

  it.each(['BA728359', '8Z-2026-00421337', '012572835', '01257283590', '012572835X'])(
    'finds no licence plate in %j',
    (tag) => {
      expect(parsePlate(tag)).toBeNull();
    },
  );
});

describe('tagKind()', () => {
  it.each([
    ['1125000001', 'fallback'],
    ['2125000001', 'rush'],
    ['0125000001', null],
    ['5125000001', null],
    ['BA000001', null],
    ['8Z-2026-00421337', null],
  ])('labels %s as %s', (tag, kind) => {
    expect(tagKind(tag)).toBe(kind);
  });
});

describe('one licence plate in its two spellings', () => {
  it('keeps 0125728359 and BA728359 one plate, whatever the leading digit', () => {
    expect(printedTag('0125728359')).toBe('BA728359');
    expect(printedTag('2125728359')).toBe('BA728359');
    expect(tagSpellings('0125728359')).toEqual(['0125728359', 'BA728359']);
    expect(tagSpellings('BA728359')).toEqual(['BA728359', ...Array.from({ length: 10 }, (_, d) => `${d}125728359`)]);
  });
});

describe('sameBagWithin(): the plate window between two flights’ departures', () => {
  const DAY = 86_400_000;
  const at = new Date('2026-12-02T08:30:00Z');
  const shifted = (ms: number) => new Date(at.getTime() + ms);

  it.each([
    ['the same departure', 0, true],
    ['14 days later, to the millisecond', 14 * DAY, true],
    ['14 days earlier, to the millisecond', -14 * DAY, true],
    ['14 days and a millisecond later', 14 * DAY + 1, false],
    ['14 days and a millisecond earlier', -14 * DAY - 1, false],
    ['60 days later', 60 * DAY, false],
  ])('a plate on a flight departing %s is the same bag: %s', (_, ms, same) => {
    expect(sameBagWithin(at, shifted(ms), 14)).toBe(same);
  });

  it('follows the configured window', () => {
    expect(sameBagWithin(at, shifted(20 * DAY), 14)).toBe(false);
    expect(sameBagWithin(at, shifted(20 * DAY), 30)).toBe(true);
  });
});
