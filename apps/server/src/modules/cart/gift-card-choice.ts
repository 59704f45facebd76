import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { giftCardOf, giftChoiceProblem, type GiftChoice } from '@shop/shared/gift-cards/rules';
import { normaliseEmail } from '@shop/shared/rules/contact-rules';
import type { GiftCardChoice } from '@shop/shared/orders/order-api';
import type { Card } from '@shop/shared/rules/cards';
import { unprocessable } from '../../lib/refusals.ts';
import type { GiftLine } from './cart.repository.ts';

/**
 * A gift card line's recipient details as the cart keeps them, checked (docs/product/gift-cards.md#buying),
 * and the variant that keys them: cards for different people, or sent on different days, are different
 * lines. No details (or only blanks): the card goes to the buyer at once, variant ''. Details on a product
 * that is not a gift card are refused.
 */
export function giftLine(
  cards: readonly Card[],
  productId: number,
  choice: GiftChoice | undefined,
  now: Date,
): GiftLine & { variant: string } {
  const none = { recipientEmail: null, senderName: null, giftMessage: null, sendOn: null, variant: '' };
  const blank = (value: string | null | undefined) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  };
  const line = {
    recipientEmail: blank(choice?.recipient_email),
    senderName: blank(choice?.sender_name),
    giftMessage: blank(choice?.message),
    sendOn: blank(choice?.send_on),
  };
  if (Object.values(line).every((value) => value === null)) return none;
  if (!giftCardOf(cards, productId)) throw unprocessable(giftCardMessages.notAGiftCard);
  const problem = giftChoiceProblem(choice!, now);
  if (problem) throw unprocessable(problem);
  const checked = { ...line, recipientEmail: line.recipientEmail && normaliseEmail(line.recipientEmail) };
  return { ...checked, variant: JSON.stringify(Object.values(checked)) };
}

/** A stored line's recipient details as the API answers them (cart lines and order lines alike). */
export const giftChoiceOf = (line: GiftLine): GiftCardChoice => ({
  recipient_email: line.recipientEmail,
  sender_name: line.senderName,
  message: line.giftMessage,
  send_on: line.sendOn,
});
