import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import {
  GIFT_MESSAGE_MAX,
  isSendDate,
  SEND_AHEAD_DAYS,
  SENDER_NAME_MAX,
} from '@shop/shared/gift-cards/rules';
import type { GiftCardChoice } from '@shop/shared/orders/order-api';
import { isEmail } from '@shop/shared/rules/contact-rules';

/** Whom the cards go to: the buyer ('Себе') or someone else ('В подарок'). */
export type GiftRecipient = 'self' | 'gift';

/** What the shopper types on a gift card's page besides the denomination and the count. */
export interface GiftCardFormValues {
  recipient: GiftRecipient;
  recipient_email: string;
  sender_name: string;
  message: string;
  /** 'YYYY-MM-DD', or '' for at once after payment. */
  send_on: string;
}

export type GiftCardField = Exclude<keyof GiftCardFormValues, 'recipient'>;
export type GiftCardProblems = Partial<Record<GiftCardField, string>>;

/** The fields in the order they appear: the first with a problem gets the focus. */
export const giftCardFields: readonly GiftCardField[] = [
  'recipient_email',
  'sender_name',
  'message',
  'send_on',
];

export const emptyGiftCardForm: GiftCardFormValues = {
  recipient: 'self',
  recipient_email: '',
  sender_name: '',
  message: '',
  send_on: '',
};

/** Characters as the API counts them (an emoji is one). */
export const lengthOf = (text: string): number => [...text.trim()].length;

/**
 * What is wrong with each field (docs/product/gift-cards.md#buying; the API checks the same limits with the
 * same messages). Cards to the buyer ask for nothing.
 */
export function giftCardProblems(values: GiftCardFormValues, now: Date): GiftCardProblems {
  if (values.recipient === 'self') return {};
  const problems: GiftCardProblems = {};
  if (!isEmail(values.recipient_email)) problems.recipient_email = giftCardMessages.recipientEmail;
  if (lengthOf(values.sender_name) > SENDER_NAME_MAX) problems.sender_name = giftCardMessages.senderName;
  if (lengthOf(values.message) > GIFT_MESSAGE_MAX) problems.message = giftCardMessages.message;
  if (values.send_on !== '' && !isSendDate(values.send_on, now))
    problems.send_on = giftCardMessages.sendOn(SEND_AHEAD_DAYS);
  return problems;
}

/**
 * The `gift_card` of the add-to-cart call: the recipient's details, trimmed, empty ones left out; undefined
 * for cards to the buyer (sent at once after payment).
 */
export function giftCardChoiceOf(values: GiftCardFormValues): GiftCardChoice | undefined {
  if (values.recipient === 'self') return undefined;
  const sender = values.sender_name.trim();
  const message = values.message.trim();
  return {
    recipient_email: values.recipient_email.trim(),
    ...(sender ? { sender_name: sender } : {}),
    ...(message ? { message } : {}),
    ...(values.send_on ? { send_on: values.send_on } : {}),
  };
}
