import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import {
  adminDocumentListSchema,
  adminDocumentSchema,
  adminDocumentVersionDetailSchema,
  legalDocumentSchema,
  type AdminDocument,
  type DocumentDraftBody,
  type DocumentKind,
} from '@shop/shared/legal/legal-api';
import { documentAdminMessages } from '@shop/shared/legal/messages';
import { consentLog, legalDocuments, legalDrafts } from '../../db/schema.ts';
import { bearer } from '../../test/sign-in.ts';
import { useMailCatcher, useTestApp } from '../../test/suite.ts';
import { documentHash } from '../legal/document-hash.ts';
import { auditOf, setAdmin, signInAdmin, signInCustomer, type SignedIn } from './admin-test-kit.ts';

/**
 * The admin's documents (docs/product/personal-data.md#documents): the draft starts as a copy of the current
 * version, saving it is audited, publishing makes version max + 1 — once per change, however many admins
 * press it at once — and no call changes a published version.
 */

let clock = new Date('2026-12-01T09:00:00Z');
const mail = useMailCatcher();
const t = useTestApp(() => ({ env: { SMTP_URL: mail.url }, now: () => clock }));

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: SignedIn | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    ...(payload === undefined ? {} : { payload }),
  });

async function ok<T>(res: Awaited<ReturnType<typeof call>>, schema: { parse(v: unknown): T }): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

const saveDraft = (who: SignedIn, kind: DocumentKind, draft: DocumentDraftBody) =>
  call(who, 'PUT', `/api/admin/legal/${kind}/draft`, draft);
const publish = (who: SignedIn, kind: DocumentKind) => call(who, 'POST', `/api/admin/legal/${kind}/publish`);
const versionsIn = async (kind: DocumentKind) =>
  (
    await t.database.db
      .select({ version: legalDocuments.version })
      .from(legalDocuments)
      .where(eq(legalDocuments.kind, kind))
      .orderBy(asc(legalDocuments.version))
  ).map((r) => r.version);

describe('GET /api/admin/legal', () => {
  it('lists the three documents with their current versions and no draft changes', async () => {
    const admin = await signInAdmin(t, mail);
    const list = await ok(await call(admin, 'GET', '/api/admin/legal'), adminDocumentListSchema);
    expect(list.map((d) => [d.kind, d.current_version, d.draft_changed])).toEqual([
      ['privacy', 1, false],
      ['consent', 1, false],
      ['offer', 1, false],
    ]);
    expect(list[2]).toMatchObject({ title: 'Публичная оферта', published_at: '2026-11-26T00:00:00.000Z' });
  });
});

