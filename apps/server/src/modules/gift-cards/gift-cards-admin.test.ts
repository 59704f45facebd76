import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditAction } from '@shop/shared/admin/audit-actions';
import { pagingMessages } from '@shop/shared/api/paging';
import type { AuditEntry } from '@shop/shared/admin/audit-api';
import type { Dashboard } from '@shop/shared/admin/dashboard-api';
import type { AdminGiftCard, AdminGiftCardDetail } from '@shop/shared/gift-cards/gift-card-api';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { groupCode } from '@shop/shared/gift-cards/rules';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import { uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { adminCalls, latestAdmin, signInCustomer } from '../admin/admin-test-kit.ts';
import {
  balanceOf,
  buyCards,
  codesMailedTo,
  giftCardCalls,
  orderOf,
  seededGiftCard,
} from './gift-cards.fixtures.ts';

/** The admin's gift cards: who may reach them, search, the ledger, disabling, resending, the dashboard. */

const clock = { now: new Date('2026-11-26T10:00:00Z') };
const { t, mail, shop, cards, bars } = useTestShop(clock);
const { admin, signInAgain } = latestAdmin(t, mail);
const calls = giftCardCalls(t);
const HOUR = 60 * 60_000;
const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));

// Two hours on before each test (earlier unpaid orders have lapsed), with an admin signed in then.
beforeEach(async () => {
  later(2 * HOUR);
  await signInAgain();
});

