import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import type { RegularCard } from '@shop/shared/rules/cards';
import { products } from '../../db/schema.ts';
import { guest, pickupForm, type Who } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { recipientKey, UNPROVEN_MAIL } from './unproven-mail.ts';

/**
 * Issue 16, part 6: the shop cannot be made to flood a mailbox nobody proved. 'Order placed' and 'order
 * cancelled after its hour' mails to such an e-mail are limited per placing address and per recipient;
 * the orders themselves go through, and mails about money always go.
 */

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, cards } = useTestShop(clock);

beforeAll(async () => {
  // Plenty of one bar: these tests are about mail, not stock.
  await t.database.db.update(products).set({ quantity: 100_000 }).where(eq(products.id, bar()));
});
beforeEach(() => {
  clock.now = new Date(clock.now.getTime() + 2 * 24 * 60 * 60_000); // every window has passed
});

const bar = () => Number(cards.find((c): c is RegularCard => c.kind === 'regular')!.id);
const placedMails = (to: string) =>
  mail.mails.filter((m) => m.to === to.toLowerCase() && m.subject.includes('оформлен')).length;
const mailsTo = (to: string) => mail.mails.filter((m) => m.to === to.toLowerCase()).length;
/** Lets mails in flight arrive, so a count that stays put means none is on its way. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

async function order(who: Who, email: string, ip: string) {
  expect((await shop.addToCart(who, bar(), 1, ip)).statusCode).toBe(200);
  const placed = await shop.placeOrder(who, pickupForm({ email }), undefined, ip);
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as CreateOrderAnswer;
}

describe('mails to an e-mail nobody proved', () => {
  it(`reach one recipient at most ${UNPROVEN_MAIL.perRecipient.limit} times a day, however many orders name it`, async () => {
    const victim = uniqueEmail('victim');
    for (let n = 0; n < 25; n += 1) await order(guest(), victim, uniqueIp());
    await mail.latest(victim);
    await settle();
    expect(placedMails(victim)).toBe(20);

    // Their hour over, the 25 orders are cancelled; the recipient has had its mails for the day.
    clock.now = new Date(clock.now.getTime() + 61 * 60_000);
    await t.app.services.orders.expireDue(clock.now);
    await settle();
    expect(mailsTo(victim)).toBe(20);

    clock.now = new Date(clock.now.getTime() + 24 * 60 * 60_000);
    await order(guest(), victim, uniqueIp());
    await mail.latest(victim, () => mailsTo(victim) === 21);
  });

  it('count one mailbox however its address is spelt: +tags and case do not get round the limit', async () => {
    const [local, domain] = uniqueEmail('victim').split('@') as [string, string];
    const spellings = Array.from({ length: 25 }, (_, n) =>
      n % 2 === 0 ? `${local}+${n}@${domain}` : `${local.toUpperCase()}+x${n}@${domain.toUpperCase()}`,
    );
    for (const email of spellings) await order(guest(), email, uniqueIp());
    await mail.latest(spellings[0]!);
    await settle();
    const toVictim = mail.mails.filter((m) => m.to.startsWith(`${local}+`) && m.subject.includes('оформлен'));
    expect(toVictim).toHaveLength(UNPROVEN_MAIL.perRecipient.limit);
  });

  it('keys a recipient by its mailbox: lower case, no +tag, Gmail without dots', () => {
    expect(recipientKey('Victim+1@Example.RU')).toBe('victim@example.ru');
    expect(recipientKey('victim+a+b@example.ru')).toBe('victim@example.ru');
    expect(recipientKey('v.ic.tim+x@example.ru')).toBe('v.ic.tim@example.ru');
    expect(recipientKey('V.ic.Tim+news@googlemail.com')).toBe('victim@gmail.com');
    expect(recipientKey('vic.tim@gmail.com')).toBe('victim@gmail.com');
    expect(recipientKey('+only@example.ru')).toBe('+only@example.ru');
  });

  it(`go at most ${UNPROVEN_MAIL.perAddress.limit} an hour for orders placed from one address; mails about money always go`, async () => {
    const ip = uniqueIp();
    const emails = Array.from({ length: 201 }, () => uniqueEmail('office'));
    const answers = [];
    for (const email of emails) answers.push(await order(guest(), email, ip));
    await mail.latest(emails[199]!);
    await settle();
    expect(emails.filter((email) => placedMails(email) === 1)).toHaveLength(200);
    expect(placedMails(emails[200]!)).toBe(0);

    // The 201st order stands: it can be paid, and its payment mail goes.
    expect((await shop.decide(answers[200]!.payment_url!, 'succeeded')).statusCode).toBe(200);
    const paid = await mail.latest(emails[200]!);
    expect(paid.subject).toContain('Оплата');

    // A signed-in shopper's own e-mail is proven: its mail goes from the same address; another does not.
    const own = uniqueEmail('customer');
    const { tokens } = await signIn(t, mail, own);
    const customer = { token: tokens.access_token };
    await order(customer, own, ip);
    await mail.latest(own, (m) => m.subject.includes('оформлен'));
    const gift = uniqueEmail('gift');
    await order(customer, gift, ip);
    await settle();
    expect(mailsTo(gift)).toBe(0);
    // Over 400 requests one after another: a loaded machine needs more than the default 30 s.
  }, 120_000);
});
