import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storedTokens } from '@/lib/tokens.ts';
import { bearerOf, bodyOf, stubFetch, type Reply } from '@/test/fetch-stub.ts';
import { selectCartCount, useCartStore } from '@/features/cart';
import { useAuthStore } from '../model/auth-store.ts';
import { accountCart, anna, emptyCart, signedInAs } from '@/test/fixtures/accounts.ts';
import { renderAuthModal } from '../test-fixtures/render-auth-modal.tsx';

const codeSent = { body: { ok: true, resend_in: 60 } };
const cart = (init: RequestInit | undefined) => ({ body: bearerOf(init) ? accountCart : emptyCart });

function stubAuthApi(answers: Parameters<typeof stubFetch>[0]) {
  return stubFetch({ '/api/cart/': cart, '/api/boxes/': { body: [] }, ...answers });
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const boxes = () => within(screen.getByRole('group', { name: 'Код из письма' })).getAllByRole('textbox');
const calls = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

describe('auth modal: signing in', () => {
  it('wants an e-mail, then says why a code could not be sent', async () => {
    const user = userEvent.setup();
    let answer: Reply = {
      status: 429,
      body: { detail: 'Новый код можно запросить через 42 с' },
    };
    const fetchMock = stubAuthApi({ 'POST /api/auth/request-code': () => answer });
    renderAuthModal();
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAttribute('autocomplete', 'email');

    await user.type(emailField(), 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(screen.getByText('Некорректный email')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, '/api/auth')).toHaveLength(0);

    await user.type(emailField(), '.ru');
    expect(screen.queryByText('Некорректный email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Новый код можно запросить через 42 с')).toBeInTheDocument();

    answer = new Error('offline');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Неизвестная ошибка сети')).toBeInTheDocument();

    answer = { status: 502, body: {} };
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Ошибка при отправке кода')).toBeInTheDocument();
  });

  it('clears a wrong code for another try, then signs in, moves the cart and opens the profile', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const fetchMock = stubAuthApi({
      'POST /api/auth/request-code': codeSent,
      'POST /api/auth/verify-code': () =>
        ++tries === 1
          ? { status: 400, body: { detail: 'Неверный или просроченный код' } }
          : tries === 2
            ? { status: 500, body: { detail: 'Внутренняя ошибка сервера' } }
            : { body: signedInAs(anna) },
    });
    const { router, onClose } = renderAuthModal();
    await waitFor(() => expect(calls(fetchMock, '/api/cart/')).toHaveLength(1));

    await user.type(emailField(), ' Anna@Example.ru ');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('anna@example.ru')).toBeInTheDocument();
    // The code is bound to this browser's session, which the check below sends too.
    expect(bodyOf(calls(fetchMock, '/api/auth/request-code')[0]?.[1])).toEqual({
      email: 'anna@example.ru',
      session_id: localStorage.getItem('session_id'),
    });
    expect(localStorage.getItem('session_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(boxes()[0]).toHaveFocus();

    await user.keyboard('11111');
    expect(await screen.findByText('Неверный или просроченный код')).toBeInTheDocument();
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '']);
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
    // The box a screen reader is in says what went wrong, not only the group around it.
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(boxes()[0]).toHaveAccessibleDescription('Неверный или просроченный код');
    expect(onClose).not.toHaveBeenCalled();

    // A server failure is not the shopper's wrong code (docs/product/accounts.md#errors).
    await user.keyboard('22222');
    expect(await screen.findByText('Ошибка проверки кода')).toBeInTheDocument();
    await waitFor(() => expect(boxes()[0]).toHaveFocus());

    await user.paste('12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalAccount'));
    expect(onClose).toHaveBeenCalled();
    const verify = calls(fetchMock, '/api/auth/verify-code')[2]?.[1];
    expect(bodyOf(verify)).toEqual({
      code: '12345',
      email: 'anna@example.ru',
      session_id: localStorage.getItem('session_id'),
    });
    expect(storedTokens()).toEqual({ access: 'A1', refresh: 'R1' });
    expect(useAuthStore.getState()).toMatchObject({ user: anna, status: 'signed-in' });
    // The badge now counts the account's cart, where the guest's cart went.
    await waitFor(() => expect(selectCartCount(useCartStore.getState())).toBe(4));
    expect(bearerOf(calls(fetchMock, '/api/cart/').at(-1)?.[1])).toBe('Bearer A1');
  });

  it('takes an admin to /admin', async () => {
    const user = userEvent.setup();
    stubAuthApi({
      'POST /api/auth/request-code': codeSent,
      'POST /api/auth/verify-code': { body: signedInAs({ ...anna, is_admin: true }) },
    });
    const { router } = renderAuthModal();
    await user.type(emailField(), 'anna@example.ru{Enter}');
    await screen.findByText('anna@example.ru');
    await user.paste('12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('comes back to the code already sent when closed and opened again, its wait still running', async () => {
    const user = userEvent.setup();
    const fetchMock = stubAuthApi({
      'POST /api/auth/request-code': codeSent,
      'POST /api/auth/verify-code': { body: signedInAs(anna) },
    });
    const first = renderAuthModal();
    await user.type(emailField(), 'anna@example.ru{Enter}');
    await screen.findByText('anna@example.ru');
    first.unmount(); // the shopper closes the modal to read the mail

    renderAuthModal();
    expect(await screen.findByText('anna@example.ru')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: waitingAbout('1:00') })).toBeDisabled();
    await user.click(boxes()[0]!);
    await user.paste('12345');
    await waitFor(() => expect(calls(fetchMock, '/api/auth/verify-code')).toHaveLength(1));
    expect(calls(fetchMock, '/api/auth/request-code')).toHaveLength(1);
    expect(bodyOf(calls(fetchMock, '/api/auth/verify-code')[0]![1])).toMatchObject({
      email: 'anna@example.ru',
      code: '12345',
    });
  });

  /** The resend button's label at `time` left, or up to two seconds less. */
  const waitingAbout = (time: string) => {
    const [m, sec] = time.split(':').map(Number) as [number, number];
    const left = m * 60 + sec;
    const labels = [left, left - 1, left - 2].map(
      (t) => `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`,
    );
    return new RegExp(`^Отправить код ещё раз через (${labels.join('|')})$`);
  };

  it('lets a new code be asked for after 60 seconds, and the e-mail be changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = stubAuthApi({ 'POST /api/auth/request-code': codeSent });
    renderAuthModal();
    await user.type(emailField(), 'anna@example.ru{Enter}');
    await screen.findByText('anna@example.ru');

    // The fake clock also follows real time (userEvent needs it), so a slow machine may be a second on.
    expect(screen.getByRole('button', { name: waitingAbout('1:00') })).toBeDisabled();
    // Let the countdown start its interval (a passive effect) before the clock moves, then go half a second
    // past its first tick.
    await act(async () => {});
    act(() => vi.advanceTimersByTime(1500));
    expect(await screen.findByRole('button', { name: waitingAbout('0:59') })).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    const resend = await screen.findByRole('button', { name: 'Отправить код ещё раз' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByText('Новый код отправлен')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/auth/request-code')).toHaveLength(2);
    expect(screen.getByRole('button', { name: waitingAbout('1:00') })).toBeDisabled();

    // Back to the e-mail: the same address goes straight back to the code already sent.
    await user.click(screen.getByRole('button', { name: 'Изменить email' }));
    expect(emailField()).toHaveValue('anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('group', { name: 'Код из письма' })).toBeInTheDocument();
    expect(calls(fetchMock, '/api/auth/request-code')).toHaveLength(2);
  });
});