/** Every answer an admin got, and every code mailed: no answer may carry a code, in any spelling. */
const answers: string[] = [];
const mailedCodes: string[] = [];
afterEach(() => {
  for (const code of mailedCodes)
    for (const body of answers) {
      expect(body).not.toContain(code);
      expect(body).not.toContain(groupCode(code));
    }
});
async function read<T>(url: string): Promise<T> {
  const answer = await admin.get(url);
  answers.push(answer.body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}
async function post(url: string, payload: object = {}) {
  const answer = await admin.post(url, payload);
  answers.push(answer.body);
  return answer;
}
const disable = (id: number, reason: string) => post(`/api/admin/gift-cards/${id}/disable`, { reason });
const refusal = (answer: { statusCode: number; json(): { detail?: string } }) => [
  answer.statusCode,
  answer.json().detail,
];
type CardsPage = {
  cards: AdminGiftCard[];
  total: number | null;
  next_cursor: string | null;
  outstanding: number;
};
const search = (q: string, paging = '') =>
  read<CardsPage>(`/api/admin/gift-cards?q=${encodeURIComponent(q)}${paging}`);
const detailOf = (id: number) => read<AdminGiftCardDetail>(`/api/admin/gift-cards/${id}`);
const auditOf = async (action: AuditAction, id: number) =>
  (await read<AuditEntry[]>('/api/admin/audit')).find(
    (entry) => entry.action === action && entry.target === `gift_card:${id}`,
  );

const card = (amount: number) => seededGiftCard(cards).product(amount);
/** Cards bought by a guest with an e-mail of its own for a recipient of its own; their codes kept. */
async function bought(amount: number, quantity = 1) {
  const [buyer, recipient] = [uniqueEmail('buyer'), uniqueEmail('to')];
  const purchase = await buyCards(t, mail, card(amount), { quantity, recipient, form: { email: buyer } });
  mailedCodes.push(...purchase.codes);
  const found = (await search(purchase.order.retailcrm_id)).cards;
  const idOf = (code: string) => found.find((c) => c.last4 === code.slice(-4))!.id;
  return { ...purchase, buyer, idOf };
}
/** A new guest's pickup order of `quantity` of bar `index` paid (in part) with `codes`. */
async function spend(codes: string[], quantity = 1, index = 0) {
  const who = guest();
  expect((await shop.addToCart(who, Number(bars[index]!.id), quantity)).statusCode).toBe(200);
  const placed = await calls.order(who, pickupForm({ gift_card_codes: codes }));
  expect(placed.statusCode, placed.body).toBe(201);
  return orderOf(placed);
}
const checked = (code: string) => calls.check(code, guest(), uniqueIp());

describe('the admin’s gift cards a page at a time', () => {
  it('join pages by cursor, newest first, without gaps or repeats while cards are sold', async () => {
    const three = await bought(1000, 3);
    const newestFirst = three.codes.map(three.idOf).sort((a, b) => b - a);
    const pages = [await search(three.buyer, '&limit=1')];
    while (pages.at(-1)!.next_cursor !== null) {
      // The same buyer buys again between two reads: the new card leads the list, never a later page.
      await buyCards(t, mail, card(1000), { form: { email: three.buyer } });
      pages.push(await search(three.buyer, `&limit=1&cursor=${pages.at(-1)!.next_cursor}`));
    }
    expect(pages.map((page) => page.cards.map((c) => c.id))).toEqual(newestFirst.map((id) => [id]));
    expect(pages.map((page) => page.total)).toEqual([3, null, null]);
    const again = await search(three.buyer);
    expect(again.total).toBe(5);
    expect(again.cards.slice(2).map((c) => c.id)).toEqual(newestFirst);
  });

  it('refuse a cursor the server did not make, or of another list (422)', async () => {
    const orders = (await read<{ next_cursor: string | null }>('/api/admin/orders?limit=1')).next_cursor;
    for (const cursor of ['bm9wZQ', Buffer.from('g.0').toString('base64url'), orders ?? 'x']) {
      const answer = await admin.get(`/api/admin/gift-cards?cursor=${cursor}`);
      expect(refusal(answer), cursor).toEqual([422, pagingMessages.badCursor]);
    }
    expect((await admin.get('/api/admin/gift-cards?limit=101')).statusCode).toBe(422);
  });
});

describe('the admin’s gift cards', () => {
  it('are for admins only: 401 without a valid token, 403 for a customer, nothing changed', async () => {
    const { codes, idOf, recipient } = await bought(1000);
    const id = idOf(codes[0]!);
    const customer = adminCalls(t, (await signInCustomer(t, mail)).token);
    const reason = { reason: 'Чужая попытка' };
    for (const [who, status] of [
      [adminCalls(t, null), 401],
      [adminCalls(t, 'not-a-token'), 401],
      [customer, 403],
    ] as const) {
      expect((await who.get('/api/admin/gift-cards')).statusCode).toBe(status);
      expect((await who.get(`/api/admin/gift-cards/${id}`)).statusCode).toBe(status);
      expect((await who.post(`/api/admin/gift-cards/${id}/disable`, reason)).statusCode).toBe(status);
      expect((await who.post(`/api/admin/gift-cards/${id}/resend`, {})).statusCode).toBe(status);
    }
    expect(await detailOf(id)).toMatchObject({ state: 'sent', balance: 1000, last4: codes[0]!.slice(-4) });
    expect(mail.mails.filter((m) => m.to === recipient)).toHaveLength(1);
  });

  it('are found by their last four, buyer’s or recipient’s e-mail, or order number', async () => {
    const one = await bought(1000);
    const two = await bought(2000, 2);
    const [code] = one.codes as [string];
    const last4 = code.slice(-4);
    const ids = (list: { cards: AdminGiftCard[] }) => list.cards.map((c) => c.id).sort((a, b) => a - b);

    for (const q of [last4, `•••• ${last4}`, last4.toLowerCase()]) {
      const found = await search(q);
      expect(found.cards.map((c) => c.last4)).toEqual(found.cards.map(() => last4));
      expect(ids(found)).toContain(one.idOf(code));
    }
    for (const q of [one.buyer, one.buyer.toUpperCase(), one.recipient])
      expect(await search(q)).toMatchObject({ total: 1, cards: [{ id: one.idOf(code), amount: 1000 }] });
    const twoIds = two.codes.map(two.idOf).sort((a, b) => a - b);
    expect(ids(await search(two.recipient))).toEqual(twoIds);
    expect(ids(await search(two.buyer))).toEqual(twoIds);
    const byNumber = await search(two.order.retailcrm_id);
    expect(ids(byNumber)).toEqual(twoIds);
    expect(byNumber.cards[0]).toMatchObject({
      order_number: two.order.retailcrm_id,
      buyer_email: two.buyer,
      recipient_email: two.recipient,
      state: 'sent',
    });
    // A full code finds nothing: admins never look cards up by their codes.
    expect((await search(code)).total).toBe(0);
  });

  it('show each card’s ledger: issued, spent on an order, returned when it lapsed, spent again', async () => {
    const { codes, idOf, order: purchase } = await bought(1000);
    const [code] = codes as [string];
    // 8 bars cost more than the card holds: it pays 1 000 ₽, the rest is left unpaid past its hour.
    const lapsed = await spend([code], 8, 1);
    expect(lapsed).toMatchObject({ status: 'awaiting_payment', gift_card_spent: 1000 });
    later(2 * HOUR);
    await t.app.services.orders.expireDue(clock.now);
    await signInAgain();
    // A bar the card pays in full: paid at once.
    const paid = await spend([code], 1, 2);
    expect(paid.status).toBe('paid');
    const y = paid.gift_card_spent;

    const detail = await detailOf(idOf(code));
    expect(detail).toMatchObject({ amount: 1000, balance: 1000 - y, order_number: purchase.retailcrm_id });
    expect(detail.ledger.map((row) => [row.kind, row.amount, row.order_number])).toEqual([
      ['issued', 1000, purchase.retailcrm_id],
      ['spent', -1000, lapsed.retailcrm_id],
      ['returned', 1000, lapsed.retailcrm_id],
      ['spent', -y, paid.retailcrm_id],
    ]);
  });

  it('disable a card with a reason: its balance written off, audited, once', async () => {
    const { codes, idOf } = await bought(2000, 2);
    const [lost, other] = codes.map(idOf) as [number, number];

    expect((await disable(lost, 'ок')).statusCode).toBe(422);
    expect((await disable(lost, '  ок  ')).statusCode).toBe(422);
    expect(await detailOf(lost)).toMatchObject({ state: 'sent', balance: 2000 });

    const done = await disable(lost, 'Покупатель сообщил о краже');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      state: 'disabled',
      balance: 0,
      disabled_reason: 'Покупатель сообщил о краже',
      disabled_at: clock.now.toISOString(),
    });
    expect((done.json() as AdminGiftCardDetail).ledger.at(-1)).toMatchObject({
      kind: 'disabled',
      amount: -2000,
      note: 'Покупатель сообщил о краже',
    });
    expect(await auditOf('giftcard.disable', lost)).toMatchObject({
      before: { disabled: false },
      after: { disabled: true, reason: 'Покупатель сообщил о краже' },
    });
    expect(await detailOf(other)).toMatchObject({ state: 'sent', balance: 2000 });

    expect(refusal(await disable(lost, 'Ещё раз'))).toEqual([409, giftCardMessages.cardDisabled]);
    const resent = await post(`/api/admin/gift-cards/${lost}/resend`);
    expect(refusal(resent)).toEqual([409, giftCardMessages.cardDisabled]);
  });

  it('resend a card with a new code: the old one stops working, the money stays', async () => {
    const { codes, idOf, recipient } = await bought(1000);
    const [old] = codes as [string];
    const id = idOf(old);
    const resent = await post(`/api/admin/gift-cards/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const [, fresh] = (await codesMailedTo(mail, recipient, 2)) as [string, string];
    mailedCodes.push(fresh);
    expect(fresh).not.toBe(old);
    expect(resent.json()).toMatchObject({ last4: fresh.slice(-4), balance: 1000 });
    expect((await mail.latest(recipient)).text).toContain('прежний код больше не действует');

    expect(refusal(await checked(old))).toEqual([422, giftCardMessages.unusable]);
    expect(balanceOf(await checked(fresh))).toMatchObject({ last4: fresh.slice(-4), balance: 1000 });
    expect(await auditOf('giftcard.resend', id)).toMatchObject({
      before: { last4: old.slice(-4) },
      after: { last4: fresh.slice(-4), to: recipient },
    });
  });
});

describe('the dashboard’s gift cards', () => {
  it('count cards sold in 30 days and what live cards hold', async () => {
    const figures = async () => (await read<Dashboard>('/api/admin/dashboard')).gift_cards;
    const start = await figures();
    expect((await search('')).outstanding).toBe(start.outstanding);

    const { codes, idOf } = await bought(3000, 2);
    const [spent, lost] = codes as [string, string];
    const sold = await figures();
    expect(sold).toEqual({
      sold_30d: start.sold_30d + 2,
      sold_amount_30d: start.sold_amount_30d + 6000,
      outstanding: start.outstanding + 6000,
    });

    const paid = await spend([spent], 1, 3);
    expect(paid.status).toBe('paid'); // by the card alone
    const afterSpending = await figures();
    expect(afterSpending.outstanding).toBe(sold.outstanding - paid.gift_card_spent);
    expect((await disable(idOf(lost), 'Потеряна')).statusCode).toBe(200);
    const afterDisabling = await figures();
    expect(afterDisabling.outstanding).toBe(afterSpending.outstanding - 3000);

    // 31 days on: no card sold in the last 30 days, and every one still owed.
    later(31 * 24 * HOUR);
    await signInAgain();
    expect(await figures()).toEqual({
      sold_30d: 0,
      sold_amount_30d: 0,
      outstanding: afterDisabling.outstanding,
    });

    // A year on every card has expired: what they held is written off, nothing is owed.
    later(366 * 24 * HOUR);
    await t.app.services.giftCards.expireDue();
    await signInAgain();
    expect(await figures()).toEqual({ sold_30d: 0, sold_amount_30d: 0, outstanding: 0 });
    const expired = await detailOf(idOf(spent));
    expect(expired).toMatchObject({ state: 'expired', balance: 0 });
    expect(expired.ledger.at(-1)).toMatchObject({
      kind: 'expired',
      amount: -(3000 - paid.gift_card_spent),
    });
  });
});
