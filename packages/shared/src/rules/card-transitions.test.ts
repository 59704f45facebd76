import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoxCard, Card, GiftCard, MerchCard, RegularCard } from './cards.ts';
import { buildCatalogCards } from './card-builders.ts';
import {
  addBoxFlavor,
  boxFlavorTotal,
  boxRemaining,
  cartLine,
  isBoxComplete,
  isMerchCartReady,
  removeBoxFlavor,
  selectDenomination,
  selectMerchColor,
  selectMerchSize,
  selectQuantityOption,
  setBoxSize,
  setRegularQuantity,
} from './card-transitions.ts';
import { boxTotal, customBoxDiscountPercent, regularFinalPrice } from './prices.ts';
import { testCatalog } from './test-helpers.ts';

const cards = buildCatalogCards(testCatalog());

function card<K extends Card['kind']>(id: string, kind: K): Extract<Card, { kind: K }> {
  const found = cards.find((candidate) => candidate.id === id);
  if (!found || found.kind !== kind) throw new Error(`no ${kind} card ${id}`);
  return found as Extract<Card, { kind: K }>;
}

const box: BoxCard = card('box-52', 'box'); // flavours 521 (219: 209/199/189) and 522 (229: 219/209/199)
const gift: GiftCard = card('651', 'gifted_card');
const tshirt: MerchCard = card('611', 'merch');
const bar: RegularCard = card('101', 'regular');
const readyBox: RegularCard = card('402', 'regular');

describe('custom box', () => {
  it('adds flavours up to the box size, not beyond', () => {
    const two = addBoxFlavor(addBoxFlavor(box, 521), 522);
    expect(two.selectedFlavors).toEqual({ 521: 1, 522: 1 });
    expect(boxFlavorTotal(two)).toBe(2);
    expect(boxRemaining(two)).toBe(2);
    const full = addBoxFlavor(two, 521, 2);
    expect(isBoxComplete(full)).toBe(true);
    expect(addBoxFlavor(full, 522)).toBe(full);
    expect(addBoxFlavor(two, 522, 3)).toBe(two);
  });

  it('refuses unknown flavours and counts that are not whole and above 0', () => {
    expect(addBoxFlavor(box, 999)).toBe(box);
    expect(addBoxFlavor(box, 521, 0)).toBe(box);
    expect(addBoxFlavor(box, 521, -1)).toBe(box);
    expect(addBoxFlavor(box, 521, 1.5)).toBe(box);
  });

  it('removes down to 0 and drops the flavour there', () => {
    const three = addBoxFlavor(box, 521, 3);
    expect(removeBoxFlavor(three, 521).selectedFlavors).toEqual({ 521: 2 });
    expect(removeBoxFlavor(three, 521, 5).selectedFlavors).toEqual({});
    expect(removeBoxFlavor(box, 521)).toBe(box);
    expect(removeBoxFlavor(three, 522)).toBe(three);
  });

  it('changes size only to an offered count, dropping a choice that no longer fits', () => {
    const six = addBoxFlavor(setBoxSize(box, 8), 521, 6);
    expect(six.selectedQuantity).toBe(8);
    expect(setBoxSize(six, 12).selectedFlavors).toEqual({ 521: 6 });
    expect(setBoxSize(six, 4).selectedFlavors).toEqual({});
    expect(setBoxSize(six, 5)).toBe(six);
    expect(setBoxSize(six, 8)).toBe(six);
  });

  it('prices the box: unit price of the size × size; original at single prices; the custom box discount', () => {
    expect(setBoxSize(box, 8).price).toEqual({ current: 8 * 199, original: 8 * 199, discount: 0 });
    const full = addBoxFlavor(addBoxFlavor(box, 521, 2), 522, 2);
    // group prices: 209 × 4 = 836; single prices 2·219 + 2·229 = 896; flavour discount (896 − 2·209 − 2·219) / 896
    expect(full.price).toEqual({ current: 836, original: 896, discount: 4 });
    expect(full.price.discount).toBe(customBoxDiscountPercent(full.flavors, 4, full.selectedFlavors));
  });

  it('never leaves an invalid state under any sequence of changes', () => {
    const action = fc.oneof(
      fc.record({
        type: fc.constant('add' as const),
        id: fc.constantFrom(521, 522, 7),
        count: fc.integer({ min: -2, max: 13 }),
      }),
      fc.record({
        type: fc.constant('remove' as const),
        id: fc.constantFrom(521, 522, 7),
        count: fc.integer({ min: -2, max: 13 }),
      }),
      fc.record({ type: fc.constant('size' as const), size: fc.constantFrom(0, 4, 5, 8, 12) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state = box;
        for (const step of actions) {
          if (step.type === 'add') state = addBoxFlavor(state, step.id, step.count);
          else if (step.type === 'remove') state = removeBoxFlavor(state, step.id, step.count);
          else state = setBoxSize(state, step.size);
          expect([4, 8, 12]).toContain(state.selectedQuantity);
          const counts = Object.values(state.selectedFlavors);
          expect(counts.every((count) => Number.isInteger(count) && count > 0)).toBe(true);
          expect(boxFlavorTotal(state)).toBeLessThanOrEqual(state.selectedQuantity);
          expect(boxRemaining(state)).toBe(state.selectedQuantity - boxFlavorTotal(state));
          expect(Object.keys(state.selectedFlavors).every((id) => ['521', '522'].includes(id))).toBe(true);
          const prices = state.boxPrices ?? { '4': 0, '8': 0, '12': 0 };
          expect(state.price.current).toBe(boxTotal(prices, state.selectedQuantity, state.selectedQuantity));
          expect(state.price.original).toBeGreaterThanOrEqual(state.price.current);
          expect(state.price.discount).toBeGreaterThanOrEqual(0);
          expect(state.price.discount).toBeLessThanOrEqual(100);
        }
        expect(box.selectedFlavors).toEqual({});
      }),
      { numRuns: 200 },
    );
  });
});

