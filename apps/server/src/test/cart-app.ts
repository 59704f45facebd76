import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach } from 'vitest';
import type { CartAnswer } from '@shop/shared/cart/cart-api';
import type { Card } from '@shop/shared/rules/cards';
import { products } from '../db/schema.ts';
import { type FileClock, useTestApp } from './suite.ts';
import { catalogCards, isBar } from './test-shop.ts';

/**
 * The app of a cart test (cart/cart.test.ts, inventory/stock-holds.test.ts): its own seeded database, mailing
 * nothing, on the file's clock, which moves an hour on before each test so that every test starts with all
 * earlier holds lapsed; the storefront's cards (filled in a beforeAll) and the cart calls of guest sessions.
 */
export function useCartApp(clock: FileClock) {
  const t = useTestApp(() => ({ now: clock.now }));
  const cards: Card[] = [];
  beforeAll(async () => {
    cards.push(...(await catalogCards(t)));
  });
  beforeEach(() => {
    clock.setNow(new Date(clock.now().getTime() + 60 * 60_000)); // every test starts with all earlier holds lapsed
  });

  const bars = () => cards.filter(isBar);
  /** A guest's session id. */
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

  return { t, cards, bars, guest, setStock, add, getCart };
}
