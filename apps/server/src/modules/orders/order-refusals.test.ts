import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '@shop/shared/orders/messages';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import { useOrderShop } from './orders.fixtures.ts';

/** Checkouts refused with nothing ordered: the form, an empty cart, a changed price or total. */

// A Monday: courier dates start on Tuesday 2026-11-24.
const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { shop, bar, priceOf, setProduct, orderOne } = useOrderShop(clock);

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
            address: 'Санкт-Петербург, ул. Ленина, 1',
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
            address: 'Санкт-Петербург, ул. Ленина, 1',
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
});