describe('the draft', () => {
  it('starts as a copy of the current version', async () => {
    const admin = await signInAdmin(t, mail);
    const doc = await ok(await call(admin, 'GET', '/api/admin/legal/consent'), adminDocumentSchema);
    const [v1] = await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.kind, 'consent'));
    expect(doc.draft).toMatchObject({
      title: v1!.title,
      format: 'markdown',
      body: v1!.body,
      updated_at: null,
      changed: false,
    });
    expect(doc.draft.html).toContain('<strong>Данные:</strong>');
    expect(doc.versions).toEqual([
      {
        version: 1,
        title: v1!.title,
        format: 'markdown',
        published_at: '2026-11-26T00:00:00.000Z',
        published_by: null,
        hash: v1!.hash,
        // Sign-ins of this file's accounts accepted it.
        acceptances: expect.any(Number),
      },
    ]);
  });

  it('is saved with its rendering, audited once however often the same text is saved', async () => {
    const admin = await signInAdmin(t, mail);
    const draft = { title: 'Согласие (новое)', format: 'text' as const, body: 'Строка <b>1</b>\nстрока 2' };
    const saved = await ok(await saveDraft(admin, 'consent', draft), adminDocumentSchema);
    expect(saved.draft).toMatchObject({
      ...draft,
      html: '<p>Строка &lt;b&gt;1&lt;/b&gt;<br>\nстрока 2</p>\n',
      updated_at: clock.toISOString(),
      changed: true,
    });
    expect(saved.versions.map((v) => v.version)).toEqual([1]);
    await ok(await saveDraft(admin, 'consent', draft), adminDocumentSchema);
    await Promise.all([saveDraft(admin, 'consent', draft), saveDraft(admin, 'consent', draft)]);
    const audit = await auditOf(t, 'document:consent');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'document.draft',
      actorEmail: admin.email,
      after: { title: draft.title, format: 'text', chars: draft.body.length },
    });
    expect(audit[0]!.after).toMatchObject({ hash: documentHash(draft.title, draft.format, draft.body) });
    const list = await ok(await call(admin, 'GET', '/api/admin/legal'), adminDocumentListSchema);
    expect(list.find((d) => d.kind === 'consent')?.draft_changed).toBe(true);
    // The public document is still version 1 until the draft is published.
    const current = legalDocumentSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/legal/documents/consent' })).json(),
    );
    expect(current.version).toBe(1);
  });

  it('refuses a draft of another format, without a title or beyond its size (422); forged fields do nothing', async () => {
    const admin = await signInAdmin(t, mail);
    const base = { title: 'Политика', format: 'markdown', body: 'x' };
    for (const body of [
      { ...base, format: 'html' },
      { ...base, title: '   ' },
      { ...base, title: 'x'.repeat(201) },
      { ...base, body: 'x'.repeat(200_001) },
      { ...base, body: 42 },
      { title: 'Политика' },
    ]) {
      const res = await call(admin, 'PUT', '/api/admin/legal/privacy/draft', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    const untitled = await call(admin, 'PUT', '/api/admin/legal/privacy/draft', { ...base, title: '' });
    expect(untitled.json().detail).toContain(documentAdminMessages.titleEmpty);
    expect(
      (await call(admin, 'PUT', '/api/admin/legal/terms/draft', base)).statusCode,
      'an unknown document',
    ).toBe(422);

    // A body naming a version, a hash or an author changes nothing of the published versions.
    const forged = { ...base, version: 1, hash: 'f'.repeat(64), published_by: 1, kind: 'offer' };
    const saved = await ok(
      await call(admin, 'PUT', '/api/admin/legal/privacy/draft', forged),
      adminDocumentSchema,
    );
    expect(saved.kind).toBe('privacy');
    expect(saved.draft).toMatchObject({ title: 'Политика', body: 'x' });
    expect(saved.versions.map((v) => v.version)).toEqual([1]);
    expect(saved.versions[0]!.hash).not.toBe('f'.repeat(64));
    const [offerDraft] = await t.database.db.select().from(legalDrafts).where(eq(legalDrafts.kind, 'offer'));
    expect(offerDraft).toBeUndefined();
  });
});

