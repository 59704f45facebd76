import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Every bonus movement with its order: the only source of a balance (the sum of `amount`) and of the paid
 * total the levels count (the sum of `paid`). One movement of a kind per order, so a repeated payment
 * notification or cancellation can never credit or return twice.
 */
export const bonusLedger = pgTable(
  'bonus_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's number as shoppers know it (shown in the history). */
    orderNumber: text('order_number').notNull(),
    /** spent (at checkout) | returned (order cancelled unpaid) | cash_back (order paid) | cash_back_reversed (refund). */
    kind: text('kind').notNull(),
    /** Bonuses, signed: credits positive, debits negative. */
    amount: integer('amount').notNull(),
    /** Money paid for the order (cash_back rows; negative on a refund): the progress towards a level. */
    paid: integer('paid').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('bonus_ledger_order_kind_unique').on(t.orderId, t.kind),
    index('bonus_ledger_user_idx').on(t.userId, t.createdAt),
    check(
      'bonus_ledger_kind_known',
      sql`${t.kind} in ('spent', 'returned', 'cash_back', 'cash_back_reversed')`,
    ),
  ],
);
