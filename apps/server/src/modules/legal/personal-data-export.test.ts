import { describe, expect, it } from 'vitest';
import type { PersonalDataExport } from '@shop/shared/legal/rights-api';
import { pickupForm } from '../../test/shop-calls.ts';
import { bearer, signIn, uniqueEmail } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { codesMailedTo, giftCardCalls, seededGiftCard } from '../gift-cards/gift-cards.fixtures.ts';
import { rightsCalls } from './personal-data.fixtures.ts';

/**
 * 'Скачать мои данные' (GET /api/users/export): everything the shop holds about the caller's account as a
 * JSON attachment — and nothing about anyone else, however the request is dressed up; ten an hour.
 */

const clock = { now: new Date('2027-05-10T21:30:00Z') };
const { t, mail, shop, cards, bars, paid } = useTestShop(clock);
const rights = rightsCalls(t);
const cardCalls = giftCardCalls(t);

/** A shopper with a profile, a paid order, a gift card bought for themselves and something in the cart. */
async function shopper(name: string, firstName: string, ip: string) {
  const email = uniqueEmail(name);
  const { tokens } = await signIn(t, mail, email, { ip });
  const token = tokens.access_token;
  const patched = await t.app.inject({
    method: 'PATCH',
    url: '/api/users/user',
    headers: bearer(token),
    payload: { first_name: firstName, last_name: 'Экспортова', phone: '+79995550101' },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  const order = await paid({ token }, Number(bars[0]!.id), 2, { email, first_name: firstName });
  const product = seededGiftCard(cards).product(1000);
  expect((await cardCalls.addCard({ token }, product, 1)).statusCode).toBe(200);
  const placed = await cardCalls.order(
    { token },
    pickupForm({ email, delivery: { delivery_type: 'email' } }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  expect((await shop.decide(placed.json().payment_url, 'succeeded')).statusCode).toBe(200);
  await t.app.services.giftCards.sendDue();
  const [code] = await codesMailedTo(mail, email, 1);
  expect((await shop.addToCart({ token }, Number(bars[1]!.id), 1)).statusCode).toBe(200);
  return { email, ip, token, order, cardOrder: placed.json().order, code: code! };
}

describe('the data export', () => {
  it("holds the caller's account, card, orders, consents, gift cards and cart, and nobody else's", async () => {
    const anna = await shopper('anna', 'Анна', '198.51.100.23');
    const boris = await shopper('boris', 'Борис', '198.51.100.24');

    const answer = await rights.exportData(anna.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    // The Moscow day (already the 11th at 00:30 there).
    expect(answer.headers['content-disposition']).toBe('attachment; filename="humbl-data-2027-05-11.json"');
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json() as PersonalDataExport;

    expect(data.exported_at).toBe(clock.now.toISOString());
    expect(data.account).toMatchObject({
      email: anna.email,
      first_name: 'Анна',
      last_name: 'Экспортова',
      phone: '+79995550101',
      phone_verified: false,
      phone_verified_at: null,
      is_admin: false,
      consent_withdrawn_at: null,
    });
    expect(data.orders.map((o) => o.retailcrm_id).sort()).toEqual(
      [anna.order.retailcrm_id, anna.cardOrder.retailcrm_id].sort(),
    );
    const order = data.orders.find((o) => o.id === anna.order.id)!;
    expect(order).toMatchObject({ is_paid: true, customer: { email: anna.email, first_name: 'Анна' } });
    expect(order.items[0]).toMatchObject({ product_id: Number(bars[0]!.id), quantity: 2 });
    expect(data.loyalty.balance).toBeGreaterThan(0);
    expect(data.loyalty.history.map((row) => row.kind)).toContain('cash_back');

    // The consent log: signing in and both checkouts, with the address and browser kept as evidence.
    const purposes = data.consents.map((c) => `${c.purpose}:${c.kind}`);
    expect(purposes).toContain('sign_in:consent');
    expect(purposes.filter((p) => p === 'checkout:offer')).toHaveLength(2);
    const signInRow = data.consents.find((c) => c.purpose === 'sign_in')!;
    expect(signInRow).toMatchObject({ email: anna.email, ip: anna.ip, version: 1 });
    expect(signInRow.user_agent).toBeTruthy();
    expect(signInRow.hash).toMatch(/^[0-9a-f]{64}$/);

    // The gift card, masked: its last four and balance, never its code.
    expect(data.gift_cards).toHaveLength(1);
    expect(data.gift_cards[0]).toMatchObject({
      amount: 1000,
      balance: 1000,
      last4: anna.code.slice(-4),
      order_number: anna.cardOrder.retailcrm_id,
      state: 'sent',
    });
    expect(answer.body).not.toContain(anna.code);
    expect(answer.body).not.toContain(anna.code.slice(0, 8));

    expect(data.cart.items.map((item) => item.product_id)).toEqual([Number(bars[1]!.id)]);
    expect(data.cart.boxes).toEqual([]);

    // Nothing of the other shopper, even when the request names them.
    for (const url of ['/api/users/export', `/api/users/export?email=${boris.email}&user_id=1`]) {
      const body = (await rights.exportData(anna.token, url)).body;
      expect(body).not.toContain(boris.email);
      expect(body).not.toContain('Борис');
      expect(body).not.toContain(`"retailcrm_id":"${boris.order.retailcrm_id}"`);
      expect(body).not.toContain(`"order_number":"${boris.cardOrder.retailcrm_id}"`);
    }
    const theirs = (await rights.exportData(boris.token)).json() as PersonalDataExport;
    expect(theirs.account.email).toBe(boris.email);
    expect(JSON.stringify(theirs)).not.toContain(anna.email);
  });

  it('needs a live bearer token', async () => {
    expect((await rights.exportData(null)).statusCode).toBe(401);
    const forged = await rights.exportData('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().detail).toBe('Не передан или недействителен токен');
  });

  it('gives ten exports an hour per account, in parallel too, then 429 with Retry-After', async () => {
    const one = (await signIn(t, mail, uniqueEmail('often'))).tokens.access_token;
    const other = (await signIn(t, mail, uniqueEmail('seldom'))).tokens.access_token;
    const first = await Promise.all(Array.from({ length: 10 }, () => rights.exportData(one)));
    expect(first.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const eleventh = await rights.exportData(one);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().detail).toBe('Скачивать данные можно не чаще 10 раз в час — попробуйте позже');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held up.
    expect((await rights.exportData(other)).statusCode).toBe(200);
  });
});
