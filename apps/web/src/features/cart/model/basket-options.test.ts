import { describe, expect, it } from 'vitest';
import { afterBasketEmptied, defaultBasketOptions } from './basket-options.ts';

describe('basket options', () => {
  it('start as docs/product/cart.md says: Silver, 5 % cash back, 30 % payable with bonuses, pickup', () => {
    expect(defaultBasketOptions).toMatchObject({
      loyaltyStatus: 'Silver',
      loyalCashBack: 0.05,
      bonusPayProcent: 30,
      deliveryMethod: 'pickUp',
      useBonus: false,
      addPackage: false,
      addPresentPackage: false,
    });
  });

  it('go back to pickup without bonus use or packages when the basket is emptied, keeping loyalty', () => {
    const chosen = {
      ...defaultBasketOptions,
      deliveryMethod: 'delivery' as const,
      useBonus: true,
      addPackage: true,
      addPresentPackage: true,
      presentPackage: 'Красная лента',
      bonus: 420,
      loyaltyStatus: 'Gold' as const,
    };
    expect(afterBasketEmptied(chosen)).toEqual({
      ...chosen,
      deliveryMethod: 'pickUp',
      useBonus: false,
      addPackage: false,
      addPresentPackage: false,
      presentPackage: null,
    });
  });
});
