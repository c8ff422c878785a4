import { describe, expect, it } from 'vitest';
import { change } from '../../src/server/platform/daily-figures';

// The percent change of the baggage dashboard's cards against yesterday: one decimal, null when yesterday is 0.
describe('change() (percent against yesterday)', () => {
  it.each([
    [3, 2, 50],
    [1, 3, -66.7],
    [2, 3, -33.3],
    [7, 6, 16.7],
    [0, 4, -100],
    [4, 4, 0],
    [10, 1, 900],
    [1, 7, -85.7],
  ])('gives %i today against %i yesterday as %s %', (today, yesterday, expected) => {
    expect(change(today, yesterday)).toBe(expected);
  });

  it.each([
    [0, 0],
    [5, 0],
  ])('is null for %i today when yesterday had none', (today, yesterday) => {
    expect(change(today, yesterday)).toBeNull();
  });
});
