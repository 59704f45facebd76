import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orderItems, orders } from './orders.ts';

/**
 * A gift card (docs/product/gift-cards.md), issued when the order that bought it is paid, one per unit.
 * Its code exists only as a SHA-256 hash, written just before the card's mail goes out (a resend writes a
 * new one: the old code stops working); `last4` is all that can be read back. Its balance is the sum of
 * its ledger.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the normalised code; null until the card's mail is first being sent. */
    codeHash: text('code_hash'),
    last4: text('last4'),
    amount: integer('amount').notNull(),
    /** The order that bought it, and the line it was bought on. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    buyerUserId: integer('buyer_user_id').references(() => users.id),
    buyerEmail: text('buyer_email').notNull(),
    /** Null: the card goes to the buyer. */
    recipientEmail: text('recipient_email'),
    senderName: text('sender_name'),
    message: text('message'),
    /** When its mail is due (the payment, or the chosen day's morning). */
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** An instance sending its mail holds it until then; another takes it over only after (a crash). */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    /** Mails sent (the first and every resend). */
    sends: integer('sends').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_unique').on(t.codeHash),
    index('gift_cards_order_idx').on(t.orderId),
    index('gift_cards_last4_idx').on(t.last4),
    // The dashboard's cards sold in 30 days, counted and summed from the index alone.
    index('gift_cards_created_idx').on(t.createdAt, t.amount),
    index('gift_cards_due_idx')
      .on(t.sendAt)
      .where(sql`${t.sentAt} is null and ${t.disabledAt} is null`),
    check('gift_cards_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Every movement of a card's money: the only source of its balance (the sum of `amount`, never below
 * zero: every movement locks the card first). One movement of a kind per card and order, so a repeated
 * lapse, cancellation or refund can never return twice; one issue per card.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => giftCards.id),
    /** issued | spent (on order_id) | returned (order_id lapsed, cancelled or refunded) | expired | disabled. */
    kind: text('kind').notNull(),
    /** Rubles, signed: credits positive, debits negative. */
    amount: integer('amount').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gift_card_ledger_card_idx').on(t.cardId, t.id),
    index('gift_card_ledger_order_idx').on(t.orderId),
    uniqueIndex('gift_card_ledger_order_kind_unique')
      .on(t.cardId, t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('gift_card_ledger_issued_once')
      .on(t.cardId)
      .where(sql`${t.kind} = 'issued'`),
    check(
      'gift_card_ledger_kind_known',
      sql`${t.kind} in ('issued', 'spent', 'returned', 'expired', 'disabled')`,
    ),
  ],
);
