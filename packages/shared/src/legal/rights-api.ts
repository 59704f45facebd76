import { z } from 'zod';
import { boxSchema, cartAnswerSchema } from '../cart/cart-api.ts';
import { loyaltyCardSchema } from '../loyalty/card.ts';
import { boughtGiftCardSchema, ordersSchema } from '../orders/order-api.ts';
import { consentPurposes, documentKinds } from './legal-api.ts';

/**
 * The shopper's rights besides the consents (those are in legal-api.ts): the data export and deleting the
 * account (docs/product/personal-data.md#the-shoppers-rights). The export never shows a gift card's code,
 * only its last four characters.
 */

const at = z.string().describe('ISO 8601 date-time');

/** The account as stored: its contacts, the phone's proof, since when, whether it is an admin. */
export const exportedAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  phone_verified_at: at.nullable(),
  created_at: at,
  is_admin: z.boolean(),
  consent_withdrawn_at: at.nullable(),
});

/** One row of the consent log about the account, with the evidence kept: address and browser. */
export const exportedConsentSchema = z.object({
  at,
  kind: z.enum(documentKinds),
  title: z.string(),
  version: z.number().int(),
  /** SHA-256 of the version accepted. */
  hash: z.string(),
  purpose: z.enum(consentPurposes),
  order_number: z.number().int().nullable(),
  email: z.string().nullable(),
  session_id: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});

/** GET /api/users/export: everything the shop holds about the signed-in account, as one JSON file. */
export const personalDataExportSchema = z.object({
  exported_at: at,
  account: exportedAccountSchema,
  /** Level, balance and every bonus movement. */
  loyalty: loyaltyCardSchema,
  /** Every order as GET /api/orders/ shows it (items, delivery, customer, amounts; gift cards masked). */
  orders: ordersSchema,
  consents: z.array(exportedConsentSchema),
  /** Gift cards the account bought (the last four characters of the code, the balance). */
  gift_cards: z.array(boughtGiftCardSchema.extend({ order_number: z.string() })),
  cart: cartAnswerSchema.extend({ boxes: z.array(boxSchema) }),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

export { exportFileName } from './export-file.ts';

/** How often one account may download its data (per hour). */
export const EXPORTS_PER_HOUR = 10;

/** POST /api/users/delete/request: the code went to the account's e-mail. */
export const deleteAccountRequestAnswerSchema = z.object({
  detail: z.string(),
  /** Seconds until another code may be asked for. */
  resend_in: z.number().int(),
});
