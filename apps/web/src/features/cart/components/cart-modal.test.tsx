import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub.ts';
import { groupedProducts } from '@/test/fixtures/grouped-products.ts';
import { useCartStore, type BasketItem } from '../model/cart-store.ts';
import CartModal from './cart-modal.tsx';

const bar: BasketItem = {
  key: 'line-1',
  id: 1,
  cart_item_id: 1,
  name: 'humblbar Кокос',
  price: 174,
  count: 4,
  type: 'product',
  date: '2026-11-23T10:00:00Z',
  image: null,
  originalProduct: 101,
  size: null,
};

function renderModal() {
  stubFetch({ '/api/products/grouped': { body: groupedProducts } });
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/', element: <CartModal open onClose={onClose} /> },
      { path: '/catalog', element: <h1>Каталог</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onClose };
}

describe('cart modal', () => {
  it('says the cart is empty and leads to the catalogue', async () => {
    const user = userEvent.setup();
    const { router, onClose } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Корзина' })).toHaveTextContent(
      'Ваша корзина пуста, добавьте товары',
    );
    await user.click(screen.getByRole('button', { name: 'Перейти в каталог' }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/catalog');
  });

  it('lists the basket with its total and how long it is held', () => {
    const until = new Date(Date.now() + 10 * 60_000);
    useCartStore.setState({ items: [bar], reservedUntil: until.toISOString() });
    renderModal();
    expect(screen.getByText('Итого').parentElement).toHaveTextContent('696 ₽');
    const time = until.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });
    expect(
      screen.getByText(`Товары зарезервированы за вами на 15 минут. Резерв до ${time}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перейти к оформлению' })).toBeEnabled();
  });

  it('says when the hold has lapsed', () => {
    useCartStore.setState({ items: [bar], reservedUntil: new Date(Date.now() - 60_000).toISOString() });
    renderModal();
    expect(screen.getByText(/Резерв истёк: товары снова доступны другим покупателям\./)).toBeInTheDocument();
  });
});
