import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The cookie notice and the counter (docs/product/personal-data.md#web-analytics): nothing without a
// counter in the page; a notice until the visitor decides; Metrica only in a page loaded after 'Принять'.

const TAG = 'https://mc.yandex.ru/metrika/tag.js';

function setMeta(id: string | null) {
  document.querySelector('meta[name="yandex-metrika"]')?.remove();
  if (id === null) return;
  const meta = document.createElement('meta');
  meta.name = 'yandex-metrika';
  meta.content = id;
  document.head.append(meta);
}
const clearCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};
const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

/** A page of the storefront as loaded with `meta` and `cookie`: the root and the footer's link. */
async function loadPage({ meta = '12345' as string | null, cookie = '' } = {}) {
  setMeta(meta);
  if (cookie) document.cookie = `${cookie}; Path=/`;
  vi.resetModules();
  const { default: AnalyticsRoot } = await import('./analytics-root.tsx');
  const { CookieSettingsLink } = await import('./cookie-settings-link.tsx');
  const { page } = await import('../model/consent.ts');
  // The notice's own chunk, ready before the page (its lazy import then resolves at once).
  await import('./cookie-notice.tsx');
  const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
  const layout = (
    <>
      <main>страница</main>
      <footer>
        <CookieSettingsLink />
      </footer>
      <AnalyticsRoot />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: layout },
      { path: '/catalog', element: layout },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, reload, user: userEvent.setup() };
}
const notice = () => screen.queryByRole('region', { name: 'Cookie и аналитика' });

afterEach(() => {
  setMeta(null);
  clearCookies();
  document.querySelectorAll('script').forEach((script) => script.remove());
  delete window.ym;
  delete window.dataLayer;
});

describe('without a counter in the page', () => {
  it('shows no notice and no settings link, loads no script and sets no cookie', async () => {
    await loadPage({ meta: null });
    await act(() => Promise.resolve());
    expect(screen.getByRole('main')).toHaveTextContent('страница');
    expect(notice()).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(scripts()).toEqual([]);
    expect(window.ym).toBeUndefined();
    expect(document.cookie).toBe('');
  });
});

describe('with a counter and no decision yet', () => {
  it('asks in a region at the bottom, linking the privacy policy, with nothing loaded', async () => {
    await loadPage();
    const region = await screen.findByRole('region', { name: 'Cookie и аналитика' });
    expect(region).toHaveTextContent(
      'Мы используем cookie, чтобы сайт работал. С вашего согласия подключим Яндекс Метрику, чтобы ' +
        'понимать, что улучшить.',
    );
    expect(screen.getByRole('link', { name: 'Политика обработки персональных данных' })).toHaveAttribute(
      'href',
      '/political',
    );
    expect(screen.getByRole('button', { name: 'Принять' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отказаться' })).toBeInTheDocument();
    // Not a dialog, and it does not take focus: the page stays usable.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(region).not.toHaveFocus();
    expect(scripts()).toEqual([]);
    expect(document.cookie).toBe('');
  });

  it("'Принять' keeps the choice for the server and reloads once; the counter waits for the new page", async () => {
    const { reload, user } = await loadPage();
    await user.click(await screen.findByRole('button', { name: 'Принять' }));
    expect(document.cookie).toBe('analytics=granted');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notice()).not.toBeInTheDocument();
    expect(scripts()).toEqual([]);
  });

  it("'Отказаться' hides the notice with no reload; 'Настройки cookie' asks again", async () => {
    const { reload, user } = await loadPage();
    await user.click(await screen.findByRole('button', { name: 'Отказаться' }));
    expect(document.cookie).toBe('analytics=denied');
    expect(notice()).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    const settings = screen.getByRole('button', { name: 'Настройки cookie' });
    await user.click(settings);
    const region = await screen.findByRole('region', { name: 'Cookie и аналитика' });
    expect(region).toHaveTextContent('Сейчас Яндекс Метрика отключена.');
    expect(region).toHaveFocus();
    // The same answer again: nothing to reload, focus back where the visitor was.
    await user.click(screen.getByRole('button', { name: 'Отказаться' }));
    expect(notice()).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
    expect(reload).not.toHaveBeenCalled();
    expect(scripts()).toEqual([]);
  });
});

describe('in a page loaded after acceptance', () => {
  it('loads tag.js once, initialises e-commerce from dataLayer and counts every later address', async () => {
    const { router } = await loadPage({ cookie: 'analytics=granted' });
    await act(() => Promise.resolve());
    expect(notice()).not.toBeInTheDocument();
    expect(scripts()).toEqual([TAG]);
    expect(window.ym!.a).toEqual([
      [
        12345,
        'init',
        { ecommerce: 'dataLayer', clickmap: true, trackLinks: true, accurateTrackBounce: true },
      ],
    ]);
    expect(window.dataLayer).toEqual([]);

    await act(() => router.navigate('/catalog?category=regular'));
    await act(() => router.navigate('/catalog?category=regular#top'));
    expect(window.ym!.a!.slice(1)).toEqual([
      [12345, 'hit', 'http://localhost:3000/catalog?category=regular', { referer: 'http://localhost:3000/' }],
    ]);
    expect(scripts()).toEqual([TAG]);
  });

  it("'Отказаться' from the settings reloads without the counter and removes its cookies", async () => {
    document.cookie = '_ym_uid=1700000000123; Path=/';
    document.cookie = '_ym_d=1700000000; Path=/';
    document.cookie = 'other=1; Path=/';
    const { reload, user } = await loadPage({ cookie: 'analytics=granted' });
    await user.click(screen.getByRole('button', { name: 'Настройки cookie' }));
    expect(await screen.findByRole('region', { name: 'Cookie и аналитика' })).toHaveTextContent(
      'Сейчас Яндекс Метрика подключена.',
    );
    await user.click(screen.getByRole('button', { name: 'Отказаться' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.cookie.split('; ').sort()).toEqual(['analytics=denied', 'other=1']);
  });
});
