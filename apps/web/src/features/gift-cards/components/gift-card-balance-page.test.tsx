import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bodyOf, stubFetch, type Answer } from '@/test/fetch-stub.ts';
import GiftCardBalancePage from './gift-card-balance-page.tsx';

function renderBalance(check: Answer) {
  const fetchMock = stubFetch({ 'POST /api/gift-cards/check': check });
  const router = createMemoryRouter([{ path: '/gift-cards/balance', element: <GiftCardBalancePage /> }], {
    initialEntries: ['/gift-cards/balance'],
  });
  render(<RouterProvider router={router} />);
  const checks = () =>
    fetchMock.mock.calls.filter(([path]) => path === '/api/gift-cards/check').map(([, init]) => init);
  return { checks };
}

const codeField = () => screen.getByRole('textbox', { name: 'Код карты' });
const checkButton = () => screen.getByRole('button', { name: 'Проверить' });

describe('the gift card balance page', () => {
  it('shows the balance of the amount and the day the card expires, for a code typed any way', async () => {
    const user = userEvent.setup();
    const { checks } = renderBalance({
      body: { last4: 'PQRS', amount: 3000, balance: 1250, expires_at: '2027-11-26T09:00:00Z' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Баланс подарочной карты' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Хлебные крошки' }));
    expect(crumbs.getByRole('link', { name: 'Мерч' })).toHaveAttribute('href', '/merch');

    await user.type(codeField(), 'abcd efgh-jkmn pqrs');
    await user.click(checkButton());

    const result = await screen.findByRole('region', { name: 'Карта •••• PQRS' });
    expect(result).toHaveTextContent('Баланс: 1 250 ₽ из 3 000 ₽');
    expect(result).toHaveTextContent('Действует до 26 ноября 2027');
    expect(bodyOf(checks()[0])).toEqual({ code: 'ABCDEFGHJKMNPQRS', session_id: expect.any(String) });
    expect(new Headers(checks()[0]?.headers).get('X-Session-Id')).toBe(localStorage.getItem('session_id'));
  });

  it('says what a code looks like before asking the server, at the field', async () => {
    const user = userEvent.setup();
    const { checks } = renderBalance({ body: {} });
    await user.type(codeField(), 'ABCD-EFGH');
    await user.keyboard('{Enter}');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription(
      `Дефисы и пробелы можно не вводить ${giftCardMessages.codeFormat}`,
    );
    expect(codeField()).toHaveFocus();
    expect(checks()).toHaveLength(0);
    // Typing again clears the message.
    await user.type(codeField(), '-J');
    expect(codeField()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s one answer for any card it will not use at the field', async () => {
    const user = userEvent.setup();
    renderBalance({ status: 422, body: { detail: giftCardMessages.unusable } });
    await user.type(codeField(), 'ABCD-EFGH-JKMN-PQRS');
    await user.click(checkButton());
    await waitFor(() => expect(codeField()).toHaveAttribute('aria-invalid', 'true'));
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(giftCardMessages.unusable));
    expect(screen.queryByRole('region', { name: /Карта/ })).not.toBeInTheDocument();
  });

  it('shows the wait after too many tries, and a failure of its own when the server is out of reach', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderBalance(() =>
      calls++ === 0
        ? { status: 429, body: { detail: giftCardMessages.tooManyAttempts(600) } }
        : new Error('offline'),
    );
    await user.type(codeField(), 'ABCD-EFGH-JKMN-PQRS');
    await user.click(checkButton());
    expect(
      await screen.findByText('Слишком много попыток ввода кода. Попробуйте через 10 мин.'),
    ).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');

    await user.click(checkButton());
    expect(await screen.findByText('Не удалось проверить карту. Попробуйте ещё раз')).toBeInTheDocument();
  });
});