describe('gift card', () => {
  it('changes only to an offered denomination, and the price follows', () => {
    const three = selectDenomination(gift, 5000);
    expect(three.selectedDenomination).toBe(5000);
    expect(three.price).toEqual({ current: 5000, original: 5000, discount: 0 });
    expect(selectDenomination(three, 3000)).toBe(three);
    expect(gift.selectedDenomination).toBe(1000);
  });

  it('always has an offered denomination equal to price.current', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 500, 1000, 2000, 3000, 5000), { maxLength: 20 }), (values) => {
        let state = gift;
        for (const value of values) {
          state = selectDenomination(state, value);
          expect(state.denominations).toContain(state.selectedDenomination);
          expect(state.price.current).toBe(state.selectedDenomination);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('merch', () => {
  const colored: MerchCard = {
    ...tshirt,
    colors: [
      { id: 'cream', available: true },
      { id: 'cocoa', available: false },
    ],
  };

  it('selects only a listed, available size or colour', () => {
    expect(selectMerchSize(tshirt, 613).selectedSize).toBe(613);
    expect(selectMerchSize(tshirt, 611)).toBe(tshirt); // XS is out of stock
    expect(selectMerchSize(tshirt, 999)).toBe(tshirt);
    expect(selectMerchColor(colored, 'cream').selectedColor).toBe('cream');
    expect(selectMerchColor(colored, 'cocoa')).toBe(colored);
    expect(selectMerchColor(colored, 'green')).toBe(colored);
  });

  it('is cart-ready only with a size', () => {
    expect(isMerchCartReady(tshirt)).toBe(true);
    expect(isMerchCartReady({ ...tshirt, selectedSize: null })).toBe(false);
    expect(cartLine({ ...tshirt, selectedSize: null })).toBeNull();
  });

  it('keeps the size listed and available, or none, under any selections', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(611, 612, 613, 621, -1), { maxLength: 20 }), (ids) => {
        let state: MerchCard = { ...tshirt, selectedSize: null };
        for (const id of ids) {
          state = selectMerchSize(state, id);
          const size = state.sizes.find((candidate) => candidate.id === state.selectedSize);
          expect(state.selectedSize === null || size?.available === true).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('regular card', () => {
  it('changes quantity only to a whole number above 0; the price follows', () => {
    const three = setRegularQuantity(bar, 3);
    expect(three.quantity).toBe(3);
    expect(three.price).toEqual({ current: 537, original: 537, discount: 0 });
    expect(setRegularQuantity(bar, 0)).toBe(bar);
    expect(setRegularQuantity(bar, -1)).toBe(bar);
    expect(setRegularQuantity(bar, 1.5)).toBe(bar);
  });

  it('picks a quantity option only from the offered list; the quantity becomes its count', () => {
    const four = selectQuantityOption(bar, 4);
    expect(four.selectedQuantityOption).toEqual({ count: 4, unit: 'шт', pricePerUnit: 169 });
    expect(four.quantity).toBe(4);
    // 4 × 169 = 676 instead of 4 × 179 = 716
    expect(four.price).toEqual({ current: 676, original: 716, discount: 5 });
    expect(selectQuantityOption(bar, 5)).toBe(bar);
    expect(selectQuantityOption(card('103', 'regular'), 8).selectedQuantityOption?.count).toBe(1); // stock 5
  });

  it('lets the option follow the quantity: an exact count selects it, any other count none', () => {
    expect(setRegularQuantity(bar, 8).selectedQuantityOption?.count).toBe(8);
    const five = setRegularQuantity(bar, 5);
    expect(five.selectedQuantityOption).toBeNull();
    expect(five.price.current).toBe(5 * 179);
  });

  it('prices a ready box by its quantity', () => {
    const two = setRegularQuantity(readyBox, 2);
    expect(two.price.current).toBe(2580);
    expect(setRegularQuantity(two, 3).price.current).toBe(3870);
  });

  it('keeps quantity ≥ 1 and the price = unit × quantity under any changes', () => {
    const action = fc.oneof(
      fc.record({ type: fc.constant('quantity' as const), value: fc.integer({ min: -3, max: 30 }) }),
      fc.record({ type: fc.constant('option' as const), value: fc.constantFrom(0, 1, 2, 4, 8, 12) }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(bar, readyBox, card('103', 'regular')),
        fc.array(action, { maxLength: 20 }),
        (start, actions) => {
          let state = start;
          for (const step of actions) {
            state =
              step.type === 'quantity'
                ? setRegularQuantity(state, step.value)
                : selectQuantityOption(state, step.value);
            expect(Number.isInteger(state.quantity) && state.quantity >= 1).toBe(true);
            const unit = state.selectedQuantityOption?.pricePerUnit ?? state.unitPrice ?? 0;
            expect(state.price.current).toBe(unit * state.quantity);
            expect(state.price.current).toBe(regularFinalPrice(state));
            expect(
              state.selectedQuantityOption === null ||
                state.quantityOptions.includes(state.selectedQuantityOption),
            ).toBe(true);
            expect(cartLine(state)).toEqual({ productId: Number(state.id), quantity: state.quantity });
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('cartLine', () => {
  it('sends what each card adds', () => {
    expect(cartLine(bar)).toEqual({ productId: 101, quantity: 1 });
    expect(cartLine(selectQuantityOption(bar, 12))).toEqual({ productId: 101, quantity: 12 });
    expect(cartLine(readyBox)).toEqual({ productId: 402, quantity: 1 });
    expect(cartLine(tshirt)).toEqual({ productId: 612, quantity: 1 });
    expect(cartLine(selectDenomination(gift, 2000))).toEqual({ productId: 652, quantity: 1 });
    expect(cartLine(box)).toBeNull();
  });
});
