import type { User } from '@shop/shared/accounts/account-api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { anna, emptyCart, signedInAs } from '@/test/fixtures/accounts.ts';
import { useSiteStatusStore } from '@/features/shell';
import { storeTokens } from '@/lib/tokens.ts';
import { stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { AppFrame } from './app.tsx';

const boss: User = { ...anna, email: 'boss@example.ru', is_admin: true };
const maintenanceTitle = { name: 'Сайт временно не работает' };

let router: ReturnType<typeof createBrowserRouter> | null = null;

function renderSite(answers: Record<string, Answer> = {}) {
  const fetchMock = stubFetch({
    'GET /api/admin/site-status/public': { body: { is_active: false, updated_at: '2026-03-12T11:05:00Z' } },
    '/api/cart/': { body: emptyCart },
    '/api/boxes/': { body: [] },
    ...answers,
  });
  router = createBrowserRouter([
    { path: '/', element: <h1>Главная</h1> },
    { path: '/admin', element: <h1>Администрирование</h1> },
    { path: '/admin/content', element: <h1>Контент</h1> },
  ]);
  render(
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  return fetchMock;
}

// The code the gate loads on demand, loaded once here so that it arrives within the waits below.
beforeAll(() =>
  Promise.all([
    import('./maintenance-view.tsx'),
    import('@/features/shell/components/staff-sign-in.tsx'),
    import('@/features/shell/components/site-off-banner.tsx'),
    import('@/features/shell/components/site-status-watcher.tsx'),
    import('@/features/auth/components/auth-modal.tsx'),
    import('@/features/auth/model/session.ts'),
  ]),
);

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  router?.dispose();
  router = null;
  useSiteStatusStore.setState({ state: 'not_loaded', isActive: true });
});

describe('the site switched off', () => {
  it('shows a signed-in customer only the maintenance view', async () => {
    storeTokens('A1', 'R1');
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderSite();
    expect(await screen.findByRole('heading', maintenanceTitle)).toBeInTheDocument();
    expect(screen.getByText(/Приносим извинения/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Главная' })).not.toBeInTheDocument();
  });

  it('shows a guest the maintenance view once it is known that nobody is signed in', async () => {
    renderSite();
    expect(await screen.findByRole('heading', maintenanceTitle)).toBeInTheDocument();
    expect(useAuthStore.getState().status).toBe('signed-out');
    expect(screen.queryByRole('heading', { name: 'Главная' })).not.toBeInTheDocument();
  });

  it('never shows an admin the maintenance view: the site, with a banner leading to the switch', async () => {
    const user = userEvent.setup();
    storeTokens('A1', 'R1');
    useAuthStore.setState({ user: boss, status: 'signed-in' });
    renderSite();
    const banner = await screen.findByRole('status');
    await waitFor(() => expect(useSiteStatusStore.getState().isActive).toBe(false));
    expect(banner).toHaveTextContent('Сайт выключен для покупателей');
    expect(screen.getByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', maintenanceTitle)).not.toBeInTheDocument();

    const link = within(banner).getByRole('link', { name: 'Включить' });
    expect(link).toHaveAttribute('href', '/admin/content#site');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Контент' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.hash).toBe('/admin/content#site');
  });

  it("checks a stored session before showing anything, and shows an admin's tab the site", async () => {
    storeTokens('A1', 'R1');
    let renew: () => void = () => {};
    const renewed = new Promise<void>((resolve) => (renew = resolve));
    const fetchMock = renderSite({
      'GET /api/users/user': { body: boss },
    });
    const plain = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/auth/refresh') {
        await renewed;
        return Response.json({
          access_token: 'A2',
          refresh_token: 'R2',
          token_type: 'bearer',
          is_admin: true,
        });
      }
      return plain(input, init);
    });
    await waitFor(() => expect(useSiteStatusStore.getState().isActive).toBe(false));
    await waitFor(() => expect(useAuthStore.getState().status).toBe('loading'));
    expect(screen.queryByRole('heading', maintenanceTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Главная' })).not.toBeInTheDocument();

    renew();
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Сайт выключен для покупателей');
    expect(screen.queryByRole('heading', maintenanceTitle)).not.toBeInTheDocument();
  });

  it('lets staff sign in from the maintenance view and takes an admin to /admin', async () => {
    const user = userEvent.setup();
    renderSite({
      'POST /api/auth/request-code': { body: { ok: true, resend_in: 60 } },
      'POST /api/auth/verify-code': { body: signedInAs(boss) },
    });
    await user.click(await screen.findByRole('button', { name: 'Вход для сотрудников' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вход' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'boss@example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    await within(dialog).findByRole('group', { name: 'Код из письма' });
    await user.keyboard('12345');

    expect(await screen.findByRole('heading', { name: 'Администрирование' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Сайт выключен для покупателей');
    expect(screen.queryByRole('heading', maintenanceTitle)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
