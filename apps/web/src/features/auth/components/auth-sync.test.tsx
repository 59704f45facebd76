import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { Header } from '@/app/layout/header.tsx';
import { SiteModals } from '@/app/layout/site-modals.tsx';
import { storedTokens, storeTokens } from '@/lib/tokens.ts';
import { bearerOf, bodyOf, stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { useAuthStore } from '../model/auth-store.ts';
import { anna, emptyCart } from '@/test/fixtures/accounts.ts';
import AuthSync from './auth-sync.tsx';

// The session's code loads on demand; loaded once here, it arrives within the queries' timeouts.
beforeAll(() => import('../model/session.ts'));

function renderShell(answers: Record<string, Answer>, path = '/') {
  const fetchMock = stubFetch({ '/api/cart/': { body: emptyCart }, '/api/boxes/': { body: [] }, ...answers });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Header />
            <AuthSync />
            <SiteModals />
            <Outlet />
          </>
        ),
        children: [{ index: true, element: <h1>Главная</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { fetchMock, router };
}

const renewed = { access_token: 'A2', refresh_token: 'R2', token_type: 'bearer', is_admin: false };

describe('the session at start', () => {
  it('renews a stored session and loads the user: the header shows the signed-in state', async () => {
    storeTokens('A1', 'R1');
    const { fetchMock } = renderShell({
      'POST /api/auth/refresh': { body: renewed },
      'GET /api/users/user': (init) =>
        bearerOf(init) === 'Bearer A2' ? { body: anna } : { status: 401, body: { detail: 'Нет' } },
    });
    expect(await screen.findByRole('button', { name: 'Личный кабинет: вход выполнен' })).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ user: anna, status: 'signed-in' });
    expect(storedTokens()).toEqual({ access: 'A2', refresh: 'R2' });
    const refresh = fetchMock.mock.calls.filter(([path]) => path === '/api/auth/refresh');
    expect(refresh.map(([, init]) => bodyOf(init))).toEqual([{ refresh_token: 'R1' }]);
  });

  it('clears a session whose renewal is refused and says so', async () => {
    storeTokens('A1', 'R1');
    renderShell({ 'POST /api/auth/refresh': { status: 401, body: { detail: 'Ошибка обновления токена' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка обновления токена');
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'signed-out' });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Личный кабинет' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is signed out at once for a guest, without asking the server', async () => {
    const { fetchMock } = renderShell({});
    await waitFor(() => expect(useAuthStore.getState().status).toBe('signed-out'));
    expect(fetchMock.mock.calls.filter(([path]) => String(path).startsWith('/api/auth'))).toEqual([]);
  });

  it('follows a logout in another tab', async () => {
    storeTokens('A2', 'R2');
    renderShell({ 'POST /api/auth/refresh': { body: renewed }, 'GET /api/users/user': { body: anna } });
    await screen.findByRole('button', { name: 'Личный кабинет: вход выполнен' });
    localStorage.clear();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'refresh_token', newValue: null })));
    expect(await screen.findByRole('button', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(useAuthStore.getState().status).toBe('signed-out');
  });
});

describe('a link cancelling a contact recovery', () => {
  it('opens the auth modal on its step, drops the parameter and posts the token', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderShell(
      { 'POST /api/auth/recover-contact/cancel': { body: { detail: 'Смена контакта отменена' } } },
      '/?cancel_recovery=tok-123&utm=mail',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Отмена смены контакта' });
    expect(router.state.location.search).toBe('?utm=mail');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('button', { name: 'Отменить смену контакта' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Смена контакта отменена');
    const cancel = fetchMock.mock.calls.find(([path]) => path === '/api/auth/recover-contact/cancel');
    expect(bodyOf(cancel?.[1])).toEqual({ token: 'tok-123' });
    expect(dialog).toBeInTheDocument();
  });

  it('says when the link is dead', async () => {
    const user = userEvent.setup();
    renderShell(
      {
        'POST /api/auth/recover-contact/cancel': {
          status: 404,
          body: { detail: 'Ссылка для отмены недействительна: смена уже отменена или произошла' },
        },
      },
      '/?cancel_recovery=old',
    );
    await user.click(await screen.findByRole('button', { name: 'Отменить смену контакта' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ссылка для отмены недействительна: смена уже отменена или произошла',
    );
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(useAuthStore.getState().recoveryCancel).toBeNull();
  });
});
