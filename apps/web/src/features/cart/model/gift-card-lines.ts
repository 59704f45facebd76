import { giftCardOf } from '@shop/shared/gift-cards/rules';
import type { Card } from '@shop/shared/rules/cards';
import type { BasketItem } from './cart-store.ts';
import { cartStrings } from './strings.ts';

/**
 * Whether a basket line is gift cards: it names a recipient, or its product is a denomination of one of the
 * catalogue's gift cards (cards to the buyer carry no recipient details).
 */
export const isGiftCardItem = (item: BasketItem, cards: readonly Card[]): boolean =>
  item.type !== 'box' &&
  (item.giftCard != null ||
    (item.originalProduct !== null && giftCardOf(cards, item.originalProduct) !== undefined));

/** '2026-12-05' → '05.12' */
const dayAndMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/** Whom a gift card line goes to: 'Получатель: e-mail · отправка DD.MM', or 'Себе'. */
export function giftCardRecipient(item: BasketItem): string {
  const email = item.giftCard?.recipient_email;
  if (!email) return cartStrings.giftToSelf;
  const sendOn = item.giftCard?.send_on;
  return cartStrings.giftRecipient(email, sendOn ? dayAndMonth(sendOn) : null);
}
