import { expect } from 'vitest';
import type { GiftCardBalance } from '@shop/shared/gift-cards/gift-card-api';
import { giftCardOf, normaliseCode } from '@shop/shared/gift-cards/rules';
import type {
  CreateOrderAnswer,
  CreateOrderBody,
  GiftCardChoice,
  Order,
} from '@shop/shared/orders/order-api';
import type { Card, GiftCard } from '@shop/shared/rules/cards';
import type { CaughtMail } from '../../test/mail-catcher.ts';
import { pickupForm, type Who } from '../../test/shop-calls.ts';
import { bearer, uniqueIp } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The seeded electronic gift card and the product of each of its denominations. */
export function seededGiftCard(cards: readonly Card[]): {
  card: GiftCard;
  product: (amount: number) => number;
} {
  const card = cards.find((candidate): candidate is GiftCard => candidate.kind === 'gifted_card')!;
  expect(card, 'the seed has a gift card').toBeDefined();
  expect(giftCardOf(cards, card.productIdByDenomination[card.denominations[0]!]!)).toBe(card);
  return { card, product: (amount) => card.productIdByDenomination[amount]! };
}

/** A complete checkout form for an order of electronic cards only (no store, no courier). */
export const emailForm = (overrides: Partial<CreateOrderBody> = {}): CreateOrderBody =>
  pickupForm({ delivery: { delivery_type: 'email' }, ...overrides });

const as = (who: Who) =>
  'token' in who
    ? { headers: bearer(who.token), query: '' }
    : { headers: {}, query: `?session_id=${who.session}` };

/** Gift card calls the storefront makes. */
export function giftCardCalls(t: TestApp) {
  return {
    /** Puts `quantity` cards of a denomination in the cart, for `gift` (absent: to the buyer). */
    addCard: (who: Who, productId: number, quantity = 1, gift?: GiftCardChoice, ip = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: `/api/cart/${as(who).query}`,
        headers: as(who).headers,
        remoteAddress: ip,
        payload: { product_id: productId, quantity, ...(gift ? { gift_card: gift } : {}) },
      }),
    /** POST /api/gift-cards/check from `ip`, as `who` (or nobody). */
    check: (code: string, who: Who | null = null, ip = '127.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/gift-cards/check',
        headers: who ? ('token' in who ? bearer(who.token) : { 'x-session-id': who.session }) : {},
        remoteAddress: ip,
        payload: { code },
      }),
    resend: (who: Who, orderId: number, cardId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/gift-cards/${cardId}/resend${as(who).query}`,
        headers: as(who).headers,
      }),
    /** Checks out the cart (a fresh address each time unless told). */
    order: (who: Who, form: CreateOrderBody, ip = uniqueIp()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${as(who).query}`,
        headers: as(who).headers,
        remoteAddress: ip,
        payload: form,
      }),
  };
}

/** The code a card's mail carries (text part: 'Код карты: XXXX-XXXX-XXXX-XXXX'), normalised. */
export function codeIn(mail: CaughtMail): string {
  const match = /Код карты: ([0-9A-Z-]{19})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return normaliseCode(match![1]!)!;
}

export const balanceOf = (answer: { json(): unknown }) => answer.json() as GiftCardBalance;
export const orderOf = (answer: { json(): unknown }) => (answer.json() as CreateOrderAnswer).order;
export type { Order };
