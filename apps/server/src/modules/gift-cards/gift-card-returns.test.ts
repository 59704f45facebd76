import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import type { Order } from '@shop/shared/orders/order-api';
import { refunds } from '../../db/schema.ts';
import type { Who } from '../../test/shop-calls.ts';
import { useGiftCardShop } from './gift-cards.fixtures.ts';

/**
 * Money a card paid comes back when its order lapses, is cancelled or refunded — once, and only to a card
 * that can hold it; the order that bought a card is refunded only while the card has paid for nothing.
 */

const clock = { now: new Date('2026-11-26T10:00:00Z') };
const { t, shop, cancel, cardInHand, orderWith, checked, ledgerOf, disableCard } = useGiftCardShop(clock);

const statusOf = async (who: Who, id: number) => ((await shop.order(who, id)).json() as Order).status;
/** The provider refunds of an order (amounts), as the payments module recorded them. */
const providerRefunds = async (orderId: number) =>
  (await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).map((row) => row.amount);

describe('an order paid partly by a gift card', () => {
  it('that lapses unpaid gives the card its money back once, however many readers and sweeps race', async () => {
    const { card, code } = await cardInHand(1000);
    const { who, order } = await orderWith([code], 1, 8);
    expect(order).toMatchObject({ status: 'awaiting_payment', gift_card_spent: 1000 });
    expect(order.total_amount).toBe(order.goods_amount - 1000);
    expect(await checked(code)).toEqual([422, giftCardMessages.unusable]);

    clock.now = new Date(new Date(order.pay_until).getTime() + 60_000);
    const [listed, read] = await Promise.all([
      shop.orders(who),
      shop.order(who, order.id),
      t.app.services.orders.expireDue(clock.now),
      t.app.services.orders.expireDue(clock.now),
    ]);
    expect((listed.json() as Order[])[0]).toMatchObject({ id: order.id, status: 'cancelled' });
    expect((read.json() as Order).status).toBe('cancelled');
    await t.app.services.orders.expireDue(clock.now);

    expect(await checked(code)).toEqual([200, 1000]);
    expect((await ledgerOf(card.id)).rows).toEqual([
      ['issued', 1000],
      ['spent', -1000],
      ['returned', 1000],
    ]);
  });

  it('that an admin cancels unpaid gives the card its money back', async () => {
    const { card, code } = await cardInHand(1000);
    const { who, order } = await orderWith([code], 2, 8);
    expect(order).toMatchObject({ status: 'awaiting_payment', gift_card_spent: 1000 });
    expect(await checked(code)).toEqual([422, giftCardMessages.unusable]);

    const cancelled = await cancel(order.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as Order).status).toBe('cancelled');
    expect(await statusOf(who, order.id)).toBe('cancelled');
    expect(await checked(code)).toEqual([200, 1000]);
    const { rows } = await ledgerOf(card.id);
    expect(rows).toEqual([
      ['issued', 1000],
      ['spent', -1000],
      ['returned', 1000],
    ]);
    // Cancelling again moves nothing.
    expect((await cancel(order.id)).statusCode).toBe(409);
    expect((await ledgerOf(card.id)).rows).toEqual(rows);
  });

  it('that was paid through the provider for the rest is refunded: the provider returns only that part', async () => {
    const { card, code } = await cardInHand(1000);
    const { who, order, paymentUrl } = await orderWith([code], 3, 8);
    expect(order.total_amount).toBe(order.goods_amount - 1000);
    expect((await shop.decide(paymentUrl!, 'succeeded')).statusCode).toBe(200);
    expect(await statusOf(who, order.id)).toBe('paid');

    const refunded = await cancel(order.id, 'Покупатель вернул товар');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((refunded.json() as Order).status).toBe('refunded');
    expect(await providerRefunds(order.id)).toEqual([order.total_amount]);
    expect(await checked(code)).toEqual([200, 1000]);
    expect((await ledgerOf(card.id)).rows).toEqual([
      ['issued', 1000],
      ['spent', -1000],
      ['returned', 1000],
    ]);
  });
});

