import { z } from 'zod';
import { sessionIdSchema } from '../api/ids.ts';
import { cursorSchema, pageInfoShape, pageLimitSchema } from '../api/paging.ts';
import {
  giftCardLedgerLabels,
  giftCardStateLabels,
  type GiftCardLedgerKind,
  type GiftCardState,
} from './messages.ts';

/**
 * The gift card API (docs/product/gift-cards.md#api): a holder checks a card by its code; a buyer sends a
 * card bought again; admins find, read, disable and resend cards. Codes are never answered back: only the
 * last four characters.
 */

const states = Object.keys(giftCardStateLabels) as [GiftCardState, ...GiftCardState[]];
const ledgerKinds = Object.keys(giftCardLedgerLabels) as [GiftCardLedgerKind, ...GiftCardLedgerKind[]];

export const checkGiftCardBodySchema = z.object({
  code: z.string().max(40),
  session_id: sessionIdSchema,
});

/** POST /api/gift-cards/check: what a usable card holds (anything else is one generic 422). */
export const giftCardBalanceSchema = z.object({
  last4: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  expires_at: z.string(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

export const giftCardLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ledgerKinds),
  /** Rubles, signed: credits positive, debits negative. */
  amount: z.number().int(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** A card as admins see it (docs/product/admin.md#gift-cards). */
export const adminGiftCardSchema = z.object({
  id: z.number().int(),
  last4: z.string().nullable(),
  amount: z.number().int(),
  balance: z.number().int(),
  state: z.enum(states),
  order_id: z.number().int(),
  order_number: z.string(),
  buyer_email: z.string(),
  recipient_email: z.string().nullable(),
  sender_name: z.string().nullable(),
  send_at: z.string(),
  sent_at: z.string().nullable(),
  expires_at: z.string(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

export const adminGiftCardDetailSchema = adminGiftCardSchema.extend({
  message: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  ledger: z.array(giftCardLedgerEntrySchema),
});
export type AdminGiftCardDetail = z.infer<typeof adminGiftCardDetailSchema>;

/** Cards a page of the admin's list. */
export const ADMIN_GIFT_CARDS_PAGE = 20;

/**
 * GET /api/admin/gift-cards?q=: by the last four characters, the buyer's or recipient's e-mail, or the
 * order number; newest first, a page at a time.
 */
export const adminGiftCardsQuerySchema = z.object({
  q: z.string().max(254).optional(),
  /** The next_cursor of the page before (docs/product/checkout-and-orders.md#paging); absent: the first page. */
  cursor: cursorSchema,
  limit: pageLimitSchema(ADMIN_GIFT_CARDS_PAGE, 100),
});
/** A page of cards; the first page counts the matching cards up to TOTAL_CAP. */
export const adminGiftCardsAnswerSchema = z.object({
  cards: z.array(adminGiftCardSchema),
  ...pageInfoShape,
  /** Σ balances of live cards: what the shop owes its card holders. */
  outstanding: z.number().int(),
});

export const disableGiftCardBodySchema = z.object({ reason: z.string().trim().min(3).max(300) });
