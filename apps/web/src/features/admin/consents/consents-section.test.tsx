import type { ConsentLogEntry } from '@shop/shared/legal/legal-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerOf } from '@/test/fetch-stub.ts';
import { callsOf, renderAdmin, type FetchMock } from '../test-fixtures/render-admin.tsx';
import { addressOf, consentCsvUrl, consentLogUrl, noFilters, searchOf } from './consent-filters.ts';

beforeAll(() => import('./consents-section.tsx'));

const entry = (overrides: Partial<ConsentLogEntry> & Pick<ConsentLogEntry, 'id'>): ConsentLogEntry => ({
  at: '2026-12-01T15:04:00Z',
  account_id: 12,
  email: 'anna@example.ru',
  session_id: null,
  kind: 'consent',
  version: 2,
  hash: '0123456789abcdef'.repeat(4),
  purpose: 'checkout',
  order_number: 1042,
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
  erased: false,
  ...overrides,
});

const page = (items: ConsentLogEntry[], total: number | null = items.length, next: string | null = null) => ({
  body: { items, total, total_capped: false, next_cursor: next, page_size: 50 },
});

/** The query strings of the log's reads ('' for the first page of no search). */
const logCalls = (fetchMock: FetchMock) =>
  callsOf(fetchMock)
    .filter((call) => /^GET \/api\/admin\/consents(\?|$)/.test(call))
    .map((call) => call.slice('GET /api/admin/consents'.length).replace(/^\?/, ''));

afterEach(() => vi.restoreAllMocks());

describe('admin consents', () => {
  it('shows the log: when, who, which version (hash in full on hover), what for, order, address, browser', async () => {
    renderAdmin('/admin/consents', {
      'GET /api/admin/consents': page([
        entry({ id: 2 }),
        entry({
          id: 1,
          account_id: null,
          email: 'guest@example.ru',
          session_id: 'sess-1',
          kind: 'offer',
          version: 1,
          purpose: 'sign_in',
          order_number: null,
          ip: null,
          user_agent: null,
          erased: true,
        }),
      ]),
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells[0]).toEqual([
      '01.12.2026 18:04',
      'аккаунт #12anna@example.ru',
      'Согласие, ред. 2',
      '0123456789…',
      'Заказ',
      '№1042',
      '203.0.113.7',
      'Mozilla/5.0 (X11; Linux x86_64)',
    ]);
    expect(cells[1]).toEqual([
      '01.12.2026 18:04',
      'guest@example.ruсессия sess-1данные удалены',
      'Оферта, ред. 1',
      '0123456789…',
      'Вход',
      '—',
      '—',
      '—',
    ]);
    expect(within(rows[0]!).getByText('0123456789…')).toHaveAttribute('title', '0123456789abcdef'.repeat(4));
    expect(
      within(rows[0]!).getByRole('link', { name: 'Согласие на обработку персональных данных, редакция 2' }),
    ).toHaveAttribute('href', '/legal/consent/2');
    expect(within(rows[0]!).getByRole('link', { name: 'Заказ №1042 в разделе заказов' })).toHaveAttribute(
      'href',
      '/admin/orders?q=1042',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Найдено: 2');
  });

  it('searches and filters through the address, and the CSV link follows', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderAdmin('/admin/consents?page=2', {
      'GET /api/admin/consents': page([entry({ id: 1 })], 51),
    });
    await screen.findByRole('table');
    // An old address's page is no part of the list: it starts at the newest.
    expect(logCalls(fetchMock)).toEqual(['']);

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'anna@{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=anna%40'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Документ' }), 'offer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Цель' }), 'checkout');
    await waitFor(() => expect(logCalls(fetchMock)).toContain('q=anna%40&kind=offer&purpose=checkout'));
    expect(screen.getByRole('link', { name: 'Скачать CSV' })).toHaveAttribute(
      'href',
      '/api/admin/consents/export.csv?q=anna%40&kind=offer&purpose=checkout',
    );

    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('loads the next rows of the same search with the cursor of the page before', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/consents?purpose=sign_in', {
      'GET /api/admin/consents?purpose=sign_in': page([entry({ id: 3 }), entry({ id: 2 })], 10_000, 'c1'),
      'GET /api/admin/consents?purpose=sign_in&cursor=c1': page([entry({ id: 1 })], null),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Найдено: 10 000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByText('Загружено ещё: 1. Всего показано: 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    // The first page's total stands.
    expect(screen.getByText('Найдено: 10 000')).toBeInTheDocument();
    expect(logCalls(fetchMock)).toEqual(['purpose=sign_in', 'purpose=sign_in&cursor=c1']);
  });

  it('downloads the CSV with the admin’s token, and says so when it cannot', async () => {
    const user = userEvent.setup();
    const created = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:consents';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let fail = false;
    const { fetchMock } = renderAdmin('/admin/consents?kind=consent', {
      'GET /api/admin/consents': page([entry({ id: 1 })]),
      'GET /api/admin/consents/export.csv': () =>
        fail ? { status: 400, body: { detail: 'Такой даты нет' } } : { body: 'csv' },
    });
    await user.click(await screen.findByRole('link', { name: 'Скачать CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('export.csv'));
    expect(String(call?.[0])).toBe('/api/admin/consents/export.csv?kind=consent');
    expect(bearerOf(call?.[1])).toBe('Bearer A1');
    const saved = (clicked.mock.contexts as HTMLAnchorElement[]).find(
      (link) => link.getAttribute('href') === 'blob:consents',
    );
    expect(saved?.download).toMatch(/^consents-\d{4}-\d{2}-\d{2}\.csv$/);

    fail = true;
    await user.click(screen.getByRole('link', { name: 'Скачать CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Такой даты нет');
  });
});

describe('the address of the log', () => {
  it('reads only what it understands', () => {
    const read = (search: string) => addressOf(new URLSearchParams(search));
    expect(read('q=%20anna&kind=offer&purpose=sign_in&from=2026-11-01&to=2026-11-30&page=3')).toEqual({
      filters: { q: ' anna', kind: 'offer', purpose: 'sign_in', from: '2026-11-01', to: '2026-11-30' },
    });
    expect(read('kind=terms&purpose=spam&from=1.11.2026&page=0')).toEqual({ filters: noFilters });
  });

  it('writes only what is set, the same for the list, its next pages and the CSV', () => {
    const filters = { ...noFilters, q: ' anna ', from: '2026-11-01' };
    expect(searchOf(filters).toString()).toBe('q=anna&from=2026-11-01');
    expect(consentLogUrl(filters)).toBe('/api/admin/consents?q=anna&from=2026-11-01');
    expect(consentLogUrl(filters, 'Yy4x')).toBe('/api/admin/consents?q=anna&from=2026-11-01&cursor=Yy4x');
    expect(consentLogUrl(noFilters)).toBe('/api/admin/consents');
    expect(consentCsvUrl(filters)).toBe('/api/admin/consents/export.csv?q=anna&from=2026-11-01');
    expect(consentCsvUrl(noFilters)).toBe('/api/admin/consents/export.csv');
  });
});
