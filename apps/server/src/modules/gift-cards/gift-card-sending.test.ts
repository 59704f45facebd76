import { describe, expect, it } from 'vitest';
import type { Store } from '@shop/shared/content/content-api';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { DAY_MS, formatMoscowDay, moscowDate } from '@shop/shared/moscow-time';
import { guest } from '../../test/shop-calls.ts';
import { uniqueEmail } from '../../test/sign-in.ts';
import { createTestApp } from '../../test/test-app.ts';
import { cardsBought, codeIn, isCardMail, useGiftCardShop } from './gift-cards.fixtures.ts';

/**
 * A card's mail (docs/product/gift-cards.md#delivery): right after payment or on its day, once whatever
 * restarts and however many instances sweep, again when the mail server is back, and again with a new
 * code when the buyer asks.
 */

const clock = { now: new Date('2026-11-26T10:00:00Z') };
const { t, mail, calls, buy, sentCards, cardInHand, orderWith, checked } = useGiftCardShop(clock);

const sendDue = () => t.app.services.giftCards.sendDue();
const tomorrow = () => moscowDate(new Date(clock.now.getTime() + DAY_MS));
/** Another instance of the shop on this file's database, on its clock, mailing the same server. */
const instance = () =>
  createTestApp({ database: t.database, now: () => clock.now, env: { SMTP_URL: mail.url } });
/** Moves the clock just past when a card is due. */
const pastSendTime = (card: { send_at: string }) => {
  clock.now = new Date(new Date(card.send_at).getTime() + 30_000);
};

