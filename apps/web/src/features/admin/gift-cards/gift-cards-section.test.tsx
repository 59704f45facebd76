import type { AdminGiftCard, AdminGiftCardDetail } from '@shop/shared/gift-cards/gift-card-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, bodyOf } from '@/test/fetch-stub.ts';
import { callsOf, renderAdmin, type FetchMock } from '../test-fixtures/render-admin.tsx';

beforeAll(() => import('./gift-cards-section.tsx'));

const card = (overrides: Partial<AdminGiftCard> & Pick<AdminGiftCard, 'id'>): AdminGiftCard => ({
  last4: 'ABCD',
  amount: 3000,
  balance: 1800,
  state: 'sent',
  order_id: 7,
  order_number: '1007',
  buyer_email: 'anna@example.ru',
  recipient_email: 'olga@example.ru',
  sender_name: 'Анна',
  send_at: '2026-11-20T09:00:00Z',
  sent_at: '2026-11-20T09:00:00Z',
  expires_at: '2027-11-20T09:00:00Z',
  disabled_at: null,
  created_at: '2026-11-20T08:30:00Z',
  ...overrides,
});

const detail = (overrides: Partial<AdminGiftCardDetail> = {}): AdminGiftCardDetail => ({
  ...card({ id: 5 }),
  message: 'С днём рождения!',
  disabled_reason: null,
  ledger: [
    {
      id: 1,
      kind: 'issued',
      amount: 3000,
      order_id: 7,
      order_number: '1007',
      note: null,
      created_at: '2026-11-20T08:31:00Z',
    },
    {
      id: 2,
      kind: 'spent',
      amount: -1200,
      order_id: 12,
      order_number: '1012',
      note: null,
      created_at: '2026-11-24T10:00:00Z',
    },
  ],
  ...overrides,
});

/** The query strings of the list's reads ('' for the first page of no search). */
const listCalls = (fetchMock: FetchMock) =>
  callsOf(fetchMock)
    .filter((call) => /^GET \/api\/admin\/gift-cards(\?|$)/.test(call))
    .map((call) => call.slice('GET /api/admin/gift-cards'.length).replace(/^\?/, ''));

