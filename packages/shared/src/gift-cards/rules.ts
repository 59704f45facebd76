import { DAY_MS, moscowDate, moscowDayStart } from '../moscow-time.ts';
import { isEmail } from '../rules/contact-rules.ts';
import type { Card, GiftCard } from '../rules/cards.ts';
import { giftCardMessages } from './messages.ts';

/**
 * Gift card rules shared by the server and the storefront (docs/product/gift-cards.md): the code's form,
 * validity, how far ahead a card can be scheduled, and how cards pay for an order.
 */

/**
 * Crockford's base32: digits and letters without I, L, O and U, so nothing reads as something else.
 * 32 symbols are 5 bits each; a code of CODE_LENGTH symbols carries CODE_BITS random bits.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;
export const CODE_BITS = CODE_LENGTH * 5;
/** Shown and mailed as four groups of four: ABCD-EFGH-JKMN-PQRS. */
export const CODE_GROUP = 4;

export const GIFT_CARD_VALID_MONTHS = 12;
/** A card can be scheduled from today up to this many days ahead. */
export const SEND_AHEAD_DAYS = 90;
/** A scheduled card goes out at this hour of its Moscow day. */
export const SEND_HOUR_MOSCOW = 9;
/** Cards one order may spend. */
export const MAX_CARDS_PER_ORDER = 5;
/** Units of one gift card a cart line can hold. */
export const MAX_CARDS_PER_LINE = 10;

/**
 * A typed code as stored: upper case, separators dropped, and the letters people confuse with digits read
 * as those digits (O → 0, I and L → 1), as Crockford's alphabet does. Null when it cannot be a code.
 */
export function normaliseCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s\-–—_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return null;
  for (const symbol of code) if (!CODE_ALPHABET.includes(symbol)) return null;
  return code;
}

/** ABCDEFGHJKMNPQRS → ABCD-EFGH-JKMN-PQRS */
export const groupCode = (code: string): string =>
  code.match(new RegExp(`.{1,${CODE_GROUP}}`, 'g'))?.join('-') ?? code;

/** '•••• PQRS': all that is ever shown of a code once it has been mailed. */
export const maskedCode = (last4: string): string => `•••• ${last4}`;

/** When a card bought at `purchasedAt` stops working: the same moment GIFT_CARD_VALID_MONTHS later. */
export function giftCardExpiry(purchasedAt: Date): Date {
  const expiry = new Date(purchasedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + GIFT_CARD_VALID_MONTHS);
  return expiry;
}

/** The Moscow days a card may be scheduled for, from `now`'s day: [first, last] as 'YYYY-MM-DD'. */
export function sendDateRange(now: Date): [string, string] {
  return [moscowDate(now), moscowDate(new Date(now.getTime() + SEND_AHEAD_DAYS * DAY_MS))];
}

/** Whether `date` ('YYYY-MM-DD') is a day a card may be scheduled for at `now`. */
export function isSendDate(date: string, now: Date): boolean {
  const [first, last] = sendDateRange(now);
  return moscowDayStart(date) !== null && date >= first && date <= last;
}

/** When a card chosen for `date` goes out: SEND_HOUR_MOSCOW of that Moscow day, or now when that has passed. */
export function sendMoment(date: string | null, now: Date): Date {
  const start = date ? moscowDayStart(date) : null;
  if (!start) return now;
  const moment = new Date(start.getTime() + SEND_HOUR_MOSCOW * 60 * 60_000);
  return moment > now ? moment : now;
}

/**
 * What each card pays of `payable` rubles, in the order given: each takes what is left, up to its balance.
 * The sum never exceeds `payable` nor any card its balance.
 */
export function cardShares(payable: number, balances: readonly number[]): number[] {
  let left = Math.max(0, payable);
  return balances.map((balance) => {
    const share = Math.max(0, Math.min(left, Math.floor(balance)));
    left -= share;
    return share;
  });
}

/** The gift card a product is a denomination of, or undefined for any other product. */
export function giftCardOf(cards: readonly Card[], productId: number): GiftCard | undefined {
  return cards.find(
    (card): card is GiftCard =>
      card.kind === 'gifted_card' &&
      Object.values(card.productIdByDenomination).some((id) => id === productId),
  );
}

export const SENDER_NAME_MAX = 60;
export const GIFT_MESSAGE_MAX = 500;

/** A gift card's recipient details as the cart and the order keep them (null fields: to the buyer, at once). */
export interface GiftChoice {
  recipient_email?: string | null | undefined;
  sender_name?: string | null | undefined;
  message?: string | null | undefined;
  send_on?: string | null | undefined;
}

/** Why a gift card's recipient details cannot be taken at `now`, or null (the storefront and the API alike). */
export function giftChoiceProblem(choice: GiftChoice, now: Date): string | null {
  const email = choice.recipient_email?.trim();
  if (email && !isEmail(email)) return giftCardMessages.recipientEmail;
  if ([...(choice.sender_name?.trim() ?? '')].length > SENDER_NAME_MAX) return giftCardMessages.senderName;
  if ([...(choice.message?.trim() ?? '')].length > GIFT_MESSAGE_MAX) return giftCardMessages.message;
  if (choice.send_on && !isSendDate(choice.send_on, now)) return giftCardMessages.sendOn(SEND_AHEAD_DAYS);
  return null;
}
