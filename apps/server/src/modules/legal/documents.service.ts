import { and, eq } from 'drizzle-orm';
import {
  documentKinds,
  type AdminDocument,
  type AdminDocumentList,
  type AdminDocumentVersionDetail,
  type DocumentDraftBody,
  type DocumentFormat,
  type DocumentKind,
  type DocumentSummary,
  type LegalDocument,
} from '@shop/shared/legal/legal-api';
import { consentMessages, documentAdminMessages } from '@shop/shared/legal/messages';
import type { Db, Tx } from '../../db/client.ts';
import { legalDocuments } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../lib/refusals.ts';
import { documentHash } from './document-hash.ts';
import * as repo from './documents.repository.ts';
import { renderDocument } from './render.ts';

export type DocumentRow = typeof legalDocuments.$inferSelect;

/** What a draft save or a publish writes in the audit log, in the change's own transaction. */
export type DocumentAudit = (tx: Tx, before: AuditedText, after: AuditedText) => Promise<void>;
/** A text as the audit log keeps it: its words are in the version or draft, the log keeps their sum. */
export interface AuditedText {
  version?: number;
  title: string;
  format: DocumentFormat;
  chars: number;
  hash: string;
}

const audited = (text: { title: string; format: string; body: string }, version?: number): AuditedText => ({
  ...(version === undefined ? {} : { version }),
  title: text.title,
  format: text.format as DocumentFormat,
  chars: text.body.length,
  hash: documentHash(text.title, text.format, text.body),
});

/**
 * The shop's documents: their current versions (what the checkboxes accept), every published version,
 * the admins' drafts and publishing (docs/product/personal-data.md#documents). A published version never
 * changes (the table's trigger refuses it too): an admin edits the draft, and publishing makes version
 * max + 1 of it, one publish at a time per document.
 */
export class DocumentsService {
  /** Rendered texts by version id: a version never changes, so neither does its HTML. */
  private readonly rendered = new Map<number, string>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The newest published version of `kind`, if any. */
  current(kind: DocumentKind): Promise<DocumentRow | undefined> {
    return repo.currentVersion(this.db, kind);
  }

