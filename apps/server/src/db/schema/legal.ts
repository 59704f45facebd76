import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * A published version of one of the shop's documents (privacy policy, consent to processing personal data,
 * public offer). Versions are never changed or deleted (a trigger refuses it, migration 0010): a consent
 * names the version by id and by `hash`, so what a shopper accepted can always be shown as it was.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** markdown | text */
    format: text('format').notNull(),
    body: text('body').notNull(),
    /** SHA-256 (hex) of `title \n format \n body`. */
    hash: text('hash').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** The admin who published it; null for the first versions the migration wrote. */
    publishedBy: integer('published_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('legal_documents_version_unique').on(t.kind, t.version),
    check('legal_documents_kind_known', sql`${t.kind} in ('privacy', 'consent', 'offer')`),
    check('legal_documents_format_known', sql`${t.format} in ('markdown', 'text')`),
  ],
);

/** What an admin is writing for the next version of a document (one draft per document). */
export const legalDrafts = pgTable('legal_drafts', {
  kind: text('kind').primaryKey(),
  title: text('title').notNull(),
  format: text('format').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
});

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
