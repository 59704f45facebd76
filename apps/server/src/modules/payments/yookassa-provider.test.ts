import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YooKassaFake } from '../../test/yookassa-fake.ts';
import {
  ProviderUnavailable,
  type PaymentRequest,
  type RefundRequest,
  type SeparateReceiptRequest,
} from './payment-provider.ts';
import { receiptKopecks, type ReceiptItem } from './receipt.ts';
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

/** A request to the fake made by hand (no adapter), to show what it refuses. */
async function post(path: string, body: unknown, idempotenceKey: string | null = randomUUID()) {
  const answer = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString('base64')}`,
      'content-type': 'application/json',
      ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

const itemsKopecks = (items: unknown) =>
  receiptKopecks({ customer: { email: '' }, items: items as ReceiptItem[] });

describe('separate receipts (POST /receipts): the offset of what gift cards paid', () => {
  // The order of request(), 400 of its 687 paid by a gift card: 287 in money.
  const withCard = (overrides: Partial<PaymentRequest> = {}) =>
    request({ amount: 287, receipt: { ...request().receipt, prepaid: 400 }, ...overrides });

  async function paid(payment: PaymentRequest) {
    const created = await provider.create(payment);
    await fake.decide(created.id, 'succeeded');
    return created.id;
  }

  const offset = (payment: PaymentRequest, providerId: string): SeparateReceiptRequest => ({
    type: 'payment',
    providerId,
    idempotenceKey: randomUUID(),
    customer: payment.customer,
    receipt: payment.receipt,
  });

  it('registers the offset of a succeeded payment: items that sum to the prepaid part, one prepayment', async () => {
    const payment = withCard();
    const paymentId = await paid(payment);
    expect(itemsKopecks((fake.payments.get(paymentId)!.receipt as { items: unknown }).items)).toBe(287_00);

    const registered = await provider.registerReceipt(offset(payment, paymentId));
    expect(registered.status).toBe('pending');
    const stored = fake.receipts.get(registered.id)!;
    expect(stored).toMatchObject({
      type: 'payment',
      payment_id: paymentId,
      customer: { email: 'anna@example.ru' },
      settlements: [{ type: 'prepayment', amount: { value: '400.00', currency: 'RUB' } }],
    });
    expect(itemsKopecks(stored.items)).toBe(400_00);
    expect(stored.items).toContainEqual(
      expect.objectContaining({ description: 'Доставка курьером', payment_subject: 'service' }),
    );
  });

  it('registers one receipt however often it is retried with its key', async () => {
    const payment = withCard();
    const paymentId = await paid(payment);
    const same = offset(payment, paymentId);
    fake.inject('error500');
    await expect(provider.registerReceipt(same)).rejects.toBeInstanceOf(ProviderUnavailable);
    const first = await provider.registerReceipt(same);
    expect(await provider.registerReceipt(same)).toEqual(first);
    expect(fake.requests.filter((r) => r.idempotenceKey === same.idempotenceKey)).toHaveLength(3);
    expect([...fake.receipts.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
  });

  it('is refused for an unknown payment or one not paid yet', async () => {
    const payment = withCard();
    await expect(provider.registerReceipt(offset(payment, randomUUID()))).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    const pending = await provider.create(payment);
    await expect(provider.registerReceipt(offset(payment, pending.id))).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  });

  it('registers the reversal of the offset against a refund', async () => {
    const payment = withCard();
    const paymentId = await paid(payment);
    const refund = await provider.refund({
      paymentId,
      amount: payment.amount,
      description: 'Возврат по заказу №1007',
      idempotenceKey: randomUUID(),
      customer: payment.customer,
      receipt: payment.receipt,
    });
    const reversal = await provider.registerReceipt({ ...offset(payment, refund.id), type: 'refund' });
    expect(fake.receipts.get(reversal.id)).toMatchObject({ type: 'refund', refund_id: refund.id });
    expect(fake.receipts.get(reversal.id)).not.toHaveProperty('payment_id');
    await expect(
      provider.registerReceipt({ ...offset(payment, paymentId), type: 'refund' }),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('takes a gift card sold as an advance of a payment, in the payment and its refund', async () => {
    const payment = request({
      amount: 1000,
      receipt: {
        lines: [
          {
            description: 'Подарочная карта humbl',
            price: 1000,
            quantity: 1,
            discountable: false,
            giftCard: true,
          },
        ],
        delivery: 0,
        discount: 0,
      },
    });
    const paymentId = await paid(payment);
    expect((fake.payments.get(paymentId)!.receipt as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        amount: { value: '1000.00', currency: 'RUB' },
        payment_mode: 'advance',
        payment_subject: 'payment',
      }),
    ]);
    const refund = await provider.refund({
      paymentId,
      amount: 1000,
      description: 'Возврат подарочной карты',
      idempotenceKey: randomUUID(),
      customer: payment.customer,
      receipt: payment.receipt,
    });
    expect(refund.status).toBe('succeeded');
  });

  describe('the fake, called by hand, is as strict as the provider', () => {
    let paymentId: string;
    const item = (value: string, quantity = 1) => ({
      description: 'humblbar Шоколад-арахис',
      quantity: String(quantity),
      amount: { value, currency: 'RUB' },
      vat_code: 1,
      payment_mode: 'full_payment',
      payment_subject: 'commodity',
    });
    const body = (overrides: Record<string, unknown> = {}) => ({
      type: 'payment',
      payment_id: paymentId,
      customer: { phone: '79991234567' },
      items: [item('179.00', 2)],
      settlements: [{ type: 'prepayment', amount: { value: '358.00', currency: 'RUB' } }],
      send: true,
      ...overrides,
    });
    const refusal = async (overrides: Record<string, unknown>) => {
      const answer = await post('/receipts', body(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      return answer.body;
    };

    beforeAll(async () => {
      paymentId = await paid(withCard());
    });

    it('takes a well-formed receipt, split between settlements', async () => {
      const answer = await post(
        '/receipts',
        body({
          settlements: [
            { type: 'prepayment', amount: { value: '300.00', currency: 'RUB' } },
            { type: 'cashless', amount: { value: '58.00', currency: 'RUB' } },
          ],
          tax_system_code: 2,
        }),
      );
      expect(answer).toMatchObject({
        status: 200,
        body: { type: 'payment', payment_id: paymentId, status: 'pending' },
      });
      expect(fake.receipts.has(answer.body.id as string)).toBe(true);
    });

    it('refuses items that do not sum to the settlements, to the kopeck', async () => {
      const before = fake.receipts.size;
      expect(await refusal({ items: [item('179.00', 2), item('0.01')] })).toMatchObject({
        type: 'error',
        code: 'invalid_request',
        parameter: 'settlements',
      });
      expect(
        await refusal({
          settlements: [{ type: 'prepayment', amount: { value: '357.99', currency: 'RUB' } }],
        }),
      ).toMatchObject({ parameter: 'settlements' });
      expect(fake.receipts.size).toBe(before);
    });

    it('refuses what the documentation does not allow', async () => {
      expect(await refusal({ payment_id: randomUUID() })).toMatchObject({ parameter: 'payment_id' });
      expect(await refusal({ type: 'refund' })).toMatchObject({ parameter: 'refund_id' });
      expect(await refusal({ type: 'sale' })).toMatchObject({ parameter: 'type' });
      expect(await refusal({ customer: { phone: '+7 999 123-45-67' } })).toMatchObject({
        parameter: 'customer',
      });
      expect(await refusal({ items: [] })).toMatchObject({ parameter: 'items' });
      expect(await refusal({ items: Array.from({ length: 81 }, () => item('1.00')) })).toMatchObject({
        parameter: 'items',
      });
      expect(await refusal({ items: [item('358.00'), item('0.00')] })).toMatchObject({ parameter: 'items' });
      expect(await refusal({ items: [{ ...item('358.00'), payment_mode: 'gift' }] })).toMatchObject({
        parameter: 'items',
      });
      expect(
        await refusal({ items: [{ ...item('358.00'), amount: { value: 358, currency: 'RUB' } }] }),
      ).toMatchObject({
        parameter: 'items',
      });
      expect(await refusal({ settlements: [] })).toMatchObject({ parameter: 'settlements' });
      expect(
        await refusal({ settlements: [{ type: 'bonus', amount: { value: '358.00', currency: 'RUB' } }] }),
      ).toMatchObject({ parameter: 'settlements' });
      expect(await refusal({ send: false })).toMatchObject({ parameter: 'send' });
      expect(await refusal({ tax_system_code: 7 })).toMatchObject({ parameter: 'tax_system_code' });
    });

    it('needs an Idempotence-Key, and answers a reused one only for the same body', async () => {
      expect((await post('/receipts', body(), null)).body).toMatchObject({ parameter: 'Idempotence-Key' });
      const key = randomUUID();
      const first = await post('/receipts', body(), key);
      expect(first.status).toBe(200);
      expect(await post('/receipts', body(), key)).toEqual(first);
      const other = await post('/receipts', body({ send: true, tax_system_code: 1 }), key);
      expect(other).toMatchObject({ status: 400, body: { parameter: 'Idempotence-Key' } });
    });

    it('refuses an item of 0.00 in a payment’s receipt too', async () => {
      const answer = await post('/payments', {
        amount: { value: '358.00', currency: 'RUB' },
        capture: true,
        confirmation: { type: 'redirect', return_url: 'https://humbl.example/' },
        receipt: { customer: { email: 'anna@example.ru' }, items: [item('179.00', 2), item('0.00')] },
      });
      expect(answer).toMatchObject({ status: 400, body: { parameter: 'receipt' } });
    });
  });
});
