import type { BoughtGiftCard, Order } from '@shop/shared/orders/order-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from '@/test/fetch-stub.ts';
import { item, order, paidOrder } from '@/test/fixtures/orders.ts';
import { callsOf, renderAdmin, type FetchMock } from '../test-fixtures/render-admin.tsx';

beforeAll(() => import('./orders-section.tsx'));

const listCalls = (fetchMock: FetchMock) =>
  callsOf(fetchMock)
    .filter((call) => call.startsWith('GET /api/admin/orders?'))
    .map((call) => call.slice('GET /api/admin/orders?'.length));

const orderButton = (number: string) => screen.findByRole('button', { name: new RegExp(`Заказ №${number}`) });

/** A shop whose orders move when staff act: PATCH and cancel change what the list answers next. */
function shopWith(orders: Order[]) {
  const byId = new Map(orders.map((entry) => [entry.id, entry]));
  const answers = {
    'GET /api/admin/orders': () => ({
      body: { orders: [...byId.values()], total: byId.size, total_capped: false, next_cursor: null },
    }),
  };
  return { answers, byId };
}

describe('admin orders', () => {
  it('builds the query string from the search, status and day, and keeps them in the address', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderAdmin('/admin/orders?status=paid', {
      'GET /api/admin/orders': {
        body: { orders: [paidOrder], total: 1, total_capped: false, next_cursor: null },
      },
    });
    expect(await orderButton('1007')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual(['status=paid&limit=30']);
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveValue('paid');

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), ' anna@example.ru ');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe('q=anna%40example.ru&status=paid&limit=30'));
    // Typing is waited for: one request for the whole address, not one per letter.
    expect(listCalls(fetchMock)).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Статус' }), 'Готов к выдаче');
    fireEvent.change(screen.getByLabelText('День'), { target: { value: '2026-11-20' } });
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe('q=anna%40example.ru&status=ready&date=2026-11-20&limit=30'),
    );
    expect(router.state.location.search).toBe('?q=anna%40example.ru&status=ready&date=2026-11-20');

    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe('limit=30'));
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it("shows 30 at a time, newest first as the server sends them, and 'Показать ещё' asks for the next", async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 31 }, (_, index) => order({ id: 100 - index }));
    let pages = 0;
    // The first call answers the first 30 and the cursor of the next page, the next one the rest (the
    // calls are checked below).
    const { fetchMock } = renderAdmin('/admin/orders', {
      'GET /api/admin/orders': () =>
        pages++ === 0
          ? { body: { orders: all.slice(0, 30), total: 31, total_capped: false, next_cursor: 'YS4xLjcw' } }
          : { body: { orders: all.slice(30), total: null, total_capped: false, next_cursor: null } },
    });
    // Thirty rows take a moment to render on a busy machine.
    expect(await screen.findByText('Показано 30 из 31', {}, { timeout: 3000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Заказы магазина' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('№1100');

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Всего: 31')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(31);
    expect(listCalls(fetchMock)).toEqual(['limit=30', 'cursor=YS4xLjcw&limit=30']);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it("says '10 000+' past the total the server counts to", async () => {
    renderAdmin('/admin/orders', {
      'GET /api/admin/orders': {
        body: { orders: [paidOrder], total: 10_000, total_capped: true, next_cursor: 'YS4xLjcw' },
      },
    });
    await orderButton('1007');
    expect(screen.getByRole('status')).toHaveTextContent(/^Показано 1 из 10\s000\+$/);
  });

  it("calls a paid order 'Оплачен, ждёт сборки', not the shopper's 'Завершен'", async () => {
    renderAdmin('/admin/orders', shopWith([order({ id: 7, status: 'paid' })]).answers);
    const toggle = await orderButton('1007');
    expect(toggle).toHaveTextContent('Оплачен, ждёт сборки');
    expect(toggle).not.toHaveTextContent('Завершен');
  });

  it('opens an order to its goods and sums, moves it a step on with PATCH and shows the refreshed list', async () => {
    const user = userEvent.setup();
    const shop = shopWith([order({ id: 7, status: 'assembling' })]);
    const { fetchMock } = renderAdmin('/admin/orders', {
      ...shop.answers,
      'PATCH /api/admin/orders/7': (init) => {
        const { status } = bodyOf(init) as { status: Order['status'] };
        const moved = { ...shop.byId.get(7)!, status };
        shop.byId.set(7, moved);
        return { body: moved };
      },
    });
    const toggle = await orderButton('1007');
    expect(toggle).toHaveTextContent('Анна Петрова');
    expect(toggle).toHaveTextContent('Самовывоз · humbl на Невском');
    expect(toggle).toHaveTextContent('Собирается');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = within(screen.getByRole('region', { name: 'Заказ №1007' }));
    expect(details.getByText('humblbar Кокос').closest('li')).toHaveTextContent('× 4716 ₽');
    expect(details.getByText('Оплачен')).toBeInTheDocument();
    // A pickup order: ready in the store, no courier step.
    const steps = () =>
      within(screen.getByRole('region', { name: 'Действия' }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(steps()).toEqual(['Готов к выдаче', 'Отменить и вернуть деньги']);

    await user.click(details.getByRole('button', { name: 'Готов к выдаче' }));
    expect(await screen.findByText('Статус изменён: Готов к выдаче')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patch?.[1])).toEqual({ status: 'ready' });
    await waitFor(() => expect(toggle).toHaveTextContent('Готов к выдаче'));
    expect(listCalls(fetchMock)).toHaveLength(2);
    // Forward, or back when the click was a mistake.
    expect(steps()).toEqual(['Выдан', 'Вернуть в сборку', 'Отменить и вернуть деньги']);
  });

  it("offers a courier order 'Передан курьеру' and an unpaid one only cancelling", async () => {
    const user = userEvent.setup();
    const courier = order({ id: 7, status: 'assembling', delivery: paidOrder.delivery });
    const unpaid = order({ id: 8, status: 'awaiting_payment', is_paid: false });
    renderAdmin('/admin/orders', shopWith([courier, unpaid]).answers);
    const courierRow = await orderButton('1007');
    expect(courierRow).toHaveTextContent('Курьер · 24 нояб., 12:00–14:00');
    await user.click(courierRow);
    const actions = () => within(screen.getByRole('region', { name: 'Действия' }));
    expect(actions().getByRole('button', { name: 'Передан курьеру' })).toBeInTheDocument();
    expect(actions().queryByRole('button', { name: 'Готов к выдаче' })).not.toBeInTheDocument();

    await user.click(await orderButton('1008'));
    expect(screen.getByText(/^Ждёт оплаты до \d\d:\d\d$/)).toBeInTheDocument();
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Отменить заказ']);
  });

  it('shows an order of gift cards: e-mail delivery, whom each line goes to, the cards bought and their states', async () => {
    const user = userEvent.setup();
    const bought = (overrides: Partial<BoughtGiftCard> & Pick<BoughtGiftCard, 'id'>): BoughtGiftCard => ({
      amount: 3000,
      balance: 3000,
      last4: 'QRST',
      recipient_email: 'olga@example.ru',
      sender_name: 'Анна',
      send_at: '2026-11-20T12:05:00Z',
      sent_at: '2026-11-20T12:05:00Z',
      expires_at: '2027-11-20T12:05:00Z',
      state: 'sent',
      ...overrides,
    });
    const cards = order({
      id: 7,
      total_amount: 8000,
      goods_amount: 8000,
      cash_back: 0,
      items: [
        item({
          id: 1,
          product_id: 651,
          kind: 'gift_card',
          name: 'Подарочная карта 3 000 ₽',
          price: 3000,
          quantity: 1,
          gift_card: { recipient_email: 'olga@example.ru', sender_name: 'Анна', message: 'С днём рождения!' },
        }),
        item({
          id: 2,
          product_id: 652,
          kind: 'gift_card',
          name: 'Подарочная карта 5 000 ₽',
          price: 5000,
          quantity: 1,
          gift_card: { recipient_email: null, send_on: '2026-12-01' },
        }),
      ],
      gift_cards: [
        bought({ id: 31 }),
        bought({
          id: 32,
          amount: 5000,
          balance: 5000,
          last4: null,
          recipient_email: null,
          sender_name: null,
          send_at: '2026-12-01T06:00:00Z',
          sent_at: null,
          state: 'scheduled',
        }),
      ],
      delivery: { ...paidOrder.delivery, delivery_type: 'email', address: null, date: null, time_from: null },
    });
    renderAdmin('/admin/orders', shopWith([cards]).answers);
    const toggle = await orderButton('1007');
    expect(toggle).toHaveTextContent('Электронная доставка');
    await user.click(toggle);
    const details = within(screen.getByRole('region', { name: 'Заказ №1007' }));

    const goods = within(details.getByRole('region', { name: 'Состав заказа' }));
    const first = goods.getByText('Подарочная карта 3 000 ₽').closest('li')!;
    expect(first).toHaveTextContent('Получательolga@example.ru');
    expect(first).toHaveTextContent('Отправкасразу после оплаты');
    expect(first).toHaveTextContent('От когоАнна');
    expect(first).toHaveTextContent('СообщениеС днём рождения!');
    const second = goods.getByText('Подарочная карта 5 000 ₽').closest('li')!;
    expect(second).toHaveTextContent('Получательсам покупатель');
    expect(second).toHaveTextContent('Отправка1 дек.');

    const money = within(details.getByRole('region', { name: 'Оплата' }));
    expect(money.getByText('Электронная доставка на e-mail')).toBeInTheDocument();
    // Nothing is delivered: no delivery line among the sums.
    expect(money.queryByText('Доставка')).not.toBeInTheDocument();

    const bought31 = details.getByRole('link', { name: 'Карта •••• QRST' });
    expect(bought31).toHaveAttribute('href', '/admin/gift-cards?card=31');
    expect(bought31.closest('li')).toHaveTextContent('Отправлена');
    expect(bought31.closest('li')).toHaveTextContent('olga@example.ru');
    const unsent = details.getByRole('link', { name: 'Карта ещё не отправлена' });
    expect(unsent).toHaveAttribute('href', '/admin/gift-cards?card=32');
    expect(unsent.closest('li')).toHaveTextContent('Запланирована');
    expect(unsent.closest('li')).toHaveTextContent('уйдёт 1 дек., 09:00');

    // No fulfilment steps: the cards are mailed. Refunding says the cards bought stop working.
    const actions = within(details.getByRole('region', { name: 'Действия' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Отменить и вернуть деньги',
    ]);
    await user.click(actions.getByRole('button', { name: 'Отменить и вернуть деньги' }));
    expect(await screen.findByRole('dialog', { name: 'Отменить заказ №1007?' })).toHaveTextContent(
      'Подарочные карты, купленные в этом заказе, перестанут действовать.',
    );
  });

  it('shows what gift cards paid of an order, each card by its last four characters', async () => {
    const user = userEvent.setup();
    const paidWithCards = order({
      id: 7,
      goods_amount: 2716,
      total_amount: 1216,
      gift_card_spent: 1500,
      paid_with_gift_cards: [
        { last4: 'ABCD', amount: 1000 },
        { last4: 'EFGH', amount: 500 },
      ],
    });
    renderAdmin('/admin/orders', shopWith([paidWithCards]).answers);
    await user.click(await orderButton('1007'));
    const money = within(screen.getByRole('region', { name: 'Оплата' }));
    expect(money.getByText('Самовывоз: humbl на Невском, Невский пр., 28')).toBeInTheDocument();
    // Each card's share by its last four characters, as the shopper's order shows it.
    expect(money.getByText('Оплачено подарочной картой •••• ABCD').nextElementSibling).toHaveTextContent(
      '−1 000 ₽',
    );
    expect(money.getByText('Оплачено подарочной картой •••• EFGH').nextElementSibling).toHaveTextContent(
      '−500 ₽',
    );
    expect(money.getByText('Итого').nextElementSibling).toHaveTextContent('1 216 ₽');
    // Nothing bought: no gift cards block.
    expect(screen.queryByRole('region', { name: 'Подарочные карты заказа' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отменить и вернуть деньги' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Оплаченное подарочными картами вернётся на эти карты.',
    );
  });

  it('shows the server’s refusal of a step in place', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/orders', {
      ...shopWith([order({ id: 7 })]).answers,
      'PATCH /api/admin/orders/7': {
        status: 409,
        body: { detail: 'Такой статус нельзя поставить этому заказу' },
      },
    });
    await user.click(await orderButton('1007'));
    await user.click(screen.getByRole('button', { name: 'Собирается' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Такой статус нельзя поставить этому заказу');
    expect(screen.queryByText(/Статус изменён/)).not.toBeInTheDocument();
  });

  it('asks for a reason before refunding a paid order, posts it and shows the refund', async () => {
    const user = userEvent.setup();
    const shop = shopWith([order({ id: 7 })]);
    let attempts = 0;
    const { fetchMock } = renderAdmin('/admin/orders', {
      ...shop.answers,
      'POST /api/admin/orders/7/cancel': () => {
        if (attempts++ === 0) {
          return {
            status: 503,
            body: { detail: 'Платёжная система сейчас не отвечает. Повторите возврат через минуту' },
          };
        }
        const refunded = { ...shop.byId.get(7)!, status: 'refunded' as const, is_paid: false };
        shop.byId.set(7, refunded);
        return { body: refunded };
      },
    });
    const toggle = await orderButton('1007');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Отменить и вернуть деньги' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Отменить заказ №1007?' }));
    expect(dialog.getByText(/Деньги вернутся покупателю/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Отменить и вернуть деньги' }));
    expect(dialog.getByText('Укажите причину отмены')).toBeInTheDocument();
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Причина отмены' }), 'Покупатель вернул товар');
    await user.click(dialog.getByRole('button', { name: 'Отменить и вернуть деньги' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Платёжная система сейчас не отвечает. Повторите возврат через минуту',
    );
    await user.click(dialog.getByRole('button', { name: 'Отменить и вернуть деньги' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts().map(([, init]) => bodyOf(init))).toEqual([
      { reason: 'Покупатель вернул товар' },
      { reason: 'Покупатель вернул товар' },
    ]);
    expect(screen.getByText('Готово: Деньги возвращены')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveTextContent('Деньги возвращены'));
    expect(screen.getByText('Деньги возвращены покупателю')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Отменить/ })).not.toBeInTheDocument();
  });
});
