import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { legalDocuments } from './legal.ts';
import { orders } from './orders.ts';

/**
 * The consent log: who accepted (an account, or a guest's session and e-mail) which version, what for
 * (sign-in, an order; or a withdrawal), when, from which address and browser. When a person's data is
 * erased, `email`, `session_id`, `ip` and `user_agent` are cleared and `erased_at` set; the rest stays as
 * the record that a consent was given.
 */
export const consentLog = pgTable(
  'consent_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id),
    email: text('email'),
    sessionId: text('session_id'),
    documentId: integer('document_id')
      .notNull()
      .references(() => legalDocuments.id),
    /** sign_in | checkout | withdrawal */
    purpose: text('purpose').notNull(),
    /**
     * With a processing consent: the privacy policy version in force when it was given (the consent text
     * refers to it); a newer policy asks the shopper again.
     */
    privacyDocumentId: integer('privacy_document_id').references(() => legalDocuments.id),
    orderId: integer('order_id').references(() => orders.id),
    orderNumber: integer('order_number'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('consent_log_at_idx').on(t.at),
    index('consent_log_user_idx').on(t.userId, t.at),
    index('consent_log_document_idx').on(t.documentId),
    index('consent_log_order_idx').on(t.orderId),
    check('consent_log_purpose_known', sql`${t.purpose} in ('sign_in', 'checkout', 'withdrawal')`),
  ],
);
