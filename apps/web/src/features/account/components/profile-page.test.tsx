import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storedTokens } from '@/lib/tokens.ts';
import { bodyOf, type Reply } from '@/test/fetch-stub.ts';
import { loadAuthModal, useAuthStore } from '@/features/auth';
import { anna } from '@/test/fixtures/accounts.ts';
import { field, patches, renderPage, renderProfile, save } from '../test-fixtures/render-profile.tsx';

// The auth modal offered after an e-mail change loads on demand; loaded once here, it arrives in time.
beforeAll(() => loadAuthModal());

describe('profile page', () => {
  it('shows neither the form nor the sign-in prompt while the session is being checked', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Мой профиль' })).toBeInTheDocument();
    expect(screen.queryByText('Войдите в личный кабинет')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ status: 'signed-out' });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Войдите в личный кабинет' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
  });

  it("fills 'Личные данные' with the profile, checks a field when it is left and forgets it once edited", async () => {
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Личные данные' })).toBeInTheDocument();
    expect(field('Имя')).toHaveValue('Анна');
    expect(field('Фамилия')).toHaveValue('Петрова');
    expect(field('Телефон')).toHaveValue('+79991234567');
    expect(field('Email')).toHaveValue('anna@example.ru');

    await user.clear(field('Имя'));
    await user.type(field('Имя'), 'А');
    expect(screen.queryByText('Минимум 2 символа')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Минимум 2 символа')).toBeInTheDocument();
    expect(field('Имя')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Имя'), 'ня');
    expect(screen.queryByText('Минимум 2 символа')).not.toBeInTheDocument();

    await user.clear(field('Телефон'));
    await user.type(field('Телефон'), '12-34');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'anna@');
    await user.tab();
    expect(screen.getByText('Некорректный номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Некорректный email')).toBeInTheDocument();
  });

  it('sends only the changed, trimmed fields, and nothing when nothing changed', async () => {
    const user = userEvent.setup();
    const saved = { ...anna, first_name: 'Мария' };
    const fetchMock = renderProfile({ 'PATCH /api/users/user': { body: saved } });
    await screen.findByRole('heading', { name: 'Личные данные' });

    await user.click(save());
    expect(await screen.findByText('Изменений нет — всё уже сохранено')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([]);

    await user.clear(field('Имя'));
    await user.type(field('Имя'), '  Мария ');
    await user.clear(field('Фамилия'));
    await user.clear(field('Телефон'));
    await user.type(field('Телефон'), '8 (999) 123-45-67');
    await user.click(save());

    expect(await screen.findByText('Профиль успешно обновлен')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([{ first_name: 'Мария' }]);
    expect(useAuthStore.getState().user).toEqual(saved);
    // An emptied field is not sent: it shows the saved value again.
    expect(field('Фамилия')).toHaveValue('Петрова');
  });

  it("says why a save failed: the server's detail, else 'Ошибка обновления профиля'", async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: Reply = { status: 422, body: { detail: 'Некорректный номер телефона' } };
    renderProfile({ 'PATCH /api/users/user': () => answer });
    await screen.findByRole('heading', { name: 'Личные данные' });
    await user.type(field('Телефон'), '0');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Некорректный номер телефона');
    answer = { status: 500, body: {} };
    await user.click(save());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ошибка обновления профиля'));
    // docs/product/accounts.md#errors: a users call that is not OK is logged as 'API error {status}: {body}'.
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'API error 422: {"detail":"Некорректный номер телефона"}',
      'API error 500: {}',
    ]);
    log.mockRestore();
  });

  it("says 'Ошибка загрузки профиля' when the profile cannot be loaded", async () => {
    renderProfile({ 'GET /api/users/user': { status: 500, body: {} } });
    expect(await screen.findByText('Ошибка загрузки профиля')).toBeInTheDocument();
  });
});

describe('profile page: changing the e-mail', () => {
  it('asks for the code sent to the new address, locks the form, then ends the session', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const fetchMock = renderProfile({
      'POST /api/users/change-email/request': {
        body: { detail: 'Код подтверждения отправлен на новый email', resend_in: 60 },
      },
      'POST /api/users/change-email/confirm': () =>
        ++tries === 1
          ? { status: 400, body: { detail: 'Неверный или просроченный код' } }
          : { body: { detail: 'Email успешно обновлён. Авторизуйтесь заново.' } },
    });
    await screen.findByRole('heading', { name: 'Личные данные' });
    await user.clear(field('Email'));
    await user.type(field('Email'), ' anna@new.ru ');
    await user.click(save());

    const dialog = await screen.findByRole('dialog', { name: 'Смена email' });
    const request = fetchMock.mock.calls.find(([path]) => path === '/api/users/change-email/request');
    expect(bodyOf(request?.[1])).toEqual({ new_email: 'anna@new.ru', confirm_new_email: 'anna@new.ru' });
    expect(await within(dialog).findByText('anna@new.ru')).toBeInTheDocument();
    expect(field('Имя')).toBeDisabled();
    expect(save()).toBeDisabled();
    expect(screen.queryByText('Профиль успешно обновлен')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(within(dialog).getByText('Введите код подтверждения')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Цифра 1 из 5' }));
    await user.paste('11111');
    expect(await within(dialog).findByText('Неверный или просроченный код')).toBeInTheDocument();
    await user.paste('24680');

    expect(
      await within(dialog).findByText('Email успешно обновлён. Авторизуйтесь заново.'),
    ).toBeInTheDocument();
    const confirm = fetchMock.mock.calls.filter(([path]) => path === '/api/users/change-email/confirm');
    expect(bodyOf(confirm.at(-1)?.[1])).toEqual({ new_email: 'anna@new.ru', code: '24680' });
    expect(storedTokens()).toEqual({ access: null, refresh: null });
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'signed-out' });

    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
  });

  it('says why no code was sent, and gives the form back when cancelled', async () => {
    const user = userEvent.setup();
    renderProfile({
      'POST /api/users/change-email/request': {
        status: 409,
        body: { detail: 'Этот email уже привязан к другому аккаунту' },
      },
    });
    await screen.findByRole('heading', { name: 'Личные данные' });
    await user.clear(field('Email'));
    await user.type(field('Email'), 'taken@example.ru');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: 'Смена email' });
    expect(await within(dialog).findByText('Этот email уже привязан к другому аккаунту')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(field('Имя')).toBeEnabled());
    expect(field('Email')).toHaveValue('taken@example.ru');
  });
});
