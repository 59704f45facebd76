import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderMessages } from '@shop/shared/orders/messages';
import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders/order-api';
import { httpErrorOf } from '../../lib/errors.ts';
import { Refusal } from '../../lib/refusals.ts';
import { products, refunds, testProviderRefunds } from '../../db/schema.ts';
import { guest, pickupForm, type Who } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';

/** OrdersService.refund (the admin's cancel of a paid order) through the built-in test provider. */

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, bars, paid: paidOrder } = useTestShop(clock);
beforeEach(() => {
  clock.now = new Date(clock.now.getTime() + 24 * 60 * 60_000);
});

const orders = () => t.app.services.orders;
const barId = (index: number) => Number(bars[index]!.id);
const stockOf = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.quantity;
const card = async (who: Who) => (await shop.loyalty(who)).json() as LoyaltyCard;
const orderOf = async (who: Who, id: number) => (await shop.order(who, id)).json() as Order;

async function customer() {
  const email = uniqueEmail('refund');
  const { tokens } = await signIn(t, mail, email);
  return { who: { token: tokens.access_token } as Who, email };
}

const refundError = async (id: number) => {
  const error = await orders()
    .refund(id, 'test')
    .then(() => null)
    .catch((err: unknown) => err);
  expect(error).toBeInstanceOf(Refusal);
  return httpErrorOf(error as Refusal);
};

describe('refunding a paid order', () => {
  it('gives the money back once, returns the stock, takes the cash back and returns the spent bonuses', async () => {
    const { who, email } = await customer();
    const first = await paidOrder(who, barId(0), 10, { email });
    const earned = (await card(who)).balance;
    expect(earned).toBe(first.cash_back);
    expect(earned).toBeGreaterThan(0);

    const stockBefore = await stockOf(barId(1));
    const second = await paidOrder(who, barId(1), 3, { use_bonus: true, email });
    expect(second.bonus_spent).toBeGreaterThan(0);
    expect(await stockOf(barId(1))).toBe(stockBefore - 3);
    const beforeRefund = await card(who);

    const refunded = await orders().refund(second.id, 'Покупатель вернул товар');
    expect(refunded.status).toBe('refunded');
    expect((await orderOf(who, second.id)).status).toBe('refunded');
    expect(await stockOf(barId(1))).toBe(stockBefore);

    const after = await card(who);
    // The spent bonuses come back and the second order's cash back goes: what the first order earned.
    expect(after.balance).toBe(earned);
    expect(after.paid_total).toBe(beforeRefund.paid_total - second.total_amount);
    const kinds = after.history.filter((m) => m.order_id === second.id).map((m) => m.kind);
    expect(kinds.sort()).toEqual(['cash_back', 'cash_back_reversed', 'returned', 'spent']);

    const letter = await mail.latest(email, (m) => m.subject.includes('деньги возвращаются'));
    expect(letter.subject).toBe(`Заказ №${second.retailcrm_id} отменён, деньги возвращаются`);
    expect(letter.text).toContain(`${second.total_amount.toLocaleString('ru-RU')} ₽`);

    // Again, and twice at once: nothing moves a second time.
    await Promise.all([orders().refund(second.id, 'again'), orders().refund(second.id, 'again')]);
    expect(await stockOf(barId(1))).toBe(stockBefore);
    expect((await card(who)).balance).toBe(earned);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, second.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amount: second.total_amount });
  });

  it('takes back cash back that was spent already: the balance owes it, and owed bonuses pay for nothing', async () => {
    const { who, email } = await customer();
    const first = await paidOrder(who, barId(4), 10, { email });
    const second = await paidOrder(who, barId(4), 4, { use_bonus: true, email });
    expect(second.bonus_spent).toBe(first.cash_back);

    await orders().refund(first.id, 'Покупатель вернул товар');
    const owing = (await card(who)).balance;
    expect(owing).toBe(second.cash_back - first.cash_back);
    expect(owing).toBeLessThan(0);

    expect((await shop.addToCart(who, barId(4), 1)).statusCode).toBe(200);
    const third = await shop.placeOrder(who, pickupForm({ use_bonus: true, email }));
    expect(third.statusCode, third.body).toBe(201);
    expect((third.json() as CreateOrderAnswer).order.bonus_spent).toBe(0);
  });

  it('asks the provider for one refund when two admins press at once', async () => {
    const who = guest();
    const order = await paidOrder(who, barId(2), 2);
    const results = await Promise.all([orders().refund(order.id, 'a'), orders().refund(order.id, 'b')]);
    expect(results.map((r) => r.status)).toEqual(['refunded', 'refunded']);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    const atProvider = await t.database.db
      .select()
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.id, rows[0]!.providerRefundId!));
    expect(atProvider).toHaveLength(1);
    expect(atProvider[0]!.amount).toBe(order.total_amount);
  });

  it('refuses an unpaid, a cancelled or an unknown order', async () => {
    const who = guest();
    expect((await shop.addToCart(who, barId(3), 1)).statusCode).toBe(200);
    const placed = (await shop.placeOrder(who, pickupForm())).json() as CreateOrderAnswer;
    const unpaid = await refundError(placed.order.id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.message).toBe(orderMessages.refundNeedsPayment);

    clock.now = new Date(clock.now.getTime() + 61 * 60_000);
    expect((await orderOf(who, placed.order.id)).status).toBe('cancelled');
    expect((await refundError(placed.order.id)).statusCode).toBe(409);

    const unknown = await refundError(999_999);
    expect(unknown.statusCode).toBe(404);
  });
});
