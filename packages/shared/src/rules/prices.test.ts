import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoxPrices } from '../catalog/product-api.ts';
import type { BoxFlavor, RegularCard } from './cards.ts';
import {
  boxTotal,
  boxUnitPrice,
  builtBoxPrice,
  customBoxDiscountPercent,
  readyBoxTitle,
  regularFinalPrice,
  unitPriceFor,
  visibleQuantityOptions,
} from './prices.ts';
import { testProduct } from './test-helpers.ts';

const prices: BoxPrices = { '4': 169, '8': 159, '12': 149 };

const regular = (overrides: Partial<RegularCard> = {}): RegularCard => ({
  id: '1',
  kind: 'regular',
  title: 'humblbar',
  images: [],
  rating: { value: 4.9, max: 5 },
  price: { current: 179, original: 179, discount: 0 },
  description: '',
  subcategoryType: 'Bars',
  nutrition: { calories: null, protein: null, fat: null, carbs: null },
  tags: { isKetoFriendly: false, isHighProtein: false, isSugarFree: false, isPerfectBalance: false },
  weight: null,
  ingredients: null,
  allergens: null,
  quantity: 1,
  quantityOptions: [],
  selectedQuantityOption: null,
  ...overrides,
});

const flavor = (id: number, basePrice: number, boxPrices: BoxPrices): BoxFlavor => ({
  id,
  name: `Вкус ${id}`,
  image: '',
  calories: null,
  basePrice,
  prices: boxPrices,
});

const boxPricesArb = fc.record({
  '4': fc.integer({ min: 0, max: 5000 }),
  '8': fc.integer({ min: 0, max: 5000 }),
  '12': fc.integer({ min: 0, max: 5000 }),
});

