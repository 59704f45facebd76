import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import type { GiftCard, MerchCard } from '@shop/shared/rules/cards';
import { productGroups } from '../../db/schema.ts';
import { useTestShop } from '../../test/test-shop.ts';
import {
  cardsOf,
  create,
  findGroup,
  grouped,
  groupNamed as namedGroup,
  newBar,
  productRow,
  refusedCreate,
} from './catalog-admin.fixtures.ts';
import { adminCalls, signInAdmin, type AdminCalls } from './admin-test-kit.ts';

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail } = useTestShop(clock);
let admin: AdminCalls;
beforeAll(async () => {
  admin = adminCalls(t, (await signInAdmin(t, mail)).token);
});

const row = (id: number) => productRow(t, id);
const groupNamed = (name: string) => namedGroup(t, name);
const refusedWith = (body: object, status: number, detail?: string) =>
  refusedCreate(t, admin, body, status, detail);

describe('POST /api/admin/products: merch, gift cards, new groups', () => {
  it('makes one merch product per size, each with its stock, shown as one item', async () => {
    const made = await create(admin, {
      kind: 'merch',
      name: 'Свитшот humbl',
      price: 3490,
      active: true,
      sizes: [
        { size: 'S', quantity: 3 },
        { size: 'M', quantity: 0 },
        { size: 'XL', quantity: 7 },
      ],
    });
    expect(made.map((p) => [p.name, p.size, p.quantity, p.kind])).toEqual([
      ['Свитшот humbl S', 'S', 3, 'merch'],
      ['Свитшот humbl M', 'M', 0, 'merch'],
      ['Свитшот humbl XL', 'XL', 7, 'merch'],
    ]);
    expect(new Set(made.map((p) => p.group_id)).size).toBe(1);
    expect((await Promise.all(made.map((p) => row(p.id)))).map((r) => r.slug)).toEqual([
      'svitshot-humbl-s',
      'svitshot-humbl-m',
      'svitshot-humbl-xl',
    ]);
    const card = (await cardsOf(t)).find(
      (c): c is MerchCard => c.kind === 'merch' && c.title === 'Свитшот humbl',
    )!;
    expect(card.sizes.map((s) => [s.size, s.available])).toEqual([
      ['S', true],
      ['M', false],
      ['XL', true],
    ]);

    const base = { kind: 'merch', name: 'Кепка', price: 990 };
    await refusedWith(
      {
        ...base,
        sizes: [
          { size: 'S', quantity: 1 },
          { size: 'S', quantity: 2 },
        ],
      },
      422,
      adminMessages.sizesRepeated,
    );
    await refusedWith(
      { ...base, quantity: 5, sizes: [{ size: 'S', quantity: 1 }] },
      422,
      adminMessages.sizesWithQuantity,
    );
    await refusedWith({ ...base, sizes: [{ size: 'XXS', quantity: 1 }] }, 422);
    await refusedWith({ ...base, sizes: [] }, 422);
    await refusedWith(
      { ...newBar('Бар'), sizes: [{ size: 'S', quantity: 1 }] },
      422,
      adminMessages.sizesNotForKind,
    );
    await refusedWith(
      { ...base, box_prices: { '4': 1, '8': 1, '12': 1 } },
      422,
      adminMessages.boxPricesNotForKind,
    );
  });

  it('adds a gift card amount to the e-card group, one card per amount, and a plastic card to a group of its own', async () => {
    const giftGroup = await groupNamed('Merch подарочные карты');
    const [eCard] = await create(admin, {
      kind: 'gift_card',
      name: 'Подарочная карта 7 000 ₽',
      price: 7000,
      label: 'Электронная',
      active: true,
      quantity: 100,
    });
    expect(eCard).toMatchObject({ kind: 'gift_card', group_id: giftGroup.id });
    const gift = (await cardsOf(t)).find(
      (c): c is GiftCard => c.kind === 'gifted_card' && c.productIdByDenomination[7000] !== undefined,
    )!;
    expect(gift).toMatchObject({ isDigital: true });
    expect(gift.denominations).toEqual([1000, 2000, 3000, 5000, 7000]);

    await refusedWith(
      { kind: 'gift_card', name: 'Ещё 7000', price: 7000, label: 'Электронная' },
      409,
      adminMessages.giftCardTaken(7000),
    );
    await refusedWith(
      { kind: 'gift_card', name: 'Пластик', price: 500, group_id: giftGroup.id },
      422,
      adminMessages.giftCardOtherType,
    );

    const [plastic] = await create(admin, {
      kind: 'gift_card',
      name: 'Пластиковая карта',
      price: 1500,
      active: true,
      quantity: 5,
    });
    expect(plastic!.group_id).not.toBe(giftGroup.id);
    expect(plastic).toMatchObject({ kind: 'gift_card', group: 'Подарочная карта' });
    const plasticCard = (await cardsOf(t)).find(
      (c): c is GiftCard => c.kind === 'gifted_card' && c.productIdByDenomination[1500] === plastic!.id,
    );
    expect(plasticCard).toMatchObject({ isDigital: false, denominations: [1500] });
    const groups = await admin.get('/api/admin/product-groups');
    expect(groups.json()).toContainEqual({
      id: plastic!.group_id,
      name: 'Подарочная карта',
      kind: 'gift_card',
    });
  });

  it('makes a group named by the kind when the shop has none of that kind', async () => {
    const drinks = await groupNamed('Напитки drinks');
    // The drinks' group becomes a bar group for this test: no group of drinks is left.
    await t.database.db.update(productGroups).set({ kind: 'bar' }).where(eq(productGroups.id, drinks.id));
    try {
      const [drink] = await create(admin, { ...newBar('Квас протеиновый'), kind: 'drink' });
      expect(drink).toMatchObject({ kind: 'drink', group: 'Напиток' });
      expect(findGroup(await grouped(t), drink!.group_id)).toMatchObject({ name: 'Напиток', kind: 'drink' });
      expect((await cardsOf(t)).find((c) => c.id === String(drink!.id))).toMatchObject({
        subcategoryType: 'Drinks',
      });
      const [second] = await create(admin, { ...newBar('Квас 2'), kind: 'drink' });
      expect(second!.group_id).toBe(drink!.group_id);
    } finally {
      await t.database.db.update(productGroups).set({ kind: 'drink' }).where(eq(productGroups.id, drinks.id));
    }
  });
});
