import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminOrdersAnswer } from '@shop/shared/orders/admin-order-api';
import type { CreateOrderAnswer, CreateOrderBody, Order } from '@shop/shared/orders/order-api';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import { authSessions, consentLog, orders, users } from '../../db/schema.ts';
import { guest, pickupForm, type Who } from '../../test/shop-calls.ts';
import { bearer, signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { codesMailedTo, seededGiftCard, useGiftCardShop } from '../gift-cards/gift-cards.fixtures.ts';
import { phoneProofKit } from '../users/phone-proof.fixtures.ts';
import {
  deletionCode,
  needlesOf,
  rarePhone,
  rightsCalls,
  scanDatabase,
  tablesOf,
  type Person,
} from './personal-data.fixtures.ts';

/**
 * Deleting an account leaves no personal field behind (docs/product/personal-data.md#the-shoppers-rights): a
 * shopper with a rich history deletes their account with the mailed code, and a scan of every text and JSON
 * column of every table finds their e-mail, names and phone before and nowhere after; orders keep their
 * money, goods, dates and statuses, gift cards stay spendable, and the e-mail can sign up anew.
 */

const clock = { now: new Date('2027-03-01T09:00:00Z') };
const { t, mail, shop, cards, admin, barId, calls, sentCards, setClock } = useGiftCardShop(clock);
const rights = rightsCalls(t);
const phones = phoneProofKit(() => ({ t, mail }));
const minutes = (n: number) => n * 60_000;

/** The person's contacts on an order form. */
const formOf = (person: Person, overrides: Partial<CreateOrderBody> = {}) =>
  pickupForm({
    first_name: person.firstName,
    last_name: person.lastName,
    phone: person.phone,
    email: person.email,
    ...overrides,
  });

/** An order as the admin's search finds it by its number. */
async function adminView(order: { retailcrm_id: string }): Promise<Order> {
  const answer = await admin.get(`/api/admin/orders?q=${order.retailcrm_id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const [found] = (answer.json() as AdminOrdersAnswer).orders;
  expect(found?.retailcrm_id).toBe(order.retailcrm_id);
  return found!;
}

/** Places the cart of `who` with `form` and pays it on the test payment page. */
async function paidOrder(who: Who, form: CreateOrderBody): Promise<Order> {
  const placed = await shop.placeOrder(who, form);
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, payment_url } = placed.json() as CreateOrderAnswer;
  expect((await shop.decide(payment_url!, 'succeeded')).statusCode).toBe(200);
  return order;
}

describe('deleting an account', () => {
  it('erases every trace of the person the database holds, and keeps what accounting needs', async () => {
    const person: Person = {
      email: uniqueEmail('evlampia'),
      firstName: 'Евлампия',
      lastName: 'Забытова',
      phone: rarePhone(),
    };
    const friend = uniqueEmail('friend');

    // Before signing up, as a guest in another browser: an order with their contacts, never paid.
    const browser = guest();
    expect((await shop.addToCart(browser, barId(0), 1)).statusCode).toBe(200);
    const guestPlaced = await shop.placeOrder(browser, formOf(person));
    expect(guestPlaced.statusCode, guestPlaced.body).toBe(201);
    const guestOrder = (guestPlaced.json() as CreateOrderAnswer).order;

    // Signed in (the consent logged), a profile with names and a phone proven by SMS, an unpaid order.
    const first = await signIn(t, mail, person.email);
    const earlier: Who = { token: first.tokens.access_token };
    const profile = await phones.patchUser(first.tokens.access_token, {
      first_name: person.firstName,
      last_name: person.lastName,
      phone: person.phone,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await phones.prove(first, person.phone)).statusCode).toBe(200);
    expect((await shop.addToCart(earlier, barId(1), 1)).statusCode).toBe(200);
    const unpaidPlaced = await shop.placeOrder(earlier, formOf(person));
    expect(unpaidPlaced.statusCode, unpaidPlaced.body).toBe(201);
    const unpaid = (unpaidPlaced.json() as CreateOrderAnswer).order;

    // While that order may still be paid, deleting waits for it.
    const early = await rights.requestDeletion(first.tokens.access_token);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().detail).toContain(`Заказ №${unpaid.retailcrm_id} ждёт оплаты`);

    // An hour later (the unpaid order lapsed), signed in again on another device.
    await setClock(new Date(clock.now.getTime() + minutes(61)));
    const second = await signIn(t, mail, person.email);
    const who: Who = { token: second.tokens.access_token };

    // A courier order paid, with an address.
    expect((await shop.addToCart(who, barId(2), 2)).statusCode).toBe(200);
    const slots = (await t.app.inject({ method: 'GET', url: '/api/admin/delivery-times/public' })).json();
    const courier = await paidOrder(
      who,
      formOf(person, {
        delivery: {
          delivery_type: 'courier',
          address: 'Санкт-Петербург, ул. Рубинштейна, д. 40, кв. 17',
          date: courierDates(clock.now)[0]!,
          slot_id: slots[0].id,
        },
      }),
    );

    // Gift cards: one for a friend, signed and with a message in the person's words, one for themselves.
    const card = seededGiftCard(cards).product(1000);
    const gift = {
      recipient_email: friend,
      sender_name: person.firstName,
      message: `Обнимаю! ${person.lastName}`,
    };
    expect((await calls.addCard(who, card, 1, gift)).statusCode).toBe(200);
    expect((await calls.addCard(who, card, 1)).statusCode).toBe(200);
    const cardsOrder = await paidOrder(who, formOf(person, { delivery: { delivery_type: 'email' } }));
    await t.app.services.giftCards.sendDue();
    const bought = await sentCards(who, cardsOrder.id);
    const ownCard = bought.find((c) => c.recipient_email === null)!;

    // The admin moves the courier order on and mails the person's own card again (audited, with the address).
    expect((await admin.patch(`/api/admin/orders/${courier.id}`, { status: 'assembling' })).statusCode).toBe(
      200,
    );
    expect((await admin.post(`/api/admin/gift-cards/${ownCard.id}/resend`, {})).statusCode).toBe(200);
    const ownCode = (await codesMailedTo(mail, person.email, 2))[1]!;

    // Something in the cart (a card signed by them too), a recovery move from their e-mail, a sign-in code.
    expect((await shop.addToCart(who, barId(3), 1)).statusCode).toBe(200);
    expect(
      (await calls.addCard(who, card, 1, { ...gift, recipient_email: uniqueEmail('other') })).statusCode,
    ).toBe(200);
    const moveTo = uniqueEmail('moved');
    const recoveryIp = uniqueIp();
    const recover = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/recover-contact/${path}`,
        payload,
        remoteAddress: recoveryIp,
      });
    const asked = await recover('request', {
      old_email: person.email,
      new_email: moveTo,
      confirm_new_email: moveTo,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const moved = await recover('confirm', {
      old_email: person.email,
      new_email: moveTo,
      code: await mail.code(moveTo),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-code',
      payload: { email: person.email },
      remoteAddress: uniqueIp(),
    });
    expect(pending.statusCode, pending.body).toBe(200);

    // The scan bites: it finds the person in every kind of place before the deletion.
    const db = t.database.db;
    const before = await scanDatabase(db, needlesOf(person));
    expect(tablesOf(before)).toEqual(
      expect.arrayContaining([
        'audit_log',
        'cart_items',
        'consent_log',
        'contact_moves',
        'gift_cards',
        'order_items',
        'orders',
        'rate_limits',
        'users',
        'verification_codes',
      ]),
    );
    for (const needle of [person.email, person.firstName, person.lastName, person.phone.slice(1)])
      expect(
        before.some((hit) => hit.endsWith(needle)),
        needle,
      ).toBe(true);
    const courierBefore = await adminView(courier);
    const cardsBefore = await adminView(cardsOrder);
    const [account] = await db.select().from(users).where(eq(users.email, person.email));

    // The deletion: a code to the account's e-mail, then 204.
    const requested = await rights.requestDeletion(second.tokens.access_token);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toEqual({
      detail: 'Код для удаления аккаунта отправлен на вашу почту',
      resend_in: 60,
    });
    const code = await deletionCode(mail, person.email);
    const confirmed = await rights.confirmDeletion(second.tokens.access_token, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(204);

    // Nothing of the person is left anywhere.
    expect(await scanDatabase(db, needlesOf(person))).toEqual([]);

    // The account row stays for its orders and ledgers, as an erased address nobody can receive mail at.
    const [erased] = await db.select().from(users).where(eq(users.id, account!.id));
    expect(erased).toMatchObject({
      email: `deleted-${account!.id}@deleted.invalid`,
      phone: null,
      phoneVerifiedAt: null,
      firstName: null,
      lastName: null,
      isAdmin: false,
      deletedAt: clock.now,
    });
    const sessions = await db.select().from(authSessions).where(eq(authSessions.userId, account!.id));
    expect(sessions.map((s) => s.revokedReason)).toEqual(sessions.map(() => 'account-deleted'));
    const logRows = await db.select().from(consentLog).where(eq(consentLog.userId, account!.id));
    expect(logRows.length).toBeGreaterThan(0);
    for (const row of logRows)
      expect(row).toMatchObject({
        email: null,
        sessionId: null,
        ip: null,
        userAgent: null,
        erasedAt: clock.now,
      });

    // Orders keep money, goods, dates, statuses and payments, without the customer.
    const courierAfter = await adminView(courier);
    expect(courierAfter).toEqual({
      ...courierBefore,
      customer: { first_name: '', last_name: '', phone: '', email: '' },
      delivery: { ...courierBefore.delivery, address: null },
      personal_data_erased: true,
    });
    const cardsAfter = await adminView(cardsOrder);
    expect(cardsAfter.total_amount).toBe(cardsBefore.total_amount);
    expect(cardsAfter.status).toBe(cardsBefore.status);
    expect(cardsAfter.payments).toEqual(cardsBefore.payments);
    expect(
      cardsAfter.gift_cards.map((c) => [c.id, c.amount, c.balance, c.last4, c.sent_at, c.state]),
    ).toEqual(cardsBefore.gift_cards.map((c) => [c.id, c.amount, c.balance, c.last4, c.sent_at, c.state]));
    expect(cardsAfter.gift_cards.every((c) => c.recipient_email === null && c.sender_name === null)).toBe(
      true,
    );
    expect((await adminView(unpaid)).personal_data_erased).toBe(true);
    // The guest order placed with their e-mail is theirs too.
    const guestAfter = (await shop.order(browser, guestOrder.id)).json() as Order;
    expect(guestAfter).toMatchObject({ personal_data_erased: true, customer: { email: '', phone: '' } });
    const [guestRow] = await db.select().from(orders).where(eq(orders.id, guestOrder.id));
    expect(guestRow).toMatchObject({ clientIp: null, address: null });

    // Every session is over: access tokens from either device and refresh tokens are refused.
    for (const signed of [first, second]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/user',
        headers: bearer(signed.tokens.access_token),
      });
      expect(me.statusCode).toBe(401);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: signed.tokens.refresh_token },
      });
      expect(refreshed.statusCode).toBe(401);
    }

    // Their own card still pays, by its code.
    const holder = guest();
    expect((await shop.addToCart(holder, barId(4), 1)).statusCode).toBe(200);
    const spent = await shop.placeOrder(holder, pickupForm({ gift_card_codes: [ownCode] }));
    expect(spent.statusCode, spent.body).toBe(201);
    expect((spent.json() as CreateOrderAnswer).order.gift_card_spent).toBeGreaterThan(0);

    // The e-mail signs up again as a brand-new account, with nothing of the old one.
    const again = await signIn(t, mail, person.email);
    const [newcomer] = await db.select().from(users).where(eq(users.email, person.email));
    expect(newcomer!.id).not.toBe(account!.id);
    expect(again.user).toMatchObject({ email: person.email, first_name: null, phone: null });
    const theirOrders = await shop.orders({ token: again.tokens.access_token });
    expect(theirOrders.json()).toEqual([]);
  });
});
