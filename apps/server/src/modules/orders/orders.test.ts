import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '@shop/shared/orders/messages';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import type { BoxCard } from '@shop/shared/rules/cards';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import { useOrderShop } from './orders.fixtures.ts';

// A Monday: courier dates start on Tuesday 2026-11-24.
const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, shop, cards, bar, priceOf, orderOne } = useOrderShop(clock);

describe('placing an order', () => {
  it('turns a guest cart into an order at server prices, empties the cart and opens a payment', async () => {
    const who = guest();
    const product = await priceOf(Number(bar().id));
    await shop.addToCart(who, product.id, 2);
    // The client's figures never count: only the form goes to the server.
    const placed = await shop.placeOrder(who, pickupForm({ add_package: true }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payment_url } = placed.json() as CreateOrderAnswer;
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      is_paid: false,
      goods_amount: product.price * 2,
      packages_amount: 30,
      delivery_amount: 0,
      bonus_spent: 0,
      total_amount: product.price * 2 + 30,
      delivery: { delivery_type: 'pickup', shop_number: 1 },
      customer: { first_name: 'Анна', phone: '+79991234567', email: 'anna@example.ru' },
    });
    expect(order.retailcrm_id).toMatch(/^\d{4,}$/);
    expect(order.items.map((i) => [i.kind, i.product_id, i.price, i.quantity])).toEqual([
      ['product', product.id, product.price, 2],
      ['package', expect.any(Number), 30, 1],
    ]);
    expect(order.items[1]!.name).toBe('ПАКЕТ');
    expect(new Date(order.pay_until).getTime() - new Date(order.created_at).getTime()).toBe(60 * 60_000);
    expect(payment_url).toMatch(/^\/pay\/[0-9a-f-]{36}$/);
    expect(order.payments).toEqual([{ invoice_url: payment_url, status: 'pending' }]);
    expect(await shop.cart(who)).toEqual({ items: [], reserved_until: null });

    const page = (await shop.paymentPage(payment_url!)).json();
    expect(page).toMatchObject({
      order_number: order.retailcrm_id,
      amount: order.total_amount,
      status: 'pending',
    });
  });

  it('numbers orders one after another', async () => {
    const first = await orderOne(guest());
    const second = await orderOne(guest());
    expect(Number(second.order.retailcrm_id)).toBe(Number(first.order.retailcrm_id) + 1);
  });

  it('puts a custom box in the order with its flavours and their sum', async () => {
    const who = guest();
    const box = cards.find((c): c is BoxCard => c.kind === 'box' && c.flavors.length >= 2)!;
    const [a, b] = box.flavors;
    const made = await shop.addBox(who, 'box4', [
      { product_id: Number(a!.id), quantity: 3 },
      { product_id: Number(b!.id), quantity: 1 },
    ]);
    expect(made.statusCode, made.body).toBe(200);
    const { order } = (await shop.placeOrder(who, pickupForm())).json() as CreateOrderAnswer;
    const line = order.items.find((i) => i.kind === 'box')!;
    expect(line.product_id).toBeNull();
    // Named by what is in it: four pieces of two flavours.
    expect(line.name).toBe('Свой бокс: 4 шт, 2 вкуса');
    expect(line.box!.box_type).toBe('box4');
    expect(line.box!.items.map((f) => [f.product_id, f.quantity])).toEqual([
      [Number(a!.id), 3],
      [Number(b!.id), 1],
    ]);
    const sum = line.box!.items.reduce((s, f) => s + f.price * f.quantity, 0);
    expect(line.price).toBe(sum);
    expect(order.goods_amount).toBe(sum);
  });

  it('charges the courier fee and keeps the slot and date', async () => {
    const who = guest();
    await shop.addToCart(who, Number(bar().id), 1);
    const slots = (await t.app.inject({ method: 'GET', url: '/api/admin/delivery-times/public' })).json();
    const placed = await shop.placeOrder(
      who,
      pickupForm({
        delivery: {
          delivery_type: 'courier',
          address: 'Санкт-Петербург, ул. Ленина, 1, кв. 5',
          date: courierDates(clock.now)[0]!,
          slot_id: slots[0].id,
        },
        add_present_package: true,
      }),
    );
    const { order } = placed.json() as CreateOrderAnswer;
    expect(placed.statusCode, placed.body).toBe(201);
    expect(order.delivery).toMatchObject({
      delivery_type: 'courier',
      shop_number: null,
      address: 'Санкт-Петербург, ул. Ленина, 1, кв. 5',
      date: courierDates(clock.now)[0],
      time_from: slots[0].time_from,
      time_to: slots[0].time_to,
    });
    expect(order.delivery_amount).toBe(300);
    expect(order.packages_amount).toBe(50);
    expect(order.total_amount).toBe(order.goods_amount + 350);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated submit with the same order', async () => {
    const who = guest();
    await shop.addToCart(who, Number(bar().id), 1);
    const first = await shop.placeOrder(who, pickupForm(), 'key-1');
    const second = await shop.placeOrder(who, pickupForm(), 'key-1');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(second.json().payment_url).toBe(first.json().payment_url);
    expect((await shop.orders(who)).json()).toHaveLength(1);
  });

  it('makes one order of parallel submits with one key', async () => {
    const who = guest();
    await shop.addToCart(who, Number(bar().id), 1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shop.placeOrder(who, pickupForm(), 'double-click')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().order.id)).size).toBe(1);
    expect((await shop.orders(who)).json()).toHaveLength(1);
  });

  it('refuses the same key with another request', async () => {
    const who = guest();
    await orderOne(who);
    await shop.addToCart(who, Number(bar().id), 1);
    await shop.placeOrder(who, pickupForm(), 'key-2');
    const other = await shop.placeOrder(who, pickupForm({ add_package: true }), 'key-2');
    expect([other.statusCode, other.json().detail]).toEqual([422, checkoutMessages.idempotencyReused]);
  });
});
