import { describe, expect, it } from 'vitest';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { guest } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import {
  balanceOf,
  codeIn,
  emailForm,
  giftCardCalls,
  orderOf,
  seededGiftCard,
} from './gift-cards.fixtures.ts';

const clock = { now: new Date('2026-11-26T10:00:00Z') }; // 13:00 in Moscow
const { t, mail, shop, cards, bars } = useTestShop(clock);

describe('a gift card for a friend, for tomorrow', () => {
  it('is bought, mailed on its day, spent in part, checked, and spent to the end', async () => {
    const calls = giftCardCalls(t);
    const { product } = seededGiftCard(cards);
    const buyerEmail = uniqueEmail('buyer');
    let buyer = { token: (await signIn(t, mail, buyerEmail)).tokens.access_token };
    const friend = uniqueEmail('friend');

    // The buyer picks 3 000 ₽ for the friend, with a message, to be sent tomorrow.
    const added = await calls.addCard(buyer, product(3000), 1, {
      recipient_email: friend,
      sender_name: 'Маша',
      message: 'С днём рождения!',
      send_on: '2026-11-27',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().item.gift_card).toMatchObject({ recipient_email: friend, send_on: '2026-11-27' });

    // Electronic cards only: no store, no courier; paid through the test provider.
    const placed = await calls.order(buyer, emailForm({ email: 'masha@example.ru' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const purchase = orderOf(placed);
    expect(purchase).toMatchObject({ total_amount: 3000, cash_back: 0, gift_cards: [] });
    expect(purchase.items[0]).toMatchObject({ kind: 'gift_card', gift_card: { recipient_email: friend } });
    expect((await shop.decide(placed.json().payment_url, 'succeeded')).statusCode).toBe(200);

    // Issued and scheduled; nothing mailed to the friend today, however often the sweep runs.
    await t.app.services.giftCards.sendDue();
    const paid = (await shop.order(buyer, purchase.id)).json();
    expect(paid.status).toBe('paid');
    expect(paid.gift_cards).toEqual([
      expect.objectContaining({
        amount: 3000,
        balance: 3000,
        state: 'scheduled',
        last4: null,
        recipient_email: friend,
        send_at: '2026-11-27T06:00:00.000Z',
        expires_at: '2027-11-26T10:00:00.000Z',
      }),
    ]);
    expect(mail.mails.filter((m) => m.to === friend)).toEqual([]);

    // Tomorrow at 09:00 Moscow time the sweep mails it.
    clock.now = new Date('2026-11-27T06:00:30Z');
    expect(await t.app.services.giftCards.sendDue()).toBe(1);
    const letter = await mail.latest(friend);
    expect(letter.subject).toBe('Маша дарит вам подарочную карту humbl на 3\u00a0000 ₽');
    expect(letter.text).toContain('Маша дарит вам подарочную карту humbl на 3\u00a0000 ₽.');
    expect(letter.text).toContain('«С днём рождения!»');
    expect(letter.text).toMatch(/Действует до 26 ноября 2027/);
    expect(letter.html).toContain('Код карты');
    const code = codeIn(letter);
    expect(await t.app.services.giftCards.sendDue()).toBe(0);
    buyer = { token: (await signIn(t, mail, buyerEmail)).tokens.access_token }; // a day later
    const sent = (await shop.order(buyer, purchase.id)).json().gift_cards[0];
    expect(sent).toMatchObject({ state: 'sent', last4: code.slice(-4) });
    // Only the last four characters are ever shown again.
    expect(JSON.stringify((await shop.orders(buyer)).json())).not.toContain(code);

    // The friend spends part of it: an order the card pays in full, paid at once.
    const friendSession = guest();
    const bar = bars.find((b) => b.price.current * 4 <= 3000)!;
    expect((await shop.addToCart(friendSession, Number(bar.id), 4)).statusCode).toBe(200);
    const first = await calls.order(friendSession, {
      ...emailForm(),
      delivery: { delivery_type: 'pickup', shop_number: 1 },
      gift_card_codes: [code],
    });
    expect(first.statusCode, first.body).toBe(201);
    const firstOrder = orderOf(first);
    expect(first.json().payment_url).toBeNull();
    expect(firstOrder).toMatchObject({ status: 'paid', total_amount: 0 });
    expect(firstOrder.gift_card_spent).toBe(firstOrder.goods_amount);
    expect(firstOrder.paid_with_gift_cards).toEqual([
      { last4: code.slice(-4), amount: firstOrder.goods_amount },
    ]);

    // The rest is on the balance page.
    const left = 3000 - firstOrder.goods_amount;
    const checked = await calls.check(code.toLowerCase().replace(/(.{4})/g, '$1 '), friendSession);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(balanceOf(checked)).toEqual({
      last4: code.slice(-4),
      amount: 3000,
      balance: left,
      expires_at: '2027-11-26T10:00:00.000Z',
    });

    // … and spent on an order the card pays in part: the rest goes through the payment provider.
    for (const other of bars.slice(1, 3))
      expect((await shop.addToCart(friendSession, Number(other.id), 12)).statusCode).toBe(200);
    const second = await calls.order(friendSession, {
      ...emailForm(),
      delivery: { delivery_type: 'pickup', shop_number: 1 },
      gift_card_codes: [code],
    });
    expect(second.statusCode, second.body).toBe(201);
    const secondOrder = orderOf(second);
    expect(secondOrder).toMatchObject({ status: 'awaiting_payment', gift_card_spent: left });
    expect(secondOrder.total_amount).toBe(secondOrder.goods_amount - left);
    expect((await shop.decide(second.json().payment_url, 'succeeded')).statusCode).toBe(200);

    // Empty now: the one answer for every card that cannot pay.
    const empty = await calls.check(code, friendSession);
    expect([empty.statusCode, empty.json().detail]).toEqual([422, giftCardMessages.unusable]);
    const spent = (await shop.order(buyer, purchase.id)).json().gift_cards[0];
    expect(spent).toMatchObject({ state: 'spent', balance: 0 });
  });
});
