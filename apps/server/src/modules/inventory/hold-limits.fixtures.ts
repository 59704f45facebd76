import { eq } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import type { CartAnswer } from '@shop/shared/cart/cart-api';
import type { Card, RegularCard } from '@shop/shared/rules/cards';
import { products } from '../../db/schema.ts';
import { heldByAddress } from '../../test/held-by-address.ts';
import type { Who } from '../../test/shop-calls.ts';
import { useTestShop } from '../../test/test-shop.ts';

/**
 * What the hold-limit tests (hoarding.test.ts, hold-limits.test.ts) share: a test shop of their own
 * (useTestShop) whose clock moves two hours on before each test, so the holds, orders and hourly windows of
 * the tests before have lapsed; its regular products, their stock, and what an address holds.
 */
export function useHoldLimitsShop(clock: { now: Date }) {
  const suite = useTestShop(clock);
  const { t, shop, cards } = suite;
  beforeEach(() => {
    clock.now = new Date(clock.now.getTime() + 2 * 60 * 60_000); // holds, orders and hourly windows lapsed
  });

  const regular = () => cards.filter((c): c is RegularCard => c.kind === 'regular');
  const idOf = (card: Card) => Number(card.id);
  const setStock = async (id: number, quantity: number) => {
    await t.database.db.update(products).set({ quantity }).where(eq(products.id, id));
    t.app.services.catalog.invalidate();
  };
  const held = (ip: string) => heldByAddress(t.database.db, ip, clock.now);
  const detail = (res: { json(): unknown }) => (res.json() as { detail: string }).detail;
  const cartOf = async (who: Who) => (await shop.cart(who)) as CartAnswer;

  return { ...suite, regular, idOf, setStock, held, detail, cartOf };
}
