import type { LegalDocument } from '@shop/shared/legal/legal-api';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { versionOf } from '../model/document-address.ts';
import DocumentPage from './document-page.tsx';

const offer = (version: number, publishedAt: string, html: string): LegalDocument => ({
  kind: 'offer',
  title: 'Публичная оферта',
  version,
  published_at: publishedAt,
  format: 'markdown',
  html,
  hash: 'a'.repeat(64),
});

const versions = [
  { version: 2, published_at: '2026-12-01T21:30:00Z' },
  { version: 1, published_at: '2026-11-26T00:00:00Z' },
];

/** The document routes as the app has them (app/router.tsx), for the offer. */
function renderAt(path: string, answers: Record<string, Answer>) {
  const fetchMock = stubFetch(answers);
  const router = createMemoryRouter(
    [
      { path: '/legal/offer', element: <DocumentPage kind="offer" /> },
      { path: '/legal/offer/:version', element: <DocumentPage kind="offer" /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const calls = () => fetchMock.mock.calls.map(([url]) => String(url));
  return { calls };
}

describe('a document page', () => {
  it('shows the current version: title, its number and Moscow day, the text, and every version', async () => {
    renderAt('/legal/offer', {
      '/api/legal/documents/offer': {
        body: offer(2, versions[0]!.published_at, '<h2>1. Продавец</h2><p>ООО</p>'),
      },
      '/api/legal/documents/offer/versions': { body: versions },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Публичная оферта' })).toBeInTheDocument();
    // 21:30 UTC on 1 December is 2 December in Moscow.
    expect(screen.getByText('Редакция 2 от 02.12.2026', { selector: 'p' })).toBeInTheDocument();
    const text = screen.getByRole('article', { name: 'Публичная оферта' });
    expect(within(text).getByRole('heading', { level: 2, name: '1. Продавец' })).toBeInTheDocument();

    const list = within(await screen.findByRole('region', { name: 'Все редакции' }));
    const links = await list.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Редакция 2 от 02.12.2026', '/legal/offer/2'],
      ['Редакция 1 от 26.11.2026', '/legal/offer/1'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(list.getByText('действующая')).toBeInTheDocument();
    expect(screen.queryByText('Это не действующая редакция документа.')).not.toBeInTheDocument();
  });

  it('shows an older version by its number, saying it is not the one in force', async () => {
    const { calls } = renderAt('/legal/offer/1', {
      '/api/legal/documents/offer/versions/1': { body: offer(1, versions[1]!.published_at, '<p>Первая</p>') },
      '/api/legal/documents/offer/versions': { body: versions },
    });
    expect(await screen.findByText('Редакция 1 от 26.11.2026', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Первая');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Это не действующая редакция документа.');
    expect(within(note).getByRole('link', { name: 'Открыть действующую редакцию' })).toHaveAttribute(
      'href',
      '/legal/offer',
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Хлебные крошки' }));
    expect(crumbs.getByRole('link', { name: 'Публичная оферта' })).toHaveAttribute('href', '/legal/offer');
    expect(crumbs.getByText('Редакция 1')).toHaveAttribute('aria-current', 'page');
    expect(calls()).not.toContain('/api/legal/documents/offer');
  });

  it('says a version that was never published does not exist, without asking for it', async () => {
    const { calls } = renderAt('/legal/offer/7', {
      '/api/legal/documents/offer/versions': { body: versions },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Такой редакции документа нет' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Публичная оферта' })).toHaveAttribute('href', '/legal/offer');
    expect(calls()).toEqual(['/api/legal/documents/offer/versions']);
  });

  it('says so too when the server does not have a version the list named', async () => {
    renderAt('/legal/offer/2', {
      '/api/legal/documents/offer/versions/2': {
        status: 404,
        body: { detail: 'Такой редакции документа нет' },
      },
      '/api/legal/documents/offer/versions': { body: versions },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Такой редакции документа нет' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Публичная оферта' })).toHaveAttribute('href', '/legal/offer');
  });

  it('asks nothing for an address that names no version', async () => {
    const { calls } = renderAt('/legal/offer/abc', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Такой редакции документа нет' }),
    ).toBeInTheDocument();
    expect(calls().filter((call) => !call.endsWith('/versions'))).toEqual([]);
  });

  it('offers to try again when the document did not load', async () => {
    renderAt('/legal/offer', {
      '/api/legal/documents/offer': { status: 503, body: { detail: 'Сервис недоступен' } },
      '/api/legal/documents/offer/versions': { body: versions },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис недоступен');
    expect(screen.getByRole('button', { name: 'Повторить попытку' })).toBeInTheDocument();
  });
});

describe('versionOf', () => {
  it.each([
    [undefined, null],
    ['1', 1],
    ['42', 42],
    ['0', 'missing'],
    ['01', 'missing'],
    ['-1', 'missing'],
    ['1.5', 'missing'],
    ['abc', 'missing'],
    ['1234567890', 'missing'],
  ])('%s → %s', (param, expected) => {
    expect(versionOf(param)).toBe(expected);
  });
});
