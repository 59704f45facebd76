import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { Card, RegularCard } from '@shop/shared/rules/cards';
import { products } from '../../db/schema.ts';
import { guest, pickupForm, shopCalls } from '../../test/shop-calls.ts';
import { uniqueIp } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let clock = new Date('2026-11-23T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

it('sells 10 units to exactly 10 of 50 checkouts whose holds lapsed', async () => {
  const shop = shopCalls(t);
  const groups = (
    await t.app.inject({ method: 'GET', url: '/api/products/grouped' })
  ).json() as ProductGroup[];
  const cards: Card[] = buildCatalogCards(groups);
  const id = Number(cards.find((c): c is RegularCard => c.kind === 'regular')!.id);
  const setStock = (quantity: number) =>
    t.database.db.update(products).set({ quantity }).where(eq(products.id, id));

  // 50 shoppers (one address each: one address may hold half the stock) each hold one unit; then their
  // holds lapse and only 10 units are left.
  await setStock(50);
  const shoppers = Array.from({ length: 50 }, guest);
  for (const who of shoppers) expect((await shop.addToCart(who, id, 1, uniqueIp())).statusCode).toBe(200);
  clock = new Date(clock.getTime() + 16 * 60_000);
  await setStock(10);

  const answers = await Promise.all(shoppers.map((who) => shop.placeOrder(who, pickupForm())));
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(10);
  expect(codes.filter((c) => c === 409)).toHaveLength(40);
  const name = cards.find((c) => Number(c.id) === id)!.title;
  const refusals = new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().detail));
  expect([...refusals]).toEqual([`Товар «${name}» закончился: уберите его из корзины`]);

  // The 10 orders keep all 10 units: nobody else can hold one.
  expect((await shop.addToCart(guest(), id, 1)).statusCode).toBe(409);
  // Paying them all takes the stock to zero, never below.
  for (const answer of answers.filter((a) => a.statusCode === 201)) {
    expect((await shop.decide(answer.json().payment_url, 'succeeded')).statusCode).toBe(200);
  }
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  expect(row!.quantity).toBe(0);
});
