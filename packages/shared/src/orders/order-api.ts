import { z } from 'zod';
import { countSchema, idSchema, sessionIdSchema } from '../api/ids.ts';
import { cursorSchema, ORDERS_PAGE, pageLimitSchema } from '../api/paging.ts';
import { boxTypes } from '../boxes/box-types.ts';
import { giftCardStateLabels, type GiftCardState } from '../gift-cards/messages.ts';
import { GIFT_MESSAGE_MAX, MAX_CARDS_PER_ORDER, SENDER_NAME_MAX } from '../gift-cards/rules.ts';
import { orderConsentsSchema } from '../legal/legal-api.ts';
import { orderStatuses } from './status.ts';

/**
 * The checkout and orders API (docs/product/checkout-and-orders.md#api). Money is whole rubles; every amount
 * here is the server's. The storefront's own figures are display only. Messages without zod are in
 * messages.ts, statuses in status.ts.
 */

const text = (max: number) => z.string().max(max);

/** 'email': electronic gift cards only (docs/product/gift-cards.md#buying): no store, no courier. */
export const deliveryTypes = ['pickup', 'courier', 'email'] as const;

export const createOrderBodySchema = z.object({
  first_name: text(100),
  last_name: text(100),
  phone: text(40),
  email: text(254),
  delivery: z.object({
    delivery_type: z.enum(deliveryTypes, { message: 'Способ получения: pickup, courier или email' }),
    /** Pickup: the store's number (GET /api/stores). */
    shop_number: idSchema.nullish(),
    /** Courier: street, house, flat. */
    address: text(300).nullish(),
    /** Courier: 'YYYY-MM-DD', a weekday from tomorrow. */
    date: text(10).nullish(),
    /** Courier: a slot of GET /api/admin/delivery-times/public. */
    slot_id: idSchema.nullish(),
  }),
  use_bonus: z.boolean().default(false),
  add_package: z.boolean().default(false),
  add_present_package: z.boolean().default(false),
  /** Codes of gift cards to pay with (docs/product/gift-cards.md#spending), in the order they are used. */
  gift_card_codes: z.array(text(40)).max(MAX_CARDS_PER_ORDER).optional(),
  session_id: sessionIdSchema,
  /** The total the shopper saw; when given and different from the server's, nothing is ordered (409). */
  expected_total: countSchema.optional(),
  /**
   * The versions of the documents the shopper ticked (docs/product/personal-data.md#consents): the offer
   * always, the processing consent from guests and accounts without a current one; else 422.
   */
  consents: orderConsentsSchema.optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const orderItemKinds = ['product', 'box', 'package', 'gift_card'] as const;

/** Who a gift card bought goes to (null fields: to the buyer, at once). */
export const giftCardChoiceSchema = z.object({
  /** The recipient's e-mail; null or absent: the card goes to the buyer. */
  recipient_email: text(254).nullish(),
  /**
   * How the card is signed ('От кого'). The rules (giftChoiceProblem) decide its length and the message's,
   * in characters once trimmed, and say what is wrong; these caps only bound the request: a character may
   * take two UTF-16 units, and spaces around are trimmed.
   */
  sender_name: text(SENDER_NAME_MAX * 4).nullish(),
  message: text(GIFT_MESSAGE_MAX * 4).nullish(),
  /** 'YYYY-MM-DD', from today up to 90 days ahead (Moscow days); absent: at once after payment. */
  send_on: text(10).nullish(),
});
export type GiftCardChoice = z.input<typeof giftCardChoiceSchema>;

const giftCardStates = Object.keys(giftCardStateLabels) as [GiftCardState, ...GiftCardState[]];

/** A gift card an order bought, as its buyer sees it (never its code: only the last four characters). */
export const boughtGiftCardSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  balance: z.number().int(),
  /** Null until the card's mail has gone out. */
  last4: z.string().nullable(),
  recipient_email: z.string().nullable(),
  sender_name: z.string().nullable(),
  /** When it goes (went) out. */
  send_at: z.string(),
  sent_at: z.string().nullable(),
  expires_at: z.string(),
  state: z.enum(giftCardStates),
});
export type BoughtGiftCard = z.infer<typeof boughtGiftCardSchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  /** The catalogue product; null for a custom box (its flavours are in `box`). */
  product_id: z.number().int().nullable(),
  kind: z.enum(orderItemKinds),
  /** The product's name when ordered. */
  name: z.string(),
  image: z.string().nullable(),
  /** Per-unit price (a box: the sum of its flavours). */
  price: z.number().int(),
  quantity: z.number().int(),
  /** A gift card line: whom its cards go to. */
  gift_card: giftCardChoiceSchema.nullable().optional(),
  box: z
    .object({
      box_type: z.enum(boxTypes),
      items: z.array(
        z.object({
          product_id: z.number().int(),
          name: z.string(),
          image: z.string().nullable(),
          price: z.number().int(),
          quantity: z.number().int(),
        }),
      ),
    })
    .nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  /** The order number shoppers and staff use (the API's retailcrm_id). */
  retailcrm_id: z.string(),
  status: z.enum(orderStatuses),
  is_paid: z.boolean(),
  created_at: z.string(),
  /** Until when an unpaid order keeps its goods and can be paid. */
  pay_until: z.string(),
  total_amount: z.number().int(),
  goods_amount: z.number().int(),
  packages_amount: z.number().int(),
  delivery_amount: z.number().int(),
  bonus_spent: z.number().int(),
  /** What gift cards paid (taken from them when the order was placed). */
  gift_card_spent: z.number().int(),
  /** The gift cards that paid, by their last four characters. */
  paid_with_gift_cards: z.array(z.object({ last4: z.string(), amount: z.number().int() })),
  /** The gift cards this order bought (issued once it is paid). */
  gift_cards: z.array(boughtGiftCardSchema),
  /** Bonuses credited (paid orders) or to be credited once paid. */
  cash_back: z.number().int(),
  items: z.array(orderItemSchema),
  payments: z.array(z.object({ invoice_url: z.string(), status: z.string() })),
  delivery: z.object({
    delivery_type: z.enum(deliveryTypes),
    shop_number: z.number().int().nullable(),
    shop_name: z.string().nullable(),
    shop_address: z.string().nullable(),
    address: z.string().nullable(),
    date: z.string().nullable(),
    time_from: z.string().nullable(),
    time_to: z.string().nullable(),
  }),
  customer: z.object({
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  /** The version of the public offer accepted with the order (/legal/offer/{version}); null before offers. */
  offer_version: z.number().int().nullable(),
  /**
   * The customer's name, phone, e-mail and address were erased (account deleted, consent withdrawn, a
   * guest's old unpaid order): `customer` holds empty strings; amounts, items and dates stay.
   */
  personal_data_erased: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersSchema = z.array(orderSchema);

export const createOrderAnswerSchema = z.object({
  order: orderSchema,
  /** Where to pay; null when the provider could not be reached (the order waits in history with 'Оплатить'). */
  payment_url: z.string().nullable(),
});
export type CreateOrderAnswer = z.infer<typeof createOrderAnswerSchema>;

export const ordersQuerySchema = z.object({ session_id: sessionIdSchema });

/**
 * GET /api/orders/: a page of the caller's orders, newest first (docs/product/checkout-and-orders.md#paging).
 * The answer stays a bare array; the next page's cursor comes in the X-Next-Cursor header, and the first
 * page says how many orders there are in X-Total-Count.
 */
export const ordersListQuerySchema = ordersQuerySchema.extend({
  cursor: cursorSchema,
  limit: pageLimitSchema(ORDERS_PAGE.default, ORDERS_PAGE.max),
  /** '1': only the orders still to be paid (awaiting payment within their time), as the header's shortcut asks. */
  payable: z.enum(['0', '1']).optional(),
});
export const payOrderBodySchema = z.object({ session_id: sessionIdSchema }).nullish();
export const payOrderAnswerSchema = z.object({ payment_url: z.string() });
