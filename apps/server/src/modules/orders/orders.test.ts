import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutMessages, orderMessages } from '@shop/shared/order-messages';
import type { CreateOrderAnswer, Order } from '@shop/shared/orders';
import { courierDates, formatDeliveryDate } from '@shop/shared/rules/delivery-dates';
import type { BoxCard, Card, RegularCard } from '@shop/shared/rules/cards';
import { products } from '../../db/schema.ts';
import type { MailCatcher } from '../../test/mail-catcher.ts';
import { guest, paymentIdOf, pickupForm, type Who } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

let t: TestApp;
let mail: MailCatcher;
let shop: TestShop['shop'];
let cards: Card[];
let stop: () => Promise<void>;
// A Monday: courier dates start on Tuesday 2026-11-24.
const clock = { now: new Date('2026-11-23T09:00:00Z') };

beforeAll(async () => {
  ({ t, mail, shop, cards, stop } = await startTestShop(clock));
});
afterAll(() => stop?.());
beforeEach(() => {
  clock.now = new Date(clock.now.getTime() + 7 * 24 * 60 * 60_000); // a week on: every hold and order has lapsed
});

const bars = () =>
  cards.filter((c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Bars');
const bar = (index = 0) => bars()[index]!;
const priceOf = async (productId: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!;
const setProduct = async (productId: number, values: { price?: number; quantity?: number }) => {
  await t.database.db.update(products).set(values).where(eq(products.id, productId));
  t.app.services.catalog.invalidate();
};

async function orderOne(who: Who, productId = Number(bar().id), quantity = 1) {
  expect((await shop.addToCart(who, productId, quantity)).statusCode).toBe(200);
  const placed = await shop.placeOrder(who, pickupForm());
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as CreateOrderAnswer;
}

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
          address: 'ул. Ленина, 1, кв. 5',
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
      address: 'ул. Ленина, 1, кв. 5',
      date: courierDates(clock.now)[0],
      time_from: slots[0].time_from,
      time_to: slots[0].time_to,
    });
    expect(order.delivery_amount).toBe(300);
    expect(order.packages_amount).toBe(50);
    expect(order.total_amount).toBe(order.goods_amount + 350);
  });
});