  /** Version `version` of `kind`, if published. */
  async version(kind: DocumentKind, version: number): Promise<DocumentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.version, version)));
    return row;
  }

  // --- Public ---

  /** The current version of each document, in the order of documentKinds. */
  async summaries(): Promise<DocumentSummary[]> {
    const rows = await repo.currentVersions(this.db);
    return documentKinds.flatMap((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return row ? [summaryOf(row)] : [];
    });
  }

  /** The current version of `kind`, rendered; 404 while none is published. */
  async published(kind: DocumentKind): Promise<LegalDocument> {
    const row = await this.current(kind);
    if (!row) throw notFound(consentMessages.documentMissing);
    return this.toPublic(row);
  }

  /** Version `version` of `kind`, rendered; 404 for a version never published. */
  async publishedVersion(kind: DocumentKind, version: number): Promise<LegalDocument> {
    const row = await this.version(kind, version);
    if (!row) throw notFound(consentMessages.versionMissing);
    return this.toPublic(row);
  }

  /** Every version of `kind`, newest first. */
  async versions(kind: DocumentKind): Promise<{ version: number; published_at: string }[]> {
    const rows = await repo.versionDates(this.db, kind);
    return rows.map((r) => ({ version: r.version, published_at: r.publishedAt.toISOString() }));
  }

  /** A text as the document pages show it (the admin's preview). */
  preview(format: DocumentFormat, body: string): { html: string } {
    return { html: renderDocument(format, body) };
  }

  private toPublic(row: DocumentRow): LegalDocument {
    return {
      ...summaryOf(row),
      format: row.format as DocumentFormat,
      html: this.htmlOf(row),
      hash: row.hash,
    };
  }

  private htmlOf(row: DocumentRow): string {
    let html = this.rendered.get(row.id);
    if (html === undefined) {
      html = renderDocument(row.format as DocumentFormat, row.body);
      this.rendered.set(row.id, html);
    }
    return html;
  }

  // --- Admin ---

  /** Each document's current version and whether its draft has something to publish. */
  async adminList(): Promise<AdminDocumentList> {
    const [current, drafts] = await Promise.all([repo.currentVersions(this.db), repo.drafts(this.db)]);
    return documentKinds.map((kind) => {
      const row = current.find((r) => r.kind === kind);
      const draft = drafts.find((d) => d.kind === kind);
      return {
        kind,
        title: row?.title ?? draft?.title ?? kind,
        current_version: row?.version ?? null,
        published_at: row?.publishedAt.toISOString() ?? null,
        draft_changed: draft !== undefined && differs(draft, row),
      };
    });
  }

  /** The draft (a copy of the current version until an admin saves one) and every version. */
  async adminDocument(kind: DocumentKind): Promise<AdminDocument> {
    const [versions, draft] = await Promise.all([
      repo.versionsOf(this.db, kind),
      repo.draftOf(this.db, kind),
    ]);
    const current = versions[0];
    const text = draft ?? current ?? { title: '', format: 'markdown', body: '' };
    return {
      kind,
      draft: {
        title: text.title,
        format: text.format as DocumentFormat,
        body: text.body,
        html: renderDocument(text.format as DocumentFormat, text.body),
        updated_at: draft?.updatedAt.toISOString() ?? null,
        changed: differs(text, current),
      },
      versions: versions.map(adminVersionOf),
    };
  }

  /** One version with its source and rendering, and how many consents name it. */
  async adminVersion(kind: DocumentKind, version: number): Promise<AdminDocumentVersionDetail> {
    const [row] = await repo.versionsOf(this.db, kind, version);
    if (!row) throw notFound(consentMessages.versionMissing);
    return { ...adminVersionOf(row), body: row.body, html: this.htmlOf(row) };
  }

  /** Saves the draft of `kind`; saving what is already saved changes nothing and audits nothing. */
  async saveDraft(
    kind: DocumentKind,
    input: DocumentDraftBody,
    adminId: number,
    audit: DocumentAudit,
  ): Promise<AdminDocument> {
    await this.db.transaction(async (tx) => {
      await repo.lockDocument(tx, kind);
      const before = (await repo.draftOf(tx, kind)) ?? (await repo.currentVersion(tx, kind));
      if (before && !differs(input, before)) return;
      await repo.saveDraft(tx, { kind, ...input, updatedAt: this.now(), updatedBy: adminId });
      await audit(tx, audited(before ?? { title: '', format: input.format, body: '' }), audited(input));
    });
    return this.adminDocument(kind);
  }

  /**
   * Publishes the draft of `kind` as version max + 1, in one transaction under the document's lock: of
   * parallel publishes each gets its own number, none is lost, and one that finds the draft already
   * published is refused (409).
   */
  async publish(kind: DocumentKind, adminId: number, audit: DocumentAudit): Promise<AdminDocument> {
    await this.db.transaction(async (tx) => {
      await repo.lockDocument(tx, kind);
      const [draft, current] = await Promise.all([repo.draftOf(tx, kind), repo.currentVersion(tx, kind)]);
      if (!draft || !differs(draft, current)) throw conflict(documentAdminMessages.unchanged);
      if (draft.body.trim() === '') throw unprocessable(documentAdminMessages.draftEmpty);
      const version = (current?.version ?? 0) + 1;
      const published = await repo.insertVersion(tx, {
        kind,
        version,
        title: draft.title,
        format: draft.format,
        body: draft.body,
        hash: documentHash(draft.title, draft.format, draft.body),
        publishedAt: this.now(),
        publishedBy: adminId,
      });
      await audit(
        tx,
        current ? audited(current, current.version) : audited({ title: '', format: draft.format, body: '' }),
        audited(published, published.version),
      );
    });
    return this.adminDocument(kind);
  }
}

/** Whether a text differs from a published version (anything differs from no version at all). */
function differs(
  text: { title: string; format: string; body: string },
  version: { title: string; format: string; body: string } | undefined,
): boolean {
  return (
    version === undefined ||
    text.title !== version.title ||
    text.format !== version.format ||
    text.body !== version.body
  );
}

function summaryOf(row: DocumentRow): DocumentSummary {
  return {
    kind: row.kind as DocumentKind,
    title: row.title,
    version: row.version,
    published_at: row.publishedAt.toISOString(),
  };
}

function adminVersionOf(row: repo.VersionRow): AdminDocument['versions'][number] {
  return {
    version: row.version,
    title: row.title,
    format: row.format as DocumentFormat,
    published_at: row.publishedAt.toISOString(),
    published_by: row.publishedByEmail,
    hash: row.hash,
    acceptances: row.acceptances,
  };
}
