import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub.ts';
import { groupedProducts } from '@/test/fixtures/grouped-products.ts';
import CatalogPage from './catalog-page.tsx';

function renderCatalog(path: string, body: unknown = groupedProducts) {
  const fetchMock = stubFetch({
    '/api/products/grouped': { body },
    'POST /api/cart/': { body: { item: {} } },
    '/api/cart/': { body: { items: [], reserved_until: null } },
    '/api/boxes/': { body: [] },
  });
  const router = createMemoryRouter([{ path: '/catalog', element: <CatalogPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, fetchMock };
}

const cardTitles = () =>
  within(screen.getAllByRole('list').find((list) => list.querySelector('article'))!)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('catalogue page', () => {
  it('presets the subcategory from the URL and sorts cheaper first', async () => {
    const user = userEvent.setup();
    const { router } = renderCatalog('/catalog?category=regular&subcategory=Brownie');
    await screen.findByRole('heading', { level: 2, name: 'humblpie Брауни с вишней' });
    expect(screen.getByRole('button', { name: 'Брауни' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual([
      'humblpie Брауни классический',
      'humblpie Брауни с вишней',
      'humblpie Брауни солёная карамель',
    ]);
    expect(screen.getByText('3 товара')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'Сначала дешевле');
    expect(cardTitles()).toEqual([
      'humblpie Брауни с вишней',
      'humblpie Брауни классический',
      'humblpie Брауни солёная карамель',
    ]);
    expect(router.state.location.search).toBe('?category=regular&subcategory=Brownie&sort=price-asc');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lists regular products, ready boxes and box entries but no merch or gift cards', async () => {
    renderCatalog('/catalog');
    await screen.findByRole('heading', { level: 2, name: 'Матча латте' });
    const titles = cardTitles();
    expect(titles).toEqual(expect.arrayContaining(['Бокс mini 4', 'Box humblbar', 'humblbar Кокос']));
    expect(titles.some((title) => title?.includes('Футболка') || title?.includes('Подарочная'))).toBe(false);
    const builderLinks = screen.getAllByRole('link', { name: 'Собрать бокс' });
    expect(builderLinks.length).toBeGreaterThan(0);
    for (const link of builderLinks) expect(link.getAttribute('href')).toMatch(/^\/catalog\/customBox/);
  });

  it('updates the shown price with the quantity option and adds that pack to the cart', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCatalog('/catalog?category=regular&subcategory=Bars');
    const title = await screen.findByRole('heading', { level: 2, name: 'humblbar Кокос' });
    const card = title.closest('article')!;
    expect(within(card).getByText('179 ₽')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '4 шт' }));
    expect(within(card).getByText('696 ₽')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'В корзину' }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ product_id: 101, quantity: 4 });
  });

  it('shows ready boxes without quantity choices', async () => {
    renderCatalog('/catalog?category=regular&subcategory=Ready_box');
    const title = await screen.findByRole('heading', { level: 2, name: 'Бокс mini 4' });
    const card = title.closest('article')!;
    expect(within(card).queryByRole('group')).not.toBeInTheDocument();
    expect(within(card).getByText('Новинка')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Рейтинг 4,9 из 5' })).toBeInTheDocument();
  });

  it('says when nothing matches and resets the filters', async () => {
    const user = userEvent.setup();
    renderCatalog('/catalog?category=regular&subcategory=Drinks', [groupedProducts[0]]);
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'humblbar Кокос' })).toBeInTheDocument();
  });

  it('offers a retry when the catalogue cannot be loaded', async () => {
    stubFetch({ '/api/products/grouped': { status: 500, body: { detail: 'Сервер недоступен' } } });
    const router = createMemoryRouter([{ path: '/catalog', element: <CatalogPage /> }], {
      initialEntries: ['/catalog'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Сервер недоступен', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Попробовать снова' })).toBeInTheDocument();
  });
});
