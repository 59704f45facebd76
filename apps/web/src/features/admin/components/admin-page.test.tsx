import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../auth/model/auth-store.ts';
import { anna } from '../../auth/test-fixtures/accounts.ts';
import AdminPage from './admin-page.tsx';

function renderAdmin() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Главная</h1> },
      { path: '/admin', element: <AdminPage /> },
    ],
    { initialEntries: ['/', '/admin'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('admin page', () => {
  it('waits for the session check without sending anyone away, then shows an admin the section', () => {
    const router = renderAdmin();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => useAuthStore.setState({ status: 'loading' }));
    expect(router.state.location.pathname).toBe('/admin');
    act(() => useAuthStore.setState({ user: { ...anna, is_admin: true }, status: 'signed-in' }));
    expect(screen.getByRole('heading', { name: 'Администрирование' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a signed-in customer who is not an admin to the main page, replacing /admin', () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const router = renderAdmin();
    expect(screen.getByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-out visitor to the main page too', () => {
    useAuthStore.setState({ status: 'signed-out' });
    const router = renderAdmin();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
