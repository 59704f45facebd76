import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '@shop/shared/orders/messages';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import { uniqueIp } from '../../test/sign-in.ts';
import { useOrderShop } from '../orders/orders.fixtures.ts';

/**
 * An order and stock: a checkout takes only units still free (a lapsed hold may have lost them, a package
 * may have run out), and an unpaid order keeps its units from other carts.
 */

// A Monday: courier dates start on Tuesday 2026-11-24.
const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, shop, bar, priceOf, setProduct, orderOne } = useOrderShop(clock);

describe('refusing an order', () => {
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
