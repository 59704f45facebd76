import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders/order-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { RegularCard } from '@shop/shared/rules/cards';
import { orderMessages } from '@shop/shared/orders/messages';
import { httpErrorOf } from '../../lib/errors.ts';
import { Refusal } from '../../lib/refusals.ts';
import { receiptKopecks, type Receipt } from './receipt.ts';
import { guest, pickupForm, shopCalls, type Who } from '../../test/shop-calls.ts';
import { METRICS_TOKEN, scrape } from '../../test/scrape.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { YooKassaFake } from '../../test/yookassa-fake.ts';
import { yooKassaEnv } from '../../test/environments.ts';

let t: TestApp;
let fake: YooKassaFake;
let shop: ReturnType<typeof shopCalls>;
let bar: RegularCard;
/** Moves the shop's clock (the fake keeps real time): an order's hour can run out within a test. */
let clockOffset = 0;

beforeAll(async () => {
  fake = await new YooKassaFake().start();
  t = await createTestApp({
    now: () => new Date(Date.now() + clockOffset),
    env: { ...yooKassaEnv(fake), METRICS_TOKEN },
  });
  // The fake delivers notifications over HTTP, as the provider does.
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.notificationUrl = `${address}/api/payments/yookassa/notification`;
  shop = shopCalls(t);
  const groups = (
    await t.app.inject({ method: 'GET', url: '/api/products/grouped' })
  ).json() as ProductGroup[];
  bar = buildCatalogCards(groups).find((c): c is RegularCard => c.kind === 'regular')!;
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

const paymentIdOf = (url: string) => url.split('/').pop()!;
const orderOf = async (who: Who, id: number) => (await shop.order(who, id)).json() as Order;

async function placed(who: Who) {
  expect((await shop.addToCart(who, Number(bar.id), 2)).statusCode).toBe(200);
  const answer = await shop.placeOrder(who, pickupForm({ add_package: true }));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as CreateOrderAnswer;
}

describe('YOOKASSA_CHECK_IP', () => {
  it('refuses notifications from outside the provider’s ranges, by the proxy-aware client address', async () => {
    const guarded = await createTestApp({
      database: t.database,
      env: {
        ...yooKassaEnv(fake),
        YOOKASSA_CHECK_IP: 'true',
        TRUST_PROXY: '127.0.0.1',
      },
    });
    try {
      const send = (forwardedFor: string) =>
        guarded.app.inject({
          method: 'POST',
          url: '/api/payments/yookassa/notification',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { type: 'notification', event: 'payment.succeeded', object: { id: 'unknown' } },
        });
      expect((await send('203.0.113.7')).statusCode).toBe(403);
      expect((await send('185.71.76.10')).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('PAYMENT_PROVIDER=yookassa against the fake', () => {
  it('pays through the provider’s page and its notification', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    expect(payment_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
    const remote = fake.payments.get(paymentIdOf(payment_url!))!;
    expect(remote.amount.value).toBe(`${order.total_amount}.00`);
    expect(remote.metadata).toMatchObject({ order_id: String(order.id) });
    await fake.decide(remote.id, 'succeeded');
    expect((await orderOf(who, order.id)).status).toBe('paid');
  });

  it('answers 503 to a notification it cannot check with the provider, so it is delivered again', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    const remote = fake.payments.get(paymentIdOf(payment_url!))!;
    remote.status = 'succeeded';
    fake.inject('error500');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/payments/yookassa/notification',
      payload: { type: 'notification', event: 'payment.succeeded', object: remote },
    });
    expect(first.statusCode).toBe(503);
    await fake.notify(remote);
    expect((await orderOf(who, order.id)).status).toBe('paid');
  });

  it('applies the same notification once however often it arrives, and ignores forged ones', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    const remote = fake.payments.get(paymentIdOf(payment_url!))!;
    // Forged: says succeeded, the provider says pending.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/yookassa/notification',
      payload: {
        type: 'notification',
        event: 'payment.succeeded',
        object: { ...remote, status: 'succeeded' },
      },
    });
    expect(forged.statusCode).toBe(200);
    expect((await orderOf(who, order.id)).status).toBe('awaiting_payment');

    await fake.decide(remote.id, 'succeeded');
    for (let n = 0; n < 10; n += 1) await fake.notify(remote);
    const after = await orderOf(who, order.id);
    expect(after.status).toBe('paid');
  });

  it('lets a declined or expired payment be paid again within the hour', async () => {
    const before = await scrape(t.app);
    const who = guest();
    const { order, payment_url } = await placed(who);
    await fake.decide(paymentIdOf(payment_url!), 'canceled', 'insufficient_funds');
    expect((await orderOf(who, order.id)).status).toBe('awaiting_payment');
    const next = (await shop.pay(who, order.id)).json().payment_url as string;
    expect(next).not.toBe(payment_url);
    await fake.expire(paymentIdOf(next));
    const third = (await shop.pay(who, order.id)).json().payment_url as string;
    await fake.decide(paymentIdOf(third), 'succeeded');
    expect((await orderOf(who, order.id)).status).toBe('paid');
    // Each failure counted once, by YooKassa's reason (/metrics), though notified and read back again.
    const after = await scrape(t.app);
    for (const reason of ['insufficient_funds', 'expired_on_confirmation']) {
      const series = `shop_payment_failures_total{reason="${reason}"}`;
      expect(after.value(series), series).toBe(before.value(series) + 1);
    }
  });

  it('shows a shopper back from the payment page the true state before the notification arrives', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    const url = fake.notificationUrl;
    fake.notificationUrl = null; // the notification is late
    try {
      await fake.decide(paymentIdOf(payment_url!), 'succeeded');
    } finally {
      fake.notificationUrl = url;
    }
    expect((await orderOf(who, order.id)).status).toBe('paid');
  });

  it('keeps the order payable when the provider fails, and retries with the same key', async () => {
    const who = guest();
    fake.inject('error500');
    const { order, payment_url } = await placed(who);
    expect(payment_url).toBeNull();
    fake.inject('tooMany');
    const busy = await shop.pay(who, order.id);
    expect(busy.statusCode).toBe(503);
    const paid = await shop.pay(who, order.id);
    expect(paid.statusCode).toBe(200);
    const keys = fake.requests.filter((r) => r.method === 'POST' && r.path === '/payments').slice(-3);
    expect(new Set(keys.map((r) => r.idempotenceKey)).size).toBe(1);
    expect([...fake.payments.values()].filter((p) => p.metadata?.order_id === String(order.id))).toHaveLength(
      1,
    );
  });
});

describe('what a shopper can make the shop ask YooKassa', () => {
  const readsOf = (paymentId: string) =>
    fake.requests.filter((r) => r.method === 'GET' && r.path === `/payments/${paymentId}`).length;

  it('reads an open payment back at most once per 10 seconds however often its order is fetched', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    const paymentId = paymentIdOf(payment_url!);
    const before = readsOf(paymentId);
    for (let n = 0; n < 50; n += 1) expect((await shop.order(who, order.id)).statusCode).toBe(200);
    expect(readsOf(paymentId) - before).toBeLessThanOrEqual(2);

    // Once the window has passed, the next fetch reads it back again and sees a late success.
    const url = fake.notificationUrl;
    fake.notificationUrl = null;
    try {
      await fake.decide(paymentId, 'succeeded');
    } finally {
      fake.notificationUrl = url;
    }
    clockOffset = 11_000;
    try {
      expect((await orderOf(who, order.id)).status).toBe('paid');
    } finally {
      clockOffset = 0;
    }
  });

  it('lets one owner press Оплатить 10 times a minute, then answers 429 with Retry-After', async () => {
    const who = guest();
    const { order } = await placed(who);
    for (let n = 0; n < 10; n += 1) expect((await shop.pay(who, order.id)).statusCode).toBe(200);
    const before = fake.requests.length;
    const refused = await shop.pay(who, order.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toBe(orderMessages.payTooOften(Number(refused.headers['retry-after'])));
    expect(fake.requests.length, 'a refused press asks the provider nothing').toBe(before);
    // Another shopper's order is not held up.
    const other = guest();
    const second = await placed(other);
    expect((await shop.pay(other, second.order.id)).statusCode).toBe(200);
  });
});

describe('refunds through YooKassa', () => {
  const refundsOf = (paymentId: string) =>
    [...fake.refunds.values()].filter((r) => r.payment_id === paymentId);
  const refundRequests = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/refunds');
  const paidOrder = async (who: Who) => {
    const answer = await placed(who);
    const paymentId = paymentIdOf(answer.payment_url!);
    await fake.decide(paymentId, 'succeeded');
    expect((await orderOf(who, answer.order.id)).status).toBe('paid');
    return { order: answer.order, paymentId };
  };

  it('refunds the whole payment with a receipt that sums to it, once however often it is asked', async () => {
    const who = guest();
    const { order, paymentId } = await paidOrder(who);
    const refunded = await t.app.services.orders.refund(order.id, 'Покупатель вернул товар');
    expect(refunded.status).toBe('refunded');
    const [refund] = refundsOf(paymentId);
    expect(refund).toMatchObject({ status: 'succeeded', amount: { value: `${order.total_amount}.00` } });
    expect(receiptKopecks(refund!.receipt as Receipt)).toBe(order.total_amount * 100);
    // The provider's refund.succeeded notification names the refund's payment: read back, nothing changes.
    await fake.notify(refund!);
    await t.app.services.orders.refund(order.id, 'again');
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect((await orderOf(who, order.id)).status).toBe('refunded');
  });

  it('retries a refund the provider failed to answer with the same key: one refund', async () => {
    const who = guest();
    const { order, paymentId } = await paidOrder(who);
    const before = refundRequests().length;
    fake.inject('error500');
    const failed = await t.app.services.orders.refund(order.id, 'return').catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Refusal);
    expect(httpErrorOf(failed as Refusal).statusCode).toBe(503);
    expect(httpErrorOf(failed as Refusal).message).toBe(orderMessages.refundUnavailable);
    expect((await orderOf(who, order.id)).status).toBe('paid');

    await t.app.services.orders.refund(order.id, 'return');
    const keys = refundRequests()
      .slice(before)
      .map((r) => r.idempotenceKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('keeps the order paid when the provider refuses the refund, and lets it be asked again', async () => {
    const who = guest();
    const { order, paymentId } = await paidOrder(who);
    fake.refundOutcome = 'canceled';
    try {
      const refused = await t.app.services.orders.refund(order.id, 'return').catch((err: unknown) => err);
      expect(httpErrorOf(refused as Refusal).statusCode).toBe(409);
      expect(httpErrorOf(refused as Refusal).message).toBe(orderMessages.refundRefused);
      expect((await orderOf(who, order.id)).status).toBe('paid');
    } finally {
      fake.refundOutcome = 'succeeded';
    }
    expect((await t.app.services.orders.refund(order.id, 'return')).status).toBe('refunded');
    expect(refundsOf(paymentId).map((r) => r.status)).toEqual(['canceled', 'succeeded']);
  });

  it('gives back money that arrives after the order lapsed, once however often it is notified', async () => {
    const who = guest();
    const { order, payment_url } = await placed(who);
    const paymentId = paymentIdOf(payment_url!);
    clockOffset = 61 * 60_000;
    try {
      await fake.decide(paymentId, 'succeeded');
      for (let n = 0; n < 3; n += 1) await fake.notify(fake.payments.get(paymentId)!);
      const after = await orderOf(who, order.id);
      expect(after.status).toBe('cancelled');
      const refunds = refundsOf(paymentId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.amount.value).toBe(`${order.total_amount}.00`);
    } finally {
      clockOffset = 0;
    }
  });
});
