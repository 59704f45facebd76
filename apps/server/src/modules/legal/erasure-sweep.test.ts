import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { moscowDate } from '@shop/shared/moscow-time';
import { consentLog, giftCards, orderItems, orders, users } from '../../db/schema.ts';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail } from '../../test/sign-in.ts';
import { createTestApp } from '../../test/test-app.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { codesMailedTo, giftCardCalls, seededGiftCard } from '../gift-cards/gift-cards.fixtures.ts';
import { deletionCode, rightsCalls } from './personal-data.fixtures.ts';
import { monthsBefore } from './personal-data.service.ts';

/**
 * The minute sweep's erasures (PersonalDataService.eraseDue): guests' never-paid orders older than
 * GUEST_ORDER_DATA_MONTHS (6) lose their personal data, in batches; paid and newer ones are untouched;
 * withdrawn accounts are erased after the retention (0 days in this file: at the next sweep), but never while
 * an order of theirs may still be paid; a card still to be mailed keeps its recipient until it is sent; two
 * instances sweeping at once erase everything once.
 */

const clock = { now: new Date('2027-01-10T09:00:00Z') };
const env = { PERSONAL_DATA_RETENTION_DAYS: '0' };
const { t, mail, shop, cards, bars, place, paid } = useTestShop(clock, env);
const rights = rightsCalls(t);
const sweep = () => t.app.services.personalData.eraseDue();
const db = () => t.database.db;
const minutes = (n: number) => n * 60_000;
const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
/** `months` calendar months after `from` (the inverse of monthsBefore). */
const monthsAfter = (from: Date, months: number) => {
  const moment = new Date(from);
  moment.setUTCMonth(moment.getUTCMonth() + months);
  return moment;
};

const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const consentRows = (orderId: number) =>
  db().select().from(consentLog).where(eq(consentLog.orderId, orderId));

/** A guest's order with their contacts; paid when told. */
async function guestOrder(name: string, pay = false) {
  const who = guest();
  const email = uniqueEmail(name);
  const form = { email, first_name: 'Гостья', last_name: 'Неоплатова', phone: '+79035550000' };
  const order = pay
    ? await paid(who, Number(bars[0]!.id), 1, form)
    : (await place(who, Number(bars[0]!.id), 1, form)).order;
  return { who, email, order };
}

/** `n` copies of an order row (a guest's backlog), answering their ids. */
async function copies(orderId: number, n: number): Promise<number[]> {
  const rows = (await db().execute(sql`
    insert into orders (owner, status, first_name, last_name, phone, email, delivery_type, shop_number,
      goods_amount, packages_amount, delivery_amount, bonus_spent, total_amount, cash_back, created_at,
      pay_until, client_ip)
    select owner, status, first_name, last_name, phone, email, delivery_type, shop_number, goods_amount,
      packages_amount, delivery_amount, bonus_spent, total_amount, cash_back, created_at, pay_until, client_ip
    from orders, generate_series(1, ${n}) where id = ${orderId}
    returning id`)) as unknown as { rows: { id: number }[] };
  return rows.rows.map((row) => row.id);
}

const unerased = async (ids: number[]) =>
  (
    await db()
      .select({ n: count() })
      .from(orders)
      .where(and(inArray(orders.id, ids), isNull(orders.personalDataErasedAt)))
  )[0]!.n;

/** A signed-in shopper with a paid order who withdraws the processing consent. */
async function withdrawn(name: string) {
  const email = uniqueEmail(name);
  const { tokens } = await signIn(t, mail, email);
  const token = tokens.access_token;
  const order = await paid({ token }, Number(bars[1]!.id), 1, { email });
  expect((await rights.withdraw(token)).statusCode).toBe(200);
  const [row] = await db().select().from(users).where(eq(users.email, email));
  return { email, id: row!.id, token, order };
}

describe("guests' never-paid orders", () => {
  it('lose their personal data at GUEST_ORDER_DATA_MONTHS; paid and newer ones keep it', async () => {
    const placedAt = clock.now;
    const old = await guestOrder('old');
    const oldPaid = await guestOrder('old-paid', true);
    later(monthsAfter(placedAt, 1).getTime() - placedAt.getTime());
    const newer = await guestOrder('newer');
    expect((await consentRows(old.order.id)).length).toBeGreaterThan(0);

    // A minute short of six months: nothing yet.
    clock.now = new Date(monthsAfter(placedAt, 6).getTime() - minutes(1));
    expect(monthsBefore(clock.now, 6).getTime()).toBeLessThan(placedAt.getTime());
    await sweep();
    expect((await orderRow(old.order.id)).personalDataErasedAt).toBeNull();

    // Six months and a minute: the old unpaid order is erased with its consent rows; the others stay.
    clock.now = new Date(monthsAfter(placedAt, 6).getTime() + minutes(1));
    await sweep();
    expect(await orderRow(old.order.id)).toMatchObject({
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      clientIp: null,
      personalDataErasedAt: clock.now,
      // What accounting needs stays.
      totalAmount: old.order.total_amount,
      status: 'awaiting_payment',
    });
    for (const row of await consentRows(old.order.id))
      expect(row).toMatchObject({
        email: null,
        sessionId: null,
        ip: null,
        userAgent: null,
        erasedAt: clock.now,
      });
    // The guest still sees the order, without their contacts.
    const seen = (await shop.order(old.who, old.order.id)).json();
    expect(seen).toMatchObject({ personal_data_erased: true, total_amount: old.order.total_amount });

    for (const kept of [oldPaid, newer]) {
      expect(await orderRow(kept.order.id)).toMatchObject({ email: kept.email, personalDataErasedAt: null });
      for (const row of await consentRows(kept.order.id)) expect(row.erasedAt).toBeNull();
    }
  });

  it('are erased in batches, however many are due', async () => {
    const placedAt = clock.now;
    const { order } = await guestOrder('backlog');
    const ids = [order.id, ...(await copies(order.id, 450))];
    clock.now = new Date(monthsAfter(placedAt, 7).getTime());
    expect(await unerased(ids)).toBe(451);
    await sweep();
    expect(await unerased(ids)).toBe(0);
  });
});