describe('publishing', () => {
  it('makes the draft version 2 by its admin; version 1 stays readable as it was', async () => {
    clock = new Date('2026-12-02T10:00:00Z');
    const admin = await signInAdmin(t, mail);
    const [v1] = await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.kind, 'offer'));
    const draft = {
      title: 'Публичная оферта',
      format: 'markdown' as const,
      body: '## Новая оферта\n\nТекст.',
    };
    await ok(await saveDraft(admin, 'offer', draft), adminDocumentSchema);
    const doc = await ok(await publish(admin, 'offer'), adminDocumentSchema);
    expect(doc.draft).toMatchObject({ ...draft, changed: false });
    expect(doc.versions.map((v) => [v.version, v.published_by])).toEqual([
      [2, admin.email],
      [1, null],
    ]);
    expect(doc.versions[0]).toMatchObject({
      published_at: '2026-12-02T10:00:00.000Z',
      hash: documentHash(draft.title, draft.format, draft.body),
      acceptances: 0,
    });

    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const current = legalDocumentSchema.parse((await get('/api/legal/documents/offer')).json());
    expect(current).toMatchObject({ version: 2, html: '<h2>Новая оферта</h2>\n<p>Текст.</p>\n' });
    const first = legalDocumentSchema.parse((await get('/api/legal/documents/offer/versions/1')).json());
    expect(first).toMatchObject({ version: 1, hash: v1!.hash });
    expect(first.html).toContain('<h2>1. Продавец</h2>');

    const audit = (await auditOf(t, 'document:offer')).filter((a) => a.action === 'document.publish');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: admin.email,
      before: { version: 1, hash: v1!.hash },
      after: { version: 2, hash: doc.versions[0]!.hash },
    });
  });

  it('refuses to publish what is already the current version (409), and an empty text (422)', async () => {
    const admin = await signInAdmin(t, mail);
    const again = await publish(admin, 'offer');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: documentAdminMessages.unchanged });

    await ok(
      await saveDraft(admin, 'privacy', { title: 'Политика', format: 'text', body: ' \n ' }),
      adminDocumentSchema,
    );
    const empty = await publish(admin, 'privacy');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: documentAdminMessages.draftEmpty });
    expect(await versionsIn('privacy')).toEqual([1]);
  });

  it('of one draft by many admins at once makes one version; the others hear it is already published', async () => {
    const admins = await Promise.all([signInAdmin(t, mail), signInAdmin(t, mail), signInAdmin(t, mail)]);
    const before = await versionsIn('consent');
    await ok(
      await saveDraft(admins[0]!, 'consent', { title: 'Согласие', format: 'markdown', body: 'Параллельно' }),
      adminDocumentSchema,
    );
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => publish(admins[i % 3]!, 'consent')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(8).fill(409)]);
    expect(await versionsIn('consent')).toEqual([...before, before.length + 1]);
  });

  it('interleaved with draft saves, gives every publish its own number and loses none', async () => {
    const admins = await Promise.all([signInAdmin(t, mail), signInAdmin(t, mail)]);
    const before = await versionsIn('privacy');
    const rounds = Array.from({ length: 8 }, (_, i) => async () => {
      const who = admins[i % 2]!;
      const body = `Редакция из параллельного раунда ${i}`;
      expect(
        (await saveDraft(who, 'privacy', { title: 'Политика', format: 'markdown', body })).statusCode,
      ).toBe(200);
      const res = await publish(who, 'privacy');
      expect([200, 409], res.body).toContain(res.statusCode);
      return res.statusCode === 200 ? (res.json() as AdminDocument).versions[0]! : null;
    });
    const published = (await Promise.all(rounds.map((round) => round()))).filter((v) => v !== null);
    const numbers = published.map((v) => v.version).sort((a, b) => a - b);
    const after = await versionsIn('privacy');
    // Every answered publish has a number of its own, and every number in the table was answered.
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(after).toEqual(Array.from({ length: after.length }, (_, i) => i + 1));
    expect(after.slice(before.length)).toEqual(numbers);
    expect(numbers.length).toBeGreaterThanOrEqual(1);
    // Each published version holds one of the rounds' texts, each text at most once.
    const rows = await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.kind, 'privacy'));
    const bodies = rows.filter((r) => r.version > before.length).map((r) => r.body);
    expect(new Set(bodies).size).toBe(bodies.length);
    expect(bodies.every((b) => b.startsWith('Редакция из параллельного раунда'))).toBe(true);
    const audits = (await auditOf(t, 'document:privacy')).filter((a) => a.action === 'document.publish');
    expect(audits.map((a) => (a.after as { version: number }).version).sort((a, b) => a - b)).toEqual(
      numbers,
    );
  });
});

