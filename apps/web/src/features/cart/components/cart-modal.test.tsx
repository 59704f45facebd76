import { render, screen, waitFor, within } from '@testing-library/react';
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

/** Gift cards of 1 000 ₽ (product 701) to a recipient on a day, and of 2 000 ₽ (702) to the buyer. */
const giftToMama: BasketItem = {
  ...bar,
  key: 'line-2',
  id: 2,
  cart_item_id: 2,
  name: 'Подарочная карта 1000 ₽',
  price: 1000,
  count: 3,
  originalProduct: 701,
  giftCard: { recipient_email: 'mama@example.ru', sender_name: 'Аня', send_on: '2026-12-05' },
};
const giftToSelf: BasketItem = {
  ...giftToMama,
  key: 'line-3',
  id: 3,
  cart_item_id: 3,
  name: 'Подарочная карта 2000 ₽',
  price: 2000,
  count: 1,
  originalProduct: 702,
  giftCard: null,
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

  it('says whom each gift card line goes to and offers 1–5 or 10 cards', async () => {
    useCartStore.setState({
      items: [
        bar,
        giftToMama,
        giftToSelf,
        { ...giftToMama, key: 'line-4', id: 4, giftCard: { recipient_email: 'papa@example.ru' } },
      ],
    });
    renderModal();
    const rowOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
    expect(rowOf('Получатель: mama@example.ru · отправка 05.12')).toHaveTextContent(
      'Подарочная карта 1000 ₽',
    );
    expect(rowOf('Получатель: papa@example.ru')).toHaveTextContent('3 000 ₽');
    // A card to the buyer is known by its product (the catalogue's gift card).
    await waitFor(() => expect(rowOf('Себе')).toHaveTextContent('Подарочная карта 2000 ₽'));
    expect(within(rowOf('humblbar Кокос')).queryByText('Себе')).not.toBeInTheDocument();
    const options = (name: string) =>
      within(within(rowOf(name)).getByLabelText(/^Количество:/))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Себе')).toEqual(['1 шт', '2 шт', '3 шт', '4 шт', '5 шт', '10 шт']);
    expect(options('Получатель: mama@example.ru · отправка 05.12')).toEqual([
      '1 шт',
      '2 шт',
      '3 шт',
      '4 шт',
      '5 шт',
      '10 шт',
    ]);
  });
});
