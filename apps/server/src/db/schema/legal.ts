import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

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
