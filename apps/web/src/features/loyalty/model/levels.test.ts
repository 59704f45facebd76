import { LOYALTY_LEVELS } from '@shop/shared/rules/loyalty';
import { describe, expect, it } from 'vitest';
import { levelProgress, levelTerms } from './levels.ts';

/** The figures with plain spaces (the page keeps '15 000 ₽' and '5 %' together with non-breaking ones). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\u00a0/g, ' ')) as T;

describe('loyalty levels on the page', () => {
  it('explain every level of the table: its range, cash back and bonus share', () => {
    expect(plain(levelTerms())).toEqual([
      {
        name: 'Silver',
        from: 0,
        to: 15_000,
        range: 'от 0 ₽ до 15 000 ₽',
        cashBack: '5 %',
        maxBonusShare: '30 %',
      },
      {
        name: 'Gold',
        from: 15_000,
        to: 50_000,
        range: 'от 15 000 ₽ до 50 000 ₽',
        cashBack: '7 %',
        maxBonusShare: '30 %',
      },
      {
        name: 'Platinum',
        from: 50_000,
        to: null,
        range: 'от 50 000 ₽',
        cashBack: '7 %',
        maxBonusShare: '50 %',
      },
    ]);
  });

  it('follow the table they are given, not numbers of their own', () => {
    const table = [
      { name: 'Silver' as const, from: 0, cashBack: 0.03, maxBonusShare: 0.1 },
      { name: 'Gold' as const, from: 1000, cashBack: 0.12, maxBonusShare: 0.4 },
    ];
    expect(
      plain(levelTerms(table).map((terms) => [terms.range, terms.cashBack, terms.maxBonusShare])),
    ).toEqual([
      ['от 0 ₽ до 1 000 ₽', '3 %', '10 %'],
      ['от 1 000 ₽', '12 %', '40 %'],
    ]);
    expect(levelProgress(500, table)).toMatchObject({ leftToNext: 500, fill: 0.25 });
  });

  it('fill the bar a third per level: Silver 0–15 000, Gold 15 000–50 000, Platinum 50 000–100 000', () => {
    expect(levelProgress(0)).toMatchObject({ level: LOYALTY_LEVELS[0], leftToNext: 15_000, fill: 0 });
    expect(levelProgress(7_500).fill).toBeCloseTo(1 / 6);
    expect(levelProgress(15_000)).toMatchObject({ level: { name: 'Gold' }, leftToNext: 35_000 });
    expect(levelProgress(15_000).fill).toBeCloseTo(1 / 3);
    expect(levelProgress(32_500).fill).toBeCloseTo(1 / 2);
    expect(levelProgress(75_000)).toMatchObject({ level: { name: 'Platinum' }, next: null, leftToNext: 0 });
    expect(levelProgress(75_000).fill).toBeCloseTo(5 / 6);
    expect(levelProgress(250_000).fill).toBe(1);
  });
});
