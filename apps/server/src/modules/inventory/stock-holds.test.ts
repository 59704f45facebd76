import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartAnswer } from '@shop/shared/cart/cart-api';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { Card, RegularCard } from '@shop/shared/rules/cards';
import { products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Cart holds against stock (the inventory module): how long they keep units, and that parallel shoppers
 * never get more than there is.
 */

let t: TestApp;
let cards: Card[];
let clock = new Date('2026-11-22T12:00:00Z');
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const groups = (
    await t.app.inject({ method: 'GET', url: '/api/products/grouped' })
  ).json() as ProductGroup[];
  cards = buildCatalogCards(groups);
});
afterAll(() => t?.close());
beforeEach(() => {
  clock = new Date(clock.getTime() + minutes(60)); // every test starts with all earlier holds lapsed
});

const bars = () =>
  cards.filter((c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Bars');

const guest = () => randomUUID();
const setStock = (productId: number, quantity: number) =>
  t.database.db.update(products).set({ quantity }).where(eq(products.id, productId));

const add = (session: string | undefined, productId: number, quantity: number, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/',
    payload: { product_id: productId, quantity, ...(session ? { session_id: session } : {}) },
    remoteAddress: ip,
  });
const getCart = async (session: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/cart/?session_id=${session}` })).json() as CartAnswer;

describe('stock holds', () => {
  it('holds units for 15 minutes: others get a 409 naming what is left, then the units are free again', async () => {
    const bar = bars()[2]!;
    const id = Number(bar.id);
    // One client may hold half the stock: Alice took 8 of 16, then the stock fell to 10.
    await setStock(id, 16);
    const alice = guest();
    const bob = guest();
    expect((await add(alice, id, 8)).statusCode).toBe(200);
    await setStock(id, 10);

    const refused = await add(bob, id, 4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: `Недостаточно товара «${bar.title}»: можно добавить ещё 2 шт.`,
    });
    expect((await getCart(bob)).items).toEqual([]);

    clock = new Date(clock.getTime() + minutes(14));
    expect((await add(bob, id, 4)).statusCode).toBe(409);
    clock = new Date(clock.getTime() + minutes(2)); // 16 minutes after Alice's last change
    expect((await add(bob, id, 4)).statusCode).toBe(200);

    // Alice's lapsed line stays in her cart, but she cannot add more until she gives some back.
    const aliceAgain = await add(alice, id, 1);
    expect(aliceAgain.statusCode).toBe(409);
    expect(aliceAgain.json().detail).toBe(
      `Осталось только 6 шт. товара «${bar.title}»: уменьшите количество в корзине`,
    );
    expect((await getCart(alice)).items[0]).toMatchObject({ quantity: 8 });
  });

  it('gives exactly 10 of 50 parallel shoppers one unit of a product with 10 left', async () => {
    const id = Number(bars()[3]!.id);
    await setStock(id, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => add(guest(), id, 1, `198.51.100.${n + 1}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
  });
});
