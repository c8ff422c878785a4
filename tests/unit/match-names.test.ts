import { describe, expect, it } from 'vitest';
import { nameParts, scoreMatch, type Described } from '../../src/server/domains/lost-and-found/found-bags/matching';
import { ERASED } from '../../src/server/platform/erased';

// Names in a match: the parts a person would compare, never the marker erasure leaves (two erased passengers are not
// one person, and "[erased]" is in every name erased).

const item = (names: string[]): Described => ({
  tag: null,
  colour: null,
  type: null,
  brand: null,
  flight: null,
  airport: null,
  day: '2026-12-01',
  text: '',
  names,
});

describe('names in a match', () => {
  it('splits a name into its parts without titles', () => {
    expect(nameParts('KASONGO/JEAN MR')).toEqual(['KASONGO', 'JEAN']);
    expect(nameParts('Chantal Ilunga')).toEqual(['CHANTAL', 'ILUNGA']);
  });

  it('finds no part in an erased name, and no name shared by two erased ones', () => {
    expect(nameParts(ERASED)).toEqual([]);
    expect(scoreMatch(item([ERASED]), item([ERASED])).reasons).toEqual([]);
    expect(scoreMatch(item([ERASED, 'KASONGO/JEAN']), item(['KASONGO/GRACE', ERASED])).reasons).toEqual([
      { reason: 'NAME', points: 25, detail: 'KASONGO' },
    ]);
  });
});