describe('a card to the buyer', () => {
  it('is mailed right after payment to the order’s e-mail: amount, code, validity, stores, balance page', async () => {
    const { buyer, email, purchase } = await buy(1000);
    const letter = await mail.latest(email, isCardMail);
    const [card] = await sentCards(buyer, purchase.id);
    const code = codeIn(letter);
    const grouped = code.match(/.{4}/g)!.join('-');
    expect(grouped).toMatch(/^([0-9A-Z]{4}-){3}[0-9A-Z]{4}$/);
    expect(card).toMatchObject({ recipient_email: null, last4: code.slice(-4), state: 'sent' });

    expect(letter.subject).toBe('Ваша подарочная карта humbl на 1\u00a0000 ₽');
    const stores = (await t.app.inject({ method: 'GET', url: '/api/stores' })).json() as Store[];
    expect(stores).toHaveLength(3);
    const validUntil = `Действует до ${formatMoscowDay(new Date(card!.expires_at))}`;
    for (const part of [letter.text, letter.html]) {
      expect(part).toContain('1\u00a0000 ₽');
      expect(part).toContain(grouped);
      expect(part).toContain(validUntil);
      for (const store of stores) expect(part).toContain(store.address);
      expect(part).toMatch(/https?:\/\/[^\s<"]+\/gift-cards\/balance/);
    }
    expect(letter.text).toContain(`Код карты: ${grouped}`);
    expect(await checked(grouped.toLowerCase())).toEqual([200, 1000]);
  });
});

describe('a card scheduled for a day', () => {
  it('survives a restart: the instance that took the payment is gone, a new one mails it once', async () => {
    const friend = uniqueEmail('friend');
    const first = await instance();
    const bought = await buy(1000, [{ recipient_email: friend, send_on: tomorrow() }], first);
    await first.close();
    const [card] = await cardsBought(t, bought.buyer, bought.purchase.id);
    expect(card).toMatchObject({ state: 'scheduled', last4: null, sent_at: null });
    expect(await sendDue()).toBe(0);
    expect(mail.countTo(friend)).toBe(0);

    pastSendTime(card!);
    const second = await instance();
    try {
      expect(await second.app.services.giftCards.sendDue()).toBe(1);
      expect(await second.app.services.giftCards.sendDue()).toBe(0);
      expect(await sendDue()).toBe(0);
    } finally {
      await second.close();
    }
    expect(mail.countTo(friend)).toBe(1);
    expect(await checked(codeIn(await mail.latest(friend)))).toEqual([200, 1000]);
  });

  it('is mailed exactly once when two instances sweep at the same time', async () => {
    const friends = Array.from({ length: 20 }, () => uniqueEmail('friend'));
    const send_on = tomorrow();
    const bought = await buy(
      1000,
      friends.map((recipient_email) => ({ recipient_email, send_on })),
    );
    const scheduled = await cardsBought(t, bought.buyer, bought.purchase.id);
    expect(scheduled.map((card) => card.state)).toEqual(friends.map(() => 'scheduled'));

    pastSendTime(scheduled[0]!);
    const second = await instance();
    const sent: number[] = [];
    try {
      for (let round = 0; round < 3; round++)
        sent.push(...(await Promise.all([sendDue(), second.app.services.giftCards.sendDue(), sendDue()])));
    } finally {
      await second.close();
    }
    expect(sent.reduce((total, n) => total + n, 0)).toBe(20);
    expect(friends.map((friend) => mail.countTo(friend))).toEqual(friends.map(() => 1));
    const cards = await cardsBought(t, bought.buyer, bought.purchase.id);
    for (const card of cards) {
      const code = codeIn(await mail.latest(card.recipient_email!));
      expect([card.state, card.last4]).toEqual(['sent', code.slice(-4)]);
    }
    expect(await checked(codeIn(await mail.latest(friends[7]!)))).toEqual([200, 1000]);
  });

  it('stays scheduled while the mail server refuses, and the next sweep after it recovers mails it', async () => {
    const friend = uniqueEmail('friend');
    const bought = await buy(3000, [{ recipient_email: friend, send_on: tomorrow() }]);
    const [card] = await cardsBought(t, bought.buyer, bought.purchase.id);
    pastSendTime(card!);

    mail.failing = true;
    try {
      expect(await sendDue()).toBe(0);
      expect(await sendDue()).toBe(0);
    } finally {
      mail.failing = false;
    }
    expect(mail.countTo(friend)).toBe(0);
    const [unsent] = await cardsBought(t, bought.buyer, bought.purchase.id);
    expect(unsent).toMatchObject({ state: 'scheduled', sent_at: null });

    expect(await sendDue()).toBe(1);
    const code = codeIn(await mail.latest(friend, isCardMail));
    const [sent] = await cardsBought(t, bought.buyer, bought.purchase.id);
    expect(sent).toMatchObject({ state: 'sent', last4: code.slice(-4) });
    expect(await checked(code)).toEqual([200, 3000]);
    expect(mail.countTo(friend)).toBe(1);
  });
});

describe("a sender's words in the mail", () => {
  it('are one line each, with no link left', async () => {
    const friend = uniqueEmail('friend');
    await buy(1000, [
      {
        recipient_email: friend,
        sender_name: 'Маша',
        message: 'Привет!\nЗабери подарок: https://evil.example.com/gift\r\n\r\nСрочно!',
      },
    ]);
    const letter = await mail.latest(friend, isCardMail);
    expect(letter.subject).toBe('Маша дарит вам подарочную карту humbl на 1\u00a0000 ₽');
    const quoted = '«Привет! Забери подарок: evil[.]example[.]com/gift Срочно!»';
    expect(letter.text.split('\n')).toContain(quoted);
    expect(letter.html).toContain(quoted);
    for (const part of [letter.subject, letter.text, letter.html]) {
      expect(part).not.toContain('https://');
      expect(part).not.toContain('evil.example');
    }
  });
});

describe("the buyer's resend", () => {
  it('mails a new code to the same address: the old one stops working, the balance stays', async () => {
    const { buyer, email, purchase, card, code } = await cardInHand(1000);
    const { order } = await orderWith([code], 1, 4);
    const balance = 1000 - order.gift_card_spent;
    const resend = () => calls.resend(buyer, purchase.id, card.id);

    const resent = await resend();
    expect(resent.statusCode, resent.body).toBe(200);
    const letter = await mail.latest(email, (m) => m.text.includes('прежний код больше не действует'));
    const fresh = codeIn(letter);
    expect(fresh).not.toBe(code);
    expect(resent.json()).toMatchObject({ id: card.id, state: 'sent', balance, last4: fresh.slice(-4) });
    expect(await checked(code)).toEqual([422, giftCardMessages.unusable]);
    expect(await checked(fresh)).toEqual([200, balance]);
    expect(mail.mails.filter((m) => m.to === email && isCardMail(m))).toHaveLength(2);

    // Three a day.
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const fourth = await resend();
    expect([fourth.statusCode, fourth.json().detail]).toEqual([429, giftCardMessages.resendTooOften]);
    expect(mail.mails.filter((m) => m.to === email && isCardMail(m))).toHaveLength(4);
    const last = codeIn(await mail.latest(email, isCardMail));
    expect(await checked(last)).toEqual([200, balance]);
    expect(await checked(fresh)).toEqual([422, giftCardMessages.unusable]);
  });

  it("looks missing for someone else's order or another order's card, and waits for a card's first mail", async () => {
    const { buyer, purchase, card } = await cardInHand(1000);
    expect((await calls.resend(guest(), purchase.id, card.id)).statusCode).toBe(404);

    const later = await buy(1000, [{ recipient_email: uniqueEmail('friend'), send_on: tomorrow() }]);
    const [scheduled] = await cardsBought(t, later.buyer, later.purchase.id);
    const notOfThisOrder = await calls.resend(buyer, purchase.id, scheduled!.id);
    expect([notOfThisOrder.statusCode, notOfThisOrder.json().detail]).toEqual([
      404,
      giftCardMessages.notFound,
    ]);
    const notYet = await calls.resend(later.buyer, later.purchase.id, scheduled!.id);
    expect([notYet.statusCode, notYet.json().detail]).toEqual([409, giftCardMessages.notSentYet]);
  });
});
