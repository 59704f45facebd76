import type { Store } from '@shop/shared/content/content-api';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { groupedProducts } from '@/test/fixtures/grouped-products.ts';
import CheckoutPage from '../components/checkout-page.tsx';

export const stores: Store[] = [
  {
    id: 1,
    number: 1,
    name: 'humbl на Невском',
    address: 'Невский пр., 28',
    hours: 'Ежедневно 08:00–22:00',
    phone: '+78120000001',
  },
  {
    id: 2,
    number: 2,
    name: 'humbl на Петроградской',
    address: 'Большой пр. П.С., 55',
    hours: 'Пн–Пт 08:00–21:00, Сб–Вс 10:00–21:00',
    phone: '+78120000002',
  },
];

/** The courier's zone: the city and its short name; no marketplace matters here. */
export const deliverySettings = {
  courier_area: 'Санкт-Петербург',
  courier_places: ['Санкт-Петербург', 'СПб'],
  marketplaces: [],
};

export const slots = [
  { id: 1, time_from: '12:00', time_to: '14:00' },
  { id: 2, time_from: '14:00', time_to: '16:00' },
];

/** A basket of 4 bars at 179 ₽: 716 ₽ of goods, held for 10 more minutes. */
export const basketAnswer = (price = 179) => ({
  items: [
    {
      id: 1,
      product_id: 101,
      price,
      quantity: 4,
      created_at: '2026-11-23T10:00:00Z',
      product: { name: 'humblbar Кокос', image_urls: [] },
    },
  ],
  reserved_until: new Date(Date.now() + 10 * 60_000).toISOString(),
});

/** GET /api/legal/documents: the current versions the checkboxes accept (the offer's 2nd). */
export const currentDocuments = [
  {
    kind: 'privacy',
    title: 'Политика обработки персональных данных',
    version: 1,
    published_at: '2026-11-26T00:00:00Z',
  },
  {
    kind: 'consent',
    title: 'Согласие на обработку персональных данных',
    version: 1,
    published_at: '2026-11-26T00:00:00Z',
  },
  { kind: 'offer', title: 'Публичная оферта', version: 2, published_at: '2026-11-27T00:00:00Z' },
];

/** The checkout at /check_out_page with the shop's API answering; `answers` add or replace calls. */
export function renderCheckout(answers: Record<string, Answer> = {}) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const fetchMock = stubFetch({
    '/api/products/grouped': { body: groupedProducts },
    '/api/cart/': { body: basketAnswer() },
    '/api/boxes/': { body: [] },
    '/api/stores': { body: stores },
    '/api/admin/delivery-times/public': { body: slots },
    '/api/admin/delivery-settings/public': { body: deliverySettings },
    '/api/legal/documents': { body: currentDocuments },
    ...answers,
  });
  const router = createMemoryRouter(
    [
      { path: '/check_out_page', element: <CheckoutPage /> },
      { path: '/catalog', element: <h1>Каталог</h1> },
      { path: '/personalAccount/orders', element: <h1>Заказы</h1> },
    ],
    { initialEntries: ['/check_out_page'] },
  );
  render(<RouterProvider router={router} />);
  return { fetchMock, assign, router };
}