describe('unitPriceFor', () => {
  it('takes the multi-pack price for 4, 8 and 12, else the price', () => {
    const product = testProduct({ price: 179, box_prices: { '4': 169, '8': 159, '12': 149 } });
    expect([1, 4, 8, 12, 5].map((count) => unitPriceFor(product, count))).toEqual([179, 169, 159, 149, 179]);
  });

  it('uses the price when the product has no box prices (null or missing)', () => {
    expect(unitPriceFor(testProduct({ price: 249 }), 8)).toBe(249);
    const { box_prices: _, ...withoutPrices } = testProduct({ price: 249 });
    expect(unitPriceFor(withoutPrices as never, 8)).toBe(249);
  });

  it('is a non-negative integer for any product and count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.option(boxPricesArb, { nil: null }),
        fc.integer({ min: -5, max: 20 }),
        (price, box_prices, count) => {
          const unit = unitPriceFor(testProduct({ price, box_prices }), count);
          expect(Number.isInteger(unit)).toBe(true);
          expect(unit).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('visibleQuantityOptions', () => {
  const options = [1, 4, 8, 12].map((count) => ({ count }));
  it.each([
    [100, [1, 4, 8, 12]],
    [12, [1, 4, 8]],
    [8, [1, 4]],
    [5, [1, 4]],
    [2, [1]],
    [1, []],
    [0, []],
  ])('stock %s shows counts %j (only those below the stock)', (stock, counts) => {
    expect(visibleQuantityOptions(options, stock).map((option) => option.count)).toEqual(counts);
  });
});

describe('regularFinalPrice', () => {
  it('is the chosen option’s per-unit price × quantity', () => {
    const option = { count: 4, unit: 'шт' as const, pricePerUnit: 169 };
    expect(
      regularFinalPrice(regular({ quantity: 4, quantityOptions: [option], selectedQuantityOption: option })),
    ).toBe(676);
  });

  it('falls back to the single-item price, else price.current, × quantity', () => {
    expect(
      regularFinalPrice(
        regular({ quantity: 2, unitPrice: 849, price: { current: 1698, original: 1698, discount: 0 } }),
      ),
    ).toBe(1698);
    expect(regularFinalPrice(regular({ quantity: 3 }))).toBe(537);
  });

  it('equals unit × quantity for any unit and quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (unit, quantity) => {
          const option = { count: 1, unit: 'шт' as const, pricePerUnit: unit };
          const card = regular({ quantity, quantityOptions: [option], selectedQuantityOption: option });
          expect(regularFinalPrice(card)).toBe(unit * quantity);
          expect(
            regularFinalPrice(regular({ quantity, selectedQuantityOption: null, unitPrice: unit })),
          ).toBe(unit * quantity);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('boxUnitPrice and boxTotal', () => {
  it('reads the per-unit price of the size; total = unit × quantity', () => {
    expect([4, 8, 12].map((size) => boxUnitPrice(prices, size))).toEqual([169, 159, 149]);
    expect(boxTotal(prices, 4, 4)).toBe(676);
    expect(boxTotal(prices, 8, 8)).toBe(1272);
    expect(boxTotal(prices, 12, 12)).toBe(1788);
    expect(boxTotal(prices, 4, 1)).toBe(169);
  });

  it('prices an unoffered size like the largest offered size below it', () => {
    expect(boxUnitPrice(prices, 10)).toBe(159);
    expect(boxUnitPrice(prices, 2)).toBe(169);
    expect(boxUnitPrice(prices, 20)).toBe(149);
  });

  it('is additive in quantity, integer and never negative', () => {
    fc.assert(
      fc.property(
        boxPricesArb,
        fc.constantFrom(4, 8, 12),
        fc.nat({ max: 500 }),
        fc.nat({ max: 500 }),
        (boxPrices, size, a, b) => {
          const total = boxTotal(boxPrices, size, a + b);
          expect(total).toBe(boxTotal(boxPrices, size, a) + boxTotal(boxPrices, size, b));
          expect(Number.isInteger(total)).toBe(true);
          expect(total).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never goes negative for a negative quantity', () => {
    expect(boxTotal(prices, 4, -3)).toBe(0);
  });
});

describe('customBoxDiscountPercent', () => {
  const flavors = [
    flavor(1, 179, { '4': 169, '8': 159, '12': 149 }),
    flavor(2, 219, { '4': 209, '8': 199, '12': 189 }),
  ];

  it('is (Σ base − Σ size prices) / Σ base over the chosen counts, floored', () => {
    // 4 × 179 = 716 at single prices, 4 × 169 = 676 in a box of 4: 40 / 716 = 5.58 %
    expect(customBoxDiscountPercent(flavors, 4, { 1: 4 })).toBe(5);
    // 179·6 + 219·6 = 2388; 149·6 + 189·6 = 2028; 360 / 2388 = 15.07 %
    expect(customBoxDiscountPercent(flavors, 12, { 1: 6, 2: 6 })).toBe(15);
    // 179 + 219 = 398; 159 + 199 = 358; 40 / 398 = 10.05 %
    expect(customBoxDiscountPercent(flavors, 8, { 1: 1, 2: 1 })).toBe(10);
  });

  it('is 0 when nothing (known) is selected or the box is not cheaper', () => {
    expect(customBoxDiscountPercent(flavors, 4, {})).toBe(0);
    expect(customBoxDiscountPercent(flavors, 4, { 99: 4 })).toBe(0);
    expect(customBoxDiscountPercent([flavor(1, 100, { '4': 120, '8': 100, '12': 90 })], 4, { 1: 2 })).toBe(0);
  });

  it('stays a whole percent within 0…100', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -100, max: 5000 }), boxPricesArb), { maxLength: 6 }),
        fc.constantFrom(4 as const, 8 as const, 12 as const),
        fc.array(fc.integer({ min: -3, max: 12 }), { maxLength: 6 }),
        (specs, size, counts) => {
          const list = specs.map(([base, boxPrices], index) => flavor(index, base, boxPrices));
          const selected = Object.fromEntries(counts.map((count, index) => [index, count]));
          const percent = customBoxDiscountPercent(list, size, selected);
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('builtBoxPrice', () => {
  const flavors = [
    flavor(1, 179, { '4': 169, '8': 159, '12': 149 }),
    flavor(2, 219, { '4': 209, '8': 199, '12': 189 }),
  ];
  const box = (size: number, selectedFlavors: Record<number, number>) =>
    ({
      kind: 'box',
      flavors,
      selectedQuantity: size,
      selectedFlavors,
      boxPrices: flavors[0]!.prices,
    }) as never;

  it('charges the chosen flavours at their own size prices, as the cart will', () => {
    // 5 × 159 + 3 × 199 = 1392; single prices 5 × 179 + 3 × 219 = 1552
    expect(builtBoxPrice(box(8, { 1: 5, 2: 3 }))).toEqual({ current: 1392, original: 1552, discount: 10 });
  });

  it('counts the empty places at the box unit price', () => {
    expect(builtBoxPrice(box(4, {}))).toEqual({ current: 676, original: 676, discount: 0 });
    // 209 + 3 × 169
    expect(builtBoxPrice(box(4, { 2: 1 })).current).toBe(716);
  });
});

describe('readyBoxTitle', () => {
  it.each([
    ['Бокс mini 4', 'Бокс mini 4'],
    ['Бокс humblbar 8', 'Бокс humblbar 8'],
    ['Бокс fancy 12', 'Бокс fancy 12'],
    ['Готовый бокс на 4 штуки', 'Бокс mini 4'],
    ['Бокс HumblPie 8', 'Бокс humblpie 8'],
    ['Набор 12 вкусов', 'Бокс fancy 12'],
    ['Бокс ассорти 8', 'Бокс ассорти 8'],
    ['Бокс 8', 'Бокс humblbar 8'],
    ['Подарочный бокс', 'Подарочный бокс'],
    ['Бокс на 24', 'Бокс на 24'],
  ])('%s → %s', (name, title) => {
    expect(readyBoxTitle(name)).toBe(title);
  });
});
