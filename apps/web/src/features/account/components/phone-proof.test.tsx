import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, type Reply, type stubFetch } from '@/test/fetch-stub.ts';
import { useAuthStore } from '@/features/auth';
import { anna } from '@/test/fixtures/accounts.ts';
import { field, patches, renderProfile, save } from '../test-fixtures/render-profile.tsx';

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
