import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * A payment attempt of an order at a provider. The row (with its Idempotence-Key) is written before the
 * provider is called, so a retry reuses the key and never makes a second payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    idempotenceKey: text('idempotence_key').notNull().unique(),
    /** The provider's id, once it answered. */
    providerPaymentId: text('provider_payment_id'),
    amount: integer('amount').notNull(),
    /** creating → pending → succeeded | canceled (what the provider confirmed last). */
    status: text('status').notNull().default('creating'),
    confirmationUrl: text('confirmation_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_id_unique').on(t.provider, t.providerPaymentId),
    // One open attempt per order: two parallel 'pay' clicks end up with the same payment.
    uniqueIndex('payments_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('creating', 'pending')`),
    check('payments_status_known', sql`${t.status} in ('creating', 'pending', 'succeeded', 'canceled')`),
  ],
);

/**
 * A refund of a succeeded payment (the whole payment: an order is refunded when it is cancelled after
 * payment, or when its money arrived after the order had lapsed). Written with its Idempotence-Key before
 * the provider is called, like a payment attempt; a payment has at most one refund that is not canceled.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotenceKey: text('idempotence_key').notNull().unique(),
    providerRefundId: text('provider_refund_id'),
    amount: integer('amount').notNull(),
    /** creating → pending | succeeded | canceled (what the provider answered last). */
    status: text('status').notNull().default('creating'),
    /** Why the money goes back (admin's words, or the shop's for a payment after the order lapsed). */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_one_per_payment')
      .on(t.paymentId)
      .where(sql`${t.status} <> 'canceled'`),
    check('refunds_status_known', sql`${t.status} in ('creating', 'pending', 'succeeded', 'canceled')`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The built-in `test` provider's own books: what a real provider keeps on its side. The shop reads a
 * payment's state from here exactly as it would read it from a provider's API.
 */
export const testProviderPayments = pgTable(
  'test_provider_payments',
  {
    id: text('id').primaryKey(),
    idempotenceKey: text('idempotence_key').notNull().unique(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    orderId: integer('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    status: text('status').notNull().default('pending'),
    returnUrl: text('return_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('test_payments_status_known', sql`${t.status} in ('pending', 'succeeded', 'canceled')`)],
);

/** The test provider's refunds (its books again): one per Idempotence-Key, never more than was paid. */
export const testProviderRefunds = pgTable('test_provider_refunds', {
  id: text('id').primaryKey(),
  idempotenceKey: text('idempotence_key').notNull().unique(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => testProviderPayments.id),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Fiscal receipts registered apart from a payment (YooKassa POST /v3/receipts): the offset of a card's
 * advance against the goods of the order it paid for. Written with its Idempotence-Key before the call,
 * one per order and type.
 */
export const separateReceipts = pgTable(
  'separate_receipts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** payment (the offset when the order is paid) | refund (its reversal when the order is refunded). */
    type: text('type').notNull(),
    idempotenceKey: text('idempotence_key').notNull().unique(),
    providerReceiptId: text('provider_receipt_id'),
    /** creating → pending | succeeded | canceled. */
    status: text('status').notNull().default('creating'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('separate_receipts_order_type_unique').on(t.orderId, t.type),
    check('separate_receipts_type_known', sql`${t.type} in ('payment', 'refund')`),
  ],
);
