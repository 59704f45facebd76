import { formatMoscowDay } from '@shop/shared/moscow-time';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { storedTokens, storeTokens } from '@/lib/tokens.ts';
import { bearerOf, bodyOf, stubFetch, type Answer } from '@/test/fetch-stub.ts';
import { useAuthStore } from '@/features/auth';
import { anna, emptyCart } from '@/test/fixtures/accounts.ts';
import { annasConsents } from '../test-fixtures/render-profile.tsx';
import ProfilePage from './profile-page.tsx';

/**
 * The profile's 'Персональные данные' (docs/product/personal-data.md#the-shoppers-rights): the consents
 * given, withdrawal, the data download and deleting the account — by keyboard, focus back where it was.
 */

const DAY_MS = 24 * 60 * 60_000;

/** The profile of signed-in Anna, with the main page to land on. */
function renderSection(answers: Record<string, Answer> = {}) {
  storeTokens('A1', 'R1');
  useAuthStore.setState({ user: anna, status: 'signed-in' });
  const fetchMock = stubFetch({
    '/api/cart/': { body: emptyCart },
    '/api/boxes/': { body: [] },
    'GET /api/users/user': { body: anna },
    'GET /api/users/consents': { body: annasConsents },
    ...answers,
  });
  const router = createMemoryRouter(
    [
      { path: '/personalAccount', element: <ProfilePage /> },
      { path: '/', element: <h1>Главная</h1> },
    ],
    { initialEntries: ['/personalAccount'] },
  );
  render(<RouterProvider router={router} />);
  return { fetchMock, router };
}

const section = () => screen.findByRole('region', { name: 'Персональные данные' });
const calls = (fetchMock: ReturnType<typeof stubFetch>, what: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === what);

afterEach(() => vi.restoreAllMocks());

