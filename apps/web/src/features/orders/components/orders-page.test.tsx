import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../auth/model/auth-store.ts';
import { anna } from '../../auth/test-fixtures/accounts.ts';
import { useUiStore } from '../../shell/model/ui-store.ts';
import OrdersPage from './orders-page.tsx';

function renderOrders() {
  const router = createMemoryRouter(
    [
      { path: '/personalAccount/orders', element: <OrdersPage /> },
      { path: '/catalog', element: <h1>Каталог</h1> },
    ],
    { initialEntries: ['/personalAccount/orders'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('orders page', () => {
  it('shows neither the note nor the sign-in prompt while the session is being checked', () => {
    renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'Заказы' })).toBeInTheDocument();
    act(() => useAuthStore.setState({ status: 'loading' }));
    expect(screen.queryByText('Войдите в личный кабинет')).not.toBeInTheDocument();
    expect(screen.queryByText('Заказов пока нет')).not.toBeInTheDocument();
  });

  it('tells a signed-in customer there are no orders yet and leads to the catalogue', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const router = renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'Заказы' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Заказов пока нет' })).toBeInTheDocument();
    expect(screen.queryByText('Войдите в личный кабинет')).not.toBeInTheDocument();

    const toCatalog = screen.getByRole('link', { name: 'Перейти в каталог' });
    expect(toCatalog).toHaveAttribute('href', '/catalog');
    await user.click(toCatalog);
    expect(router.state.location.pathname).toBe('/catalog');
  });

  it('asks a signed-out visitor to sign in, and opens the sign-in modal', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ status: 'signed-out' });
    renderOrders();
    expect(screen.getByRole('heading', { name: 'Войдите в личный кабинет' })).toBeInTheDocument();
    expect(screen.queryByText('Заказов пока нет')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Перейти в каталог' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(useUiStore.getState().modal).toBe('auth');
  });

  it('follows the session: the note goes when the customer signs out', () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderOrders();
    expect(screen.getByText('Заказов пока нет')).toBeInTheDocument();
    act(() => useAuthStore.setState({ user: null, status: 'signed-out' }));
    expect(screen.queryByText('Заказов пока нет')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Войдите в личный кабинет' })).toBeInTheDocument();
  });
});
