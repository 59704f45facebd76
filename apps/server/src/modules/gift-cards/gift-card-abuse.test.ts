import { describe, expect, it } from 'vitest';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { checkoutMessages } from '@shop/shared/orders/messages';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { pickupForm } from '../../test/shop-calls.ts';
import { codeIn, isCardMail, useGiftCardShop } from './gift-cards.fixtures.ts';
import { giftCardLimits } from './gift-card-limits.ts';

/**
 * The gift card endpoints against a hostile or clumsy caller: behind a proxy and with forged forwarding
 * headers, the same request twice at once, a replayed or altered body, no credentials. Balances stay exact.
 */

const clock = { now: new Date('2026-11-26T10:00:00Z') };
const { t, mail, shop, calls, cardInHand, cartedGuest, barId, checked, ledgerOf, disableCard } =
  useGiftCardShop(clock, { TRUST_PROXY: '127.0.0.1' });

const unknownCode = 'ABCD-EFGH-JKMN-PQRS';
const perAddress = giftCardLimits.perAddress.limit;
/** A check of a code arriving from `remoteAddress`, forwarded for `forwardedFor` when given. */
const checkFrom = (remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gift-cards/check',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { code: unknownCode },
  });

describe('code tries behind a proxy', () => {
  it('count each shopper the trusted proxy names, and a forged header from elsewhere buys no new tries', async () => {
    // Through the proxy: the forwarded address is the shopper's, and its hour runs out on its own.
    for (let i = 0; i < perAddress; i += 1)
      expect((await checkFrom('127.0.0.1', '198.51.100.7')).statusCode).toBe(422);
    const spent = await checkFrom('127.0.0.1', '198.51.100.7');
    expect(spent.statusCode).toBe(429);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    expect((await checkFrom('127.0.0.1', '198.51.100.8')).statusCode).toBe(422);

    // A client that is no proxy names a new address each time: it is still counted as itself.
    for (let i = 0; i < perAddress; i += 1)
      expect((await checkFrom('203.0.113.9', `192.0.2.${i + 1}`)).statusCode).toBe(422);
    expect((await checkFrom('203.0.113.9', '192.0.2.250')).statusCode).toBe(429);
  });

  it('refuses a forged body with a clear 422, never a 5xx', async () => {
    for (const payload of [{ code: 'X'.repeat(41) }, { code: 12345 }, {}, { code: ['A'] }]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/gift-cards/check',
        remoteAddress: '198.51.100.30',
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(typeof answer.json().detail).toBe('string');
    }
  });
});

describe('the same request twice', () => {
  it('an order with a card sent twice at once with one Idempotency-Key is one order, the card spent once', async () => {
    const { card, code } = await cardInHand(1000);
    const { who, ip } = await cartedGuest(barId(0), 8);
    const form = pickupForm({ gift_card_codes: [code] });
    const answers = await Promise.all([
      shop.placeOrder(who, form, 'same-key', ip),
      shop.placeOrder(who, form, 'same-key', ip),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((a) => (a.json() as CreateOrderAnswer).order);
    expect(second!.id).toBe(first!.id);
    expect(first!.gift_card_spent).toBe(Math.min(1000, first!.goods_amount));

    // Replayed later: the same order; the same key with another body (no card): refused, nothing moves.
    const replay = await shop.placeOrder(who, form, 'same-key', ip);
    expect((replay.json() as CreateOrderAnswer).order.id).toBe(first!.id);
    const altered = await shop.placeOrder(who, pickupForm(), 'same-key', ip);
    expect([altered.statusCode, altered.json().detail]).toEqual([422, checkoutMessages.idempotencyReused]);
    const { rows, sum } = await ledgerOf(card.id);
    expect(rows).toEqual([
      ['issued', 1000],
      ['spent', -first!.gift_card_spent],
    ]);
    expect(sum).toBe(1000 - first!.gift_card_spent);
  });

  it('two resends at once: each mail that goes has a new code, only the newest works, balance whole', async () => {
    const { buyer, email, purchase, card, code } = await cardInHand(1000);
    const before = mail.mails.filter((m) => m.to === email && isCardMail(m)).length;
    const answers = await Promise.all([
      calls.resend(buyer, purchase.id, card.id),
      calls.resend(buyer, purchase.id, card.id),
    ]);
    // The second usually finds the first still mailing (409); on a slow machine it may come after it.
    const sent = answers.filter((a) => a.statusCode === 200).length;
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const letters = mail.mails.filter((m) => m.to === email && isCardMail(m));
    expect(letters).toHaveLength(before + sent);
    const codes = letters.slice(before).map(codeIn);
    for (const old of [code, ...codes.slice(0, -1)])
      expect(await checked(old)).toEqual([422, giftCardMessages.unusable]);
    expect(await checked(codes.at(-1)!)).toEqual([200, 1000]);

    // Without the session that bought it there is nobody to ask for it.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${purchase.id}/gift-cards/${card.id}/resend`,
    });
    expect(anonymous.statusCode).toBe(400);
  });

  it('two admins disabling one card at once: one does, the other is told; written off once', async () => {
    const { card, code } = await cardInHand(2000);
    const answers = await Promise.all([disableCard(card.id), disableCard(card.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const { rows, sum } = await ledgerOf(card.id);
    expect(rows).toEqual([
      ['issued', 2000],
      ['disabled', -2000],
    ]);
    expect(sum).toBe(0);
    expect(await checked(code)).toEqual([422, giftCardMessages.unusable]);
  });
});