const posts = (fetchMock: FetchMock) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('admin gift cards', () => {
  it('lists the cards by their last four characters only, with what the shop owes on them', async () => {
    const unsent = card({
      id: 6,
      last4: null,
      state: 'scheduled',
      balance: 5000,
      amount: 5000,
      recipient_email: null,
      sent_at: null,
      order_number: '1011',
    });
    const { fetchMock } = renderAdmin('/admin/gift-cards', {
      'GET /api/admin/gift-cards': (init) =>
        bearerOf(init) === 'Bearer A1'
          ? { body: { cards: [card({ id: 5 }), unsent], total: 2, outstanding: 31_500 } }
          : { status: 401, body: { detail: 'Нет' } },
    });
    const table = await screen.findByRole('table', { name: 'Подарочные карты магазина' });
    expect(screen.getByText('Остаток на картах: 31 500 ₽')).toBeInTheDocument();
    expect(screen.getByText('Всего: 2')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Карта',
      'Номинал',
      'Остаток',
      'Состояние',
      'Покупатель',
      'Получатель',
      'Заказ',
      'Действует до',
    ]);
    const [, sent, scheduled] = within(table).getAllByRole('row');
    // Prices keep their figures together with non-breaking spaces; read here as plain ones.
    const cells = within(sent!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual([
      '3 000 ₽',
      '1 800 ₽',
      'Отправлена',
      'anna@example.ru',
      'olga@example.ru',
      '№1007',
      '20.11.2027',
    ]);
    const link = within(sent!).getByRole('link', { name: 'Карта •••• ABCD, заказ №1007' });
    expect(link).toHaveTextContent(/^•••• ABCD$/);
    expect(link).toHaveAttribute('href', '/admin/gift-cards?card=5');
    expect(within(scheduled!).getByRole('link', { name: /^Карта ещё не отправлена/ })).toHaveTextContent(
      'ещё не отправлена',
    );
    expect(scheduled).toHaveTextContent('Запланирована');
    expect(scheduled).toHaveTextContent('сам покупатель');
    expect(within(scheduled!).getByRole('link', { name: 'Заказ №1011 в разделе заказов' })).toHaveAttribute(
      'href',
      '/admin/orders?q=1011',
    );
    expect(listCalls(fetchMock)).toEqual(['']);
  });

  it('sends the search as q once typing pauses, keeps it in the address and resets it', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderAdmin('/admin/gift-cards', {
      'GET /api/admin/gift-cards': { body: { cards: [card({ id: 5 })], total: 1, outstanding: 1800 } },
    });
    await screen.findByRole('table', { name: 'Подарочные карты магазина' });
    const search = screen.getByRole('searchbox', { name: 'Поиск' });
    expect(search).toHaveAttribute('placeholder', 'Последние 4 символа, e-mail или номер заказа');

    await user.type(search, ' olga@example.ru ');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe('q=olga%40example.ru'));
    // One request for the whole address, not one per letter.
    expect(listCalls(fetchMock)).toHaveLength(2);
    expect(router.state.location.search).toBe('?q=olga%40example.ru');

    // Enter searches at once.
    await user.clear(search);
    await user.type(search, 'abcd{Enter}');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe('q=abcd'));

    await user.click(screen.getByRole('button', { name: 'Сбросить поиск' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe(''));
    expect(search).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it("shows 20 at a time and 'Показать ещё' asks for the next page", async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 21 }, (_, index) => card({ id: 100 - index, last4: `A${100 + index}` }));
    let pages = 0;
    // The first call answers the first 20 and the next page's cursor, the next one the rest (the calls are
    // checked below).
    const { fetchMock } = renderAdmin('/admin/gift-cards', {
      'GET /api/admin/gift-cards': () => ({
        body:
          pages++ === 0
            ? {
                cards: all.slice(0, 20),
                total: 21,
                total_capped: false,
                next_cursor: 'Zy44MQ',
                outstanding: 37_800,
              }
            : {
                cards: all.slice(20),
                total: null,
                total_capped: false,
                next_cursor: null,
                outstanding: 37_800,
              },
      }),
    });
    expect(await screen.findByText('Показано 20 из 21', {}, { timeout: 3000 })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Подарочные карты магазина' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Всего: 21')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(22);
    expect(
      within(table)
        .getAllByRole('link', { name: /^Карта/ })
        .at(-1),
    ).toHaveTextContent('•••• A120');
    expect(listCalls(fetchMock)).toEqual(['', 'cursor=Zy44MQ']);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('opens a card to its fields and ledger, and goes back to the list with the focus on that card', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/gift-cards?q=olga', {
      'GET /api/admin/gift-cards': { body: { cards: [card({ id: 5 })], total: 1, outstanding: 1800 } },
      'GET /api/admin/gift-cards/5': { body: detail() },
    });
    await user.click(await screen.findByRole('link', { name: 'Карта •••• ABCD, заказ №1007' }));
    expect(router.state.location.search).toBe('?q=olga&card=5');

    const heading = await screen.findByRole('heading', { name: 'Карта •••• ABCD', level: 3 });
    await waitFor(() => expect(heading).toHaveFocus());
    const page = within(screen.getByRole('article', { name: 'Карта •••• ABCD' }));
    const field = (label: string) => page.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('Номинал')).toHaveTextContent('3 000 ₽');
    expect(field('Остаток')).toHaveTextContent('1 800 ₽');
    expect(field('Покупатель')).toHaveTextContent('anna@example.ru');
    expect(field('Получатель')).toHaveTextContent('olga@example.ru');
    expect(field('От кого')).toHaveTextContent('Анна');
    expect(field('Сообщение')).toHaveTextContent('С днём рождения!');
    expect(field('Отправлена')).toHaveTextContent('20 ноября 2026 г. в 12:00');
    expect(field('Действует до')).toHaveTextContent('20.11.2027');
    expect(page.getByText('Отправлена', { selector: 'span' })).toBeInTheDocument();

    const ledger = within(page.getByRole('table', { name: 'Движения по карте' }));
    const rows = ledger.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Выпущена',
      'Оплата заказа',
    ]);
    expect(rows[0]).toHaveTextContent('+3 000 ₽');
    expect(rows[1]).toHaveTextContent('−1 200 ₽');
    expect(within(rows[1]!).getByRole('link', { name: 'Заказ №1012 в разделе заказов' })).toHaveAttribute(
      'href',
      '/admin/orders?q=1012',
    );
    // Never more of the code than its last four characters.
    expect(document.body.textContent).not.toMatch(/[0-9A-Z]{4}-[0-9A-Z]{4}/);

    await user.click(screen.getByRole('link', { name: 'Все карты' }));
    expect(router.state.location.search).toBe('?q=olga');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Карта •••• ABCD, заказ №1007' })).toHaveFocus(),
    );
  });

  it('disables a card only with a reason of 3 characters or more, then shows it disabled', async () => {
    const user = userEvent.setup();
    let current = detail();
    const { fetchMock } = renderAdmin('/admin/gift-cards?card=5', {
      'GET /api/admin/gift-cards/5': () => ({ body: current }),
      'POST /api/admin/gift-cards/5/disable': (init) => {
        const { reason } = bodyOf(init) as { reason: string };
        current = {
          ...current,
          state: 'disabled',
          balance: 0,
          disabled_at: '2026-11-25T10:00:00Z',
          disabled_reason: reason,
        };
        return { body: current };
      },
    });
    const heading = await screen.findByRole('heading', { name: 'Карта •••• ABCD' });
    const opener = screen.getByRole('button', { name: 'Заблокировать' });
    await user.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Заблокировать карту •••• ABCD?' }));
    expect(dialog.getByText(/её остаток 1 800 ₽ спишется/)).toBeInTheDocument();
    const reason = dialog.getByRole('textbox', { name: 'Причина блокировки' });
    expect(reason).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Заблокировать' }));
    expect(dialog.getByText('Укажите причину блокировки: от 3 до 300 символов')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, '  а ');
    await user.click(dialog.getByRole('button', { name: 'Заблокировать' }));
    expect(dialog.getByText('Укажите причину блокировки: от 3 до 300 символов')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, ' Покупатель сообщил о краже кода ');
    await user.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(fetchMock).map(([, init]) => bodyOf(init))).toEqual([
      { reason: 'Покупатель сообщил о краже кода' },
    ]);
    expect(screen.getByText('Карта заблокирована', { selector: '[role="status"]' })).toBeInTheDocument();
    const page = within(screen.getByRole('article'));
    expect(page.getByText('Заблокирована', { selector: 'span' })).toBeInTheDocument();
    expect(page.getByText('Покупатель сообщил о краже кода', { selector: 'dd' })).toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Заблокировать' })).not.toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Отправить письмо ещё раз' })).not.toBeInTheDocument();
    // The button that opened the dialog is gone: the card's title holds the focus.
    expect(heading).toHaveFocus();
  });

  it("shows the server's refusal to disable in the dialog, which stays open", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/gift-cards?card=5', {
      'GET /api/admin/gift-cards/5': { body: detail() },
      'POST /api/admin/gift-cards/5/disable': { status: 409, body: { detail: 'Карта заблокирована' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Причина блокировки' }), 'Ошибка в заказе');
    await user.click(dialog.getByRole('button', { name: 'Заблокировать' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Карта заблокирована');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks before mailing a new code, warns that the old one stops working, and keeps the focus in the dialog', async () => {
    const user = userEvent.setup();
    let resends = 0;
    const { fetchMock } = renderAdmin('/admin/gift-cards?card=5', {
      'GET /api/admin/gift-cards/5': { body: detail() },
      'POST /api/admin/gift-cards/5/resend': () =>
        resends++ === 0
          ? { body: detail({ last4: 'WXYZ', sent_at: '2026-11-25T10:00:00Z' }) }
          : {
              status: 429,
              body: { detail: 'Письмо с картой уже отправляли недавно. Попробуйте через час' },
            },
    });
    const resend = await screen.findByRole('button', { name: 'Отправить письмо ещё раз' });
    await user.click(resend);
    const dialog = await screen.findByRole('dialog', { name: 'Отправить письмо с картой ещё раз?' });
    expect(dialog).toHaveTextContent('Получателю уйдёт новый код, старый перестанет действовать');
    expect(dialog).toHaveTextContent('Письмо уйдёт на olga@example.ru.');
    // The safe choice first; Tab and Shift+Tab go round the dialog's own controls only.
    const cancel = within(dialog).getByRole('button', { name: 'Отмена' });
    const confirm = within(dialog).getByRole('button', { name: 'Отправить новый код' });
    const close = within(dialog).getByRole('button', { name: 'Закрыть' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    // Cancelled: nothing sent, the focus back on the button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resend).toHaveFocus();
    expect(posts(fetchMock)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Отправить новый код' }));
    expect(await screen.findByRole('heading', { name: 'Карта •••• WXYZ' })).toBeInTheDocument();
    expect(
      screen.getByText('Письмо с картой отправлено ещё раз', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resend).toHaveFocus();

    await user.click(resend);
    await user.click(await screen.findByRole('button', { name: 'Отправить новый код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Письмо с картой уже отправляли недавно. Попробуйте через час',
    );
    expect(posts(fetchMock)).toHaveLength(2);
  });

  it('offers no resend for a card not sent yet, and says when it goes', async () => {
    renderAdmin('/admin/gift-cards?card=5', {
      'GET /api/admin/gift-cards/5': {
        body: detail({ last4: null, state: 'scheduled', sent_at: null, send_at: '2026-12-01T06:00:00Z' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Карта ещё не отправлена' })).toBeInTheDocument();
    expect(screen.getByText('Уйдёт', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '1 декабря 2026 г. в 09:00',
    );
    expect(screen.getByText('Карта ещё не отправлена: она уйдёт в выбранный день')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить письмо ещё раз' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Заблокировать' })).toBeInTheDocument();
  });

  it('says when a card cannot be found, with the way back to the list', async () => {
    renderAdmin('/admin/gift-cards?card=99', {
      'GET /api/admin/gift-cards/99': { status: 404, body: { detail: 'Карта не найдена' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Карта не найдена');
    expect(screen.getByRole('link', { name: 'Все карты' })).toHaveAttribute('href', '/admin/gift-cards');
  });
});
