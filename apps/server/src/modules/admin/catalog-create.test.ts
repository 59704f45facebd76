import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import { adminProductSchema, type AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { productGroups, products } from '../../db/schema.ts';
import { guest } from '../../test/shop-calls.ts';
import { useTestShop } from '../../test/test-shop.ts';
import {
  allFoodMissing,
  cardsOf,
  create,
  findIn,
  foodInformation,
  grouped,
  listed,
  newBar,
  productRow,
  refusedCreate,
  groupNamed as namedGroup,
} from './catalog-admin.fixtures.ts';
import {
  adminCalls,
  auditOf,
  setAdmin,
  signInAdmin,
  signInCustomer,
  type AdminCalls,
} from './admin-test-kit.ts';

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop } = useTestShop(clock);
let admin: AdminCalls;
beforeAll(async () => {
  admin = adminCalls(t, (await signInAdmin(t, mail)).token);
});

const post = (body: object) => admin.post('/api/admin/products', body);
const row = (id: number) => productRow(t, id);
const groupNamed = (name: string) => namedGroup(t, name);
const refusedWith = (body: object, status: number, detail?: string) =>
  refusedCreate(t, admin, body, status, detail);

describe('POST /api/admin/products', () => {
  it('files a bar in the first bar group, last, hidden by default, with a slug of its own, audited', async () => {
    const [made, ...more] = await create(admin, {
      kind: 'bar',
      name: 'humblbar Тыква — пряность',
      price: 189,
    });
    expect(more).toEqual([]);
    adminProductSchema.parse(made);
    const bars = await groupNamed('Протеиновые батончики humblbar');
    expect(made).toMatchObject({
      kind: 'bar',
      group_id: bars.id,
      group: bars.name,
      active: false,
      archived: false,
      quantity: 0,
      held: 0,
      photos: [],
      image: null,
      label: null,
      description: '',
    });
    const siblings = (await listed(admin)).filter((p) => p.group_id === bars.id);
    expect(siblings.at(-1)!.id).toBe(made!.id);
    expect(made!.sort_order).toBeGreaterThan(Math.max(...siblings.slice(0, -1).map((p) => p.sort_order)));
    expect((await row(made!.id)).slug).toBe('humblbar-tykva-pryanost');
    // Hidden: the shop does not show it.
    expect(findIn(await grouped(t), made!.id)).toBeUndefined();

    const [audit, ...others] = await auditOf(t, `product:${made!.id}`);
    expect(others).toEqual([]);
    expect(audit).toMatchObject({ action: 'product.create', before: null });
    expect(audit!.after).toMatchObject({ name: 'humblbar Тыква — пряность', price: 189, active: false });
  });

  it('publishes a food product with its food information, shown by the shop and its sitemap at once', async () => {
    const [made] = await create(admin, newBar('humblbar Морошка', { label: 'Новинка' }));
    const shown = findIn(await grouped(t), made!.id);
    expect(shown).toMatchObject({
      name: 'humblbar Морошка',
      price: 199,
      label: 'Новинка',
      shelf_life: foodInformation.shelf_life,
      storage_conditions: foodInformation.storage_conditions,
      manufacturer: foodInformation.manufacturer,
      photos: [],
    });
    const card = (await cardsOf(t)).find((c) => c.id === String(made!.id));
    expect(card).toMatchObject({ kind: 'regular', subcategoryType: 'Bars' });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/catalog/${made!.id}<`);
    expect((await shop.addToCart(guest(), made!.id, 2)).statusCode).toBe(200);
  });

  it('refuses to publish a food product without its food information, naming what is missing', async () => {
    await refusedWith(
      { kind: 'brownie', name: 'Брауни без всего', price: 150, active: true },
      422,
      allFoodMissing,
    );
    await refusedWith(
      newBar('humblbar Почти', { manufacturer: '   ', composition_2: null }),
      422,
      'Чтобы опубликовать товар, заполните: аллергены, изготовитель',
    );
    // Hidden, it may wait for them; 'Не содержит' is an answer about allergens.
    await create(admin, { kind: 'drink', name: 'Морс', price: 150 });
    await create(admin, {
      kind: 'drink',
      name: 'Морс 2',
      price: 150,
      ...foodInformation,
      composition_2: 'Не содержит',
      active: true,
    });
    // Merch and gift cards carry no food information.
    await create(admin, { kind: 'merch', name: 'Значок humbl', price: 290, active: true });
  });

  it('files a box flavour in the first box line, with the line’s box prices unless given, and it goes in a box', async () => {
    const line = await groupNamed('Box humblbar');
    const [flavour] = await create(admin, newBar('Клюква', { kind: 'box_flavour', quantity: 30 }));
    expect(flavour).toMatchObject({ kind: 'box_flavour', group_id: line.id, box_prices: line.boxPrices });
    const pies = await groupNamed('Box humblpie');
    const [priced] = await create(
      admin,
      newBar('Груша', {
        kind: 'box_flavour',
        group_id: pies.id,
        box_prices: { '4': 250, '8': 240, '12': 230 },
      }),
    );
    expect(priced).toMatchObject({ group_id: pies.id, box_prices: { '4': 250, '8': 240, '12': 230 } });

    const box = (await cardsOf(t)).find((c) => c.id === `box-${line.id}`);
    expect(box?.kind === 'box' && box.flavors.map((f) => f.id)).toContain(flavour!.id);
    const shopper = guest();
    const added = await shop.addBox(shopper, 'box4', [{ product_id: flavour!.id, quantity: 4 }]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().items[0]).toMatchObject({ product_id: flavour!.id, price: line.boxPrices!['4'] });

    await refusedWith(
      newBar('Не туда', { kind: 'box_flavour', group_id: (await groupNamed('Merch')).id }),
      422,
      adminMessages.groupOfOtherKind('Вкус для своего бокса'),
    );
    await refusedWith(
      newBar('Нулевая', { kind: 'box_flavour', box_prices: { '4': 0, '8': 1, '12': 1 } }),
      422,
      adminMessages.boxPricesRange,
    );
  });

  it('makes a ready box of existing food, working out its composition, nutrition and weight', async () => {
    const all = await listed(admin);
    const barA = all.find((p) => p.kind === 'bar' && p.calories !== null)!;
    const barB = all.find((p) => p.kind === 'bar' && p.calories !== null && p.id !== barA.id)!;
    const [box] = await create(admin, {
      kind: 'ready_box',
      name: 'Бокс дуэт 3',
      price: 590,
      contents: [
        { product_id: barA.id, count: 2 },
        { product_id: barB.id, count: 1 },
      ],
      composition_2: 'Содержит арахис и молоко.',
      shelf_life: '9 месяцев',
      storage_conditions: 'Сухое место',
      manufacturer: foodInformation.manufacturer,
      active: true,
    });
    const sum = (pick: (p: AdminProduct) => number | null) =>
      Math.round((pick(barA)! * 2 + pick(barB)!) * 10) / 10;
    expect(box).toMatchObject({
      kind: 'ready_box',
      active: true,
      contents: [
        { product_id: barA.id, count: 2 },
        { product_id: barB.id, count: 1 },
      ],
      composition_1: `${barA.name} — 2 шт.; ${barB.name} — 1 шт. Полный состав каждого вкуса — в его карточке.`,
      calories: sum((p) => p.calories),
      protein: sum((p) => p.protein),
      fat: sum((p) => p.fat),
      carbohydrates: sum((p) => p.carbohydrates),
      weight: barA.weight! * 2 + barB.weight!,
    });
    // What the admin gives wins over what is worked out.
    const [own] = await create(admin, {
      kind: 'ready_box',
      name: 'Бокс свой',
      price: 590,
      contents: [{ product_id: barA.id, count: 4 }],
      composition_1: 'Свой текст',
      weight: 999,
    });
    expect(own).toMatchObject({ composition_1: 'Свой текст', weight: 999, calories: barA.calories! * 4 });

    const merch = all.find((p) => p.kind === 'merch')!;
    const readyBox = all.find((p) => p.kind === 'ready_box')!;
    const base = { kind: 'ready_box', name: 'Бокс', price: 500 };
    await refusedWith(base, 422, adminMessages.contentsRequired);
    await refusedWith(
      { ...base, contents: [{ product_id: merch.id, count: 1 }] },
      422,
      adminMessages.contentsNotFood(merch.name),
    );
    await refusedWith(
      { ...base, contents: [{ product_id: readyBox.id, count: 1 }] },
      422,
      adminMessages.contentsNotFood(readyBox.name),
    );
    await refusedWith(
      { ...base, contents: [{ product_id: 999_999, count: 1 }] },
      422,
      adminMessages.contentsUnknown(999_999),
    );
    await refusedWith(
      {
        ...base,
        contents: [
          { product_id: barA.id, count: 1 },
          { product_id: barA.id, count: 2 },
        ],
      },
      422,
      adminMessages.contentsRepeated,
    );
    const [gone] = await create(admin, newBar('humblbar Ушёл'));
    expect((await admin.post(`/api/admin/products/${gone!.id}/archive`, {})).statusCode).toBe(200);
    await refusedWith(
      { ...base, contents: [{ product_id: gone!.id, count: 1 }] },
      422,
      adminMessages.contentsArchived('humblbar Ушёл'),
    );
    await refusedWith({ ...base, contents: [{ product_id: barA.id, count: 25 }] }, 422);
    await refusedWith({ ...base, contents: [] }, 422);
    await refusedWith(
      { kind: 'bar', name: 'Бар', price: 100, contents: [{ product_id: barA.id, count: 1 }] },
      422,
      adminMessages.contentsNotForKind,
    );
  });

  it('refuses unknown kinds, forged fields and oversize values, making nothing', async () => {
    const bar = { kind: 'bar', name: 'Бар', price: 100 };
    for (const body of [
      {},
      { ...bar, kind: 'weapon' },
      { ...bar, slug: 'forged' },
      { ...bar, id: 1 },
      { ...bar, archived_at: '2026-01-01T00:00:00Z' },
      { ...bar, sort_order: 1 },
      { ...bar, size: 'M' },
      { ...bar, image_urls: ['/x.svg'] },
      { ...bar, name: '' },
      { ...bar, name: 'x'.repeat(121) },
      { ...bar, price: 0 },
      { ...bar, price: 1_000_001 },
      { ...bar, quantity: -1 },
      { ...bar, description: 'x'.repeat(4001) },
      { ...bar, manufacturer: 'x'.repeat(501) },
      { ...bar, group_id: 0 },
      { ...bar, group_id: 2_147_483_648 },
    ]) {
      await refusedWith(body, 422);
    }
    await refusedWith({ ...bar, group_id: 999_999 }, 422, adminMessages.groupNotFound);
    const big = await admin.post('/api/admin/products', { ...bar, description: 'x'.repeat(3_000_000) });
    expect([413, 422]).toContain(big.statusCode);
  });

  it('gives parallel creations of one name distinct slugs, each last in the group', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post({ kind: 'brownie', name: 'Брауни двойной', price: 210 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = answers.map((a) => (a.json() as AdminProduct[])[0]!.id);
    const rows = await t.database.db.select().from(products).where(inArray(products.id, ids));
    expect(rows.map((r) => r.slug).sort()).toEqual([
      'brauni-dvoynoy',
      'brauni-dvoynoy-2',
      'brauni-dvoynoy-3',
      'brauni-dvoynoy-4',
    ]);
    expect(new Set(rows.map((r) => r.sortOrder)).size).toBe(4);
  });

  it('lets only admins in: 401 signed out, 403 for a customer and a demoted admin', async () => {
    const body = { kind: 'bar', name: 'Чужой', price: 100 };
    const anonymous = await adminCalls(t, null).post('/api/admin/products', body);
    expect(anonymous.statusCode).toBe(401);
    const customer = await signInCustomer(t, mail);
    const refused = await adminCalls(t, customer.token).post('/api/admin/products', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(adminMessages.notAdmin);
    const demoted = await signInAdmin(t, mail, 'demoted');
    await setAdmin(t, demoted.id, false);
    expect((await adminCalls(t, demoted.token).post('/api/admin/products', body)).statusCode).toBe(403);
    expect((await adminCalls(t, demoted.token).get('/api/admin/product-groups')).statusCode).toBe(403);
    expect((await t.database.db.select().from(products).where(eq(products.name, 'Чужой'))).length).toBe(0);
  });
});

describe('GET /api/admin/product-groups', () => {
  it('lists the groups with a kind, in catalogue order', async () => {
    const res = await admin.get('/api/admin/product-groups');
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(productGroups)
      .orderBy(asc(productGroups.sortOrder), asc(productGroups.id));
    expect(res.json()).toEqual(
      rows.filter((g) => g.kind).map((g) => ({ id: g.id, name: g.name, kind: g.kind })),
    );
    expect(res.json()).toContainEqual({
      id: (await groupNamed('Box humblpie')).id,
      name: 'Box humblpie',
      kind: 'box_flavour',
    });
  });
});
