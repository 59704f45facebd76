import { eq, isNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import { adminProductSchema, type AdminProduct } from '@shop/shared/catalog/admin-product-api';
import type { Product, ProductGroup } from '@shop/shared/catalog/product-api';
import { products } from '../../db/schema.ts';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { adminCalls, auditOf, latestAdmin, signInAdmin, signInCustomer } from './admin-test-kit.ts';

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, bars } = useTestShop(clock);
const { admin, signInAgain } = latestAdmin(t, mail);
beforeEach(async () => {
  // A day on: every cart hold and unpaid order of the test before has lapsed.
  await moveClock(24 * 60);
});

/** Moves the clock on, signing the admin in again (access tokens live 15 minutes). */
async function moveClock(minutes: number) {
  clock.now = new Date(clock.now.getTime() + minutes * 60_000);
  await signInAgain();
}

const barId = (index: number) => Number(bars[index]!.id);
const listed = async (): Promise<AdminProduct[]> => {
  const res = await admin.get('/api/admin/products');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const listedOne = async (id: number) => (await listed()).find((p) => p.id === id)!;
const edit = (id: number, body: object) => admin.patch(`/api/admin/products/${id}`, body);
const stockOf = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

function findIn(groups: ProductGroup[], id: number): Product | undefined {
  for (const group of groups) {
    const found = group.products.find((p) => p.id === id) ?? findIn(group.children, id);
    if (found) return found;
  }
  return undefined;
}
const grouped = async (app: TestApp, id: number) =>
  findIn((await app.app.inject({ method: 'GET', url: '/api/products/grouped' })).json(), id);

describe('GET /api/admin/products', () => {
  it('lists every product, inactive and packaging ones too, in the editor shape', async () => {
    const all = await listed();
    const rows = await t.database.db.select().from(products).where(isNull(products.archivedAt));
    expect(all.map((p) => p.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id).sort((a, b) => a - b));
    for (const product of all) adminProductSchema.parse(product);
    expect(all.map((p) => p.name)).toContain('ПАКЕТ');

    expect((await edit(barId(5), { active: false })).statusCode).toBe(200);
    expect((await listedOne(barId(5))).active).toBe(false);
    expect(await grouped(t, barId(5))).toBeUndefined();
    expect((await edit(barId(5), { active: true })).statusCode).toBe(200);
    expect(await grouped(t, barId(5))).toBeDefined();
  });

  it('counts as held the live cart holds and the unpaid orders within their hour, and lets them lapse', async () => {
    const id = barId(0);
    expect((await listedOne(id)).held).toBe(0);
    const holder = guest();
    expect((await shop.addToCart(holder, id, 3)).statusCode).toBe(200);
    const orderer = guest();
    expect((await shop.addToCart(orderer, id, 2)).statusCode).toBe(200);
    expect((await shop.placeOrder(orderer, pickupForm())).statusCode).toBe(201);
    expect((await listedOne(id)).held).toBe(5);

    // 20 minutes on the cart's 15-minute hold has lapsed; the order keeps its goods for its hour.
    await moveClock(20);
    expect((await listedOne(id)).held).toBe(2);
    await moveClock(60);
    expect((await listedOne(id)).held).toBe(0);
  });
});

describe('PATCH /api/admin/products/{id}', () => {
  it('refuses no data, unknown products and invalid values', async () => {
    const empty = await edit(barId(1), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(adminMessages.noData);
    const none = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${barId(1)}`,
      headers: { authorization: `Bearer ${(await signInAdmin(t, mail)).token}` },
    });
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().detail).toBe(adminMessages.noData);

    const unknown = await edit(999_999, { price: 100 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(adminMessages.productNotFound);

    for (const body of [
      { price: 0 },
      { price: 10.5 },
      { quantity: -1 },
      { active: 'yes' },
      { description: 'x'.repeat(4001) },
      { calories: -1 },
      { name: '' },
      { name: 'x'.repeat(121) },
      // Fields no edit may set: refused whole, nothing saved.
      { slug: 'forged' },
      { id: 1 },
      { archived_at: null },
      { kind: 'merch' },
      { size: 'M' },
      { sort_order: 1 },
      { price: 200, held: 0 },
    ]) {
      const res = await edit(barId(1), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await auditOf(t, `product:${barId(1)}`)).toEqual([]);
  });

  it('saves the changed fields, audits only them, and the storefront shows the new price at once', async () => {
    const id = barId(2);
    const before = await stockOf(id);
    expect((await grouped(t, id))!.price).toBe(before.price);

    const res = await edit(id, {
      price: before.price + 7,
      description: 'Новое описание <b>как текст</b>',
      popular: before.popular,
      protein: 12.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      price: before.price + 7,
      description: 'Новое описание <b>как текст</b>',
      protein: 12.5,
      held: 0,
    });
    expect(await stockOf(id)).toMatchObject({ price: before.price + 7, protein: 12.5 });
    expect((await grouped(t, id))!.price).toBe(before.price + 7);

    const [row, ...more] = await auditOf(t, `product:${id}`);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      action: 'product.update',
      before: { price: before.price, description: before.description, protein: before.protein },
      after: { price: before.price + 7, description: 'Новое описание <b>как текст</b>', protein: 12.5 },
    });
    // popular was sent unchanged: not part of the change.
    expect(row!.after).not.toHaveProperty('popular');

    // The same values again change nothing and write no row.
    expect((await edit(id, { price: before.price + 7 })).statusCode).toBe(200);
    expect(await auditOf(t, `product:${id}`)).toHaveLength(1);
  });

  it('never cuts stock below what carts and unpaid orders hold', async () => {
    const id = barId(3);
    expect((await edit(id, { quantity: 20 })).statusCode).toBe(200);
    const holder = guest();
    expect((await shop.addToCart(holder, id, 4)).statusCode).toBe(200);
    const orderer = guest();
    expect((await shop.addToCart(orderer, id, 3)).statusCode).toBe(200);
    expect((await shop.placeOrder(orderer, pickupForm())).statusCode).toBe(201);

    const tooLow = await edit(id, { quantity: 6 });
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json().detail).toBe(adminMessages.stockBelowHeld(7));
    expect((await stockOf(id)).quantity).toBe(20);

    const exact = await edit(id, { quantity: 7 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ quantity: 7, held: 7 });
    // Nothing is free now: another shopper cannot take a unit the holds keep.
    expect((await shop.addToCart(guest(), id, 1)).statusCode).toBe(409);
  });

  it('races a stock cut against a cart taking units: never fewer units than held', async () => {
    const id = barId(4);
    for (let round = 0; round < 5; round += 1) {
      await moveClock(24 * 60);
      // 12 in stock: one client may hold the 6 (half), which a cut to 5 would undercut.
      expect((await edit(id, { quantity: 12 })).statusCode).toBe(200);
      const [added, cut] = await Promise.all([shop.addToCart(guest(), id, 6), edit(id, { quantity: 5 })]);
      // Either the cart came first (the cut is refused) or the cut did (the cart is refused).
      expect([added.statusCode, cut.statusCode].sort()).toEqual([200, 409]);
      const product = await listedOne(id);
      expect(product.held).toBeLessThanOrEqual(product.quantity);
    }
  });

  it('lets a customer see nothing of it', async () => {
    const customer = await signInCustomer(t, mail);
    const res = await adminCalls(t, customer.token).patch(`/api/admin/products/${barId(1)}`, { price: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(adminMessages.notAdmin);
  });
});

describe('a second instance on the same PostgreSQL database', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'shows a price changed on the first instance within moments (LISTEN/NOTIFY)',
    async () => {
      const second = await createTestApp({
        database: t.database,
        now: () => clock.now,
        env: { SMTP_URL: mail.url },
      });
      try {
        const id = barId(6);
        const price = (await grouped(second, id))!.price; // the second instance caches its snapshot
        expect((await edit(id, { price: price + 11 })).statusCode).toBe(200);
        const deadline = Date.now() + 2000;
        let seen = price;
        while (seen !== price + 11 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          seen = (await grouped(second, id))!.price;
        }
        expect(seen).toBe(price + 11);

        // The listening connections drop (a database restart, a proxy timeout): they come back by themselves.
        const killed = (await t.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query ilike 'listen %'`,
        )) as unknown as { rows: unknown[] };
        expect(killed.rows.length).toBe(2); // both instances' listeners
        expect((await edit(id, { price: price + 12 })).statusCode).toBe(200);
        const later = Date.now() + 4000;
        while (seen !== price + 12 && Date.now() < later) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          seen = (await grouped(second, id))!.price;
        }
        expect(seen).toBe(price + 12);
      } finally {
        await second.close();
      }
    },
  );
});
