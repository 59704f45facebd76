import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING, RATING_MAX, ratingStars } from './rating.ts';

const count = (stars: string[], fill: string) => stars.filter((star) => star === fill).length;

describe('ratingStars', () => {
  it('the default rating is 4.9 of 5, shown as five full stars (0.9 ≥ 0.75 rounds up)', () => {
    expect(DEFAULT_RATING).toBe(4.9);
    expect(RATING_MAX).toBe(5);
    expect(ratingStars(DEFAULT_RATING)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it.each([
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [4.25, ['full', 'full', 'full', 'full', 'half']],
    [4.24, ['full', 'full', 'full', 'full', 'empty']],
    [4.74, ['full', 'full', 'full', 'full', 'half']],
    [4.75, ['full', 'full', 'full', 'full', 'full']],
    [3, ['full', 'full', 'full', 'empty', 'empty']],
    [0.3, ['half', 'empty', 'empty', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ] as const)('%s → %j', (value, expected) => {
    expect(ratingStars(value)).toEqual(expected);
  });

  it('clamps to 0…5', () => {
    expect(ratingStars(-2)).toEqual(ratingStars(0));
    expect(ratingStars(9)).toEqual(ratingStars(5));
    expect(ratingStars(Number.NaN)).toEqual(ratingStars(0));
    expect(ratingStars(Number.POSITIVE_INFINITY)).toEqual(ratingStars(5));
  });

  it('always five stars: full ones, at most one half, then empty ones, within a quarter star of the value', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (value) => {
        const stars = ratingStars(value);
        expect(stars).toHaveLength(5);
        const full = count(stars, 'full');
        const half = count(stars, 'half');
        expect(half).toBeLessThanOrEqual(1);
        expect(stars.join()).toBe(
          [
            ...Array<string>(full).fill('full'),
            ...Array<string>(half).fill('half'),
            ...Array<string>(5 - full - half).fill('empty'),
          ].join(),
        );
        const clamped = Math.min(5, Math.max(0, value));
        expect(Math.abs(full + half / 2 - clamped)).toBeLessThanOrEqual(0.25 + 1e-9);
      }),
      { numRuns: 200 },
    );
  });
});
