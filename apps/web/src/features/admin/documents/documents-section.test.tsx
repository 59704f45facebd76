import type { AdminDocument } from '@shop/shared/legal/legal-api';
import { documentAdminMessages } from '@shop/shared/legal/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from '@/test/fetch-stub.ts';
import { callsOf, renderAdmin, type FetchMock } from '../test-fixtures/render-admin.tsx';

beforeAll(() => import('./documents-section.tsx'));

const list = [
  {
    kind: 'privacy',
    title: 'Политика обработки персональных данных',
    current_version: 1,
    published_at: '2026-11-26T00:00:00Z',
    draft_changed: false,
  },
  {
    kind: 'consent',
    title: 'Согласие на обработку персональных данных',
    current_version: 3,
    published_at: '2026-12-01T09:00:00Z',
    draft_changed: true,
  },
  {
    kind: 'offer',
    title: 'Публичная оферта',
    current_version: 1,
    published_at: '2026-11-26T00:00:00Z',
    draft_changed: false,
  },
];

const v1: AdminDocument['versions'][number] = {
  version: 1,
  title: 'Публичная оферта',
  format: 'markdown',
  published_at: '2026-11-26T00:00:00Z',
  published_by: null,
  hash: 'abcdef0123456789'.repeat(4),
  acceptances: 12,
};

const offer = (overrides: Partial<AdminDocument['draft']> = {}, versions = [v1]): AdminDocument => ({
  kind: 'offer',
  draft: {
    title: 'Публичная оферта',
    format: 'markdown',
    body: '## Продавец',
    html: '<h2>Продавец</h2>\n',
    updated_at: null,
    changed: false,
    ...overrides,
  },
  versions,
});

const writes = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST')
    .map(([url, init]) => [`${init?.method} ${String(url)}`, init?.body ? bodyOf(init) : undefined]);

describe('admin documents', () => {
  it('lists the three documents with their current versions and a waiting draft', async () => {
    renderAdmin('/admin/legal', { 'GET /api/admin/legal': { body: list } });
    const cards = within(await screen.findByRole('list', { name: 'Документы магазина' }));
    const items = cards.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Редакция 1, действует с 26.11.2026'),
      expect.stringContaining('Редакция 3, действует с 01.12.2026'),
      expect.stringContaining('Редакция 1'),
    ]);
    expect(items[1]).toHaveTextContent('Есть неопубликованный черновик');
    expect(items[0]).not.toHaveTextContent('черновик');
    expect(cards.getByRole('link', { name: 'Редактировать «Публичная оферта»' })).toHaveAttribute(
      'href',
      '/admin/legal?kind=offer',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Страница на сайте' })).toHaveAttribute(
      'href',
      '/political',
    );
  });

  it('edits the draft with the server’s preview, saves it and publishes it after a confirmation', async () => {
    const user = userEvent.setup();
    const saved = offer({
      body: '## Продавец\n\nНовый текст',
      html: '<h2>Продавец</h2>\n<p>Новый текст</p>\n',
      changed: true,
      updated_at: '2026-12-02T10:00:00Z',
    });
    const v2 = {
      ...v1,
      version: 2,
      published_by: 'boss@example.ru',
      acceptances: 0,
      published_at: '2026-12-02T10:05:00Z',
    };
    const { fetchMock } = renderAdmin('/admin/legal?kind=offer', {
      'GET /api/admin/legal/offer': { body: offer() },
      'POST /api/admin/legal/preview': (init) => ({
        body: { html: `<p>превью: ${(bodyOf(init) as { body: string }).body.length}</p>` },
      }),
      'PUT /api/admin/legal/offer/draft': { body: saved },
      'POST /api/admin/legal/offer/publish': { body: offer({ ...saved.draft, changed: false }, [v2, v1]) },
      'GET /api/admin/legal': { body: list },
    });
    const heading = await screen.findByRole('heading', { level: 3, name: 'Публичная оферта' });
    await waitFor(() => expect(heading).toHaveFocus());
    const preview = screen.getByRole('region', { name: 'Как это будет выглядеть' });
    // The saved draft's rendering came with it: no preview call for it.
    expect(within(preview).getByRole('heading', { name: 'Продавец' })).toBeInTheDocument();
    expect(callsOf(fetchMock)).not.toContain('POST /api/admin/legal/preview');
    expect(screen.getByText('Черновик совпадает с действующей редакцией')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Опубликовать' })).toBeDisabled();

    const text = screen.getByRole('textbox', { name: 'Текст' });
    await user.type(text, '\n\nНовый текст');
    await waitFor(() => expect(preview).toHaveTextContent('превью: 24'));
    expect(screen.getByText('Есть несохранённые правки')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText('Черновик сохранён')).toBeInTheDocument();
    expect(writes(fetchMock).find(([call]) => call === 'PUT /api/admin/legal/offer/draft')).toEqual([
      'PUT /api/admin/legal/offer/draft',
      { title: 'Публичная оферта', format: 'markdown', body: '## Продавец\n\nНовый текст' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Опубликовать редакцию 2?' });
    expect(dialog).toHaveTextContent('Покупателей попросят принять новую редакцию');
    expect(writes(fetchMock).map(([call]) => call)).not.toContain('POST /api/admin/legal/offer/publish');
    await user.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Опубликована редакция 2')).toBeInTheDocument();
    expect(writes(fetchMock).map(([call]) => call)).toContain('POST /api/admin/legal/offer/publish');

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [expect.stringContaining('2 декабря 2026'), 'boss@example.ru', '0', 'abcdef0123…', 'Открыть'],
      [expect.stringContaining('26 ноября 2026'), 'первая редакция', '12', 'abcdef0123…', 'Открыть'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Редакция 1 на сайте' })).toHaveAttribute(
      'href',
      '/legal/offer/1',
    );
    expect(within(rows[1]!).getByText('abcdef0123…')).toHaveAttribute('title', v1.hash);
  });

  it('saves unsaved edits before publishing them, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/legal?kind=offer', {
      'GET /api/admin/legal/offer': { body: offer() },
      'POST /api/admin/legal/preview': { body: { html: '<p>x</p>' } },
      'PUT /api/admin/legal/offer/draft': { body: offer({ changed: true, format: 'text' }) },
      'POST /api/admin/legal/offer/publish': {
        status: 409,
        body: { detail: documentAdminMessages.unchanged },
      },
      'GET /api/admin/legal': { body: list },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Формат' }), 'text');
    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Несохранённые правки будут сохранены в черновик и опубликованы.');
    await user.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(documentAdminMessages.unchanged);
    const sent = writes(fetchMock)
      .map(([call]) => call)
      .filter((call) => !String(call).includes('preview'));
    expect(sent).toEqual(['PUT /api/admin/legal/offer/draft', 'POST /api/admin/legal/offer/publish']);
  });

  it('asks for a title before sending anything', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdmin('/admin/legal?kind=offer', {
      'GET /api/admin/legal/offer': { body: offer() },
    });
    const title = await screen.findByRole('textbox', { name: 'Название' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(await screen.findByText('Укажите название документа')).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(writes(fetchMock).filter(([call]) => !String(call).includes('preview'))).toEqual([]);
  });
});
