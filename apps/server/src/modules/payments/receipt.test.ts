import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOYALTY_LEVELS } from '@shop/shared/rules/loyalty';
import { orderTotals } from '@shop/shared/rules/order-totals';
import {
  buildReceipt,
  kopecksToValue,
  RECEIPT_ITEMS_MAX,
  receiptKopecks,
  rublesToValue,
  spread,
} from './receipt.ts';

describe('amount strings', () => {
  it('writes rubles and kopecks the way the provider wants them', () => {
    expect(rublesToValue(1234)).toBe('1234.00');
    expect(kopecksToValue(5)).toBe('0.05');
    expect(kopecksToValue(123456)).toBe('1234.56');
  });
});

describe('spread', () => {
  it('shares a total in whole kopecks that add up exactly', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
    expect(spread(10, [0, 0])).toEqual([0, 0]);
  });
});

describe('buildReceipt', () => {
  it('lists goods at their unit price, delivery as a service, packages without the discount', () => {
    const receipt = buildReceipt({
      lines: [
        { description: 'humblbar Шоколад-арахис', price: 179, quantity: 2, discountable: true },
        { description: 'ПАКЕТ', price: 30, quantity: 1, discountable: false },
      ],
      delivery: 300,
      discount: 0,
      customer: { phone: '+7 (999) 123-45-67' },
      vatCode: 1,
    });
    expect(receipt).toEqual({
      customer: { phone: '79991234567' },
      items: [
        expect.objectContaining({
          description: 'humblbar Шоколад-арахис',
          quantity: '2',
          amount: { value: '179.00', currency: 'RUB' },
          payment_subject: 'commodity',
          payment_mode: 'full_payment',
          vat_code: 1,
        }),
        expect.objectContaining({
          description: 'ПАКЕТ',
          quantity: '1',
          amount: { value: '30.00', currency: 'RUB' },
        }),
        expect.objectContaining({
          description: 'Доставка курьером',
          quantity: '1',
          amount: { value: '300.00', currency: 'RUB' },
          payment_subject: 'service',
        }),
      ],
    });
  });

  it('gives the odd kopecks of a discounted line to one unit of its own', () => {
    const receipt = buildReceipt({
      lines: [{ description: 'humblpie', price: 100, quantity: 3, discountable: true }],
      delivery: 0,
      discount: 1,
      customer: { email: 'anna@example.ru' },
      vatCode: 1,
      taxSystemCode: 2,
    });
    expect(receipt.items.map((i) => [i.quantity, i.amount.value])).toEqual([
      ['2', '99.66'],
      ['1', '99.68'],
    ]);
    expect(receiptKopecks(receipt)).toBe(299 * 100);
    expect(receipt.tax_system_code).toBe(2);
  });

  it('cuts descriptions to 128 characters', () => {
    const receipt = buildReceipt({
      lines: [{ description: 'б'.repeat(300), price: 10, quantity: 1, discountable: true }],
      delivery: 0,
      discount: 0,
      customer: { email: 'a@b.ru' },
      vatCode: 1,
    });
    expect(receipt.items[0]!.description).toHaveLength(128);
  });

  it('folds the goods beyond 80 items into one, keeping delivery and the exact sum', () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({
      description: `Бокс ${i + 1}`,
      price: 1000 + i,
      quantity: 1,
      discountable: true,
    }));
    const receipt = buildReceipt({
      lines,
      delivery: 300,
      discount: 0,
      customer: { email: 'anna@example.ru' },
      vatCode: 1,
    });
    expect(receipt.items).toHaveLength(RECEIPT_ITEMS_MAX);
    expect(receipt.items.slice(0, 78).map((item) => item.description)).toEqual(
      lines.slice(0, 78).map((line) => line.description),
    );
    const folded = lines.slice(78).reduce((sum, line) => sum + line.price, 0);
    expect(receipt.items[78]).toMatchObject({
      description: 'Другие товары заказа',
      quantity: '1',
      amount: { value: rublesToValue(folded) },
    });
    expect(receipt.items[79]).toMatchObject({ description: 'Доставка курьером', payment_subject: 'service' });
    expect(receiptKopecks(receipt)).toBe((lines.reduce((sum, line) => sum + line.price, 0) + 300) * 100);
  });

  it('sums to the payment amount to the kopeck for any order the rules allow', () => {
    const line = fc.record({
      price: fc.integer({ min: 1, max: 20_000 }),
      quantity: fc.integer({ min: 1, max: 12 }),
      discountable: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 120 }),
        fc.constantFrom('pickup' as const, 'courier' as const),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(...LOYALTY_LEVELS),
        (lines, deliveryType, balance, level) => {
          const goodsLines = lines.filter((l) => l.discountable);
          const goods = goodsLines.reduce((s, l) => s + l.price * l.quantity, 0);
          const packages = lines.filter((l) => !l.discountable).reduce((s, l) => s + l.price * l.quantity, 0);
          const totals = orderTotals({
            goods,
            deliveryType,
            addPackage: false,
            addPresentPackage: false,
            useBonus: true,
            balance,
            level,
          });
          const amount = totals.total + packages;
          const receipt = buildReceipt({
            lines: lines.map((l, i) => ({ ...l, description: `Товар ${i}` })),
            delivery: totals.delivery,
            discount: totals.bonus,
            customer: { email: 'anna@example.ru' },
            vatCode: 1,
          });
          expect(receiptKopecks(receipt)).toBe(amount * 100);
          expect(receipt.items.length).toBeLessThanOrEqual(RECEIPT_ITEMS_MAX);
          for (const item of receipt.items) {
            expect(item.amount.value).toMatch(/^\d+\.\d{2}$/);
            expect(Number(item.amount.value)).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