describe("the profile's personal data", () => {
  it('lists the consents given, each linking to the version accepted', async () => {
    renderSection();
    const part = within(await section()).getByRole('region', { name: 'Ваши согласия' });
    const items = await within(part).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const offer = within(items[0]!).getByRole('link', { name: 'Публичная оферта' });
    expect(offer).toHaveAttribute('href', '/legal/offer/2');
    expect(items[0]).toHaveTextContent(
      `редакция 2 · Заказ №1042 · ${formatMoscowDay(new Date('2026-11-25T09:00:00Z'))}`,
    );
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/legal/consent/1');
    expect(items[1]).toHaveTextContent('редакция 1 · Вход · 20 ноября 2026 г.');
    expect(part).toHaveTextContent('Согласие на обработку персональных данных действует.');
  });

  it('withdraws after a dialog naming the erase day, then says so and moves the focus there', async () => {
    const user = userEvent.setup();
    const now = Date.now();
    const withdrawnAt = new Date(now).toISOString();
    const eraseAfter = new Date(now + 30 * DAY_MS).toISOString();
    const { fetchMock } = renderSection({
      'POST /api/users/consents/withdraw': (init) =>
        bearerOf(init) === 'Bearer A1'
          ? { body: { ...annasConsents, withdrawn_at: withdrawnAt, erase_after: eraseAfter } }
          : { status: 401, body: { detail: 'Нет' } },
    });
    const opener = await within(await section()).findByRole('button', { name: 'Отозвать согласие' });

    // Cancelled: nothing sent, the focus back on the button.
    opener.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Отозвать согласие?' });
    const eraseDay = formatMoscowDay(new Date(now + 30 * DAY_MS));
    expect(dialog).toHaveTextContent(`Если до ${eraseDay} вы не дадите согласие снова, аккаунт будет удалён`);
    expect(within(dialog).getByRole('button', { name: 'Не отзывать' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(calls(fetchMock, 'POST /api/users/consents/withdraw')).toHaveLength(0);

    // Confirmed with the keyboard alone.
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Отозвать согласие?' });
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Отозвать согласие' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const line = await screen.findByText(/Согласие на обработку персональных данных отозвано/);
    expect(line).toHaveTextContent(
      `отозвано ${formatMoscowDay(new Date(withdrawnAt))} Если вы не дадите его снова при входе или заказе, аккаунт и персональные данные будут удалены ${eraseDay}`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(line.textContent).not.toContain('..');
    await waitFor(() => expect(line).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Отозвать согласие' })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/users/consents/withdraw')).toHaveLength(1);
  });

  it('downloads the data with the bearer token as humbl-data-YYYY-MM-DD.json', async () => {
    const user = userEvent.setup();
    const exported = { exported_at: '2026-11-26T22:30:00Z', account: { email: anna.email } };
    const { fetchMock } = renderSection({
      'GET /api/users/export': (init) =>
        bearerOf(init) === 'Bearer A1' ? { body: exported } : { status: 401, body: { detail: 'Нет' } },
    });
    const made: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => (made.push(blob), 'blob:humbl-data'));
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    await user.click(await within(await section()).findByRole('button', { name: 'Скачать мои данные' }));
    expect(await screen.findByText('Файл с вашими данными скачан')).toHaveAttribute('role', 'status');
    expect(calls(fetchMock, 'GET /api/users/export')).toHaveLength(1);
    expect(clicked).toHaveLength(1);
    // The Moscow day of the export (27 November there), and the file holds what the server sent.
    expect(clicked[0]!.download).toBe('humbl-data-2026-11-27.json');
    expect(clicked[0]!.href).toBe('blob:humbl-data');
    expect(JSON.parse(await made[0]!.text())).toEqual(exported);
    expect(clicked[0]!.isConnected).toBe(false);
  });

  it('says why the download failed (the limit)', async () => {
    const user = userEvent.setup();
    renderSection({
      'GET /api/users/export': {
        status: 429,
        body: { detail: 'Скачивать данные можно не чаще 10 раз в час — попробуйте позже' },
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(await within(await section()).findByRole('button', { name: 'Скачать мои данные' }));
    expect(await screen.findByText(/не чаще 10 раз в час/)).toHaveAttribute('role', 'alert');
  });

  it('deletes the account with the mailed code, signs out here and lands on the main page', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderSection({
      'POST /api/users/delete/request': { body: { detail: 'Код отправлен', resend_in: 60 } },
      'POST /api/users/delete/confirm': (init) =>
        (bodyOf(init) as { code: string }).code === '24680'
          ? { body: null }
          : { status: 400, body: { detail: 'Неверный или просроченный код' } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const opener = await within(await section()).findByRole('button', { name: 'Удалить аккаунт' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Удалить аккаунт?' });
    expect(within(dialog).getByRole('region', { name: 'Что удалится' })).toHaveTextContent(
      'имя, телефон, email и адрес доставки в ваших заказах',
    );
    expect(within(dialog).getByRole('region', { name: 'Что останется' })).toHaveTextContent(
      'купленные подарочные карты',
    );
    expect(dialog).toHaveTextContent(`Код подтверждения придёт на ${anna.email}`);
    expect(within(dialog).getByRole('button', { name: 'Получить код' })).toHaveFocus();
    await user.keyboard('{Enter}');

    // The code boxes take the focus; a full code moves it to 'Удалить навсегда' (nothing sent by itself).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Цифра 1 из 5' })).toHaveFocus());
    await user.keyboard('13579');
    const remove = within(dialog).getByRole('button', { name: 'Удалить навсегда' });
    expect(remove).toHaveFocus();
    expect(calls(fetchMock, 'POST /api/users/delete/confirm')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Неверный или просроченный код')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Цифра 1 из 5' })).toHaveFocus());

    await user.keyboard('24680');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(storedTokens()).toEqual({ access: null, refresh: null });
    expect(useAuthStore.getState()).toMatchObject({
      status: 'signed-out',
      user: null,
      notice: 'Аккаунт удалён',
      noticeTone: 'success',
    });
    const confirms = calls(fetchMock, 'POST /api/users/delete/confirm');
    expect(confirms.map(([, init]) => bodyOf(init))).toEqual([{ code: '13579' }, { code: '24680' }]);
  });

  it('says why no code was sent, and Escape closes the dialog with the focus back on its button', async () => {
    const user = userEvent.setup();
    renderSection({
      'POST /api/users/delete/request': {
        status: 409,
        body: {
          detail:
            'Заказ №1043 ждёт оплаты до 26 нояб., 15:00: удалить аккаунт можно, когда он будет оплачен или отменён',
        },
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const opener = await within(await section()).findByRole('button', { name: 'Удалить аккаунт' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Удалить аккаунт?' });
    await user.click(within(dialog).getByRole('button', { name: 'Получить код' }));
    expect(await within(dialog).findByText(/Заказ №1043 ждёт оплаты/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(useAuthStore.getState().status).toBe('signed-in');
  });
});
