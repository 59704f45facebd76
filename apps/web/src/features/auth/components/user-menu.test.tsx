import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storedTokens, storeTokens } from '@/lib/tokens.ts';
import { bearerOf, bodyOf, stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { selectCartCount, useCartStore } from '@/features/cart';
import { useAuthStore } from '../model/auth-store.ts';
import { accountCart, anna, emptyCart } from '@/test/fixtures/accounts.ts';
import { renderAuthModal } from '../test-fixtures/render-auth-modal.tsx';

function signedIn(logout: Answer, more: Record<string, Answer> = {}, path = '/personalAccount') {
  storeTokens('A1', 'R1');
  useAuthStore.setState({ user: anna, status: 'signed-in' });
  const fetchMock = stubFetch({
    '/api/cart/': (init) => ({ body: bearerOf(init) ? accountCart : emptyCart }),
    '/api/boxes/': { body: [] },
    'POST /api/auth/logout': logout,
    ...more,
  });
  return { fetchMock, ...renderAuthModal(path) };
}

describe('auth modal: the signed-in menu', () => {
  it("shows who is signed in and leads to the account's pages", async () => {
    const user = userEvent.setup();
    const { router, onClose } = signedIn({ body: null });
    const dialog = screen.getByRole('dialog', { name: 'Личный кабинет' });
    expect(dialog).toHaveTextContent('Анна Петрова');
    expect(dialog).toHaveTextContent('anna@example.ru');
    expect(dialog).toHaveTextContent('Silver · 120 бонусов');
    expect(screen.getByRole('link', { name: 'Мой профиль' })).toHaveAttribute('href', '/personalAccount');
    expect(screen.getByRole('link', { name: 'Карта лояльности' })).toHaveAttribute(
      'href',
      '/personalAccount/cardLoyal',
    );
    await user.click(screen.getByRole('link', { name: 'Заказы' }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/personalAccount/orders');
  });

  it('logs out: the refresh token is revoked, everything cleared, the guest cart shown, back to /', async () => {
    const user = userEvent.setup();
    const { fetchMock, router, onClose } = signedIn({ body: null });
    await waitFor(() => expect(selectCartCount(useCartStore.getState())).toBe(4));

    await user.click(screen.getByRole('button', { name: 'Выйти' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const logout = fetchMock.mock.calls.find(([path]) => path === '/api/auth/logout')?.[1];
    expect(bearerOf(logout)).toBe('Bearer A1');
    expect(bodyOf(logout)).toEqual({ refresh_token: 'R1' });
    expect(storedTokens()).toEqual({ access: null, refresh: null });
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'signed-out' });
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(selectCartCount(useCartStore.getState())).toBe(0));
  });

  it('stays signed in and says so when the logout fails', async () => {
    const user = userEvent.setup();
    signedIn({ status: 500, body: { detail: 'Внутренняя ошибка сервера' } });
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('Logout failed: 500')).toBeInTheDocument();
    expect(storedTokens()).toEqual({ access: 'A1', refresh: 'R1' });
    expect(useAuthStore.getState().user).toEqual(anna);
  });

  it('just clears a session the server had already ended', async () => {
    const user = userEvent.setup();
    const { router } = signedIn(
      { status: 401, body: { detail: 'Не передан или недействителен токен' } },
      { 'POST /api/auth/refresh': { status: 401, body: { detail: 'Ошибка обновления токена' } } },
    );
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(useAuthStore.getState().status).toBe('signed-out'));
    expect(storedTokens()).toEqual({ access: null, refresh: null });
    expect(useAuthStore.getState().notice).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
