import { act, render, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub.ts';
import { useAuthStore } from '@/features/auth';
import { anna } from '@/test/fixtures/accounts.ts';
import { adminRouter, boss, renderAdmin } from '../test-fixtures/render-admin.tsx';

// The sections load on demand; loaded once here, they arrive within the tests' waiting time.
beforeAll(() =>
  Promise.all([import('../dashboard/dashboard-section.tsx'), import('../audit/audit-section.tsx')]),
);

function renderGuarded(path = '/admin') {
  stubFetch({});
  const router = adminRouter(path);
  render(<RouterProvider router={router} />);
  return router;
}

const sections = [
  'Сводка',
  'Заказы',
  'Подарочные карты',
  'Согласия',
  'Каталог',
  'Контент',
  'Документы',
  'Видеоотзывы',
  'Администраторы',
  'Журнал',
];

describe('admin page', () => {
  it('waits for the session check without sending anyone away, then shows an admin the dashboard', async () => {
    const router = renderGuarded();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => useAuthStore.setState({ status: 'loading' }));
    expect(router.state.location.pathname).toBe('/admin');
    act(() => useAuthStore.setState({ user: boss, status: 'signed-in' }));
    expect(screen.getByRole('heading', { name: 'Администрирование', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Сводка', level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a signed-in customer who is not an admin to the main page, replacing the address', () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const router = renderGuarded('/admin/orders');
    expect(screen.getByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-out visitor to the main page too', () => {
    useAuthStore.setState({ status: 'signed-out' });
    const router = renderGuarded();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lists every section, marks the open one and moves between them', async () => {
    const { router } = renderAdmin('/admin');
    const nav = within(screen.getByRole('navigation', { name: 'Разделы администрирования' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(sections);
    expect(nav.getByRole('link', { name: 'Сводка' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Журнал' })).toHaveAttribute('href', '/admin/audit');

    act(() => nav.getByRole('link', { name: 'Журнал' }).click());
    expect(router.state.location.pathname).toBe('/admin/audit');
    expect(nav.getByRole('link', { name: 'Журнал' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Сводка' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { name: 'Администрирование', level: 1 })).toBeInTheDocument();
  });

  it('says so for a section that does not exist', () => {
    renderAdmin('/admin/nope');
    expect(screen.getByRole('heading', { name: 'Такого раздела нет' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'сводку' })).toHaveAttribute('href', '/admin');
  });
});
