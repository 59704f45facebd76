import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { useCartStore } from '@/features/cart';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth';
import { anna } from '@/test/fixtures/accounts.ts';
import { paidOrder, unpaidOrder } from '@/test/fixtures/orders.ts';
import { stubFetch } from '@/test/fetch-stub.ts';
import { queryClient } from '@/lib/query-client.ts';
import { markOrderPlaced } from '@/features/orders';
import { Header } from './header.tsx';

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/catalog']}>
      <Header />
    </MemoryRouter>,
  );
}

const panel = () => screen.queryByRole('navigation', { name: 'Мобильное меню' });

describe('Header', () => {
  it('links the logo home and the main sections, with "О нас" dimmed and not a link', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'humbl — на главную' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Каталог', '/catalog'],
      ['Мерч', '/merch'],
      ['Поддержка', '/support'],
      ['Контакты', '/contacts'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Каталог' })).toHaveAttribute('aria-current', 'page');
    const about = within(nav).getByText('О нас');
    expect(about.closest('a')).toBeNull();
    expect(about).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: 'О нас' })).not.toBeInTheDocument();
  });

  it('names its icon buttons and hides the cart badge while the cart is empty', () => {
    renderHeader();
    expect(screen.getByRole('button', { name: 'Личный кабинет' })).toBeInTheDocument();
    const cart = screen.getByRole('button', { name: 'Корзина' });
    expect(cart).toHaveTextContent('');
  });

  it('names the cart with the count its badge shows (the visible text is in the name)', () => {
    renderHeader();
    act(() => useCartStore.setState({ pendingUnits: 3 }));
    const cart = screen.getByRole('button', { name: 'Корзина, 3 шт' });
    expect(cart).toHaveTextContent('3');
    act(() => useCartStore.setState({ pendingUnits: 0 }));
    expect(screen.getByRole('button', { name: 'Корзина' })).toHaveTextContent('');
  });

  it('says on its person icon when a customer is signed in', () => {
    renderHeader();
    act(() => useAuthStore.setState({ user: anna, status: 'signed-in' }));
    expect(screen.getByRole('button', { name: 'Личный кабинет: вход выполнен' })).toBeInTheDocument();
    act(() => useAuthStore.setState({ user: null, status: 'signed-out' }));
    expect(screen.getByRole('button', { name: 'Личный кабинет' })).toBeInTheDocument();
  });

  it('toggles the burger panel, which closes on a link click and on Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const burger = screen.getByRole('button', { name: 'Меню' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = panel();
    expect(menu).toBeInTheDocument();
    expect(
      within(menu as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Каталог', 'Мерч', 'Поддержка', 'Контакты']);
    expect(within(menu as HTMLElement).queryByRole('link', { name: 'О нас' })).not.toBeInTheDocument();

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(panel()).not.toBeInTheDocument();

    await user.click(burger);
    await user.click(within(panel() as HTMLElement).getByRole('link', { name: 'Мерч' }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(panel()).not.toBeInTheDocument();
  });

  it('offers the order-pay shortcut once an order is placed, until dismissed', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Оплатить заказ' })).not.toBeInTheDocument();

    act(() => markOrderPlaced());
    expect(localStorage.getItem('addOrder')).not.toBeNull();
    expect(await screen.findByRole('link', { name: 'Оплатить заказ' })).toHaveAttribute(
      'href',
      '/personalAccount/orders',
    );

    await user.click(screen.getByRole('button', { name: 'Скрыть напоминание об оплате заказа' }));
    expect(screen.queryByRole('link', { name: 'Оплатить заказ' })).not.toBeInTheDocument();
    expect(localStorage.getItem('addOrder')).toBeNull();
  });

  it('takes the shortcut away by itself once no order is left to pay', async () => {
    act(() => useAuthStore.setState({ user: null, status: 'signed-out' }));
    let orders = [unpaidOrder, paidOrder];
    stubFetch({ 'GET /api/orders/': () => ({ body: orders }) });
    localStorage.setItem('addOrder', 'true');
    const view = renderHeader();
    expect(await screen.findByRole('link', { name: 'Оплатить заказ' })).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Оплатить заказ' })).toBeInTheDocument();
    // Only the newest order still to be paid is asked for, whatever the length of the history.
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe('/api/orders/?payable=1&limit=1');

    // Paid on the payment page: back in the shop, the list says so and the shortcut goes.
    orders = [{ ...unpaidOrder, status: 'paid', is_paid: true }, paidOrder];
    view.unmount();
    queryClient.clear();
    renderHeader();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Оплатить заказ' })).not.toBeInTheDocument(),
    );
    expect(localStorage.getItem('addOrder')).toBeNull();
  });

  it('shows the shortcut of an order placed before this visit, and follows other tabs', async () => {
    localStorage.setItem('addOrder', 'true');
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Оплатить заказ' })).toBeInTheDocument();
    act(() => {
      localStorage.removeItem('addOrder');
      window.dispatchEvent(new StorageEvent('storage', { key: 'addOrder' }));
    });
    expect(screen.queryByRole('link', { name: 'Оплатить заказ' })).not.toBeInTheDocument();
  });
});
