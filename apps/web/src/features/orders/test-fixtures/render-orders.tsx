import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { CartNotice } from '@/features/cart';
import { groupedProducts } from '@/test/fixtures/grouped-products.ts';
import OrdersPage from '../components/orders-page.tsx';

/** The orders page at `path` with the shop's API answering; `answers` add or replace calls. */
export function renderOrders(answers: Record<string, Answer> = {}, path = '/personalAccount/orders') {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const fetchMock = stubFetch({
    '/api/products/grouped': { body: groupedProducts },
    '/api/orders/': { body: [] },
    '/api/cart/': { body: { items: [], reserved_until: null } },
    '/api/boxes/': { body: [] },
    ...answers,
  });
  const router = createMemoryRouter(
    [
      { path: '/personalAccount/orders', element: <OrdersPage /> },
      { path: '/catalog', element: <h1>Каталог</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <CartNotice />
    </>,
  );
  return { router, fetchMock, assign };
}
