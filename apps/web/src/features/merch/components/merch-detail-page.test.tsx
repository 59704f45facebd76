import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/format.ts';
import { stubFetch } from '@/test/fetch-stub.ts';
import { groupedProducts, tees } from '@/test/fixtures/grouped-products.ts';
import MerchDetailPage from './merch-detail-page.tsx';
import MerchPage from './merch-page.tsx';

function renderMerch(path: string, body: unknown = groupedProducts) {
  stubFetch({ '/api/products/grouped': { body }, '/api/stores': { body: [] } });
  const router = createMemoryRouter(
    [
      { path: '/merch', element: <MerchPage /> },
      { path: '/merch/:id', element: <MerchDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('merch pages', () => {
  it('lists merch items and the gift card', async () => {
    renderMerch('/merch');
    expect(await screen.findByRole('heading', { level: 2, name: 'Футболка humbl' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Подарочная карта' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'humblbar Кокос' })).not.toBeInTheDocument();
  });

  it('preselects the first available size and disables the sold-out ones', async () => {
    const user = userEvent.setup();
    renderMerch('/merch/601');
    await screen.findByRole('heading', { level: 1, name: 'Футболка humbl' });
    const sizes = screen.getByRole('group', { name: 'Размер' });
    const button = (name: RegExp) => within(sizes).getByRole('button', { name });
    expect(button(/^XS/)).toHaveAttribute('aria-disabled', 'true');
    expect(button(/^M/)).toHaveAttribute('aria-disabled', 'true');
    expect(button(/^S$/)).toHaveAttribute('aria-pressed', 'true');
    expect(button(/^L$/)).toHaveAttribute('aria-pressed', 'false');

    await user.click(button(/^M/));
    expect(button(/^S$/)).toHaveAttribute('aria-pressed', 'true');
    expect(button(/^M/)).toHaveAttribute('aria-pressed', 'false');
    await user.click(button(/^L$/));
    expect(button(/^L$/)).toHaveAttribute('aria-pressed', 'true');
    const panel = screen.getByRole('region', { name: 'Покупка' });
    expect(within(panel).getByRole('button', { name: /В корзину/ })).toHaveTextContent('В корзину · 1 990 ₽');
    expect(screen.getByRole('heading', { name: 'Материал' })).toBeInTheDocument();
  });

  it('asks for a size while none can be chosen', async () => {
    const soldOut = tees.map((tee) => ({ ...tee, quantity: 0 }));
    renderMerch('/merch/601', [
      { id: 8, name: 'Merch', box_prices: null, products: [], children: [] },
      { id: 9, name: 'Merch футболки', box_prices: null, products: soldOut, children: [] },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Футболка humbl' });
    const sizes = within(screen.getByRole('group', { name: 'Размер' })).getAllByRole('button');
    for (const size of sizes) expect(size).toHaveAttribute('aria-disabled', 'true');
    const panel = screen.getByRole('region', { name: 'Покупка' });
    expect(within(panel).getByRole('button', { name: 'Выберите размер' })).toBeDisabled();
  });

  it('makes the gift card price follow the chosen denomination', async () => {
    const user = userEvent.setup();
    renderMerch('/merch/702');
    await screen.findByRole('heading', { level: 1, name: 'Подарочная карта' });
    expect(screen.getByText('Электронная карта — придёт на e-mail')).toBeInTheDocument();
    const denominations = screen.getByRole('group', { name: 'Номинал' });
    expect(within(denominations).getByRole('button', { name: formatPrice(1000) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const add = within(screen.getByRole('region', { name: 'Покупка' })).getByRole('button', {
      name: /В корзину/,
    });
    expect(add).toHaveTextContent('1 000 ₽');

    await user.click(within(denominations).getByRole('button', { name: formatPrice(5000) }));
    expect(within(denominations).getByRole('button', { name: formatPrice(5000) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(add).toHaveTextContent('В корзину · 5 000 ₽');
    expect(screen.getByText('12 месяцев')).toBeInTheDocument();
  });

  it('goes back to the merch list for an unknown id or a non-merch product', async () => {
    const router = renderMerch('/merch/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Мерч' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/merch');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
