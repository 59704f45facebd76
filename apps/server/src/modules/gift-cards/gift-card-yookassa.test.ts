import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { orderMessages } from '@shop/shared/orders/messages';
import type { RegularCard } from '@shop/shared/rules/cards';
import { separateReceipts } from '../../db/schema.ts';
import { yooKassaEnv } from '../../test/environments.ts';
import { guest, pickupForm, shopCalls, type Who } from '../../test/shop-calls.ts';
import { useMailCatcher, useTestApp } from '../../test/suite.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogCards, isBar } from '../../test/test-shop.ts';
import { YooKassaFake } from '../../test/yookassa-fake.ts';
import { adminCalls, signInAdmin } from '../admin/admin-test-kit.ts';
import { receiptKopecks, type Receipt, type ReceiptItem } from '../payments/receipt.ts';
import {
  balanceOf,
  codeIn,
  emailForm,
  giftCardCalls,
  orderOf,
  seededGiftCard,
  type Order,
} from './gift-cards.fixtures.ts';

/**
 * The gift card journey (gift-card-journey.test.ts) on PAYMENT_PROVIDER=yookassa against the local fake:
 * what YooKassa is sent — the advance of the cards sold, the offset receipts of what cards paid and their
 * reversal — is what docs/product/payments.md#receipts and ADR 0018 say, each accepted by the fake's checks
 * (items summing to the amount or the settlements, a succeeded payment or a known refund named, send: true).
 */

const clock = { now: new Date('2026-11-26T10:00:00Z') };
const mail = useMailCatcher();
const fake = new YooKassaFake();
beforeAll(async () => void (await fake.start()));
afterAll(() => fake.stop());
/** The app's options: mail to the catcher, payments at the fake, `more` over them. */
const options = (more: Record<string, string> = {}) => ({
  now: () => clock.now,
  env: { SMTP_URL: mail.url, ...yooKassaEnv(fake), ...more },
});
const t = useTestApp(() => options());
const shop = shopCalls(t);
const calls = giftCardCalls(t);
let bars: RegularCard[] = [];
let cardProduct: (amount: number) => number;

/** Starts listening so that the fake's notifications reach `app`; answers the notification address. */
const listen = async (app: TestApp) =>
  `${await app.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/yookassa/notification`;

beforeAll(async () => {
  fake.notificationUrl = await listen(t);
  const cards = await catalogCards(t);
  bars = cards.filter(isBar);
  cardProduct = seededGiftCard(cards).product;
});

const rub = (rubles: number) => ({ value: `${rubles}.00`, currency: 'RUB' });
/** What a receipt's items sum to, in rubles. */
const sumOf = (receipt: unknown) => receiptKopecks(receipt as Receipt) / 100;
const paymentsOf = (orderId: number) =>
  [...fake.payments.values()].filter((p) => p.metadata?.order_id === String(orderId));
/** The one element of `list`. */
function only<T>(list: T[]): T {
  expect(list).toHaveLength(1);
  return list[0]!;
}
const receiptPosts = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/receipts');
const receiptPost = (idempotenceKey: string) => ({ method: 'POST', path: '/receipts', idempotenceKey });

/** The shop's row of an order's separate receipt (its Idempotence-Key and the provider's id). */
async function offsetRow(orderId: number, type: 'payment' | 'refund') {
  const [row] = await t.database.db
    .select()
    .from(separateReceipts)
    .where(and(eq(separateReceipts.orderId, orderId), eq(separateReceipts.type, type)));
  return row!;
}

/** The receipt the fake registered for an order's offset (or its reversal): one prepayment of `amount`. */
async function offsetOf(orderId: number, type: 'payment' | 'refund', amount: number) {
  const row = await offsetRow(orderId, type);
  expect(row.status).toBe('pending');
  const receipt = fake.receipts.get(row.providerReceiptId!)!;
  expect(receipt.settlements).toEqual([{ type: 'prepayment', amount: rub(amount) }]);
  expect(sumOf(receipt)).toBe(amount);
  for (const item of receipt.items as ReceiptItem[])
    expect(item).toMatchObject({ payment_mode: 'full_payment', payment_subject: 'commodity' });
  return receipt;
}

/** Bars (`quantities` of the first ones) checked out on `app` for pickup, paid with `codes` first. */
async function placeWithCards(who: Who, quantities: number[], codes: string[], app = t) {
  for (const [index, quantity] of quantities.entries())
    if (quantity > 0)
      expect((await shopCalls(app).addToCart(who, Number(bars[index]!.id), quantity)).statusCode).toBe(200);
  const placed = await giftCardCalls(app).order(who, pickupForm({ gift_card_codes: codes }));
  expect(placed.statusCode, placed.body).toBe(201);
  return { order: orderOf(placed), paymentUrl: placed.json().payment_url as string | null };
}

