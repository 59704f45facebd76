import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, pickupForm } from '../test/shop-calls.ts';
import { signIn, uniqueEmail, uniqueIp } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { METRICS_TOKEN, scrape } from '../test/scrape.ts';
import { useTestShop } from '../test/test-shop.ts';

const clock = { now: new Date('2026-11-27T10:00:00Z') };
const { t, mail, shop, bars } = useTestShop(clock, { METRICS_TOKEN });

/** /metrics now, in Prometheus's text format. */
async function figures() {
  const scraped = await scrape(t.app);
  expect(scraped.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  return scraped;
}

describe('GET /metrics', () => {
  it('is refused without the token, with another token, and with the token sent another way', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: METRICS_TOKEN },
      { 'x-metrics-token': METRICS_TOKEN },
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ detail: expect.any(String) });
      expect(answer.body).not.toContain('shop_orders');
    }
    // A token in the query is no token either.
    expect((await t.app.inject({ method: 'GET', url: `/metrics?token=${METRICS_TOKEN}` })).statusCode).toBe(
      401,
    );
  });

  it('is not in the API document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  it('shows a checkout: the order placed, the stock it ties up, the payment, the requests by route', async () => {
    const before = await figures();
    const who = guest();
    const bar = bars[0]!;

    const added = await shop.addToCart(who, Number(bar.id), 2);
    expect(added.statusCode, added.body).toBe(200);
    const held = await figures();
    expect(held.value('shop_stock_tied_up{by="cart_holds",measure="units"}')).toBe(
      before.value('shop_stock_tied_up{by="cart_holds",measure="units"}') + 2,
    );

    const placed = await shop.placeOrder(who, pickupForm());
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payment_url } = placed.json() as { order: { id: number }; payment_url: string };
    const unpaid = await figures();
    expect(unpaid.value('shop_orders_placed_total')).toBe(before.value('shop_orders_placed_total') + 1);
    // The cart's hold became the order's reservation.
    expect(unpaid.value('shop_stock_tied_up{by="unpaid_orders",measure="units"}')).toBe(
      before.value('shop_stock_tied_up{by="unpaid_orders",measure="units"}') + 2,
    );
    expect(unpaid.value('shop_stock_tied_up{by="cart_holds",measure="units"}')).toBe(
      before.value('shop_stock_tied_up{by="cart_holds",measure="units"}'),
    );

    expect((await shop.decide(payment_url, 'succeeded')).statusCode).toBe(200);
    expect((await shop.order(who, order.id)).json()).toMatchObject({ status: 'paid' });
    const paid = await figures();
    expect(paid.value('shop_orders_paid_total')).toBe(before.value('shop_orders_paid_total') + 1);
    expect(paid.value('shop_stock_tied_up{by="unpaid_orders",measure="units"}')).toBe(
      before.value('shop_stock_tied_up{by="unpaid_orders",measure="units"}'),
    );
    // Requests are counted by the route as declared, never by the address asked (no series per order id).
    const ordersPosted =
      'http_request_duration_seconds_count{method="POST",route="/api/orders/",status_code="201"}';
    expect(paid.value(ordersPosted)).toBe(before.value(ordersPosted) + 1);
    expect(
      paid.value(
        'http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect([...paid.series.keys()].some((series) => series.includes(`/api/orders/${order.id}`))).toBe(false);
    // Event-loop lag and the process figures come with prom-client.
    expect(paid.series.has('nodejs_eventloop_lag_p99_seconds')).toBe(true);
  });

  it('counts a declined payment by its reason and an order that lapsed unpaid as cancelled', async () => {
    const before = await figures();
    const who = guest();
    expect((await shop.addToCart(who, Number(bars[1]!.id), 1)).statusCode).toBe(200);
    const placed = (await shop.placeOrder(who, pickupForm())).json() as {
      order: { id: number };
      payment_url: string;
    };
    expect((await shop.decide(placed.payment_url, 'canceled')).statusCode).toBe(200);
    // The shop learns of the decline when it reads the payment back (here: the orders page).
    expect((await shop.orders(who)).statusCode).toBe(200);
    const declined = await figures();
    const reason = 'shop_payment_failures_total{reason="declined_by_shopper"}';
    expect(declined.value(reason)).toBe(before.value(reason) + 1);

    // Its hour runs out: the sweep (or the next look) cancels it.
    clock.now = new Date(clock.now.getTime() + 2 * 60 * 60_000);
    await t.app.services.orders.expireDue(clock.now);
    const lapsed = await figures();
    const cancelled = 'shop_orders_cancelled_total{reason="unpaid"}';
    expect(lapsed.value(cancelled)).toBe(before.value(cancelled) + 1);
    // Read again, the same decline is not counted twice.
    expect((await shop.orders(who)).statusCode).toBe(200);
    expect((await figures()).value(reason)).toBe(declined.value(reason));
  });

  it('counts sign-in codes sent and refused', async () => {
    const before = await figures();
    const email = uniqueEmail();
    const ip = uniqueIp();
    await signIn(t, mail, email, { ip });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { email, code: '00000' },
      remoteAddress: ip,
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const after = await figures();
    const sent = 'shop_sign_in_codes_total{outcome="sent",reason="login"}';
    expect(after.value(sent)).toBe(before.value(sent) + 1);
    const refused = [...after.series.keys()].filter((series) =>
      series.startsWith('shop_sign_in_codes_total{outcome="refused"'),
    );
    const refusedNow = refused.reduce((sum, series) => sum + after.value(series), 0);
    const refusedBefore = refused.reduce((sum, series) => sum + before.value(series), 0);
    expect(refusedNow).toBe(refusedBefore + 1);
  });

  it('gives one series to every unknown address, however many are asked', async () => {
    for (let i = 0; i < 20; i += 1) await t.app.inject({ method: 'GET', url: `/api/no-such-thing-${i}` });
    const scraped = await figures();
    expect([...scraped.series.keys()].some((series) => series.includes('no-such-thing'))).toBe(false);
    expect(
      scraped.value('http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBeGreaterThanOrEqual(20);
  });
});

describe('without METRICS_TOKEN', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ seed: false });
  });
  afterAll(() => plain.close());

  it('there is no /metrics at all', async () => {
    const answer = await plain.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer anything' },
    });
    expect(answer.statusCode).toBe(404);
  });
});
