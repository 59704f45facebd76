import { and, desc, eq } from 'drizzle-orm';
import type { DocumentKind } from '@shop/shared/legal/legal-api';
import type { Db } from '../../db/client.ts';
import { legalDocuments } from '../../db/schema.ts';

export type DocumentRow = typeof legalDocuments.$inferSelect;

/**
 * The shop's documents: their current versions (what the checkboxes accept), every published version,
 * the admins' drafts and publishing (docs/product/personal-data.md#documents).
 */
export class DocumentsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The newest published version of `kind`, if any. */
  async current(kind: DocumentKind): Promise<DocumentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(legalDocuments)
      .where(eq(legalDocuments.kind, kind))
      .orderBy(desc(legalDocuments.version))
      .limit(1);
    return row;
  }

  /** Version `version` of `kind`, if published. */
  async version(kind: DocumentKind, version: number): Promise<DocumentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.version, version)));
    return row;
  }
}
