import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import { guest, pickupForm, shopCalls } from '../../test/shop-calls.ts';
import { uniqueIp } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { YooKassaFake } from '../../test/yookassa-fake.ts';
import { yooKassaEnv } from '../../test/environments.ts';
import { NOTIFICATIONS_PER_IP } from './payments.routes.ts';

/**
 * A flood of forged payment notifications: limited per source address, and one naming a payment that is
 * not ours costs no call to the provider (the payment is looked up in the shop's own records first).
 */

let t: TestApp;
let fake: YooKassaFake;

beforeAll(async () => {
  fake = await new YooKassaFake().start();
  t = await createTestApp({
    env: yooKassaEnv(fake),
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

const notify = (id: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/yookassa/notification',
    remoteAddress,
    payload: { type: 'notification', event: 'payment.succeeded', object: { id, status: 'succeeded' } },
  });

const providerReads = () => fake.requests.filter((r) => r.method === 'GET').length;

describe('payment notifications', () => {
  it('naming payments that are not ours cost no provider call, and one source gets 120 a minute', async () => {
    const flooder = uniqueIp();
    const readsBefore = providerReads();
    for (let i = 0; i < NOTIFICATIONS_PER_IP.limit; i += 1) {
      const res = await notify(randomUUID(), flooder);
      expect(res.statusCode).toBe(200);
    }
    expect(providerReads()).toBe(readsBefore);

    const refused = await notify(randomUUID(), flooder);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Слишком много уведомлений/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another source is not held up by this one.
    expect((await notify(randomUUID(), uniqueIp())).statusCode).toBe(200);
  });

  it('about a payment of ours, reads it back from the provider', async () => {
    const shop = shopCalls(t);
    const groups = (
      await t.app.inject({ method: 'GET', url: '/api/products/grouped' })
    ).json() as ProductGroup[];
    const bar = buildCatalogCards(groups).find((c) => c.kind === 'regular')!;
    const who = guest();
    expect((await shop.addToCart(who, Number(bar.id), 1)).statusCode).toBe(200);
    const placed = await shop.placeOrder(who, pickupForm());
    expect(placed.statusCode, placed.body).toBe(201);
    const paymentId = (placed.json() as CreateOrderAnswer).payment_url!.split('/').pop()!;
    const readsBefore = providerReads();
    expect((await notify(paymentId, uniqueIp())).statusCode).toBe(200);
    expect(fake.requests.slice(-1)[0]).toMatchObject({ method: 'GET', path: `/payments/${paymentId}` });
    expect(providerReads()).toBeGreaterThan(readsBefore);
  });
});
