import { describe, expect, it } from 'vitest';
import { orderMessages } from '@shop/shared/orders/messages';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders/order-api';
import { courierDates, formatDeliveryDate } from '@shop/shared/rules/delivery-dates';
import { guest, paymentIdOf, pickupForm } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail } from '../../test/sign-in.ts';
import { useOrderShop } from './orders.fixtures.ts';

/** Reading orders: whose they are, what a call must name, what the body cannot forge, the order mails. */

// A Monday: courier dates start on Tuesday 2026-11-24.
const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, bar, priceOf, orderOne } = useOrderShop(clock);

describe('reading orders', () => {
  it('shows each shopper only their own orders', async () => {
    const anna = guest();
    const boris = guest();
    const { order } = await orderOne(anna);
    expect((await shop.order(anna, order.id)).json().id).toBe(order.id);
    for (const call of [shop.order(boris, order.id), shop.pay(boris, order.id)]) {
      const answer = await call;
      expect([answer.statusCode, answer.json().detail]).toEqual([404, orderMessages.notFound]);
    }
    expect((await shop.orders(boris)).json()).toEqual([]);
    const list = (await shop.orders(anna)).json() as Order[];
    expect(list.map((o) => o.id)).toEqual([order.id]);
  });

  it('asks every order call for a session or a token, and refuses a forged token', async () => {
    const who = guest();
    const { order } = await orderOne(who);
    const calls = [
      { method: 'POST' as const, url: '/api/orders/', payload: pickupForm() },
      { method: 'GET' as const, url: `/api/orders/${order.id}` },
      { method: 'POST' as const, url: `/api/orders/${order.id}/pay`, payload: {} },
    ];
    for (const call of calls) {
      const bare = await t.app.inject(call);
      expect([bare.statusCode, bare.json().detail], call.url).toEqual([
        400,
        orderMessages.sessionOrTokenMissing,
      ]);
      const forged = await t.app.inject({ ...call, headers: { authorization: 'Bearer forged.token.value' } });
      expect(forged.statusCode, call.url).toBe(401);
    }
    for (const url of ['/api/loyalty/', '/api/users/user']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('takes nothing but the form from the body: forged prices, totals and bonuses are ignored', async () => {
    const who = guest();
    const product = await priceOf(Number(bar().id));
    await shop.addToCart(who, product.id, 2);
    const forged = {
      ...pickupForm(),
      total_amount: 1,
      goods_amount: 1,
      bonus_spent: 999,
      status: 'paid',
      items: [{ product_id: product.id, price: 1, quantity: 100 }],
    };
    const placed = await shop.placeOrder(who, forged as never);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({
      status: 'awaiting_payment',
      total_amount: product.price * 2,
      bonus_spent: 0,
      items: [expect.objectContaining({ product_id: product.id, price: product.price, quantity: 2 })],
    });
  });

  it('answers the documented messages for a missing or malformed session id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/orders/' });
    expect([missing.statusCode, missing.json().detail]).toEqual([400, orderMessages.sessionOrTokenMissing]);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/orders/?session_id=123' });
    expect([malformed.statusCode, malformed.json().detail]).toEqual([422, orderMessages.sessionMalformed]);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/orders/',
      headers: { authorization: 'Bearer forged.token.value' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('moves a guest’s orders into the account they sign in to with that session', async () => {
    const session = guest() as { session: string };
    const { order } = await orderOne(session);
    const { tokens } = await signIn(t, mail, uniqueEmail(), { sessionId: session.session });
    const mine = (await shop.orders({ token: tokens.access_token })).json() as Order[];
    expect(mine.map((o) => o.id)).toEqual([order.id]);
    expect((await shop.orders(session)).json()).toEqual([]);
  });

  it('mails the order with its number, items and payment link', async () => {
    const who = guest();
    const email = uniqueEmail('order');
    await shop.addToCart(who, Number(bar().id), 1);
    const { order, payment_url } = (
      await shop.placeOrder(who, pickupForm({ email }))
    ).json() as CreateOrderAnswer;
    const letter = await mail.latest(email);
    expect(letter.subject).toBe(`Заказ №${order.retailcrm_id} оформлен`);
    expect(letter.text).toContain(order.items[0]!.name);
    expect(letter.text).toContain(`http://localhost:3000${payment_url}`);
    expect(paymentIdOf(payment_url!)).toMatch(/^[0-9a-f-]{36}$/);
    // Where to collect it, and until when it waits for payment (in the shop's time, UTC+3).
    const { shop_name, shop_address } = order.delivery;
    expect(letter.text).toContain(`Самовывоз: ${shop_name}, ${shop_address}`);
    const payUntil = new Date(order.pay_until);
    const moscowTime = `${String((payUntil.getUTCHours() + 3) % 24).padStart(2, '0')}:${String(payUntil.getUTCMinutes()).padStart(2, '0')}`;
    expect(letter.text).toContain(`Оплатите заказ до ${payUntil.getUTCDate()} `);
    expect(letter.text).toContain(`в ${moscowTime} (МСК)`);
  });

  it('mails a courier order with its address, day and slot', async () => {
    const who = guest();
    const email = uniqueEmail('courier');
    await shop.addToCart(who, Number(bar().id), 1);
    const slots = (await t.app.inject({ method: 'GET', url: '/api/admin/delivery-times/public' })).json();
    const date = courierDates(clock.now)[0]!;
    const placed = await shop.placeOrder(
      who,
      pickupForm({
        email,
        delivery: {
          delivery_type: 'courier',
          address: 'Санкт-Петербург, ул. Ленина, 1, кв. 5',
          date,
          slot_id: slots[0].id,
        },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const letter = await mail.latest(email);
    expect(letter.text).toContain(
      `Доставка курьером: Санкт-Петербург, ул. Ленина, 1, кв. 5, ${formatDeliveryDate(date)}, ` +
        `${slots[0].time_from}–${slots[0].time_to}`,
    );
    expect(letter.text).toContain('• Доставка — 300 ₽');
  });
});
