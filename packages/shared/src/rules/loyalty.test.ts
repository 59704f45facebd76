import { describe, expect, it } from 'vitest';
import { LOYALTY_LEVELS, loyaltyLevelFor } from './loyalty.ts';

describe('loyaltyLevelFor', () => {
  it('gives Silver below 15 000 ₽, Gold from 15 000 ₽, Platinum from 50 000 ₽', () => {
    expect(loyaltyLevelFor(0).name).toBe('Silver');
    expect(loyaltyLevelFor(14_999).name).toBe('Silver');
    expect(loyaltyLevelFor(15_000).name).toBe('Gold');
    expect(loyaltyLevelFor(49_999).name).toBe('Gold');
    expect(loyaltyLevelFor(50_000).name).toBe('Platinum');
    expect(loyaltyLevelFor(1_000_000).name).toBe('Platinum');
  });

  it('reads cash back and bonus share from the one table', () => {
    expect(LOYALTY_LEVELS.map((l) => [l.name, l.cashBack, l.maxBonusShare])).toEqual([
      ['Silver', 0.05, 0.3],
      ['Gold', 0.07, 0.3],
      ['Platinum', 0.07, 0.5],
    ]);
  });
});
