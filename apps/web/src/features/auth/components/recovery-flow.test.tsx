import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, stubFetch, type Reply } from '@/test/fetch-stub.ts';
import { emptyCart } from '@/test/fixtures/accounts.ts';
import { renderAuthModal } from '../test-fixtures/render-auth-modal.tsx';

const effectiveAt = '2026-11-26T15:30:00Z';
const scheduledDetail =
  'Новый контакт подтверждён. Если к старому контакту привязан аккаунт, он перейдёт на новый 26 ноября ' +
  '2026 г. в 18:30 (МСК), если владелец старого контакта не отменит смену. После этого войдите заново.';

function openRecovery(confirm: () => Reply) {
  const fetchMock = stubFetch({
    '/api/cart/': { body: emptyCart },
    '/api/boxes/': { body: [] },
    'POST /api/auth/recover-contact/request': { body: { ok: true, resend_in: 60 } },
    'POST /api/auth/recover-contact/confirm': confirm,
  });
  renderAuthModal();
  return fetchMock;
}

const field = (name: string) => screen.getByLabelText(name);
const sent = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => bodyOf(init));

describe('auth modal: recovering a lost contact', () => {
  it('checks the three fields with the messages of docs/product/accounts.md, for an e-mail and for a phone', async () => {
    const user = userEvent.setup();
    const fetchMock = openRecovery(() => ({ body: {} }));
    await user.click(screen.getByRole('button', { name: 'Забыли email?' }));
    expect(screen.getByRole('dialog', { name: 'Восстановление доступа' })).toBeInTheDocument();
    expect(field('Старый email')).toHaveFocus();
    const submit = () => user.click(screen.getByRole('button', { name: 'Получить код' }));

    await submit();
    expect(screen.getByText('Пожалуйста, заполните все поля')).toBeInTheDocument();
    await user.type(field('Старый email'), 'old@example');
    await user.type(field('Новый email'), 'new@example.ru');
    await user.type(field('Повторите новый email'), 'new@example.ru');
    await submit();
    // Said at the field it is about.
    expect(field('Старый email')).toHaveAccessibleDescription('Введите корректный email');
    await user.type(field('Старый email'), '.ru');
    await user.type(field('Повторите новый email'), 'x');
    await submit();
    expect(field('Повторите новый email')).toHaveAccessibleDescription(
      'Новый контакт и подтверждение не совпадают',
    );
    expect(field('Старый email')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('radio', { name: 'Телефон' }));
    expect(field('Старый телефон')).toHaveValue('');
    await user.type(field('Старый телефон'), '+7999');
    await user.type(field('Новый телефон'), '+79997654321');
    await user.type(field('Повторите новый телефон'), '+79997654321');
    await submit();
    expect(field('Старый телефон')).toHaveAccessibleDescription(
      'Введите корректный номер телефона в формате +79991234567',
    );
    expect(sent(fetchMock, '/api/auth/recover-contact/request')).toEqual([]);

    await user.clear(field('Старый телефон'));
    await user.type(field('Старый телефон'), '+79991234567');
    await submit();
    expect(await screen.findByText('+79997654321')).toBeInTheDocument();
    expect(sent(fetchMock, '/api/auth/recover-contact/request')).toEqual([
      { old_phone: '+79991234567', new_phone: '+79997654321', confirm_new_phone: '+79997654321' },
    ]);
  });

  it('confirms the code and says when the move applies and that signing in again follows', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const fetchMock = openRecovery(() =>
      ++tries === 1
        ? { status: 400, body: { detail: 'Неверный или просроченный код' } }
        : { body: { detail: scheduledDetail, effective_at: effectiveAt } },
    );
    await user.click(screen.getByRole('button', { name: 'Забыли email?' }));
    await user.type(field('Старый email'), 'old@example.ru');
    await user.type(field('Новый email'), 'new@example.ru');
    await user.type(field('Повторите новый email'), 'new@example.ru');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    const code = await screen.findByRole('group', { name: 'Код подтверждения' });

    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(screen.getByText('Введите код подтверждения')).toBeInTheDocument();
    await user.click(within(code).getByRole('textbox', { name: 'Цифра 1 из 5' }));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(screen.getByText('Код должен состоять из 5 цифр')).toBeInTheDocument();

    await user.click(within(code).getByRole('textbox', { name: 'Цифра 3 из 5' }));
    await user.keyboard('345');
    expect(await screen.findByText('Неверный или просроченный код')).toBeInTheDocument();
    await user.paste('54321');

    expect(await screen.findByText(scheduledDetail)).toBeInTheDocument();
    // Said once: the server's words already ask to sign in again afterwards.
    expect(screen.getAllByText(/войдите заново/)).toHaveLength(1);
    expect(sent(fetchMock, '/api/auth/recover-contact/confirm').at(-1)).toEqual({
      old_email: 'old@example.ru',
      new_email: 'new@example.ru',
      code: '54321',
    });

    await user.click(screen.getByRole('button', { name: 'Вернуться ко входу' }));
    expect(screen.getByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
  });

  it('says the request failed with the fallback message when the server gives no detail', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/cart/': { body: emptyCart },
      '/api/boxes/': { body: [] },
      'POST /api/auth/recover-contact/request': { status: 503, body: {} },
    });
    renderAuthModal();
    await user.click(screen.getByRole('button', { name: 'Забыли email?' }));
    await user.type(field('Старый email'), 'old@example.ru');
    await user.type(field('Новый email'), 'new@example.ru');
    await user.type(field('Повторите новый email'), 'new@example.ru');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Ошибка запроса смены контакта')).toBeInTheDocument();
  });
});
