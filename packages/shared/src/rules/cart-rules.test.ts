import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../cart/messages.ts';
import { buildCatalogCards } from './card-builders.ts';
import { checkBox, offeredQuantities, quantityProblem } from './cart-rules.ts';
import { testCatalog } from './test-helpers.ts';

const cards = buildCatalogCards(testCatalog());

describe('offeredQuantities', () => {
  it('offers the pack choices of a regular product below its stock, else one at a time', () => {
    expect(offeredQuantities(cards, 101)).toEqual([1, 4, 8, 12]);
    expect(offeredQuantities(cards, 103)).toEqual([1, 4]); // 5 in stock
    expect(offeredQuantities(cards, 401)).toEqual([1]); // a ready box
    expect(offeredQuantities(cards, 999)).toEqual([1]); // not on a card (packaging)
  });

  it('offers 1–5 or 10 cards of any denomination of a gift card', () => {
    expect(offeredQuantities(cards, 651)).toEqual([1, 2, 3, 4, 5, 10]); // the card's own id
    expect(offeredQuantities(cards, 653)).toEqual([1, 2, 3, 4, 5, 10]); // another denomination
  });
});

describe('quantityProblem', () => {
  it('lets a regular product take any count up to 99, everything else one at a time', () => {
    expect(quantityProblem(cards, 101, 5)).toBeNull();
    expect(quantityProblem(cards, 401, 3)).toBeNull(); // a ready box is a regular card
    expect(quantityProblem(cards, 101, 100)).toBe('Такое количество выбрать нельзя: не больше 99 шт.');
    expect(quantityProblem(cards, 999, 1)).toBeNull();
    expect(quantityProblem(cards, 999, 2)).toBe('Такое количество выбрать нельзя: только 1 шт.');
  });

  it('lets a gift card line hold 1 to 10 cards, of whichever denomination', () => {
    expect(quantityProblem(cards, 651, 1)).toBeNull();
    expect(quantityProblem(cards, 652, 7)).toBeNull();
    expect(quantityProblem(cards, 653, 10)).toBeNull();
    expect(quantityProblem(cards, 653, 11)).toBe('Такое количество выбрать нельзя: не больше 10 шт.');
  });
});

describe('checkBox', () => {
  it('prices every flavour at its per-unit price for the box size (the group’s prices)', () => {
    expect(
      checkBox(cards, 8, [
        { product_id: 511, quantity: 5 },
        { product_id: 512, quantity: 3 },
        { product_id: 512, quantity: 0 },
      ]),
    ).toMatchObject({
      flavours: [
        { productId: 511, quantity: 5, price: 159 },
        { productId: 512, quantity: 3, price: 159 },
      ],
    });
  });

  it('uses a flavour’s own prices over its group’s', () => {
    const checked = checkBox(cards, 4, [{ product_id: 521, quantity: 4 }]);
    expect(checked).toMatchObject({ flavours: [{ productId: 521, price: 209 }] });
  });

  it('needs flavours, from one box, adding up to the size', () => {
    expect(checkBox(cards, 4, [])).toEqual({ error: cartMessages.productRequired });
    expect(checkBox(cards, 4, [{ product_id: 511, quantity: 0 }])).toEqual({
      error: cartMessages.productRequired,
    });
    expect(
      checkBox(cards, 4, [
        { product_id: 511, quantity: 2 },
        { product_id: 521, quantity: 2 },
      ]),
    ).toEqual({ error: cartMessages.flavourNotInBox });
    expect(checkBox(cards, 12, [{ product_id: 511, quantity: 8 }])).toEqual({
      error: cartMessages.boxSizeMismatch,
    });
  });

  it('accepts exactly the fillings whose counts add up to the size', () => {
    fc.assert(
      fc.property(fc.constantFrom(4, 8, 12 as const), fc.nat(12), fc.nat(12), (size, a, b) => {
        const checked = checkBox(cards, size as 4 | 8 | 12, [
          { product_id: 511, quantity: a },
          { product_id: 512, quantity: b },
        ]);
        if (a + b === size) expect('flavours' in checked).toBe(true);
        else expect('error' in checked).toBe(true);
      }),
    );
  });
});