describe('gift cards through YooKassa (the fake)', () => {
  const friend = 'friend@example.ru';
  const recipient = guest();
  let purchasePayment: string;
  let codes: string[] = [];
  let leftOnA: number;
  let mixed: { order: Order; payment: string };

  it('sells two 1 000 ₽ cards as an advance, issues them when YooKassa says paid, mails the recipient', async () => {
    const buyer = guest();
    const added = await calls.addCard(buyer, cardProduct(1000), 2, { recipient_email: friend });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await calls.order(buyer, emailForm({ email: 'masha@example.ru' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderOf(placed);
    expect(order).toMatchObject({ status: 'awaiting_payment', total_amount: 2000, gift_card_spent: 0 });
    const payment = only(paymentsOf(order.id));
    expect(placed.json().payment_url).toBe(payment.confirmation.confirmation_url);
    expect(payment.amount).toEqual(rub(2000));
    for (const item of (payment.receipt as Receipt).items)
      expect(item).toMatchObject({ payment_mode: 'advance', payment_subject: 'payment' });
    expect(sumOf(payment.receipt)).toBe(2000);
    purchasePayment = payment.id;

    await fake.decide(purchasePayment, 'succeeded');
    const paid = (await shop.order(buyer, order.id)).json() as Order;
    expect(paid.status).toBe('paid');
    const issued = expect.objectContaining({ amount: 1000, balance: 1000, recipient_email: friend });
    expect(paid.gift_cards).toEqual([issued, issued]);
    // Sent at once: two mails, two codes; spendable once the cards are marked sent.
    const states = async () =>
      ((await shop.order(buyer, order.id)).json() as Order).gift_cards.map((c) => c.state);
    await vi.waitFor(async () => expect(await states()).toEqual(['sent', 'sent']), { timeout: 5_000 });
    codes = mail.mails.filter((m) => m.to === friend).map(codeIn);
    expect(codes).toHaveLength(2);
    expect(new Set(codes).size).toBe(2);
    expect(receiptPosts(), 'nothing to offset in a purchase').toEqual([]);
  });

  it('pays a small order by card A alone: no payment, an offset naming the card’s purchase', async () => {
    const paymentsBefore = fake.payments.size;
    const { order, paymentUrl } = await placeWithCards(recipient, [3], [codes[0]!]);
    expect(paymentUrl).toBeNull();
    expect(order).toMatchObject({ status: 'paid', total_amount: 0 });
    expect(order.goods_amount).toBeLessThan(1000);
    expect(order.gift_card_spent).toBe(order.goods_amount);
    expect(fake.payments.size).toBe(paymentsBefore);
    expect(paymentsOf(order.id)).toEqual([]);
    // The default YOOKASSA_OFFSET_RECEIPT_PAYMENT=order: no payment of its own, so the card's purchase.
    const receipt = await offsetOf(order.id, 'payment', order.goods_amount);
    expect(receipt).toMatchObject({ type: 'payment', payment_id: purchasePayment });
    leftOnA = 1000 - order.goods_amount;
  });

  it('pays a big order by the rest of A, card B and money: the offset names this payment, once', async () => {
    const { order, paymentUrl } = await placeWithCards(recipient, [0, 12, 12], codes);
    const spent = leftOnA + 1000;
    expect(order).toMatchObject({ status: 'awaiting_payment', gift_card_spent: spent });
    expect(order.total_amount).toBe(order.goods_amount - spent);
    expect(order.total_amount).toBeGreaterThan(0);
    const payment = only(paymentsOf(order.id));
    expect(paymentUrl).toBe(payment.confirmation.confirmation_url);
    expect(payment.amount).toEqual(rub(order.total_amount));
    expect(sumOf(payment.receipt)).toBe(order.total_amount);

    const postsBefore = receiptPosts().length;
    await fake.decide(payment.id, 'succeeded');
    expect(((await shop.order(recipient, order.id)).json() as Order).status).toBe('paid');
    const receipt = await offsetOf(order.id, 'payment', spent);
    expect(receipt).toMatchObject({ type: 'payment', payment_id: payment.id });
    // The two receipts list the goods once between them.
    expect(sumOf(payment.receipt) + sumOf(receipt)).toBe(order.goods_amount);

    await t.app.services.orders.registerOffsets(clock.now);
    await t.app.services.orders.registerOffsets(clock.now);
    const receipts = [...fake.receipts.values()];
    expect(receipts.filter((r) => r.type === 'payment' && r.payment_id === payment.id)).toEqual([receipt]);
    const { idempotenceKey } = await offsetRow(order.id, 'payment');
    expect(receiptPosts().slice(postsBefore)).toEqual([receiptPost(idempotenceKey)]);
    mixed = { order, payment: payment.id };
  });

  it('refunds the money part, reverses the offset against that refund, and fills both cards up again', async () => {
    const admin = adminCalls(t, (await signInAdmin(t, mail)).token);
    const notified = fake.delivered;
    const answer = await admin.post(`/api/admin/orders/${mixed.order.id}/cancel`, { reason: 'Возврат' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'refunded' });
    const refund = only([...fake.refunds.values()].filter((r) => r.payment_id === mixed.payment));
    expect(refund).toMatchObject({ status: 'succeeded', amount: rub(mixed.order.total_amount) });
    expect(sumOf(refund.receipt)).toBe(mixed.order.total_amount);
    await vi.waitFor(() => expect(fake.delivered, 'the refund’s notification').toBe(notified + 1));

    const reversal = await offsetOf(mixed.order.id, 'refund', mixed.order.gift_card_spent);
    expect(reversal).toMatchObject({ type: 'refund', refund_id: refund.id });
    expect([...fake.receipts.values()].filter((r) => r.refund_id === refund.id)).toEqual([reversal]);

    const balances = [];
    for (const code of codes) {
      const checked = await calls.check(code, recipient);
      expect(checked.statusCode, checked.body).toBe(200);
      balances.push(balanceOf(checked).balance);
    }
    expect(balances).toEqual([leftOnA, 1000]);
  });

  it('with YOOKASSA_OFFSET_RECEIPT_PAYMENT=card names the card’s purchase for a mixed order', async () => {
    const card = { ...options({ YOOKASSA_OFFSET_RECEIPT_PAYMENT: 'card' }), database: t.database };
    const second = await createTestApp(card);
    const toFirst = fake.notificationUrl;
    try {
      fake.notificationUrl = await listen(second);
      const { order } = await placeWithCards(recipient, [0, 0, 0, 12], [codes[1]!], second);
      expect(order).toMatchObject({ status: 'awaiting_payment', gift_card_spent: 1000 });
      const payment = only(paymentsOf(order.id));
      expect(payment.amount).toEqual(rub(order.total_amount));
      await fake.decide(payment.id, 'succeeded');
      expect(((await shopCalls(second).order(recipient, order.id)).json() as Order).status).toBe('paid');
      const receipt = await offsetOf(order.id, 'payment', 1000);
      expect(receipt).toMatchObject({ type: 'payment', payment_id: purchasePayment });
    } finally {
      fake.notificationUrl = toFirst;
      await second.close();
    }
  });

  it('keeps a card-paid order paid when YooKassa fails its offset; the sweep registers it with the same key', async () => {
    expect((await shop.addToCart(recipient, Number(bars[0]!.id), 1)).statusCode).toBe(200);
    const requestsBefore = fake.requests.length;
    const receiptsBefore = fake.receipts.size;
    fake.inject('error500');
    const placed = await calls.order(recipient, pickupForm({ gift_card_codes: [codes[0]!] }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderOf(placed);
    expect(placed.json().payment_url).toBeNull();
    expect(order).toMatchObject({ status: 'paid', total_amount: 0, gift_card_spent: order.goods_amount });
    const row = await offsetRow(order.id, 'payment');
    expect(row).toMatchObject({ status: 'creating', providerReceiptId: null });
    const post = receiptPost(row.idempotenceKey);
    expect(fake.requests.slice(requestsBefore)).toEqual([post]);
    expect(fake.receipts.size).toBe(receiptsBefore);

    await t.app.services.orders.registerOffsets(clock.now);
    expect(fake.requests.slice(requestsBefore)).toEqual([post, post]);
    const receipt = await offsetOf(order.id, 'payment', order.goods_amount);
    expect(receipt).toMatchObject({ type: 'payment', payment_id: purchasePayment });
  });

  it('keeps a card working when YooKassa refuses to refund its purchase, and disables it once it does', async () => {
    const buyer = guest();
    expect((await calls.addCard(buyer, cardProduct(1000))).statusCode).toBe(200);
    const placed = await calls.order(buyer, emailForm({ email: 'refund.me@example.ru' }));
    const order = orderOf(placed);
    await fake.decide(only(paymentsOf(order.id)).id, 'succeeded');
    const letter = await mail.latest('refund.me@example.ru', (m) => m.text.includes('Код карты'));
    const code = codeIn(letter);
    await vi.waitFor(async () => expect((await calls.check(code)).statusCode).toBe(200));
    const admin = adminCalls(t, (await signInAdmin(t, mail, 'refunder')).token);
    const cancel = () => admin.post(`/api/admin/orders/${order.id}/cancel`, { reason: 'Передумали' });

    fake.refundOutcome = 'canceled';
    try {
      const refused = await cancel();
      expect([refused.statusCode, refused.json().detail]).toEqual([409, orderMessages.refundRefused]);
    } finally {
      fake.refundOutcome = 'succeeded';
    }
    // The money did not go back, so the card still works, whole.
    expect(balanceOf(await calls.check(code))).toMatchObject({ balance: 1000 });

    expect((await cancel()).statusCode).toBe(200);
    const dead = await calls.check(code);
    expect([dead.statusCode, dead.json().detail]).toEqual([422, giftCardMessages.unusable]);
  });
});
