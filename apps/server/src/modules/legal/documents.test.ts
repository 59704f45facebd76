import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  currentDocumentsSchema,
  documentKinds,
  documentTitles,
  documentVersionsSchema,
  legalDocumentSchema,
} from '@shop/shared/legal/legal-api';
import { consentMessages } from '@shop/shared/legal/messages';
import { legalDocuments } from '../../db/schema.ts';
import { useTestApp } from '../../test/suite.ts';
import { documentHash } from './document-hash.ts';

/**
 * The public documents (docs/product/personal-data.md#documents): the current version of each, every
 * version by its number forever, shown safely, and no way to change a published version — not through the
 * API, not by SQL.
 */

const t = useTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Publishes a version straight into the table, as publishing does (the trigger allows inserts). */
async function insertVersion(
  kind: 'privacy' | 'consent' | 'offer',
  format: 'markdown' | 'text',
  body: string,
) {
  const db = t.database.db;
  const [latest] = await db
    .select({ version: legalDocuments.version })
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  const next = (latest?.version ?? 0) + 1;
  const title = documentTitles[kind];
  await db.insert(legalDocuments).values({
    kind,
    version: Number(next),
    title,
    format,
    body,
    hash: documentHash(title, format, body),
    publishedAt: new Date(),
  });
  return Number(next);
}

describe('GET /api/legal/documents', () => {
  it('answers the current version of each document, asking caches to check each time', async () => {
    const res = await get('/api/legal/documents');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const documents = currentDocumentsSchema.parse(res.json());
    expect(documents.map((d) => d.kind)).toEqual([...documentKinds]);
    expect(documents.every((d) => d.version >= 1 && d.title === documentTitles[d.kind])).toBe(true);
  });
});

describe('GET /api/legal/documents/{kind}', () => {
  it('answers the migration’s first versions with their text rendered and their hash', async () => {
    for (const kind of documentKinds) {
      const res = await get(`/api/legal/documents/${kind}/versions/1`);
      expect(res.statusCode, res.body).toBe(200);
      const document = legalDocumentSchema.parse(res.json());
      const [row] = await t.database.db
        .select()
        .from(legalDocuments)
        .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.version, 1)));
      expect(document).toMatchObject({ kind, version: 1, format: 'markdown', title: documentTitles[kind] });
      expect(document.hash).toBe(documentHash(row!.title, row!.format, row!.body));
      expect(document.hash).toBe(row!.hash);
    }
    const privacy = legalDocumentSchema.parse((await get('/api/legal/documents/privacy/versions/1')).json());
    expect(privacy.html).toContain('<h2>1. Кто обрабатывает данные</h2>');
    expect(privacy.html).toContain('<a href="mailto:hello@humbl.ru">hello@humbl.ru</a>');
  });

  it('answers the newest version as the current one, and every older one by its number', async () => {
    const version = await insertVersion('offer', 'text', 'Новая редакция\nстрока два');
    const current = legalDocumentSchema.parse((await get('/api/legal/documents/offer')).json());
    expect(current).toMatchObject({
      version,
      format: 'text',
      html: '<p>Новая редакция<br>\nстрока два</p>\n',
    });
    const first = await get('/api/legal/documents/offer/versions/1');
    expect(legalDocumentSchema.parse(first.json())).toMatchObject({ version: 1, format: 'markdown' });
    const summary = currentDocumentsSchema.parse((await get('/api/legal/documents')).json());
    expect(summary.find((d) => d.kind === 'offer')?.version).toBe(version);

    const versions = documentVersionsSchema.parse((await get('/api/legal/documents/offer/versions')).json());
    expect(versions.map((v) => v.version)).toEqual(Array.from({ length: version }, (_, i) => version - i));
  });

  it('lets caches keep a numbered version for good, and not the current one', async () => {
    expect((await get('/api/legal/documents/consent')).headers['cache-control']).toBe('no-cache');
    expect((await get('/api/legal/documents/consent/versions')).headers['cache-control']).toBe('no-cache');
    expect((await get('/api/legal/documents/consent/versions/1')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('answers 404 for a version never published, and 422 for what is no version or document', async () => {
    const missing = await get('/api/legal/documents/consent/versions/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: consentMessages.versionMissing });
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
    for (const url of [
      '/api/legal/documents/consent/versions/0',
      '/api/legal/documents/consent/versions/-1',
      '/api/legal/documents/consent/versions/1.5',
      '/api/legal/documents/consent/versions/abc',
      '/api/legal/documents/consent/versions/2147483648',
      '/api/legal/documents/terms',
      '/api/legal/documents/terms/versions',
      '/api/legal/documents/__proto__/versions/1',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail, url).toEqual(expect.any(String));
    }
  });

  it('shows a published text with markup in it as text: no script, handler or javascript: link', async () => {
    const attack =
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) <a href="javascript:alert(2)">y</a>';
    await insertVersion('privacy', 'markdown', attack);
    const markdown = legalDocumentSchema.parse((await get('/api/legal/documents/privacy')).json());
    await insertVersion('privacy', 'text', attack);
    const text = legalDocumentSchema.parse((await get('/api/legal/documents/privacy')).json());
    for (const { html } of [markdown, text]) {
      expect(html).not.toMatch(/<script|<img|<a\s/i);
      expect(html).toContain('&lt;script&gt;');
    }
    expect(text.format).toBe('text');
  });
});

describe('a published version', () => {
  it('cannot be changed or deleted by SQL: the trigger refuses, and the text stays as it was', async () => {
    const db = t.database.db;
    const [before] = await db
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, 'consent'), eq(legalDocuments.version, 1)));
    const attempts = [
      sql`update legal_documents set body = 'подменено' where id = ${before!.id}`,
      sql`update legal_documents set published_at = now() where kind = 'consent'`,
      sql`delete from legal_documents where id = ${before!.id}`,
      sql`delete from legal_documents`,
    ];
    for (const attempt of attempts) {
      await expect(db.execute(attempt)).rejects.toMatchObject({
        cause: expect.objectContaining({ message: expect.stringContaining('cannot be changed or deleted') }),
      });
    }
    // Inside a transaction too: nothing of it commits.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update legal_documents set title = 'x' where id = ${before!.id}`);
      }),
    ).rejects.toThrow();
    const [after] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, before!.id));
    expect(after).toEqual(before);
    const res = await get('/api/legal/documents/consent/versions/1');
    expect(res.json().hash).toBe(before!.hash);
  });

  it('has no API that changes it: writing methods on its address find no route', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/legal/documents/offer/versions/1', '/api/legal/documents/offer']) {
        const res = await t.app.inject({ method, url, payload: { body: 'подменено' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await get('/api/legal/documents/offer/versions/1')).json().format).toBe('markdown');
  });
});
