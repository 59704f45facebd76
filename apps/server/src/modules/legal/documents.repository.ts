import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentKind } from '@shop/shared/legal/legal-api';
import type { Db, Tx } from '../../db/client.ts';
import { consentLog, legalDocuments, legalDrafts, users } from '../../db/schema.ts';

/** The documents' tables: published versions (never changed), drafts, and how many consents name each. */

export type DocumentRow = typeof legalDocuments.$inferSelect;
export type DraftRow = typeof legalDrafts.$inferSelect;
export type NewDocumentRow = typeof legalDocuments.$inferInsert;

/** A version with the e-mail of the admin who published it and how many consents name it. */
export interface VersionRow extends DocumentRow {
  publishedByEmail: string | null;
  acceptances: number;
}

// Arbitrary constant: the first key of the per-document advisory locks (two-key locks never meet the
// one-key migration lock, and the inventory's space is 727_016).
const DOCUMENT_LOCK_SPACE = 727_019;

/** Serialises the draft saves and publishing of one document until the transaction ends. */
export async function lockDocument(tx: Tx, kind: DocumentKind): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DOCUMENT_LOCK_SPACE}, hashtext(${kind}))`);
}

/** The newest version of every kind that has one. */
export async function currentVersions(db: Db | Tx): Promise<DocumentRow[]> {
  return db
    .selectDistinctOn([legalDocuments.kind])
    .from(legalDocuments)
    .orderBy(legalDocuments.kind, desc(legalDocuments.version));
}

/** The newest version of `kind`, if any. */
export async function currentVersion(db: Db | Tx, kind: DocumentKind): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  return row;
}

/** Every version of `kind`, newest first, with who published it and how many consents name it. */
export async function versionsOf(db: Db, kind: DocumentKind, version?: number): Promise<VersionRow[]> {
  const rows = await db
    .select({ row: legalDocuments, publishedByEmail: users.email })
    .from(legalDocuments)
    .leftJoin(users, eq(users.id, legalDocuments.publishedBy))
    .where(
      and(
        eq(legalDocuments.kind, kind),
        version === undefined ? undefined : eq(legalDocuments.version, version),
      ),
    )
    .orderBy(desc(legalDocuments.version));
  const counts = await acceptanceCounts(
    db,
    rows.map(({ row }) => row.id),
  );
  return rows.map(({ row, publishedByEmail }) => ({
    ...row,
    publishedByEmail,
    acceptances: counts.get(row.id) ?? 0,
  }));
}

/** How many consent log rows name each of `ids`. */
async function acceptanceCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ documentId: consentLog.documentId, n: count() })
    .from(consentLog)
    .where(inArray(consentLog.documentId, ids))
    .groupBy(consentLog.documentId);
  return new Map(rows.map((r) => [r.documentId, Number(r.n)]));
}

/** The numbers and dates of every version of `kind`, newest first. */
export async function versionDates(db: Db, kind: DocumentKind) {
  return db
    .select({ version: legalDocuments.version, publishedAt: legalDocuments.publishedAt })
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version));
}

/** Every draft, by kind order. */
export async function drafts(db: Db | Tx): Promise<DraftRow[]> {
  return db.select().from(legalDrafts).orderBy(asc(legalDrafts.kind));
}

export async function draftOf(db: Db | Tx, kind: DocumentKind): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(legalDrafts).where(eq(legalDrafts.kind, kind));
  return row;
}

/** Writes the draft of `row.kind` (one per document). */
export async function saveDraft(tx: Tx, row: DraftRow): Promise<void> {
  const { kind, ...fields } = row;
  await tx
    .insert(legalDrafts)
    .values({ kind, ...fields })
    .onConflictDoUpdate({ target: legalDrafts.kind, set: fields });
}

/** Adds a published version (the table refuses changing or deleting one). */
export async function insertVersion(tx: Tx, row: NewDocumentRow): Promise<DocumentRow> {
  const [inserted] = await tx.insert(legalDocuments).values(row).returning();
  return inserted!;
}
