import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YooKassaFake } from '../../test/yookassa-fake.ts';
import { ProviderUnavailable, type PaymentRequest, type RefundRequest } from './payment-provider.ts';
import { YooKassaProvider } from './yookassa-provider.ts';

let fake: YooKassaFake;
let provider: YooKassaProvider;

beforeAll(async () => {
  fake = await new YooKassaFake().start();
  provider = new YooKassaProvider({
    shopId: fake.shopId,
    secretKey: fake.secretKey,
    apiUrl: fake.url,
    vatCode: 1,
    publicUrl: 'https://humbl.example',
    timeoutMs: 2_000,
  });
});
afterAll(() => fake?.stop());

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  orderId: 7,
  orderNumber: '1007',
  amount: 687,
  description: 'Заказ №1007 в магазине humbl',
  returnPath: '/personalAccount/orders?order=7',
  idempotenceKey: randomUUID(),
  expiresAt: new Date(Date.now() + 3_600_000),
  customer: { email: 'anna@example.ru', phone: '+79991234567' },
  // 2 × 179 + box 358 + package 30 + courier 300 − 359 bonuses = 687.
  receipt: {
    lines: [
      { description: 'humblbar Шоколад-арахис', price: 179, quantity: 2, discountable: true },
      { description: 'Свой бокс на 4 вкуса', price: 358, quantity: 1, discountable: true },
      { description: 'ПАКЕТ', price: 30, quantity: 1, discountable: false },
    ],
    delivery: 300,
    discount: 359,
  },
  ...overrides,
});

describe('the YooKassa adapter against a strict fake', () => {
  it('creates a captured redirect payment with a receipt that sums to the amount, and reads it back', async () => {
    const created = await provider.create(request());
    expect(created).toMatchObject({ status: 'pending', amount: 687, orderId: 7 });
    expect(created.confirmationUrl).toMatch(/\/checkout\//);
    const stored = fake.payments.get(created.id)!;
    expect(stored.amount).toEqual({ value: '687.00', currency: 'RUB' });
    expect(stored.confirmation.return_url).toBe('https://humbl.example/personalAccount/orders?order=7');
    await fake.decide(created.id, 'succeeded');
    expect(await provider.read(created.id)).toMatchObject({ status: 'succeeded', amount: 687 });
  });

  it('reaches one payment however often a create is retried with its key, also after a 500', async () => {
    const same = request();
    fake.inject('error500');
    await expect(provider.create(same)).rejects.toBeInstanceOf(ProviderUnavailable);
    const first = await provider.create(same);
    const again = await provider.create(same);
    expect(again.id).toBe(first.id);
    const created = fake.requests.filter((r) => r.idempotenceKey === same.idempotenceKey);
    expect(created).toHaveLength(3);
    expect(
      [...fake.payments.values()].filter((p) => p.metadata?.order_id === '7' && p.id === first.id),
    ).toHaveLength(1);
  });

  it('turns 429, timeouts and refused credentials into ProviderUnavailable', async () => {
    fake.inject('tooMany');
    await expect(provider.create(request())).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.inject('timeout');
    await expect(provider.create(request())).rejects.toBeInstanceOf(ProviderUnavailable);
    const wrong = new YooKassaProvider({
      shopId: 'x',
      secretKey: 'y',
      apiUrl: fake.url,
      vatCode: 1,
      publicUrl: '',
    });
    await expect(wrong.create(request())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('knows nothing of an unknown or malformed payment id', async () => {
    expect(await provider.read(randomUUID())).toBeNull();
    expect(await provider.read('../../refunds')).toBeNull();
  });

  it('takes only the payment id from a notification', () => {
    expect(
      provider.notifiedPaymentId({ type: 'notification', event: 'payment.succeeded', object: { id: 'abc' } }),
    ).toBe('abc');
    // A refund's notification carries the refund: its payment is the one to read back.
    expect(
      provider.notifiedPaymentId({
        type: 'notification',
        event: 'refund.succeeded',
        object: { id: 'refund-1', payment_id: 'abc' },
      }),
    ).toBe('abc');
    expect(provider.notifiedPaymentId({ object: { id: 'abc' } })).toBeNull();
    expect(provider.notifiedPaymentId('garbage')).toBeNull();
    expect(provider.notifiedPaymentId({ type: 'notification', object: { id: 'x'.repeat(65) } })).toBeNull();
  });

  it('is refused by the fake when a receipt would not sum to the amount', async () => {
    await expect(provider.create(request({ amount: 688 }))).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('refunds a succeeded payment once per key, with a receipt, and never more than was paid', async () => {
    const payment = request();
    const created = await provider.create(payment);
    const refund = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({
      paymentId: created.id,
      amount: payment.amount,
      description: 'Возврат по заказу №1007',
      idempotenceKey: randomUUID(),
      customer: payment.customer,
      receipt: payment.receipt,
      ...overrides,
    });
    // Not paid yet: the provider refuses.
    await expect(provider.refund(refund())).rejects.toBeInstanceOf(ProviderUnavailable);
    await fake.decide(created.id, 'succeeded');

    const first = refund();
    const made = await provider.refund(first);
    expect(made.status).toBe('succeeded');
    expect(await provider.refund(first)).toEqual(made);
    expect(fake.refunds.get(made.id)).toMatchObject({
      payment_id: created.id,
      amount: { value: '687.00', currency: 'RUB' },
    });
    // Everything is back already: a second refund under a new key is refused.
    await expect(provider.refund(refund())).rejects.toBeInstanceOf(ProviderUnavailable);
    expect([...fake.refunds.values()].filter((r) => r.payment_id === created.id)).toHaveLength(1);
  });
});
