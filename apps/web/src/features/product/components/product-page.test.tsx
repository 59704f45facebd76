import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub.ts';
import type { Photo, ProductGroup } from '@shop/shared/catalog/product-api';
import { groupedProducts } from '@/test/fixtures/grouped-products.ts';
import ProductPage from './product-page.tsx';

const stores = [
  {
    id: 1,
    number: 1,
    name: 'humbl на Ленина',
    address: 'ул. Ленина, 1',
    hours: '10–21',
    phone: '+7 900 000-00-01',
  },
];

const cartLineOf101 = {
  id: 7,
  product_id: 101,
  price: 179,
  quantity: 5,
  created_at: '2026-11-23T10:00:00Z',
  product: { name: 'humblbar Кокос', image_urls: [] },
};

const deliverySettings = {
  courier_area: 'Санкт-Петербург',
  courier_places: ['Санкт-Петербург', 'СПб'],
  marketplaces: [
    { name: 'Ozon', url: 'https://www.ozon.ru/search/?text=humbl' },
    { name: 'Wildberries', url: 'https://www.wildberries.ru/catalog/0/search.aspx?search=humbl' },
  ],
};

function renderProduct(
  path: string,
  groups: ProductGroup[] = groupedProducts,
  settings: typeof deliverySettings = deliverySettings,
) {
  stubFetch({
    '/api/admin/delivery-settings/public': { body: settings },
    'POST /api/cart/': { body: { item: cartLineOf101 } },
    '/api/cart/': { body: { items: [cartLineOf101], reserved_until: '2026-11-23T10:15:00Z' } },
    '/api/boxes/': { body: [] },
    '/api/products/grouped': { body: groups },
    '/api/stores': { body: stores },
    '/api/admin/review-videos/public': {
      body: [
        { id: 1, title: 'Отзыв Анны', description: 'Любимый брауни', file_path: '/media/reviews/1.mp4' },
      ],
    },
  });
  const router = createMemoryRouter(
    [
      { path: '/catalog', element: <h1>Каталог</h1> },
      { path: '/catalog/:id', element: <ProductPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('product page', () => {
  it('shows the product with nutrition, facts, delivery and up to four other recommendations', async () => {
    renderProduct('/catalog/202');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'humblpie Брауни с вишней' }),
    ).toBeInTheDocument();
    // Per 100 g from the net weight (45 g), beside one item's values.
    const nutrition = screen.getByRole('table', { name: /Пищевая ценность/ });
    expect(within(nutrition).getByRole('columnheader', { name: 'на 100 г' })).toBeInTheDocument();
    expect(within(nutrition).getByRole('columnheader', { name: 'на 1 шт (45\u00a0г)' })).toBeInTheDocument();
    expect(within(nutrition).getByRole('rowheader', { name: 'Калории' })).toBeInTheDocument();
    expect(within(nutrition).getByRole('row', { name: 'Белки 44,4\u00a0г 20\u00a0г' })).toBeInTheDocument();
    expect(
      within(nutrition).getByRole('row', { name: 'Калории 444,4\u00a0ккал 200\u00a0ккал' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Состав' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Аллергены' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Особенности' })).toHaveTextContent('Высокобелковый');
    expect(await screen.findByText(/humbl на Ленина/)).toBeInTheDocument();
    expect(screen.getByText(/Курьером по будням с 12:00 до 18:00/)).toHaveTextContent('300 ₽');

    expect(await screen.findByRole('button', { name: 'Отзыв Анны' })).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Рекомендуем также' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(4);
    expect(titles).not.toContain('humblpie Брауни с вишней');
    expect(titles.slice(0, 2)).toEqual(['humblpie Брауни классический', 'humblpie Брауни солёная карамель']);
  });

  it('sends the country to the marketplaces the admin named, and says where the courier goes', async () => {
    renderProduct('/catalog/202');
    const delivery = await screen.findByRole('region', { name: 'Доставка и самовывоз' });
    const links = await within(delivery).findByRole('list', { name: 'Купить с доставкой по России' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      ['Ozon (откроется в новой вкладке)', 'https://www.ozon.ru/search/?text=humbl', '_blank'],
      [
        'Wildberries (откроется в новой вкладке)',
        'https://www.wildberries.ru/catalog/0/search.aspx?search=humbl',
        '_blank',
      ],
    ]);
    expect(within(delivery).getByText(/По всей России/)).toBeInTheDocument();
    expect(within(delivery).getByText(/По адресам в пределах зоны: Санкт-Петербург\./)).toBeInTheDocument();
  });

  it('promises no nationwide delivery when no marketplace is named', async () => {
    renderProduct('/catalog/202', groupedProducts, { ...deliverySettings, marketplaces: [] });
    const delivery = await screen.findByRole('region', { name: 'Доставка и самовывоз' });
    expect(await within(delivery).findByText(/По адресам в пределах зоны/)).toBeInTheDocument();
    expect(within(delivery).queryByText(/По всей России/)).toBeNull();
    expect(within(delivery).queryByRole('link')).toBeNull();
  });

  it('updates the final price from the quantity option and the stepper', async () => {
    const user = userEvent.setup();
    renderProduct('/catalog/101');
    await screen.findByRole('heading', { level: 1, name: 'humblbar Кокос' });
    const panel = screen.getByRole('region', { name: 'Покупка' });
    const add = within(panel).getByRole('button', { name: /В корзину/ });
    expect(add).toHaveTextContent('В корзину · 179 ₽');
    await user.click(within(panel).getByRole('button', { name: '4 шт' }));
    expect(add).toHaveTextContent('В корзину · 696 ₽');
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(add).toHaveTextContent('В корзину · 895 ₽');
    await user.click(add);
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ product_id: 101, quantity: 5 });
    // The cart now holds 5 of them: the button says so on hover.
    expect(await within(panel).findByText('В корзине: 5 шт.')).toBeInTheDocument();
    // A screen reader hears what went in, and the focus stayed on the button throughout.
    expect(within(panel).getByText('humblbar Кокос: в корзине 5 шт')).toHaveAttribute('role', 'status');
    expect(add).toHaveFocus();
    expect(add).toBeEnabled();
  });

  it('shows a ready box without pack or count choices', async () => {
    renderProduct('/catalog/401');
    await screen.findByRole('heading', { level: 1, name: 'Бокс mini 4' });
    const panel = screen.getByRole('region', { name: 'Покупка' });
    expect(within(panel).queryByRole('group')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /В корзину/ })).toHaveTextContent('849 ₽');
    expect(screen.queryByRole('link', { name: 'Собрать бокс' })).not.toBeInTheDocument();
  });

  it('explains a custom box and links to the builder', async () => {
    renderProduct('/catalog/box-6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Box humblbar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Собрать бокс' })).toHaveAttribute(
      'href',
      '/catalog/customBox?product=box-6',
    );
  });

  it('goes back to the catalogue for an unknown id', async () => {
    const router = renderProduct('/catalog/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/catalog');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the food information a product has, and only that', async () => {
    const [bars, ...rest] = groupedProducts;
    const food = {
      shelf_life: '9 месяцев',
      storage_conditions: 'При температуре от +5 до +25 °C',
      manufacturer: 'ООО «Хамбл», Санкт-Петербург, ул. Рубинштейна, 15/17',
    };
    const withFood = {
      ...bars!,
      products: bars!.products.map((p) => (p.id === 101 ? { ...p, ...food } : p)),
    };
    renderProduct('/catalog/101', [withFood, ...rest]);
    await screen.findByRole('heading', { level: 1, name: 'humblbar Кокос' });
    const facts = screen.getByRole('heading', { name: 'О продукте' }).closest('section')!;
    expect(within(facts).getByText('Вес нетто').nextSibling).toHaveTextContent('45 г');
    expect(within(facts).getByText('Срок годности').nextSibling).toHaveTextContent('9 месяцев');
    expect(within(facts).getByText('Условия хранения').nextSibling).toHaveTextContent(
      food.storage_conditions,
    );
    expect(within(facts).getByText('Изготовитель').nextSibling).toHaveTextContent(food.manufacturer);
  });

  it('leaves out food information a product does not have', async () => {
    renderProduct('/catalog/102');
    await screen.findByRole('heading', { level: 1, name: 'humblbar Фисташка' });
    expect(screen.queryByRole('heading', { name: 'О продукте' })).not.toBeInTheDocument();
    expect(screen.queryByText('Срок годности')).not.toBeInTheDocument();
  });

  it('shows uploaded photos in the gallery: the main one first and eager, the thumbnails lazy', async () => {
    const photo = (key: string, alt: string): Photo => ({
      base: `/media/products/${key}`,
      alt,
      width: 1600,
      height: 1600,
      widths: [320, 640, 960, 1440],
    });
    const [bars, ...rest] = groupedProducts;
    const photos = [photo('aa', 'Батончик в разрезе'), photo('bb', 'Упаковка батончика')];
    const withPhotos = {
      ...bars!,
      products: bars!.products.map((p) => (p.id === 102 ? { ...p, photos } : p)),
    };
    const user = userEvent.setup();
    renderProduct('/catalog/102', [withPhotos, ...rest]);
    await screen.findByRole('heading', { level: 1, name: 'humblbar Фисташка' });
    const main = screen.getByRole('img', { name: 'Батончик в разрезе' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/products/aa-1440.avif 1440w'),
    );
    const thumbs = screen.getByRole('group', { name: 'Фотографии товара' });
    for (const img of within(thumbs).getAllByRole('presentation')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('sizes', '64px');
    }
    await user.click(screen.getByRole('button', { name: 'Фото 2 из 2' }));
    expect(screen.getByRole('img', { name: 'Упаковка батончика' })).toHaveAttribute(
      'src',
      '/media/products/bb-640.jpg',
    );
  });

  it('opens a custom box’s flavours to their food information', async () => {
    const user = userEvent.setup();
    renderProduct('/catalog/box-6');
    await screen.findByRole('heading', { level: 1, name: 'Box humblbar' });
    const flavours = screen.getByRole('heading', { name: 'Вкусы на выбор' }).closest('section')!;
    const first = within(flavours).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('table', { hidden: true })).not.toBeVisible();
    await user.click(within(first).getByText('humblbar Кокос'));
    expect(within(first).getByRole('table', { name: /Пищевая ценность/ })).toBeVisible();
    expect(within(first).getByRole('heading', { level: 3, name: 'Состав' })).toBeVisible();
  });
});
