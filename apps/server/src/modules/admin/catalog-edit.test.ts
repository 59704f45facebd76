import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { productGroups, products } from '../../db/schema.ts';
import { useTestShop } from '../../test/test-shop.ts';
import {
  create,
  findGroup,
  findIn,
  foodInformation,
  grouped,
  listed,
  newBar,
  put,
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
const { t, mail } = useTestShop(clock);
let admin: AdminCalls;
let token: string;
beforeAll(async () => {
  token = (await signInAdmin(t, mail)).token;
  admin = adminCalls(t, token);
});

const edit = (id: number, body: object) => admin.patch(`/api/admin/products/${id}`, body);
const edited = async (id: number, body: object): Promise<AdminProduct> => {
  const res = await edit(id, body);
  expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(200);
  return res.json();
};
const refused = async (id: number, body: object, status: number, detail?: string) => {
  const before = await row(id);
  const res = await edit(id, body);
  expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(status);
  if (detail) expect(res.json().detail).toBe(detail);
  expect(await row(id)).toEqual(before);
};
const row = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;
const groupNamed = async (name: string) =>
  (await t.database.db.select().from(productGroups).where(eq(productGroups.name, name)))[0]!;
const ofKind = async (kind: AdminProduct['kind']) => (await listed(admin)).filter((p) => p.kind === kind);

describe('PATCH /api/admin/products/{id}: every field', () => {
  it('edits names, labels and food information, shown by the shop at once and audited as a diff', async () => {
    const bar = (await ofKind('bar'))[0]!;
    const product = await edited(bar.id, {
      name: 'humblbar Новое имя',
      label: 'Хит',
      shelf_life: '6 месяцев',
      storage_conditions: 'В прохладном месте',
      manufacturer: 'ООО «Другой»',
      weight: 55,
      composition_2: 'Не содержит',
    });
    expect(product).toMatchObject({
      name: 'humblbar Новое имя',
      label: 'Хит',
      weight: 55,
      shelf_life: '6 месяцев',
    });
    expect(findIn(await grouped(t), bar.id)).toMatchObject({
      name: 'humblbar Новое имя',
      shelf_life: '6 месяцев',
      storage_conditions: 'В прохладном месте',
      manufacturer: 'ООО «Другой»',
    });
    const [audit] = await auditOf(t, `product:${bar.id}`);
    expect(audit).toMatchObject({
      action: 'product.update',
      before: { name: bar.name, shelf_life: bar.shelf_life, weight: bar.weight },
      after: { name: 'humblbar Новое имя', shelf_life: '6 месяцев', weight: 55 },
    });
    // A cleared label is no label.
    expect((await edited(bar.id, { label: '  ' })).label).toBeNull();
  });

  it('keeps box prices for kinds priced by the pack, and contents for ready boxes', async () => {
    const flavour = (await ofKind('box_flavour'))[0]!;
    expect((await edited(flavour.id, { box_prices: { '4': 300, '8': 290, '12': 280 } })).box_prices).toEqual({
      '4': 300,
      '8': 290,
      '12': 280,
    });
    const merch = (await ofKind('merch'))[0]!;
    await refused(
      merch.id,
      { box_prices: { '4': 1, '8': 1, '12': 1 } },
      422,
      adminMessages.boxPricesNotForKind,
    );
    await refused(
      flavour.id,
      { box_prices: { '4': -1, '8': 1, '12': 1 } },
      422,
      adminMessages.boxPricesRange,
    );

    const box = (await ofKind('ready_box'))[0]!;
    const [barA, barB] = await ofKind('bar');
    const contents = [
      { product_id: barA!.id, count: 3 },
      { product_id: barB!.id, count: 1 },
    ];
    expect((await edited(box.id, { contents })).contents).toEqual(contents);
    await refused(box.id, { contents: [{ product_id: box.id, count: 1 }] }, 422, adminMessages.contentsSelf);
    await refused(box.id, { contents: null }, 422, adminMessages.contentsRequired);
    await refused(barA!.id, { contents }, 422, adminMessages.contentsNotForKind);
    await refused(
      box.id,
      { contents: [{ product_id: merch.id, count: 1 }] },
      422,
      adminMessages.contentsNotFood(merch.name),
    );
  });

  it('moves a product to another group of its kind, last there, and never to a group of another kind', async () => {
    const bars = await groupNamed('Box humblbar');
    const pies = await groupNamed('Box humblpie');
    const flavour = (await ofKind('box_flavour')).find((p) => p.group_id === bars.id)!;
    const moved = await edited(flavour.id, { group_id: pies.id });
    const inPies = (await listed(admin)).filter((p) => p.group_id === pies.id);
    expect(moved.group_id).toBe(pies.id);
    expect(inPies.at(-1)!.id).toBe(flavour.id);
    expect(findGroup(await grouped(t), pies.id)!.products.map((p) => p.id)).toContain(flavour.id);
    await refused(
      flavour.id,
      { group_id: (await groupNamed('Merch')).id },
      422,
      adminMessages.groupOfOtherKind('Вкус для своего бокса'),
    );
    await refused(flavour.id, { group_id: 999_999 }, 422, adminMessages.groupNotFound);
  });

  it('publishes a hidden food product only with its food information, and never lets one on sale lose it', async () => {
    const [made] = await create(admin, {
      kind: 'brownie',
      name: 'Брауни черновик',
      price: 180,
      composition_1: 'Шоколад',
    });
    await refused(
      made!.id,
      { active: true },
      422,
      'Чтобы опубликовать товар, заполните: аллергены, калорийность, белки, жиры, углеводы, вес нетто, срок ' +
        'годности, условия хранения, изготовитель',
    );
    const { composition_1: _, ...rest } = foodInformation;
    expect((await edited(made!.id, { ...rest, active: true })).active).toBe(true);
    await refused(made!.id, { manufacturer: '' }, 422, 'Чтобы опубликовать товар, заполните: изготовитель');
    await refused(
      made!.id,
      { fat: null, composition_2: null },
      422,
      'Чтобы опубликовать товар, заполните: аллергены, жиры',
    );
    // Hidden, it may lose them again.
    expect(await edited(made!.id, { active: false, manufacturer: null })).toMatchObject({
      active: false,
      manufacturer: null,
    });

    // A product on sale from before the rule keeps selling and can be edited.
    const legacy = (await ofKind('drink'))[0]!;
    await t.database.db.update(products).set({ shelfLife: null }).where(eq(products.id, legacy.id));
    expect((await edited(legacy.id, { price: legacy.price + 1 })).active).toBe(true);
  });

  it('refuses the edit of an archived product, and of unknown products, to anyone but an admin', async () => {
    const [made] = await create(admin, newBar('Архивный'));
    expect((await admin.post(`/api/admin/products/${made!.id}/archive`, {})).statusCode).toBe(200);
    await refused(made!.id, { active: true }, 409, adminMessages.productArchived);
    await refused(made!.id, { price: 1 }, 409, adminMessages.productArchived);
    expect((await edit(2_147_483_647, { price: 1 })).statusCode).toBe(404);
    expect(
      (await adminCalls(t, null).patch(`/api/admin/products/${made!.id}`, { price: 1 })).statusCode,
    ).toBe(401);
    const demoted = await signInAdmin(t, mail, 'demoted');
    await setAdmin(t, demoted.id, false);
    expect(
      (await adminCalls(t, demoted.token).patch(`/api/admin/products/${made!.id}`, { price: 1 })).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/admin/product-groups/{id}/order', () => {
  const order = (groupId: number, ids: number[], as: string | null = token) =>
    put(t, as, `/api/admin/product-groups/${groupId}/order`, { product_ids: ids });
  const idsOf = async (groupId: number) =>
    (
      await t.database.db
        .select({ id: products.id, archivedAt: products.archivedAt })
        .from(products)
        .where(eq(products.groupId, groupId))
        .orderBy(asc(products.sortOrder), asc(products.id))
    )
      .filter((p) => p.archivedAt === null)
      .map((p) => p.id);

  it("puts a group's products in the order given: the editor, the shop and the audit see it", async () => {
    const group = await groupNamed('Брауни и пироги humblpie');
    const before = await idsOf(group.id);
    const reversed = [...before].reverse();
    const res = await order(group.id, reversed);
    expect(res.statusCode, res.body).toBe(204);
    expect(await idsOf(group.id)).toEqual(reversed);
    expect((await listed(admin)).filter((p) => p.group_id === group.id).map((p) => p.id)).toEqual(reversed);
    const shown = findGroup(await grouped(t), group.id)!.products.map((p) => p.id);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    const [audit] = await auditOf(t, `group:${group.id}`);
    expect(audit).toMatchObject({ action: 'product.reorder', before, after: reversed });
    // The same order again changes nothing.
    expect((await order(group.id, reversed)).statusCode).toBe(204);
    expect(await auditOf(t, `group:${group.id}`)).toHaveLength(1);
  });

  it('takes exactly the group’s products that are not archived, each once', async () => {
    const group = await groupNamed('Напитки drinks');
    const ids = await idsOf(group.id);
    const stranger = (await ofKind('bar'))[0]!.id;
    const [archived] = await create(admin, {
      ...newBar('Напиток в архив'),
      kind: 'drink',
      group_id: group.id,
    });
    expect((await admin.post(`/api/admin/products/${archived!.id}/archive`, {})).statusCode).toBe(200);
    for (const bad of [
      ids.slice(1),
      [...ids, stranger],
      [...ids, ids[0]!],
      [...ids, archived!.id],
      [...ids.slice(1), stranger],
    ]) {
      const res = await order(group.id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().detail).toBe(adminMessages.orderMismatch);
    }
    expect(await idsOf(group.id)).toEqual(ids);
    for (const body of [{}, { product_ids: [] }, { product_ids: ids, group_id: 1 }, { product_ids: ['1'] }]) {
      const res = await put(t, token, `/api/admin/product-groups/${group.id}/order`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await order(999_999, ids)).statusCode).toBe(404);
    expect((await order(group.id, ids, null)).statusCode).toBe(401);
    const customer = await signInCustomer(t, mail);
    expect((await order(group.id, ids, customer.token)).statusCode).toBe(403);
  });

  it('leaves one whole order when admins reorder in parallel', async () => {
    const group = await groupNamed('Протеиновые батончики humblbar');
    const ids = await idsOf(group.id);
    const orders = [ids, [...ids].reverse(), [...ids.slice(1), ids[0]!], [ids.at(-1)!, ...ids.slice(0, -1)]];
    const answers = await Promise.all(orders.map((o) => order(group.id, o)));
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204]);
    const final = await idsOf(group.id);
    expect(orders.map((o) => JSON.stringify(o))).toContain(JSON.stringify(final));
    const sortOrders = (
      await t.database.db
        .select({ s: products.sortOrder })
        .from(products)
        .where(and(eq(products.groupId, group.id), isNull(products.archivedAt)))
    ).map((r) => r.s);
    expect(new Set(sortOrders).size).toBe(sortOrders.length);
  });
});
