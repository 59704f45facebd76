import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { notEnoughStock } from '@shop/shared/cart/messages';
import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import type { Order } from '@shop/shared/orders/order-api';
import { products, refunds } from '../../db/schema.ts';
import { guest, type Who } from '../../test/shop-calls.ts';
import { uniqueIp } from '../../test/sign-in.ts';
import { auditOf, signInCustomer } from './admin-test-kit.ts';
import { useOrdersAdminShop } from './orders-admin.fixtures.ts';

/** The admin's cancel: an unpaid order frees its goods, a paid one is refunded through the provider. */

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, snacks, admin, barId, orderRow, place, paid, move, cancel } =
  useOrdersAdminShop(clock);

const stockOf = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.quantity;
const heldOf = async (id: number) =>
  ((await admin.get('/api/admin/products')).json() as AdminProduct[]).find((p) => p.id === id)!.held;

describe('POST /api/admin/orders/{id}/cancel', () => {
  it('refunds a paid order: money back through the provider, stock back, bonuses reversed', async () => {
    const customer = await signInCustomer(t, mail);
    const who: Who = { token: customer.token };
    const first = await paid(who, barId(6), 10, { email: customer.email });
    const card = async () => (await shop.loyalty(who)).json() as LoyaltyCard;
    const earned = (await card()).balance;
    expect(earned).toBe(first.cash_back);

    const stockBefore = await stockOf(barId(7));
    const second = await paid(who, barId(7), 3, { email: customer.email, use_bonus: true });
    expect(second.bonus_spent).toBeGreaterThan(0);
    expect(await stockOf(barId(7))).toBe(stockBefore - 3);
    expect((await move(second.id, 'assembling')).statusCode).toBe(200);

    const res = await cancel(second.id, 'Покупатель вернул товар');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Order).status).toBe('refunded');
    expect(await stockOf(barId(7))).toBe(stockBefore);
    expect((await card()).balance).toBe(earned);
    const history = (await shop.orders(who)).json() as Order[];
    expect(history.find((o) => o.id === second.id)!.status).toBe('refunded');

    const [refund, ...more] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, second.id));
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ amount: second.total_amount, reason: 'Покупатель вернул товар' });
    expect((await auditOf(t, `order:${second.id}`)).at(-1)).toMatchObject({
      action: 'order.refund',
      before: { status: 'assembling' },
      after: { status: 'refunded', reason: 'Покупатель вернул товар' },
    });

    const again = await cancel(second.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(adminMessages.cancelNotAllowed);
  });

  it('cancels an unpaid order at once: its goods are free and its spent bonuses back', async () => {
    const customer = await signInCustomer(t, mail);
    const who: Who = { token: customer.token };
    await paid(who, barId(8), 10, { email: customer.email });
    const balance = async () => ((await shop.loyalty(who)).json() as LoyaltyCard).balance;
    const earned = await balance();

    const id = barId(9);
    // One client may order half the stock: 3 of 6, and the other 3 are all anyone else can take.
    expect((await admin.patch(`/api/admin/products/${id}`, { quantity: 6 })).statusCode).toBe(200);
    const order = (await place(who, id, 3, { email: customer.email, use_bonus: true })).order;
    expect(order.bonus_spent).toBeGreaterThan(0);
    expect(await balance()).toBe(earned - order.bonus_spent);
    expect(await heldOf(id)).toBe(3);
    const four = await shop.addToCart(guest(), id, 4, uniqueIp());
    expect([four.statusCode, four.json().detail]).toEqual([409, notEnoughStock(snacks[9]!.title, 3)]);

    const res = await cancel(order.id, 'Дубль заказа');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Order).status).toBe('cancelled');
    expect(await heldOf(id)).toBe(0);
    // All 6 are free again: two shoppers take 3 each.
    expect((await shop.addToCart(guest(), id, 3, uniqueIp())).statusCode).toBe(200);
    expect((await shop.addToCart(guest(), id, 3, uniqueIp())).statusCode).toBe(200);
    expect(await balance()).toBe(earned);
    expect(((await shop.order(who, order.id)).json() as Order).status).toBe('cancelled');
    const letter = await mail.latest(
      customer.email,
      (m) => m.subject === `Заказ №${order.retailcrm_id} отменён`,
    );
    expect(letter.text).toContain('Мы отменили этот заказ');
    expect(await auditOf(t, `order:${order.id}`)).toMatchObject([
      { action: 'order.cancel', before: { status: 'awaiting_payment' }, after: { status: 'cancelled' } },
    ]);
    expect((await cancel(order.id)).statusCode).toBe(409);
  });

  it('refunds a payment that arrives after the cancel, and the order stays cancelled', async () => {
    const placed = await place(guest(), barId(10), 2);
    const stock = await stockOf(barId(10));
    expect((await cancel(placed.order.id)).statusCode).toBe(200);

    expect((await shop.decide(placed.payment_url!, 'succeeded')).statusCode).toBe(200);
    const row = await orderRow(placed.order.id);
    expect(row.status).toBe('cancelled');
    expect(row.paidAt).toBeNull();
    expect(await stockOf(barId(10))).toBe(stock);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, placed.order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: placed.order.total_amount });
  });

  it('gives the money back whichever comes first when the cancel and the payment race', async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = barId(12);
      const stock = await stockOf(id);
      const placed = await place(guest(), id, 1);
      const [cancelled, decided] = await Promise.all([
        cancel(placed.order.id),
        shop.decide(placed.payment_url!, 'succeeded'),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(decided.statusCode).toBe(200);
      // Cancelled first: the late payment is refunded. Paid first: the cancel refunds it.
      expect(['cancelled', 'refunded']).toContain((await orderRow(placed.order.id)).status);
      const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, placed.order.id));
      expect(rows).toHaveLength(1);
      expect(await stockOf(id)).toBe(stock);
    }
  });

  it('refunds a handed-over order whose goods came back; refuses a refunded or unknown one and no reason', async () => {
    const order = await paid(guest(), barId(11), 1);
    for (const status of ['assembling', 'ready', 'handed_over'])
      expect((await move(order.id, status)).statusCode).toBe(200);
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('refunded');
    const again = await cancel(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(adminMessages.cancelNotAllowed);

    expect((await cancel(999_999)).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/orders/${order.id}/cancel`, { reason: '  ' })).statusCode).toBe(422);
    expect((await admin.post(`/api/admin/orders/${order.id}/cancel`, {})).statusCode).toBe(422);
  });
});
