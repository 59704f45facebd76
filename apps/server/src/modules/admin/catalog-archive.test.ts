import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { cartMessages } from '@shop/shared/cart/messages';
import { checkoutMessages } from '@shop/shared/orders/messages';
import { productPhotos, products } from '../../db/schema.ts';
import { as, guest, pickupForm, type Who } from '../../test/shop-calls.ts';
import { createTestApp } from '../../test/test-app.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { cardsOf, create, findIn, grouped, listed, newBar } from './catalog-admin.fixtures.ts';
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

const archive = (id: number) => admin.post(`/api/admin/products/${id}/archive`, {});
const restore = (id: number) => admin.post(`/api/admin/products/${id}/restore`, {});
const inList = async (id: number, archived = false) =>
  (await listed(admin, archived)).find((p) => p.id === id);
const boxesOf = async (who: Who) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/boxes/${as(who).query}`, headers: as(who).headers })
  ).json();

describe('archiving a product', () => {
  it('takes a product sold in a box out of the shop at once, keeping it in the order that bought it', async () => {
    const [flavour] = await create(admin, newBar('Облепиха', { kind: 'box_flavour', quantity: 20 }));
    const id = flavour!.id;
    const shopper = guest();
    const box = (await cardsOf(t)).find((c) => c.kind === 'box' && c.flavors.some((f) => f.id === id));
    expect(box).toBeDefined();
    expect((await shop.addBox(shopper, 'box4', [{ product_id: id, quantity: 4 }])).statusCode).toBe(200);
    const placed = await shop.placeOrder(shopper, pickupForm());
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payment_url } = placed.json();
    expect((await shop.decide(payment_url, 'succeeded')).statusCode).toBe(200);

    const res = await archive(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, archived: true, active: false });
    expect(findIn(await grouped(t), id)).toBeUndefined();
    expect((await cardsOf(t)).some((c) => c.kind === 'box' && c.flavors.some((f) => f.id === id))).toBe(
      false,
    );
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(`/${id}<`);
    expect(await inList(id)).toBeUndefined();
    expect(await inList(id, true)).toMatchObject({ id, archived: true, name: 'Облепиха' });

    const mine = (await shop.order(shopper, order.id)).json();
    const line = mine.items.find((item: { kind: string }) => item.kind === 'box');
    expect(line.box.items).toEqual([
      expect.objectContaining({
        product_id: id,
        name: 'Облепиха',
        quantity: 4,
        price: flavour!.box_prices!['4'],
      }),
    ]);
    const found = await admin.get(`/api/admin/orders?q=${order.retailcrm_id}`);
    expect(JSON.stringify(found.json())).toContain('Облепиха');
    expect((await shop.addBox(guest(), 'box4', [{ product_id: id, quantity: 4 }])).statusCode).toBe(422);
  });

  it('tells a cart its archived or hidden lines are gone, releases the holds and refuses them at checkout', async () => {
    const [archived] = await create(admin, newBar('humblbar Уходит', { quantity: 30 }));
    const [hidden] = await create(admin, newBar('humblbar Прячется', { quantity: 30 }));
    const [kept] = await create(admin, newBar('humblbar Остаётся', { quantity: 30 }));
    const shopper = guest();
    for (const p of [archived!, hidden!, kept!])
      expect((await shop.addToCart(shopper, p.id, 3)).statusCode).toBe(200);
    const orderer = guest();
    expect((await shop.addToCart(orderer, archived!.id, 2)).statusCode).toBe(200);
    expect((await shop.placeOrder(orderer, pickupForm())).statusCode).toBe(201);
    expect((await inList(archived!.id))!.held).toBe(5);

    expect((await archive(archived!.id)).statusCode).toBe(200);
    expect((await admin.patch(`/api/admin/products/${hidden!.id}`, { active: false })).statusCode).toBe(200);

    const cart = await shop.cart(shopper);
    expect(
      cart.items.map((i: { product_id: number; unavailable: string | null }) => [
        i.product_id,
        i.unavailable,
      ]),
    ).toEqual([
      [archived!.id, checkoutMessages.productGone('humblbar Уходит')],
      [hidden!.id, checkoutMessages.productGone('humblbar Прячется')],
      [kept!.id, null],
    ]);
    // The cart's hold of the archived product counts no more; the unpaid order still keeps its 2.
    expect((await inList(archived!.id, true))!.held).toBe(2);
    expect((await inList(hidden!.id))!.held).toBe(3);

    const checkout = await shop.placeOrder(shopper, pickupForm());
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().detail).toBe(checkoutMessages.productGone('humblbar Уходит'));
    const again = await shop.addToCart(guest(), archived!.id, 1);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(cartMessages.productNotFound);

    // Removing the gone lines lets the rest be ordered.
    for (const item of cart.items.slice(0, 2)) {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/cart/${item.id}${as(shopper).query}`,
        headers: as(shopper).headers,
      });
      expect(removed.statusCode).toBe(204);
    }
    expect((await shop.placeOrder(shopper, pickupForm())).statusCode).toBe(201);
  });

  it('shows a product’s main photo in the cart and keeps it in the order', async () => {
    const [made] = await create(admin, newBar('humblbar С фото', { quantity: 10 }));
    const key = 'f'.repeat(32);
    await t.database.db.insert(productPhotos).values([
      {
        productId: made!.id,
        position: 1,
        key: 'e'.repeat(32),
        alt: 'Сбоку',
        width: 800,
        height: 600,
        widths: [320, 640],
      },
      {
        productId: made!.id,
        position: 0,
        key,
        alt: 'Спереди',
        width: 2000,
        height: 1500,
        widths: [320, 640, 960, 1440],
      },
    ]);
    const shopper = guest();
    expect((await shop.addToCart(shopper, made!.id, 1)).statusCode).toBe(200);
    const [line] = (await shop.cart(shopper)).items;
    expect(line.product.image_urls).toEqual([`/media/products/${key}-320.jpg`]);
    const placed = await shop.placeOrder(shopper, pickupForm());
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await archive(made!.id)).statusCode).toBe(200);
    const order = (await shop.order(shopper, placed.json().order.id)).json();
    expect(order.items[0]).toMatchObject({
      name: 'humblbar С фото',
      image: `/media/products/${key}-320.jpg`,
    });
  });

  it('marks the flavour of a box in a cart when it is archived', async () => {
    const [flavour] = await create(admin, newBar('Фейхоа', { kind: 'box_flavour', quantity: 20 }));
    const shopper = guest();
    expect((await shop.addBox(shopper, 'box4', [{ product_id: flavour!.id, quantity: 4 }])).statusCode).toBe(
      200,
    );
    expect((await archive(flavour!.id)).statusCode).toBe(200);
    const [box] = await boxesOf(shopper);
    expect(box.items[0]).toMatchObject({
      product_id: flavour!.id,
      unavailable: checkoutMessages.productGone('Фейхоа'),
    });
    expect((await shop.placeOrder(shopper, pickupForm())).statusCode).toBe(409);
  });

  it('answers the same when asked twice, audits once, and restores the product hidden', async () => {
    const [made] = await create(admin, newBar('humblbar Туда-обратно'));
    const id = made!.id;
    const first = await archive(id);
    const second = await archive(id);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    const [restored, restoredAgain] = [await restore(id), await restore(id)];
    expect([restored.statusCode, restoredAgain.statusCode]).toEqual([200, 200]);
    expect(restored.json()).toMatchObject({ id, archived: false, active: false });
    expect(restoredAgain.json()).toEqual(restored.json());
    expect((await auditOf(t, `product:${id}`)).map((a) => a.action)).toEqual([
      'product.create',
      'product.archive',
      'product.restore',
    ]);
    expect(await inList(id)).toMatchObject({ archived: false, active: false });
    expect(findIn(await grouped(t), id)).toBeUndefined();
    expect((await admin.patch(`/api/admin/products/${id}`, { active: true })).statusCode).toBe(200);
    expect(findIn(await grouped(t), id)).toBeDefined();

    // In parallel too: one archive, one audit row.
    const racing = await Promise.all([archive(id), archive(id), archive(id)]);
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(racing.map((r) => r.body)).size).toBe(1);
    expect((await auditOf(t, `product:${id}`)).filter((a) => a.action === 'product.archive')).toHaveLength(2);
  });

  it('takes an archive and an edit in parallel one after the other: never on sale once archived', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [made] = await create(admin, newBar(`humblbar Гонка ${round}`));
      const [archived, edited] = await Promise.all([
        archive(made!.id),
        admin.patch(`/api/admin/products/${made!.id}`, { active: true, price: 250 }),
      ]);
      expect(archived.statusCode).toBe(200);
      expect([200, 409]).toContain(edited.statusCode);
      const [row] = await t.database.db.select().from(products).where(eq(products.id, made!.id));
      expect(row).toMatchObject({ active: false });
      expect(row!.archivedAt).not.toBeNull();
    }
  });

  it('lets only admins archive and restore, and answers 404 for an unknown product', async () => {
    const [made] = await create(admin, newBar('humblbar Чужой'));
    expect((await archive(999_999)).statusCode).toBe(404);
    expect((await restore(999_999)).json().detail).toBe(adminMessages.productNotFound);
    expect((await admin.post('/api/admin/products/abc/archive', {})).statusCode).toBe(422);
    expect((await adminCalls(t, null).post(`/api/admin/products/${made!.id}/archive`, {})).statusCode).toBe(
      401,
    );
    const customer = await signInCustomer(t, mail);
    expect(
      (await adminCalls(t, customer.token).post(`/api/admin/products/${made!.id}/archive`, {})).statusCode,
    ).toBe(403);
    const demoted = await signInAdmin(t, mail, 'demoted');
    await setAdmin(t, demoted.id, false);
    expect(
      (await adminCalls(t, demoted.token).post(`/api/admin/products/${made!.id}/restore`, {})).statusCode,
    ).toBe(403);
    expect((await adminCalls(t, customer.token).get('/api/admin/products?archived=1')).statusCode).toBe(403);
    expect((await admin.get('/api/admin/products?archived=yes')).statusCode).toBe(422);
    expect(await inList(made!.id)).toMatchObject({ archived: false, active: true });
  });
});

describe('a second instance on the same PostgreSQL database', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'shows a created product and drops an archived one at once',
    async () => {
      const second = await createTestApp({
        database: t.database,
        now: () => clock.now,
        env: { SMTP_URL: mail.url },
      });
      try {
        await grouped(second); // the second instance caches its snapshot
        const [made] = await create(admin, newBar('humblbar Второй экземпляр'));
        const sees = async (present: boolean) => {
          const deadline = Date.now() + 2000;
          let seen = !present;
          while (seen !== present && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            seen = findIn(await grouped(second), made!.id) !== undefined;
          }
          return seen;
        };
        expect(await sees(true)).toBe(true);
        expect((await archive(made!.id)).statusCode).toBe(200);
        expect(await sees(false)).toBe(false);
        const answer: AdminProduct[] = (
          await second.app.inject({ method: 'GET', url: '/api/products/grouped' })
        ).json();
        expect(JSON.stringify(answer)).not.toContain('Второй экземпляр');
      } finally {
        await second.close();
      }
    },
  );
});
