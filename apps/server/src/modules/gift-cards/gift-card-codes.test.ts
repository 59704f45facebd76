import { describe, expect, it } from 'vitest';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { CODE_ALPHABET, CODE_LENGTH, normaliseCode } from '@shop/shared/gift-cards/rules';
import { guest, pickupForm, type Who } from '../../test/shop-calls.ts';
import { uniqueIp } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { adminCalls, signInAdmin } from '../admin/admin-test-kit.ts';
import { newCode } from './codes.ts';
import {
  balanceOf,
  buyCards,
  cardsBought,
  giftCardCalls,
  orderOf,
  seededGiftCard,
} from './gift-cards.fixtures.ts';

/** Gift card codes: how they are made and read, how often they may be tried, and what a refusal tells. */

const clock = { now: new Date('2026-11-26T10:00:00Z') };
const { t, mail, shop, cards, bars } = useTestShop(clock);
const calls = giftCardCalls(t);
const HOUR = 60 * 60_000;
const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
const status = (answer: { statusCode: number; json(): unknown }) => [
  answer.statusCode,
  (answer.json() as { detail?: string }).detail,
];

describe('codes', () => {
  it('are 16 symbols of Crockford’s alphabet, unique and evenly spread over 10 000 codes', () => {
    const codes = Array.from({ length: 10_000 }, newCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(new Set(codes).size).toBe(codes.length);

    // Chi-square of the symbols' counts against 32 equal chances (31 degrees of freedom): above 83.6 by
    // chance once in a million runs; `byte & 31` over the 256 byte values makes every symbol equally likely.
    const chiSquare = (symbols: string[]) => {
      const counts = new Map([...CODE_ALPHABET].map((symbol) => [symbol, 0]));
      for (const symbol of symbols) counts.set(symbol, counts.get(symbol)! + 1);
      const expected = symbols.length / CODE_ALPHABET.length;
      return [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    };
    expect(chiSquare(codes.flatMap((code) => [...code]))).toBeLessThan(83.6);
    for (let position = 0; position < CODE_LENGTH; position += 1)
      expect(chiSquare(codes.map((code) => code[position]!)), `position ${position}`).toBeLessThan(83.6);
  });

  it('are read in lower case, with spaces and dashes, O as 0 and I, L as 1; 15 or 17 symbols or a U are not', () => {
    expect(normaliseCode('abcd efgh-jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normaliseCode(' 0123-4567 89ab-cdef ')).toBe('0123456789ABCDEF');
    expect(normaliseCode('OoIi-LlOo-0000-1111')).toBe('0011110000001111');
    expect(normaliseCode('ABCD-EFGH-JKMN-PQR')).toBeNull();
    expect(normaliseCode('ABCD-EFGH-JKMN-PQRST')).toBeNull();
    expect(normaliseCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
  });
});

describe('checking codes', () => {
  const tooMany = (answer: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(status(answer)).toEqual([429, giftCardMessages.tooManyAttempts(retryAfter)]);
  };

  it('allows 30 tries an hour per address and 15 per session', async () => {
    const address = uniqueIp();
    for (let i = 0; i < 30; i += 1)
      expect(status(await calls.check(newCode(), null, address))).toEqual([422, giftCardMessages.unusable]);
    tooMany(await calls.check(newCode(), null, address));
    // The address is out of tries even with a session of its own.
    tooMany(await calls.check(newCode(), guest(), address));

    const session = guest();
    for (let i = 0; i < 15; i += 1)
      expect((await calls.check(newCode(), session, uniqueIp())).statusCode).toBe(422);
    tooMany(await calls.check(newCode(), session, uniqueIp()));

    // Another address with another session is unaffected.
    expect(status(await calls.check(newCode(), guest(), uniqueIp()))).toEqual([
      422,
      giftCardMessages.unusable,
    ]);

    // An hour later both may try again.
    later(HOUR);
    expect((await calls.check(newCode(), null, address)).statusCode).toBe(422);
    expect((await calls.check(newCode(), session, uniqueIp())).statusCode).toBe(422);
  });

  it('counts codes entered with an order only when they are refused', async () => {
    const { product } = seededGiftCard(cards);
    const { codes } = await buyCards(t, mail, product(5000));
    const [code] = codes as [string];
    const barOrder = (who: Who, codes: string[]) => calls.order(who, pickupForm({ gift_card_codes: codes }));

    // Fifteen wrong codes at checkout: the session has used its hour.
    const guesser = guest();
    expect((await shop.addToCart(guesser, Number(bars[0]!.id), 1)).statusCode).toBe(200);
    for (let i = 0; i < 15; i += 1)
      expect(status(await barOrder(guesser, [newCode()]))).toEqual([422, giftCardMessages.unusable]);
    tooMany(await calls.check(code, guesser, uniqueIp()));
    tooMany(await barOrder(guesser, [code]));

    // A right code at checkout counts for nothing: 1 right + 14 wrong leave one try of the hour.
    const shopper = guest();
    expect((await shop.addToCart(shopper, Number(bars[0]!.id), 1)).statusCode).toBe(200);
    const placed = await barOrder(shopper, [code]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderOf(placed)).toMatchObject({ status: 'paid', total_amount: 0 });
    for (let i = 0; i < 14; i += 1) expect((await barOrder(shopper, [newCode()])).statusCode).toBe(422);
    const checked = await calls.check(code, shopper, uniqueIp());
    expect(checked.statusCode, checked.body).toBe(200);
    expect(balanceOf(checked).balance).toBe(5000 - orderOf(placed).goods_amount);
    tooMany(await calls.check(code, shopper, uniqueIp()));
  });
});

describe('one answer for every card that cannot pay', () => {
  /** Checked by a new guest from a new address (the limits are tested above). */
  const check = (code: string) => calls.check(code, guest(), uniqueIp());
  const refusedAlike = async (code: string, last4: string, balance: number) => {
    const answer = await check(code);
    expect(answer.json()).toEqual({ detail: giftCardMessages.unusable });
    expect(answer.statusCode).toBe(422);
    expect(answer.body).not.toContain(last4);
    expect(answer.body).not.toContain(String(balance));
  };

  it('unknown, empty, disabled and expired cards answer the same; a malformed code says so', async () => {
    const { product } = seededGiftCard(cards);
    const bought = await buyCards(t, mail, product(1000), { quantity: 3 });
    const [empty, disabled, expiring] = bought.codes as [string, string, string];
    const purchasedAt = clock.now;
    const idOf = async (code: string) =>
      (await cardsBought(t, bought.buyer, bought.order.id)).find((c) => c.last4 === code.slice(-4))!.id;

    // Read in any spelling people type: lower case, groups, O for 0 and L for 1.
    const typed = expiring
      .toLowerCase()
      .replace(/0/g, 'o')
      .replace(/1/g, 'l')
      .replace(/(.{4})(?!$)/g, '$1 - ');
    const live = await check(typed);
    expect(live.statusCode, live.body).toBe(200);
    expect(balanceOf(live)).toMatchObject({ last4: expiring.slice(-4), amount: 1000, balance: 1000 });

    const unknown = await check(newCode());
    expect([unknown.statusCode, unknown.json()]).toEqual([422, { detail: giftCardMessages.unusable }]);

    // Spent in full: 1 000 ₽ of an order of 8 bars; the rest paid through the provider.
    const spender = guest();
    expect((await shop.addToCart(spender, Number(bars[0]!.id), 8)).statusCode).toBe(200);
    const spent = await calls.order(spender, pickupForm({ gift_card_codes: [empty] }));
    expect(spent.statusCode, spent.body).toBe(201);
    expect(orderOf(spent).gift_card_spent).toBe(1000);
    expect((await shop.decide(spent.json().payment_url, 'succeeded')).statusCode).toBe(200);
    await refusedAlike(empty, empty.slice(-4), 0);

    const admin = adminCalls(t, (await signInAdmin(t, mail)).token);
    const off = await admin.post(`/api/admin/gift-cards/${await idOf(disabled)}/disable`, {
      reason: 'Покупатель сообщил о краже',
    });
    expect(off.statusCode, off.body).toBe(200);
    await refusedAlike(disabled, disabled.slice(-4), 1000);

    // 12 months and a day after the purchase.
    clock.now = new Date(purchasedAt);
    clock.now.setUTCMonth(clock.now.getUTCMonth() + 12);
    later(24 * HOUR);
    await refusedAlike(expiring, expiring.slice(-4), 1000);

    expect(status(await check('ABCD-EFGH-JKMN-PQR'))).toEqual([422, giftCardMessages.codeFormat]);
    expect(status(await check('ABCD-EFGH-JKMN-PQRU'))).toEqual([422, giftCardMessages.codeFormat]);
  });
});