describe('an order paid in full by a gift card', () => {
  it('is paid at once, and its refund gives the card its money back with no provider refund', async () => {
    const { card, code } = await cardInHand(1000);
    const { who, order, paymentUrl } = await orderWith([code], 4, 4);
    expect(paymentUrl).toBeNull();
    expect(order).toMatchObject({ status: 'paid', total_amount: 0, payments: [] });
    const spent = order.gift_card_spent;
    expect(spent).toBe(order.goods_amount);
    expect(await checked(code)).toEqual([200, 1000 - spent]);

    const refunded = await cancel(order.id);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await statusOf(who, order.id)).toBe('refunded');
    expect(await providerRefunds(order.id)).toEqual([]);
    expect(await checked(code)).toEqual([200, 1000]);
    expect((await ledgerOf(card.id)).rows).toEqual([
      ['issued', 1000],
      ['spent', -spent],
      ['returned', spent],
    ]);
  });
});

describe('refunding the order that bought a gift card', () => {
  it('disables the card and writes its money off while it has paid for nothing', async () => {
    const { buyer, purchase, card, code } = await cardInHand(1000);
    const refunded = await cancel(purchase.id, 'Передумал дарить');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await statusOf(buyer, purchase.id)).toBe('refunded');
    expect(await providerRefunds(purchase.id)).toEqual([1000]);

    const { detail, rows } = await ledgerOf(card.id);
    expect(detail).toMatchObject({ state: 'disabled', balance: 0 });
    expect(rows).toEqual([
      ['issued', 1000],
      ['disabled', -1000],
    ]);
    expect(await checked(code)).toEqual([422, giftCardMessages.unusable]);
  });

  it('is refused once the card has paid for something, and goes through when that money is back', async () => {
    const { buyer, purchase, card, code } = await cardInHand(1000);
    const { order } = await orderWith([code], 5, 4);
    const spent = order.gift_card_spent;
    expect(order.status).toBe('paid');
    const before = (await ledgerOf(card.id)).rows;

    const refused = await cancel(purchase.id);
    expect([refused.statusCode, refused.json().detail]).toEqual([409, giftCardMessages.purchaseSpent]);
    // Nothing changed: the card still pays, the purchase is still paid, no money went anywhere.
    expect(await checked(code)).toEqual([200, 1000 - spent]);
    expect(await statusOf(buyer, purchase.id)).toBe('paid');
    expect((await ledgerOf(card.id)).rows).toEqual(before);
    expect(await providerRefunds(purchase.id)).toEqual([]);

    // Once the order the card paid for is refunded, the card has paid for nothing: the purchase can be.
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect((await cancel(purchase.id)).statusCode).toBe(200);
    const { detail, rows, sum } = await ledgerOf(card.id);
    expect(detail.state).toBe('disabled');
    expect(sum).toBe(0);
    expect(rows).toEqual([...before, ['returned', spent], ['disabled', -1000]]);
  });
});

describe('money returned to a card an admin has disabled meanwhile', () => {
  it('is written off at once', async () => {
    const { card, code } = await cardInHand(1000);
    const { order } = await orderWith([code], 6, 4);
    const spent = order.gift_card_spent;

    const disabled = await disableCard(card.id);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ state: 'disabled', balance: 0, disabled_reason: 'Карту украли' });

    expect((await cancel(order.id)).statusCode).toBe(200);
    const { detail, rows, sum } = await ledgerOf(card.id);
    expect(rows).toEqual([
      ['issued', 1000],
      ['spent', -spent],
      ['disabled', -(1000 - spent)],
      ['returned', spent],
      ['disabled', -spent],
    ]);
    expect(sum).toBe(0);
    expect(detail).toMatchObject({ state: 'disabled', balance: 0 });
    expect(await checked(code)).toEqual([422, giftCardMessages.unusable]);
  });
});
