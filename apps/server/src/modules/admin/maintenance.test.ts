import { describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { guest, pickupForm, type Who } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { adminCalls, signInAdmin, signInCustomer } from './admin-test-kit.ts';

/** The site switch: while the shop is off, ordering and paying are refused to all but admins. */

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, bars } = useTestShop(clock);

const barId = () => Number(bars[0]!.id);
const closed = { detail: adminMessages.siteClosed };

async function withCart(who: Who): Promise<Who> {
  expect((await shop.addToCart(who, barId(), 2)).statusCode).toBe(200);
  return who;
}

async function switchSite(token: string, isActive: boolean) {
  const res = await adminCalls(t, token).patch('/api/admin/site-status', { is_active: isActive });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().is_active).toBe(isActive);
}

describe('the shop switched off', () => {
  it("refuses a guest's and a customer's order and payment, but not an admin's", async () => {
    const boss = await signInAdmin(t, mail, 'boss');
    const customer = { token: (await signInCustomer(t, mail)).token };
    const shopper = await withCart(guest());
    // An order placed while open, to be paid while closed.
    const unpaid = await shop.placeOrder(await withCart(customer), pickupForm());
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    const unpaidId = (unpaid.json() as CreateOrderAnswer).order.id;

    await switchSite(boss.token, false);
    try {
      for (const who of [shopper, customer]) {
        const order = await shop.placeOrder(who, pickupForm());
        expect(order.statusCode).toBe(503);
        expect(order.json()).toEqual(closed);
      }
      const pay = await shop.pay(customer, unpaidId);
      expect(pay.statusCode).toBe(503);
      expect(pay.json()).toEqual(closed);
      expect((await shop.orders(customer)).json()).toHaveLength(1);

      // Admins test the shop meanwhile.
      const admin = await withCart({ token: boss.token });
      const own = await shop.placeOrder(admin, pickupForm());
      expect(own.statusCode, own.body).toBe(201);
      const ownId = (own.json() as CreateOrderAnswer).order.id;
      expect((await shop.pay(admin, ownId)).statusCode).toBe(200);
    } finally {
      await switchSite(boss.token, true);
    }

    // Open again: the very same requests go through.
    expect((await shop.placeOrder(shopper, pickupForm())).statusCode).toBe(201);
    expect((await shop.pay(customer, unpaidId)).statusCode).toBe(200);
  });

  it('keeps reading, the cart and signing in working, so an admin can sign in and switch it back on', async () => {
    const boss = await signInAdmin(t, mail, 'boss');
    await switchSite(boss.token, false);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/products/grouped' })).statusCode).toBe(200);
      const status = await t.app.inject({ method: 'GET', url: '/api/admin/site-status/public' });
      expect(status.json().is_active).toBe(false);
      const shopper = await withCart(guest());
      expect((await shop.cart(shopper)).items.map((i: { product_id: number }) => i.product_id)).toEqual([
        barId(),
      ]);

      // A customer can still sign in (and see their account); ordering is what is refused.
      const customer = await signIn(t, mail, uniqueEmail('closed'));
      expect((await shop.user({ token: customer.tokens.access_token })).statusCode).toBe(200);

      // The admin signs in afresh while the shop is off and switches it back on.
      clock.now = new Date(clock.now.getTime() + 2 * 60_000); // past the resend wait of the first code
      const again = await signIn(t, mail, boss.email);
      expect(again.user.is_admin).toBe(true);
      await switchSite(again.tokens.access_token, true);
    } finally {
      await switchSite(boss.token, true);
    }
    expect((await shop.placeOrder(await withCart(guest()), pickupForm())).statusCode).toBe(201);
  });

  it('refuses a bad bearer with the maintenance answer too, never an order', async () => {
    const boss = await signInAdmin(t, mail, 'boss');
    await switchSite(boss.token, false);
    try {
      const res = await shop.placeOrder({ token: 'not-a-token' }, pickupForm());
      expect(res.statusCode).toBe(503);
    } finally {
      await switchSite(boss.token, true);
    }
  });
});