describe('withdrawn accounts', () => {
  it('wait for an order that may still be paid, and are erased once it lapsed', async () => {
    const who = await withdrawn('waiting');
    // Placed before the withdrawal (a checkout afterwards would have asked for the consent again).
    await db().update(users).set({ consentWithdrawnAt: null }).where(eq(users.id, who.id));
    const { order } = await place({ token: who.token }, Number(bars[2]!.id), 1, { email: who.email });
    await db().update(users).set({ consentWithdrawnAt: clock.now }).where(eq(users.id, who.id));
    await sweep();
    expect((await db().select().from(users).where(eq(users.id, who.id)))[0]!.deletedAt).toBeNull();
    clock.now = new Date(new Date(order.pay_until).getTime() + minutes(1));
    await sweep();
    const [row] = await db().select().from(users).where(eq(users.id, who.id));
    expect(row).toMatchObject({ email: `deleted-${who.id}@deleted.invalid`, deletedAt: clock.now });
    expect((await orderRow(order.id)).personalDataErasedAt).toEqual(clock.now);
  });
});

describe('two instances sweeping at once', () => {
  it('erase every due account and order once, without errors', async () => {
    const accounts = await Promise.all(['one', 'two', 'three', 'four'].map((name) => withdrawn(name)));
    const placedAt = clock.now;
    const { order } = await guestOrder('shared-backlog');
    const ids = [order.id, ...(await copies(order.id, 300))];
    clock.now = monthsAfter(placedAt, 7);
    const second = await createTestApp({
      database: t.database,
      now: () => clock.now,
      env: { ...env, SMTP_URL: mail.url },
    });
    try {
      const other = second.app.services.personalData;
      await Promise.all([sweep(), other.eraseDue(), sweep(), other.eraseDue()]);
    } finally {
      await second.close();
    }
    expect(await unerased(ids)).toBe(0);
    for (const account of accounts) {
      const [row] = await db().select().from(users).where(eq(users.id, account.id));
      expect(row).toMatchObject({ email: `deleted-${account.id}@deleted.invalid`, deletedAt: clock.now });
      expect((await orderRow(account.order.id)).personalDataErasedAt).toEqual(clock.now);
      const logged = await db().select().from(consentLog).where(eq(consentLog.userId, account.id));
      expect(logged.every((entry) => entry.email === null && entry.erasedAt !== null)).toBe(true);
    }
  });
});

describe('a gift card still to be mailed when its buyer is deleted', () => {
  it('keeps its recipient until it is sent, then loses it, and its code still pays', async () => {
    const email = uniqueEmail('giver');
    const { tokens } = await signIn(t, mail, email);
    const token = tokens.access_token;
    const friend = uniqueEmail('friend');
    const sendOn = moscowDate(new Date(clock.now.getTime() + 3 * 24 * 60 * 60_000));
    const calls = giftCardCalls(t);
    const product = seededGiftCard(cards).product(1000);
    const gift = {
      recipient_email: friend,
      sender_name: 'Дарина',
      message: 'С праздником!',
      send_on: sendOn,
    };
    expect((await calls.addCard({ token }, product, 1, gift)).statusCode).toBe(200);
    const placed = await calls.order({ token }, pickupForm({ email, delivery: { delivery_type: 'email' } }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payment_url } = placed.json() as CreateOrderAnswer;
    expect((await shop.decide(payment_url!, 'succeeded')).statusCode).toBe(200);

    expect((await rights.requestDeletion(token)).statusCode).toBe(200);
    const confirmed = await rights.confirmDeletion(token, { code: await deletionCode(mail, email) });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    const card = async () => (await db().select().from(giftCards).where(eq(giftCards.orderId, order.id)))[0]!;
    const line = async () =>
      (await db().select().from(orderItems).where(eq(orderItems.orderId, order.id))).find(
        (i) => i.kind === 'gift_card',
      )!;
    await sweep();
    // Not sent yet: where it goes, who from and the message wait for its day; the buyer's e-mail is gone.
    expect(await card()).toMatchObject({
      buyerEmail: '',
      recipientEmail: friend,
      senderName: 'Дарина',
      sentAt: null,
    });
    expect((await line()).recipientEmail).toBe(friend);

    // Its day: mailed to the friend; the next sweep wipes the rest.
    later(4 * 24 * 60 * 60_000);
    await t.app.services.giftCards.sendDue();
    const [code] = await codesMailedTo(mail, friend, 1);
    await sweep();
    expect(await card()).toMatchObject({
      buyerEmail: '',
      recipientEmail: null,
      senderName: null,
      message: null,
    });
    expect(await line()).toMatchObject({ recipientEmail: null, senderName: null, giftMessage: null });
    const balance = await calls.check(code!);
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json()).toMatchObject({ balance: 1000 });
  });
});
