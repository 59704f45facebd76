import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { orderMessages } from '@shop/shared/orders/messages';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders/order-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { RegularCard } from '@shop/shared/rules/cards';
import { payments, products, testProviderPayments } from '../../db/schema.ts';
import { guest, paymentIdOf, pickupForm, shopCalls, type Who } from '../../test/shop-calls.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { YooKassaFake } from '../../test/yookassa-fake.ts';
import { yooKassaEnv } from '../../test/environments.ts';

/**
 * Money survives a crash. The hostile review killed the server between a payment's status and its order's
 * (two transactions then): the order stayed unpaid while its money was taken, and 'Оплатить' opened a
 * second payment. Here the crash is injected where it hurt — a trigger makes the order's move to 'paid'
 * fail — and the outcome is checked: nothing half-applied, then the order paid once, with one payment.
 */

/** Every UPDATE that would mark an order paid fails, as if the process died at that statement. */
const breakPaying = async (t: TestApp) => {
  await t.database.db.execute(sql`
    create or replace function crash_on_paid() returns trigger language plpgsql as $$
    begin
      if new.status = 'paid' and old.status <> 'paid' then raise exception 'injected crash'; end if;
      return new;
    end $$`);
  await t.database.db.execute(
    sql`create trigger crash_on_paid before update on orders for each row execute function crash_on_paid()`,
  );
};
const mendPaying = (t: TestApp) => t.database.db.execute(sql`drop trigger if exists crash_on_paid on orders`);

async function firstBar(t: TestApp): Promise<RegularCard> {
  const groups = (
    await t.app.inject({ method: 'GET', url: '/api/products/grouped' })
  ).json() as ProductGroup[];
  return buildCatalogCards(groups).find((c): c is RegularCard => c.kind === 'regular')!;
}

const stockOf = async (t: TestApp, productId: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!.quantity;

const paymentsOf = (t: TestApp, orderId: number) =>
  t.database.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('the test provider', () => {
  let t: TestApp;
  let shop: ReturnType<typeof shopCalls>;
  let bar: RegularCard;
  const clock = { now: new Date('2026-11-24T09:00:00Z') };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.now });
    shop = shopCalls(t);
    bar = await firstBar(t);
  });
  afterEach(() => mendPaying(t));
  afterAll(() => t?.close());

  async function placed(who: Who): Promise<CreateOrderAnswer> {
    expect((await shop.addToCart(who, Number(bar.id), 2)).statusCode).toBe(200);
    const answer = await shop.placeOrder(who, pickupForm());
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  }
  const orderOf = async (who: Who, id: number) => (await shop.order(who, id)).json() as Order;

  it('a crash while applying a payment leaves nothing half-done; Оплатить then applies it, no second payment', async () => {
    const who = guest();
    const before = await stockOf(t, Number(bar.id));
    const { order, payment_url } = await placed(who);

    await breakPaying(t);
    // The provider takes the money; the shop's transaction dies on the order's update.
    expect((await shop.decide(payment_url!, 'succeeded')).statusCode).toBe(200);
    const [attempt] = await paymentsOf(t, order.id);
    expect(attempt!.status, 'the payment is not recorded succeeded without its order').toBe('pending');
    expect(await stockOf(t, Number(bar.id))).toBe(before);
    await mendPaying(t);

    // The shopper presses 'Оплатить' again: the shop asks the provider first and applies what it says.
    const pay = await shop.pay(who, order.id);
    expect([pay.statusCode, pay.json().detail]).toEqual([409, orderMessages.alreadyPaid]);
    expect(await orderOf(who, order.id)).toMatchObject({ status: 'paid', is_paid: true });
    expect(await paymentsOf(t, order.id)).toHaveLength(1);
    const atProvider = await t.database.db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.orderId, order.id));
    expect(atProvider).toHaveLength(1);
    expect(await stockOf(t, Number(bar.id))).toBe(before - 2);

    // Applied once: more reads and presses change nothing.
    await shop.orders(who);
    expect((await shop.pay(who, order.id)).statusCode).toBe(409);
    expect(await stockOf(t, Number(bar.id))).toBe(before - 2);
  });

  it('the sweep applies such a payment when nobody reads the order', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    await breakPaying(t);
    await shop.decide(payment_url!, 'succeeded');
    await mendPaying(t);

    clock.now = new Date(clock.now.getTime() + 6 * 60_000);
    await t.app.services.orders.settlePayments({ staleMinutes: 5 });
    const [row] = await paymentsOf(t, order.id);
    expect(row!.status).toBe('succeeded');
    expect(await orderOf(who, order.id)).toMatchObject({ status: 'paid' });
  });

  it('a payment stored succeeded beside an unpaid order (what the old code left) is applied, never paid twice', async () => {
    const who = guest();
    const before = await stockOf(t, Number(bar.id));
    const { order, payment_url } = await placed(who);
    // The state the two-transaction code left after a crash: the provider and our payment say succeeded.
    await t.database.db
      .update(testProviderPayments)
      .set({ status: 'succeeded' })
      .where(eq(testProviderPayments.id, paymentIdOf(payment_url!)));
    await t.database.db.update(payments).set({ status: 'succeeded' }).where(eq(payments.orderId, order.id));

    const pay = await shop.pay(who, order.id);
    expect([pay.statusCode, pay.json().detail]).toEqual([409, orderMessages.alreadyPaid]);
    expect(await paymentsOf(t, order.id)).toHaveLength(1);
    expect((await shop.orders(who)).json()[0]).toMatchObject({ id: order.id, status: 'paid' });
    expect(await stockOf(t, Number(bar.id))).toBe(before - 2);
  });
});

describe('YooKassa', () => {
  let t: TestApp;
  let fake: YooKassaFake;
  let shop: ReturnType<typeof shopCalls>;
  let bar: RegularCard;

  beforeAll(async () => {
    fake = await new YooKassaFake().start();
    t = await createTestApp({
      env: yooKassaEnv(fake),
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.notificationUrl = `${address}/api/payments/yookassa/notification`;
    shop = shopCalls(t);
    bar = await firstBar(t);
  });
  afterEach(() => mendPaying(t));
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  it('a crash while applying its notification: the next read applies the payment once, Оплатить opens none', async () => {
    const who = guest();
    const before = await stockOf(t, Number(bar.id));
    expect((await shop.addToCart(who, Number(bar.id), 2)).statusCode).toBe(200);
    const placed = await shop.placeOrder(who, pickupForm());
    const { order, payment_url } = placed.json() as CreateOrderAnswer;
    const remoteId = payment_url!.split('/').pop()!;

    await breakPaying(t);
    // Every delivery of the notification fails with the injected crash; the provider gives up.
    await fake.decide(remoteId, 'succeeded');
    expect(fake.delivered).toBe(0);
    expect((await paymentsOf(t, order.id))[0]!.status).toBe('pending');
    await mendPaying(t);

    expect(((await shop.order(who, order.id)).json() as Order).status).toBe('paid');
    const pay = await shop.pay(who, order.id);
    expect([pay.statusCode, pay.json().detail]).toEqual([409, orderMessages.alreadyPaid]);
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/payments');
    expect(created).toHaveLength(1);
    expect(await stockOf(t, Number(bar.id))).toBe(before - 2);
  });
});