describe('a version', () => {
  it('shows its source, rendering and how many consents name it', async () => {
    const admin = await signInAdmin(t, mail);
    const customer = await signInCustomer(t, mail);
    const [v1] = await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.kind, 'offer'));
    const acceptedBefore = adminDocumentVersionDetailSchema.parse(
      (await call(admin, 'GET', '/api/admin/legal/offer/versions/1')).json(),
    ).acceptances;
    await t.database.db.insert(consentLog).values([
      { at: clock, userId: customer.id, documentId: v1!.id, purpose: 'checkout', orderNumber: 1001 },
      { at: clock, email: 'guest@example.ru', sessionId: 's', documentId: v1!.id, purpose: 'checkout' },
    ]);
    const detail = await ok(
      await call(admin, 'GET', '/api/admin/legal/offer/versions/1'),
      adminDocumentVersionDetailSchema,
    );
    expect(detail).toMatchObject({
      version: 1,
      acceptances: acceptedBefore + 2,
      body: v1!.body,
      hash: v1!.hash,
    });
    expect(detail.html).toContain('<h2>1. Продавец</h2>');
    const doc = await ok(await call(admin, 'GET', '/api/admin/legal/offer'), adminDocumentSchema);
    expect(doc.versions.find((v) => v.version === 1)?.acceptances).toBe(acceptedBefore + 2);
    expect(doc.versions.find((v) => v.version === 2)?.acceptances).toBe(0);

    const missing = await call(admin, 'GET', '/api/admin/legal/offer/versions/99');
    expect(missing.statusCode).toBe(404);
  });

  it('has no admin call that changes it: writing methods on its address find no route', async () => {
    const admin = await signInAdmin(t, mail);
    const [before] = await t.database.db
      .select()
      .from(legalDocuments)
      .where(eq(legalDocuments.kind, 'offer'));
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const res = await call(admin, method, '/api/admin/legal/offer/versions/1', { body: 'подменено' });
      expect(res.statusCode, method).toBe(404);
    }
    const [after] = await t.database.db
      .select()
      .from(legalDocuments)
      .where(eq(legalDocuments.id, before!.id));
    expect(after).toEqual(before);
  });
});

describe('who may', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/admin/legal'],
    ['GET', '/api/admin/legal/offer'],
    ['PUT', '/api/admin/legal/offer/draft', { title: 'Взлом', format: 'markdown', body: 'x' }],
    ['POST', '/api/admin/legal/offer/publish'],
    ['POST', '/api/admin/legal/preview', { format: 'markdown', body: 'x' }],
    ['GET', '/api/admin/legal/offer/versions/1'],
    ['GET', '/api/admin/consents'],
    ['GET', '/api/admin/consents/export.csv'],
  ];

  it('nobody signed out (401), no customer (403), no admin whose rights were taken (403)', async () => {
    const customer = await signInCustomer(t, mail);
    const demoted = await signInAdmin(t, mail);
    await setAdmin(t, demoted.id, false);
    const versionsBefore = await versionsIn('offer');
    const [draftBefore] = await t.database.db.select().from(legalDrafts).where(eq(legalDrafts.kind, 'offer'));
    for (const [method, url, payload] of routes) {
      const guest = await call(null, method, url, payload);
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      expect(guest.json()).toEqual({ detail: adminMessages.tokenInvalid });
      const forged = await t.app.inject({
        method,
        url,
        headers: bearer('x.y.z'),
        ...(payload ? { payload } : {}),
      });
      expect(forged.statusCode, `${method} ${url}`).toBe(401);
      for (const who of [customer, demoted]) {
        const res = await call(who, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ detail: adminMessages.notAdmin });
      }
    }
    expect(await versionsIn('offer')).toEqual(versionsBefore);
    const [draftAfter] = await t.database.db.select().from(legalDrafts).where(eq(legalDrafts.kind, 'offer'));
    expect(draftAfter).toEqual(draftBefore);
  });

  it('an admin’s token stops working when it runs out (15 minutes)', async () => {
    const admin = await signInAdmin(t, mail);
    expect((await call(admin, 'GET', '/api/admin/legal')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 16 * 60_000);
    const late = await saveDraft(admin, 'offer', { title: 'Поздно', format: 'markdown', body: 'x' });
    expect(late.statusCode).toBe(401);
  });
});

describe('POST /api/admin/legal/preview', () => {
  it('renders a text as the pages would, saving nothing', async () => {
    const admin = await signInAdmin(t, mail);
    const drafts = await t.database.db.select().from(legalDrafts);
    const res = await call(admin, 'POST', '/api/admin/legal/preview', {
      format: 'markdown',
      body: '**да** <script>alert(1)</script> [x](javascript:alert(1))',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      html: '<p><strong>да</strong> &lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1))</p>\n',
    });
    expect(await t.database.db.select().from(legalDrafts)).toEqual(drafts);
    expect(
      (await call(admin, 'POST', '/api/admin/legal/preview', { format: 'html', body: 'x' })).statusCode,
    ).toBe(422);
  });
});
