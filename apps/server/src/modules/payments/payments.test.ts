import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '@shop/shared/orders/messages';
import { paymentMessages } from '@shop/shared/payments/messages';
import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders/order-api';
import type { Card, RegularCard } from '@shop/shared/rules/cards';
import { bonusLedger, products, testProviderPayments } from '../../db/schema.ts';
import type { MailCatcher } from '../../test/mail-catcher.ts';
import { guest, paymentIdOf, pickupForm, type Who } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

let t: TestApp;
let mail: MailCatcher;
let shop: TestShop['shop'];
let bar: RegularCard;
let stop: () => Promise<void>;
const clock = { now: new Date('2026-11-23T09:00:00Z') };

beforeAll(async () => {
  let cards: Card[];
  ({ t, mail, shop, cards, stop } = await startTestShop(clock));
  bar = cards.find((c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Bars')!;
});
afterAll(() => stop?.());
beforeEach(() => {
  clock.now = new Date(clock.now.getTime() + 2 * 60 * 60_000);
});

const stockOf = async (productId: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!.quantity;

async function placed(who: Who, quantity = 1, email = 'anna@example.ru') {
  expect((await shop.addToCart(who, Number(bar.id), quantity)).statusCode).toBe(200);
  const answer = await shop.placeOrder(who, pickupForm({ email }));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as CreateOrderAnswer;
}

const orderOf = async (who: Who, id: number) => (await shop.order(who, id)).json() as Order;

describe('the test payment page', () => {
  it('pays the order through the notification path, takes the stock and sends the shopper back', async () => {
    const who = guest();
    const before = await stockOf(Number(bar.id));
    const email = uniqueEmail('paid');
    const { order, payment_url } = await placed(who, 2, email);
    const page = await shop.paymentPage(payment_url!);
    expect(page.json()).toMatchObject({
      order_number: order.retailcrm_id,
      amount: order.total_amount,
      status: 'pending',
      return_url: `/personalAccount/orders?order=${order.id}`,
    });

    const paid = await shop.decide(payment_url!, 'succeeded');
    expect(paid.json()).toEqual({
      return_url: `/personalAccount/orders?order=${order.id}`,
    });
    expect(await orderOf(who, order.id)).toMatchObject({ status: 'paid', is_paid: true });
    expect(await stockOf(Number(bar.id))).toBe(before - 2);
    expect((await mail.latest(email, (m) => m.subject.includes('Оплата'))).subject).toBe(
      `Оплата заказа №${order.retailcrm_id} получена`,
    );

    // A paid order is final: no second payment, no second decision.
    const again = await shop.pay(who, order.id);
    expect([again.statusCode, again.json().detail]).toEqual([409, orderMessages.alreadyPaid]);
    const twice = await shop.decide(payment_url!, 'canceled');
    expect([twice.statusCode, twice.json().detail]).toEqual([409, paymentMessages.alreadyDecided]);
    expect((await orderOf(who, order.id)).status).toBe('paid');
  });

  it('lets a shopper decline, then pay again from the orders page with a new payment', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    expect((await shop.decide(payment_url!, 'canceled')).statusCode).toBe(200);
    expect((await orderOf(who, order.id)).status).toBe('awaiting_payment');

    const retry = await shop.pay(who, order.id);
    expect(retry.statusCode).toBe(200);
    const next = retry.json().payment_url as string;
    expect(next).not.toBe(payment_url);
    // Asking again while it waits answers the same live payment.
    expect((await shop.pay(who, order.id)).json().payment_url).toBe(next);
    expect((await shop.decide(next, 'succeeded')).statusCode).toBe(200);
    const after = await orderOf(who, order.id);
    expect(after.status).toBe('paid');
    expect(after.payments.map((p) => p.status)).toEqual(['succeeded', 'canceled']);
  });

  it('makes one payment of parallel pay clicks', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    await shop.decide(payment_url!, 'canceled');
    const urls = await Promise.all(Array.from({ length: 6 }, () => shop.pay(who, order.id)));
    expect(new Set(urls.map((u) => u.json().payment_url)).size).toBe(1);
    expect((await orderOf(who, order.id)).payments).toHaveLength(2);
  });

  it('refuses a payment page past the order’s hour, and the order is cancelled', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    clock.now = new Date(clock.now.getTime() + 61 * 60_000);
    expect((await shop.paymentPage(payment_url!)).json().status).toBe('canceled');
    const late = await shop.decide(payment_url!, 'succeeded');
    expect([late.statusCode, late.json().detail]).toEqual([409, paymentMessages.expired]);
    expect((await orderOf(who, order.id)).status).toBe('cancelled');
    const pay = await shop.pay(who, order.id);
    expect([pay.statusCode, pay.json().detail]).toEqual([409, orderMessages.cancelled]);
  });

  it('decides a payment once when its buttons are pressed at the same time, and credits once', async () => {
    const { tokens } = await signIn(t, mail, uniqueEmail());
    const who = { token: tokens.access_token };
    const before = await stockOf(Number(bar.id));
    const { order, payment_url } = await placed(who, 1);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => shop.decide(payment_url!, 'succeeded')),
      shop.decide(payment_url!, 'canceled'),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    const card = (await shop.loyalty(who)).json() as LoyaltyCard;
    const status = (await orderOf(who, order.id)).status;
    if (status === 'paid') {
      expect(card.balance).toBe(order.cash_back);
      expect(await stockOf(Number(bar.id))).toBe(before - 1);
    } else {
      expect(status).toBe('awaiting_payment');
      expect(card.balance).toBe(0);
      expect(await stockOf(Number(bar.id))).toBe(before);
    }
  });

  it('refuses an outcome the page does not offer', async () => {
    const { payment_url } = await placed(guest());
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/payments/test/${paymentIdOf(payment_url!)}/confirm`,
      payload: { outcome: 'refunded' },
    });
    expect(bad.statusCode).toBe(422);
    expect((await shop.paymentPage(payment_url!)).json().status).toBe('pending');
  });

  it('answers 404 for a payment it does not know', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '../../etc']) {
      const page = await t.app.inject({ method: 'GET', url: `/api/payments/test/${id}` });
      expect(page.statusCode).toBe(404);
    }
  });
});

describe('notifications', () => {
  it('credits once however often the same success arrives', async () => {
    const { tokens } = await signIn(t, mail, uniqueEmail());
    const who = { token: tokens.access_token };
    const before = await stockOf(Number(bar.id));
    const { order, payment_url } = await placed(who, 2);
    await t.database.db
      .update(testProviderPayments)
      .set({ status: 'succeeded' })
      .where(eq(testProviderPayments.id, paymentIdOf(payment_url!)));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => shop.notify(paymentIdOf(payment_url!))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await shop.decide(payment_url!, 'succeeded')).statusCode).toBe(409);

    const card = (await shop.loyalty(who)).json() as LoyaltyCard;
    expect(card.history.filter((h) => h.kind === 'cash_back')).toEqual([
      expect.objectContaining({
        amount: order.cash_back,
        order_id: order.id,
        order_number: order.retailcrm_id,
      }),
    ]);
    expect(card.balance).toBe(order.cash_back);
    expect(card.paid_total).toBe(order.total_amount);
    expect(await stockOf(Number(bar.id))).toBe(before - 2);
    const rows = await t.database.db.select().from(bonusLedger).where(eq(bonusLedger.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('ignores forged notifications: unknown payments and successes the provider does not confirm', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    for (const body of [
      { object: { id: '00000000-0000-4000-8000-000000000000', status: 'succeeded' } },
      { object: { id: paymentIdOf(payment_url!), status: 'succeeded' } }, // still pending at the provider
      { object: { id: 42 } },
      'garbage',
      {},
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/payments/test/notification',
        payload: typeof body === 'string' ? body : body,
        headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
      });
      expect(answer.statusCode).toBeLessThan(500);
    }
    expect((await orderOf(who, order.id)).status).toBe('awaiting_payment');
  });

  it('reads a payment whose notification never came before paying again', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    // Paid at the provider; the notification is lost on the way.
    await t.database.db
      .update(testProviderPayments)
      .set({ status: 'succeeded' })
      .where(eq(testProviderPayments.id, paymentIdOf(payment_url!)));
    const again = await shop.pay(who, order.id);
    expect([again.statusCode, again.json().detail]).toEqual([409, orderMessages.alreadyPaid]);
    expect(await orderOf(who, order.id)).toMatchObject({
      status: 'paid',
      payments: [{ status: 'succeeded' }],
    });
  });

  it('answers a repeated submit of a paid order with the order and no new payment', async () => {
    const who = guest();
    await shop.addToCart(who, Number(bar.id), 1);
    const first = (await shop.placeOrder(who, pickupForm(), 'paid-key')).json() as CreateOrderAnswer;
    await t.database.db
      .update(testProviderPayments)
      .set({ status: 'succeeded' })
      .where(eq(testProviderPayments.id, paymentIdOf(first.payment_url!)));
    const repeat = (await shop.placeOrder(who, pickupForm(), 'paid-key')).json() as CreateOrderAnswer;
    expect(repeat).toMatchObject({ order: { id: first.order.id, status: 'paid' }, payment_url: null });
    expect(repeat.order.payments).toHaveLength(1);
  });

  it('does not take an amount other than the order’s as payment', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    await t.database.db
      .update(testProviderPayments)
      .set({ amount: order.total_amount - 1 })
      .where(eq(testProviderPayments.id, paymentIdOf(payment_url!)));
    expect((await shop.decide(payment_url!, 'succeeded')).statusCode).toBe(200);
    expect((await orderOf(who, order.id)).status).toBe('awaiting_payment');
  });
});
