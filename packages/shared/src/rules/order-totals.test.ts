import { describe, expect, it } from 'vitest';
import { LOYALTY_LEVELS } from './loyalty.ts';
import { bonusCap, cashBackFor, orderTotals } from './order-totals.ts';

const [silver, gold, platinum] = LOYALTY_LEVELS as [
  (typeof LOYALTY_LEVELS)[0],
  (typeof LOYALTY_LEVELS)[0],
  (typeof LOYALTY_LEVELS)[0],
];
const base = {
  goods: 1000,
  deliveryType: 'pickup' as const,
  addPackage: false,
  addPresentPackage: false,
  useBonus: false,
  balance: 0,
  level: silver,
};

describe('orderTotals', () => {
  it('adds packages and courier delivery to the goods; pickup is free', () => {
    expect(orderTotals(base).total).toBe(1000);
    expect(orderTotals({ ...base, addPackage: true }).total).toBe(1030);
    expect(orderTotals({ ...base, addPresentPackage: true }).total).toBe(1050);
    expect(
      orderTotals({ ...base, deliveryType: 'courier', addPackage: true, addPresentPackage: true }),
    ).toEqual({
      goods: 1000,
      packages: 80,
      delivery: 300,
      bonus: 0,
      giftCards: [],
      giftCardTotal: 0,
      total: 1380,
      cashBack: 50,
    });
  });

  it('lets gift cards pay for everything but the cards bought, each up to its balance, in turn', () => {
    const mixed = { ...base, goods: 4000, giftCardGoods: 3000, deliveryType: 'courier' as const };
    // 1 000 of bars + 300 courier can be paid by cards; the 3 000 card bought cannot.
    expect(orderTotals({ ...mixed, giftCardBalances: [500, 2000] })).toMatchObject({
      giftCards: [500, 800],
      giftCardTotal: 1300,
      total: 3000,
      cashBack: 50,
    });
    // A card not needed pays nothing (the server refuses it).
    expect(orderTotals({ ...mixed, giftCardBalances: [5000, 100] }).giftCards).toEqual([1300, 0]);
    // Bonuses pay first, within the level's share of the goods that are not cards.
    const withBonus = orderTotals({ ...mixed, useBonus: true, balance: 10_000, giftCardBalances: [2000] });
    expect(withBonus).toMatchObject({ bonus: 300, giftCards: [1000], total: 3000, cashBack: 35 });
    // Buying cards only: no bonuses, no cash back, no card can pay.
    expect(
      orderTotals({
        ...base,
        goods: 2000,
        giftCardGoods: 2000,
        useBonus: true,
        balance: 10_000,
        giftCardBalances: [1000],
      }),
    ).toMatchObject({ bonus: 0, giftCards: [0], total: 2000, cashBack: 0 });
  });

  it('spends bonuses only when asked, up to the level share of the goods and the balance', () => {
    expect(orderTotals({ ...base, balance: 500 }).bonus).toBe(0);
    expect(orderTotals({ ...base, balance: 500, useBonus: true }).bonus).toBe(300);
    expect(orderTotals({ ...base, balance: 120, useBonus: true }).bonus).toBe(120);
    expect(orderTotals({ ...base, balance: 900, useBonus: true, level: platinum }).bonus).toBe(500);
    // Fees are never paid with bonuses.
    const courier = orderTotals({ ...base, balance: 900, useBonus: true, deliveryType: 'courier' });
    expect(courier).toMatchObject({ bonus: 300, total: 1000 });
  });

  it('credits cash back on the money paid for goods, floored', () => {
    expect(orderTotals({ ...base, goods: 999, level: silver }).cashBack).toBe(49);
    expect(orderTotals({ ...base, goods: 999, level: gold }).cashBack).toBe(69);
    expect(orderTotals({ ...base, balance: 300, useBonus: true }).cashBack).toBe(35);
  });

  it('never takes a fraction of a bonus or a negative amount', () => {
    expect(bonusCap(333, 1000, silver)).toBe(99);
    expect(bonusCap(333, 10.7, silver)).toBe(10);
    expect(bonusCap(0, 1000, silver)).toBe(0);
    expect(cashBackFor(-5, silver)).toBe(0);
  });
});
