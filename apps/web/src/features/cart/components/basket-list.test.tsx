import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub.ts';
import { groupedProducts } from '@/test/fixtures/grouped-products.ts';
import { useCartStore, type BasketItem } from '../model/cart-store.ts';
import { BasketList } from './basket-list.tsx';

const line = (id: number, name: string, count: number, extra: Partial<BasketItem> = {}): BasketItem => ({
  key: `line-${id}`,
  id,
  cart_item_id: id,
  name,
  price: 179,
  count,
  type: 'product',
  date: '2026-11-23T10:00:00Z',
  image: null,
  originalProduct: 101,
  size: null,
  ...extra,
});

const box: BasketItem = line(9, 'Свой бокс на 8 вкусов', 1, {
  key: 'box-9',
  type: 'box',
  price: 1272,
  originalProduct: null,
  list: [
    { name: 'humblbar Кокос', price: 159, count: 5 },
    { name: 'humblbar Фисташка', price: 159, count: 3 },
  ],
});

function renderList(items: BasketItem[], variant: 'modal' | 'page', width = 1440) {
  vi.stubGlobal('innerWidth', width);
  useCartStore.setState({ items });
  const fetchMock = stubFetch({
    '/api/products/grouped': { body: groupedProducts },
    '/api/cart/': { body: { items: [], reserved_until: null } },
    '/api/boxes/': { body: [] },
    'PATCH /api/cart/1': { body: { id: 1, price: 149, quantity: 8 } },
    'DELETE /api/boxes/9': { status: 204, body: null },
  });
  const router = createMemoryRouter([{ path: '/', element: <BasketList items={items} variant={variant} /> }]);
  render(<RouterProvider router={router} />);
  return fetchMock;
}

describe('basket list', () => {
  it('page variant: titled "Корзина", every line with its details and sum', async () => {
    renderList(
      [
        line(1, 'humblbar Кокос', 4),
        line(2, 'Футболка humbl M', 1, { type: 'merch', size: 'M', originalProduct: 603 }),
        box,
      ],
      'page',
    );
    const list = screen.getByRole('region', { name: 'Корзина' });
    expect(within(list).getByRole('heading', { level: 2, name: 'Корзина' })).toBeInTheDocument();
    expect(within(list).getByText('Размер: M')).toBeInTheDocument();
    expect(within(list).getByText('humblbar Кокос × 5, humblbar Фисташка × 3')).toBeInTheDocument();
    expect(within(list).getByText('716 ₽')).toBeInTheDocument(); // 4 × 179
    expect(within(list).getByRole('link', { name: 'Изменить' })).toHaveAttribute(
      'href',
      '/catalog/customBox?edit=9',
    );
    // Pack choices of a bar below its stock, one at a time for merch.
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Количество: humblbar Кокос'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['1 шт', '4 шт', '8 шт', '12 шт']),
    );
    expect(within(screen.getByLabelText('Количество: Футболка humbl M')).getAllByRole('option')).toHaveLength(
      1,
    );
  });

  it('modal variant: no second title under the modal’s own', () => {
    renderList([line(1, 'humblbar Кокос', 1)], 'modal');
    expect(screen.queryByRole('heading', { name: 'Корзина' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Корзина' })).toBeInTheDocument();
  });

  it('shows 3 rows before scrolling at 1440 px and 4 at 1920 px', () => {
    const five = [1, 2, 3, 4, 5].map((id) => line(id, `Батончик ${id}`, 1));
    renderList(five, 'modal', 1440);
    expect(screen.getByRole('region', { name: 'Корзина' })).toHaveAttribute('data-visible-rows', '3');
    expect(
      screen.getByRole('region', { name: 'Корзина: список' }).parentElement?.getAttribute('style') ?? '',
    ).toContain('calc(3 * var(--basket-row-height))');
  });

  it('shows all rows without a scroll box when they fit', () => {
    renderList([line(1, 'a', 1), line(2, 'b', 1), line(3, 'c', 1)], 'modal', 1920);
    expect(screen.getByRole('region', { name: 'Корзина' })).toHaveAttribute('data-visible-rows', '4');
    expect(screen.queryByRole('region', { name: 'Корзина: список' })).not.toBeInTheDocument();
  });

  it('changes a quantity and removes a box on the server', async () => {
    const user = userEvent.setup();
    const fetchMock = renderList([line(1, 'humblbar Кокос', 1), box], 'modal');
    await waitFor(() => expect(screen.getByRole('option', { name: '8 шт' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Количество: humblbar Кокос'), '8');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toBe('/api/cart/1');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ quantity: 8 });
    await user.click(screen.getByRole('button', { name: 'Удалить: Свой бокс на 8 вкусов' }));
    const remove = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(remove?.[0])).toBe('/api/boxes/9');
    expect(new Headers(remove?.[1]?.headers).get('X-Session-Id')).toBe(localStorage.getItem('session_id'));
    await act(async () => {});
  });

  it('says a line whose product left the shop can no longer be bought, instead of its details', () => {
    const gone = 'Товар «humblbar Кокос» больше не продаётся: уберите его из корзины';
    renderList([line(1, 'humblbar Кокос', 1, { unavailable: gone }), { ...box, unavailable: null }], 'page');
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]!).getByText(gone)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/больше не продаётся/)).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('humblbar Кокос × 5, humblbar Фисташка × 3')).toBeInTheDocument();
  });
});
