import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { MAX_CARDS_PER_ORDER, normaliseCode } from '@shop/shared/gift-cards/rules';
import type { Card } from '@shop/shared/rules/cards';
import type { OrderTotals } from '@shop/shared/rules/order-totals';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { isGiftCardItem, type BasketItem } from '@/features/cart';
import { checkoutStrings } from './strings.ts';

/** What the basket holds, as the totals need it (docs/product/gift-cards.md#buying). */
export interface BasketGoods {
  /** Every line at its price, gift cards included. */
  goods: number;
  /** The gift cards being bought: paid in money only. */
  giftCardGoods: number;
  /** Nothing but gift cards: delivered by e-mail, no store, no courier, no packages. */
  cardsOnly: boolean;
  /** Gift cards with other goods. */
  mixed: boolean;
}

export function basketGoods(items: readonly BasketItem[], cards: readonly Card[]): BasketGoods {
  let goods = 0;
  let giftCardGoods = 0;
  let cardLines = 0;
  for (const item of items) {
    goods += item.price * item.count;
    if (isGiftCardItem(item, cards)) {
      giftCardGoods += item.price * item.count;
      cardLines += 1;
    }
  }
  const cardsOnly = items.length > 0 && cardLines === items.length;
  return { goods, giftCardGoods, cardsOnly, mixed: cardLines > 0 && !cardsOnly };
}

/** A gift card the shopper entered and the server found usable. */
export interface AppliedGiftCard {
  /** The code as stored (normaliseCode): sent with the order, never shown. */
  code: string;
  last4: string;
  balance: number;
}

/**
 * What the order can still ask of gift cards once the cards entered have paid their shares: the total less
 * the gift cards being bought (cards never pay for cards).
 */
export const leftForCards = (totals: OrderTotals, giftCardGoods: number): number =>
  Math.max(0, totals.total - Math.min(giftCardGoods, totals.goods));

export interface GiftCardPayment {
  cards: readonly AppliedGiftCard[];
  /** Why the last card entered was not taken, shown at the field. */
  error: string | null;
  busy: boolean;
  /**
   * Checks a typed code and adds its card. `refusal`: why no card can help this order now (checked after the
   * code's form, before the server is asked). True when the card was added.
   */
  apply: (typed: string, refusal: string | null) => Promise<boolean>;
  remove: (code: string) => void;
  clearError: () => void;
}

/**
 * The gift cards that pay for the order (docs/product/gift-cards.md#spending), up to MAX_CARDS_PER_ORDER, in
 * the order entered. Kept on the page only: codes are secrets, never stored in the browser.
 */
export function useGiftCardPayment(): GiftCardPayment {
  const [cards, setCards] = useState<AppliedGiftCard[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply: GiftCardPayment['apply'] = async (typed, refusal) => {
    if (busy) return false;
    const code = normaliseCode(typed);
    const problem = !code
      ? giftCardMessages.codeFormat
      : cards.some((card) => card.code === code)
        ? giftCardMessages.alreadyApplied
        : cards.length >= MAX_CARDS_PER_ORDER
          ? giftCardMessages.tooManyCards(MAX_CARDS_PER_ORDER)
          : refusal;
    if (problem || !code) {
      setError(problem);
      return false;
    }
    setError(null);
    setBusy(true);
    try {
      // The check's code comes when a code is applied, not with the page (page JavaScript, ADR 0005).
      const { checkGiftCard } = await import('@/features/gift-cards');
      const card = await checkGiftCard(code);
      setCards((current) => [...current, { code, last4: card.last4, balance: card.balance }]);
      return true;
    } catch (failure) {
      setError(errorMessage(failure, checkoutStrings.giftCardCheckFailed));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    cards,
    error,
    busy,
    apply,
    remove: (code) => {
      setCards((current) => current.filter((card) => card.code !== code));
      setError(null);
    },
    clearError: () => setError(null),
  };
}
