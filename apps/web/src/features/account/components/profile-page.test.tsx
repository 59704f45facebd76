import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteModals } from '../../../app/layout/site-modals.tsx';
import { storedTokens, storeTokens } from '../../../lib/tokens.ts';
import { bearerOf, bodyOf, stubFetch, type Answer, type Reply } from '../../../test/fetch-stub.ts';
import { useAuthStore } from '../../auth/model/auth-store.ts';
import { anna, emptyCart } from '../../auth/test-fixtures/accounts.ts';
import ProfilePage from './profile-page.tsx';

// The auth modal offered after an e-mail change loads on demand; loaded once here, it arrives in time.
beforeAll(() => import('../../auth/components/auth-modal.tsx'));

function renderProfile(answers: Record<string, Answer> = {}) {
  storeTokens('A1', 'R1');
  useAuthStore.setState({ user: anna, status: 'signed-in' });
  const fetchMock = stubFetch({
    '/api/cart/': { body: emptyCart },
    '/api/boxes/': { body: [] },
    'GET /api/users/user': (init) =>
      bearerOf(init) === 'Bearer A1' ? { body: anna } : { status: 401, body: { detail: 'Нет' } },
    ...answers,
  });
  renderPage();
  return fetchMock;
}

function renderPage() {
  const page = (
    <>
      <ProfilePage />
      <SiteModals />
    </>
  );
  const router = createMemoryRouter([{ path: '/personalAccount', element: page }], {
    initialEntries: ['/personalAccount'],
  });
  render(<RouterProvider router={router} />);
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Сохранить' });
const patches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => bodyOf(init));

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
    // SPEC.md §8: a users call that is not OK is logged as 'API error {status}: {body}'.
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