describe('refusing an order', () => {
  it('checks the form on the server with the checkout messages', async () => {
    const who = guest();
    await shop.addToCart(who, Number(bar().id), 1);
    const refusals: [object, string][] = [
      [{ first_name: 'А' }, 'Минимум 2 символа'],
      [{ last_name: '' }, 'Минимум 2 символа'],
      [{ phone: '12-34' }, 'Некорректный номер телефона'],
      [{ email: 'anna@' }, 'Некорректный email'],
      [{ delivery: { delivery_type: 'pickup', shop_number: 99 } }, checkoutMessages.storeRequired],
      [{ delivery: { delivery_type: 'pickup' } }, checkoutMessages.storeRequired],
      [
        { delivery: { delivery_type: 'courier', address: '', date: courierDates(clock.now)[0], slot_id: 1 } },
        checkoutMessages.addressRequired,
      ],
      [
        // Today is not a courier day, nor is a Saturday.
        {
          delivery: {
            delivery_type: 'courier',
            address: 'ул. Ленина, 1',
            date: clock.now.toISOString().slice(0, 10),
            slot_id: 1,
          },
        },
        checkoutMessages.dateRequired,
      ],
      [
        {
          delivery: {
            delivery_type: 'courier',
            address: 'ул. Ленина, 1',
            date: courierDates(clock.now)[0],
            slot_id: 999,
          },
        },
        checkoutMessages.slotRequired,
      ],
      [{ use_bonus: true }, checkoutMessages.bonusesNeedAccount],
    ];
    for (const [change, detail] of refusals) {
      const answer = await shop.placeOrder(who, pickupForm(change));
      expect([answer.statusCode, answer.json().detail], JSON.stringify(change)).toEqual([422, detail]);
    }
    const malformed = await shop.placeOrder(who, {
      ...pickupForm(),
      delivery: { delivery_type: 'drone' },
    } as never);
    expect(malformed.statusCode).toBe(422);
    // Nothing was ordered: the cart is intact.
    expect((await shop.cart(who)).items).toHaveLength(1);
    expect((await shop.orders(who)).json()).toEqual([]);
  });

  it('refuses an empty cart, and a second submit once the first took the cart', async () => {
    const who = guest();
    const empty = await shop.placeOrder(who, pickupForm());
    expect([empty.statusCode, empty.json().detail]).toEqual([409, checkoutMessages.cartEmpty]);
    await orderOne(who);
    const again = await shop.placeOrder(who, pickupForm());
    expect([again.statusCode, again.json().detail]).toEqual([409, checkoutMessages.cartEmpty]);
    expect((await shop.orders(who)).json()).toHaveLength(1);
  });

  it('refuses a changed price, reprices the cart, and takes the order at the new price', async () => {
    const who = guest();
    const product = await priceOf(Number(bar(1).id));
    await shop.addToCart(who, product.id, 1);
    await setProduct(product.id, { price: product.price + 20 });
    try {
      const refused = await shop.placeOrder(who, pickupForm());
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(
        checkoutMessages.priceChanged(product.name, product.price, product.price + 20),
      );
      expect((await shop.cart(who)).items[0].price).toBe(product.price + 20);
      const placed = await shop.placeOrder(who, pickupForm());
      expect(placed.statusCode).toBe(201);
      expect(placed.json().order.total_amount).toBe(product.price + 20);
    } finally {
      await setProduct(product.id, { price: product.price });
    }
  });

  it('refuses a total other than the one the shopper saw', async () => {
    const who = guest();
    const product = await priceOf(Number(bar().id));
    await shop.addToCart(who, product.id, 1);
    const refused = await shop.placeOrder(who, pickupForm({ expected_total: product.price - 1 }));
    expect([refused.statusCode, refused.json().detail]).toEqual([
      409,
      checkoutMessages.totalChanged(product.price),
    ]);
    expect((await shop.cart(who)).items).toHaveLength(1);
    expect((await shop.placeOrder(who, pickupForm({ expected_total: product.price }))).statusCode).toBe(201);
  });

  it('refuses units a lapsed hold lost to another cart, naming what is left', async () => {
    const product = await priceOf(Number(bar(2).id));
    const late = guest();
    const other = guest();
    // One client may hold half the stock: two others, from addresses of their own, take 3 of the 4.
    await setProduct(product.id, { quantity: 4 });
    try {
      await shop.addToCart(late, product.id, 2);
      clock.now = new Date(clock.now.getTime() + 16 * 60_000); // the hold lapses
      expect((await shop.addToCart(other, product.id, 2, uniqueIp())).statusCode).toBe(200);
      expect((await shop.addToCart(guest(), product.id, 1, uniqueIp())).statusCode).toBe(200);
      const refused = await shop.placeOrder(late, pickupForm());
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(
        `Осталось только 1 шт. товара «${product.name}»: уменьшите количество в корзине`,
      );
      // The other shopper's order goes through; their units were held.
      expect((await shop.placeOrder(other, pickupForm())).statusCode).toBe(201);
    } finally {
      await setProduct(product.id, { quantity: product.quantity });
    }
  });

  it('says a package ran out as a package, not as a line of the cart', async () => {
    const bag = await priceOf((await t.app.services.catalog.packaging()).bag!.id);
    const who = guest();
    await shop.addToCart(who, Number(bar().id), 1);
    await setProduct(bag.id, { quantity: 0 });
    try {
      const refused = await shop.placeOrder(who, pickupForm({ add_package: true }));
      expect([refused.statusCode, refused.json().detail]).toEqual([409, checkoutMessages.packagingGone]);
      expect((await shop.placeOrder(who, pickupForm())).statusCode).toBe(201);
    } finally {
      await setProduct(bag.id, { quantity: bag.quantity });
    }
  });

  it('keeps an order’s units from other carts while it waits for payment', async () => {
    const product = await priceOf(Number(bar(3).id));
    await setProduct(product.id, { quantity: 2 });
    try {
      // One client may order half the stock: two shoppers order one each.
      await orderOne(guest(), product.id, 1);
      await orderOne(guest(), product.id, 1);
      const refused = await shop.addToCart(guest(), product.id, 1);
      expect(refused.statusCode).toBe(409);
    } finally {
      await setProduct(product.id, { quantity: product.quantity });
    }
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

  it('answers the SPEC messages for a missing or malformed session id', async () => {
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
        delivery: { delivery_type: 'courier', address: 'ул. Ленина, 1, кв. 5', date, slot_id: slots[0].id },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const letter = await mail.latest(email);
    expect(letter.text).toContain(
      `Доставка курьером: ул. Ленина, 1, кв. 5, ${formatDeliveryDate(date)}, ` +
        `${slots[0].time_from}–${slots[0].time_to}`,
    );
    expect(letter.text).toContain('• Доставка — 300 ₽');
  });
});
