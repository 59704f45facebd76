import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOYALTY_LEVELS } from '@shop/shared/rules/loyalty';
import { orderTotals } from '@shop/shared/rules/order-totals';
import {
  buildOffsetItems,
  buildReceipt,
  kopecksToValue,
  RECEIPT_ITEMS_MAX,
  receiptKopecks,
  rublesToValue,
  spread,
  type ReceiptItem,
  type ReceiptLine,
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

const itemsKopecks = (items: ReceiptItem[]) => receiptKopecks({ customer: { email: '' }, items });

describe('gift cards: sold as an advance, spent as an offset of prepayment', () => {
  // A gift card of 1000 sold, 2 × 179 and courier 300, 500 of it paid by a card entered.
  const input = {
    lines: [
      { description: 'Подарочная карта humbl', price: 1000, quantity: 1, discountable: true, giftCard: true },
      { description: 'humblbar Шоколад-арахис', price: 179, quantity: 2, discountable: true },
    ],
    delivery: 300,
    discount: 0,
    prepaid: 500,
    customer: { email: 'anna@example.ru' },
    vatCode: 1,
  };

  it('lists the card sold in money as an advance, and what the card entered paid in the offset receipt', () => {
    const strip = (item: ReceiptItem) => [
      item.description,
      item.quantity,
      item.amount.value,
      item.payment_mode,
      item.payment_subject,
    ];
    // 500 over 358 of bars and 300 of delivery: 272.04 and 227.96.
    expect(buildOffsetItems(input).map(strip)).toEqual([
      ['humblbar Шоколад-арахис', '2', '136.02', 'full_payment', 'commodity'],
      ['Доставка курьером', '1', '227.96', 'full_payment', 'service'],
    ]);
    const receipt = buildReceipt(input);
    expect(receipt.items.map(strip)).toEqual([
      ['Подарочная карта humbl', '1', '1000.00', 'advance', 'payment'],
      ['humblbar Шоколад-арахис', '2', '42.98', 'full_payment', 'commodity'],
      ['Доставка курьером', '1', '72.04', 'full_payment', 'service'],
    ]);
    expect(receiptKopecks(receipt)).toBe((1000 + 358 + 300 - 500) * 100);
  });

  it('lists no offset when no card paid, and no money item for what a card paid in full', () => {
    expect(buildOffsetItems({ ...input, prepaid: 0 })).toEqual([]);
    const { prepaid: _cards, ...noCards } = input;
    expect(buildOffsetItems(noCards)).toEqual([]);
    const all = { ...input, prepaid: 658 };
    expect(buildReceipt(all).items.map((item) => item.description)).toEqual(['Подарочная карта humbl']);
    expect(itemsKopecks(buildOffsetItems(all))).toBe(658 * 100);
  });

  it('folds gift cards beyond 80 items into an advance of their own, never into the goods', () => {
    const lines: ReceiptLine[] = Array.from({ length: 90 }, (_, i) => ({
      description: i < 85 ? `Бокс ${i + 1}` : `Подарочная карта ${i + 1}`,
      price: 100,
      quantity: 1,
      discountable: true,
      giftCard: i >= 85,
    }));
    const receipt = buildReceipt({ ...input, lines, delivery: 300, prepaid: 0 });
    expect(receipt.items).toHaveLength(RECEIPT_ITEMS_MAX);
    expect(receipt.items.slice(77)).toMatchObject([
      { description: 'Другие товары заказа', amount: { value: '800.00' }, payment_subject: 'commodity' },
      {
        description: 'Другие подарочные карты заказа',
        amount: { value: '500.00' },
        payment_mode: 'advance',
        payment_subject: 'payment',
      },
      { description: 'Доставка курьером', payment_subject: 'service' },
    ]);
    expect(receiptKopecks(receipt)).toBe((9000 + 300) * 100);
  });

  it('splits any order exactly between the money receipt and the offset, gift cards in money only', () => {
    const line = fc.record({
      price: fc.integer({ min: 1, max: 10_000 }),
      quantity: fc.integer({ min: 1, max: 12 }),
      discountable: fc.boolean(),
      giftCard: fc.boolean(),
    });
    const sum = (lines: { price: number; quantity: number }[]) =>
      lines.reduce((s, l) => s + l.price * l.quantity, 0);
    const order = fc
      .record({
        lines: fc.oneof(
          fc.array(line, { minLength: 1, maxLength: 8 }),
          fc.array(line, { minLength: 70, maxLength: 120, size: 'max' }),
        ),
        delivery: fc.constantFrom(0, 300),
      })
      .chain(({ lines, delivery }) => {
        const bonusable = sum(lines.filter((l) => l.discountable && !l.giftCard));
        return fc.integer({ min: 0, max: bonusable }).chain((discount) => {
          const cardPayable = sum(lines.filter((l) => !l.giftCard)) + delivery - discount;
          return fc
            .integer({ min: 0, max: cardPayable })
            .map((prepaid) => ({ lines, delivery, discount, prepaid }));
        });
      });
    const isCard = (item: ReceiptItem) =>
      item.description.startsWith('Подарочная карта') ||
      item.description === 'Другие подарочные карты заказа';

    fc.assert(
      fc.property(order, ({ lines, delivery, discount, prepaid }) => {
        const input = {
          lines: lines.map((l, i) => ({
            ...l,
            description: l.giftCard ? `Подарочная карта ${i}` : `Товар ${i}`,
          })),
          delivery,
          discount,
          prepaid,
          customer: { email: 'anna@example.ru' },
          vatCode: 1,
        };
        const money = buildReceipt(input).items;
        const offset = buildOffsetItems(input);

        expect(itemsKopecks(money)).toBe((sum(lines) + delivery - discount - prepaid) * 100);
        expect(itemsKopecks(offset)).toBe(prepaid * 100);
        expect(money.length).toBeLessThanOrEqual(RECEIPT_ITEMS_MAX);
        expect(offset.length).toBeLessThanOrEqual(RECEIPT_ITEMS_MAX);
        for (const item of [...money, ...offset]) {
          expect(item.amount.value).toMatch(/^\d+\.\d{2}$/);
          expect(item.amount.value).not.toBe('0.00');
          expect(Number(item.quantity)).toBeGreaterThanOrEqual(1);
        }
        // Gift cards sold: in money only, whole (no discount, no offset), each an advance of a payment.
        for (const item of money) {
          expect(item.payment_mode === 'advance').toBe(isCard(item));
          expect(item.payment_subject === 'payment').toBe(isCard(item));
        }
        expect(itemsKopecks(money.filter(isCard))).toBe(sum(lines.filter((l) => l.giftCard)) * 100);
        expect(offset.filter((item) => isCard(item) || item.payment_mode !== 'full_payment')).toEqual([]);
        // Nothing folded: each line is in the two receipts once, at its price (less bonuses if a good).
        if (![...money, ...offset].some((item) => item.description.startsWith('Другие'))) {
          input.lines.forEach((l, i) => {
            const of = (items: ReceiptItem[]) =>
              itemsKopecks(items.filter((it) => it.description === l.description));
            const listed = of(money) + of(offset);
            if (l.discountable && !l.giftCard) expect(listed).toBeLessThanOrEqual(l.price * l.quantity * 100);
            else expect(listed, `line ${i}`).toBe(l.price * l.quantity * 100);
          });
        }
      }),
      { numRuns: 500 },
    );
  });
});
