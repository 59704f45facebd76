import { eq } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import type { User } from '@shop/shared/accounts/account-api';
import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import type { CreateOrderBody } from '@shop/shared/orders/order-api';
import { products } from '../../db/schema.ts';
import type { Who } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';

/**
 * What the order tests (orders, order-refusals, order-reading, order-bonuses, order-lifecycle and
 * inventory/order-reservations) share: a test shop of their own (useTestShop) whose clock moves a week on
 * before each test, so every hold and order of the tests before has lapsed and it is the same weekday again;
 * and the bars they price, stock and order, and the customers who order them.
 */

export type Customer = { token: string; refresh: string; email: string };

export function useOrderShop(clock: { now: Date }) {
  const suite = useTestShop(clock);
  const { t, mail, shop, bars, place } = suite;
  beforeEach(() => {
    clock.now = new Date(clock.now.getTime() + 7 * 24 * 60 * 60_000); // a week on: every hold and order has lapsed
  });

  const bar = (index = 0) => bars[index]!;
  const product = (index: number) => Number(bars[index]!.id);
  const priceOf = async (productId: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!;
  const setProduct = async (productId: number, values: { price?: number; quantity?: number }) => {
    await t.database.db.update(products).set(values).where(eq(products.id, productId));
    t.app.services.catalog.invalidate();
  };
  const stockOf = async (id: number) => (await priceOf(id)).quantity;

  /** One unit of the first bar (or `quantity` of a product), ordered for pickup. */
  const orderOne = (who: Who, productId = Number(bar().id), quantity = 1) => place(who, productId, quantity);
  const order = (who: Who, productId: number, form: Partial<CreateOrderBody> = {}, quantity = 1) =>
    place(who, productId, quantity, form);
  async function paidOrder(who: Who, productId: number, form: Partial<CreateOrderBody> = {}) {
    const placed = await order(who, productId, form);
    expect((await shop.decide(placed.payment_url!, 'succeeded')).statusCode).toBe(200);
    return placed;
  }

  const card = async (who: Who) => (await shop.loyalty(who)).json() as LoyaltyCard;
  const user = async (who: Who) => (await shop.user(who)).json() as User;

  async function customer(): Promise<Customer> {
    const email = uniqueEmail('loyal');
    const { tokens } = await signIn(t, mail, email);
    return { token: tokens.access_token, refresh: tokens.refresh_token, email };
  }

  /** Access tokens live 15 minutes: after moving the clock.now an hour the storefront renews them. */
  async function renew(who: Customer): Promise<void> {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: who.refresh },
    });
    expect(answer.statusCode).toBe(200);
    who.token = answer.json().access_token;
    who.refresh = answer.json().refresh_token;
  }

  return {
    ...suite,
    bar,
    product,
    priceOf,
    setProduct,
    stockOf,
    orderOne,
    order,
    paidOrder,
    card,
    user,
    customer,
    renew,
  };
}