describe('profile page: proving the phone by SMS', () => {
  const proven = { ...anna, phone_verified: true };
  const phoneCalls = (fetchMock: ReturnType<typeof stubFetch>, step: 'request' | 'confirm') =>
    fetchMock.mock.calls.filter(([path]) => path === `/api/users/verify-phone/${step}`);

  it('texts a code to the saved phone and proves it with the code boxes, by keyboard alone', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let tries = 0;
    const fetchMock = renderProfile({
      'POST /api/users/verify-phone/request': {
        body: { detail: 'Код подтверждения отправлен по SMS', resend_in: 60 },
      },
      'POST /api/users/verify-phone/confirm': () =>
        ++tries === 1
          ? { status: 400, body: { detail: 'Неверный или просроченный код' } }
          : { body: { detail: 'Телефон подтверждён', user: proven } },
    });
    await screen.findByRole('heading', { name: 'Личные данные' });
    expect(field('Телефон')).toHaveAccessibleDescription(
      'После смены номера его нужно будет подтвердить заново. Не подтверждён',
    );

    // Tab from the phone field reaches the button; Enter presses it.
    await user.click(field('Телефон'));
    await user.tab();
    const prove = screen.getByRole('button', { name: 'Подтвердить по SMS' });
    expect(prove).toHaveFocus();
    await user.keyboard('{Enter}');

    const boxes = await screen.findByRole('group', { name: 'Код из SMS' });
    expect(screen.getByText('+79991234567', { selector: 'strong' })).toBeInTheDocument();
    const [request] = phoneCalls(fetchMock, 'request');
    expect(request?.[1]?.body).toBeUndefined();
    expect(within(boxes).getByRole('textbox', { name: 'Цифра 1 из 5' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Подтвердить по SMS' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Отправить код ещё раз через/ })).toBeDisabled();

    // Enter with a short code says what is wrong, and does not save the profile.
    await user.keyboard('12{Enter}');
    expect(within(boxes.parentElement!).getByText('Код должен состоять из 5 цифр')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([]);
    expect(phoneCalls(fetchMock, 'confirm')).toHaveLength(0);

    // A wrong code: the server's words at the boxes, which are marked invalid and emptied for the next try.
    await user.keyboard('{Backspace}{Backspace}11111');
    const wrong = await screen.findByText('Неверный или просроченный код');
    const group = screen.getByRole('group', { name: 'Код из SMS' });
    expect(group).toHaveAccessibleDescription('Неверный или просроченный код');
    expect(wrong.id).toBe(group.getAttribute('aria-describedby'));
    for (const box of within(group).getAllByRole('textbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveValue('');
    }
    await waitFor(() => expect(within(group).getByRole('textbox', { name: 'Цифра 1 из 5' })).toHaveFocus());

    await user.keyboard('24680');
    const done = await screen.findByText('Телефон подтверждён');
    expect(bodyOf(phoneCalls(fetchMock, 'confirm').at(-1)?.[1])).toEqual({ code: '24680' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(done).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('group', { name: 'Код из SMS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить по SMS' })).not.toBeInTheDocument();
    expect(useAuthStore.getState().user).toEqual(proven);
    expect(patches(fetchMock)).toEqual([]);
    log.mockRestore();
  });

  it("says why no code was sent at the button (the server's detail), and lets the shopper cancel the code", async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: Reply = {
      status: 422,
      body: { detail: 'Подтверждение телефона по SMS сейчас недоступно, попробуйте позже' },
    };
    renderProfile({ 'POST /api/users/verify-phone/request': () => answer });
    await screen.findByRole('heading', { name: 'Личные данные' });
    await user.click(screen.getByRole('button', { name: 'Подтвердить по SMS' }));
    const alert = await screen.findByText(
      'Подтверждение телефона по SMS сейчас недоступно, попробуйте позже',
    );
    expect(alert).toHaveAttribute('role', 'alert');
    const prove = screen.getByRole('button', { name: 'Подтвердить по SMS' });
    expect(prove).toHaveAccessibleDescription(
      'Подтверждение телефона по SMS сейчас недоступно, попробуйте позже',
    );

    answer = { body: { detail: 'Код подтверждения отправлен по SMS', resend_in: 60 } };
    await user.click(prove);
    await screen.findByRole('group', { name: 'Код из SMS' });
    expect(screen.queryByText(/недоступно/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('group', { name: 'Код из SMS' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Подтвердить по SMS' })).toHaveFocus());
    log.mockRestore();
  });

  it("shows 'Подтверждён' for a proven phone; a new number is to be saved, and is unproven once saved", async () => {
    const user = userEvent.setup();
    const saved = { ...anna, phone: '+79990001122', phone_verified: false };
    const fetchMock = renderProfile({
      'GET /api/users/user': { body: proven },
      'PATCH /api/users/user': { body: saved },
    });
    useAuthStore.setState({ user: proven });
    expect(await screen.findByText('Подтверждён')).toBeInTheDocument();
    expect(field('Телефон')).toHaveAccessibleDescription(
      'После смены номера его нужно будет подтвердить заново. Подтверждён',
    );
    expect(screen.queryByRole('button', { name: 'Подтвердить по SMS' })).not.toBeInTheDocument();

    await user.clear(field('Телефон'));
    await user.type(field('Телефон'), '+7 999 000-11-22');
    expect(screen.getByText('Сохраните номер, чтобы подтвердить его по SMS')).toBeInTheDocument();
    expect(screen.queryByText('Подтверждён')).not.toBeInTheDocument();

    await user.click(save());
    expect(await screen.findByText('Профиль успешно обновлен')).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([{ phone: '+7 999 000-11-22' }]);
    expect(screen.getByText('Не подтверждён')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подтвердить по SMS' })).toBeEnabled();
  });

  it('offers nothing to prove without a phone', async () => {
    renderProfile({ 'GET /api/users/user': { body: { ...anna, phone: null } } });
    await screen.findByRole('heading', { name: 'Личные данные' });
    expect(screen.queryByText('Не подтверждён')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подтвердить по SMS' })).not.toBeInTheDocument();
  });
});
