import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import type { BoughtGiftCard } from '@shop/shared/orders/order-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/format.ts';
import { bodyOf } from '@/test/fetch-stub.ts';
import { useAuthStore } from '@/features/auth';
import { anna } from '@/test/fixtures/accounts.ts';
import { item, order, paidOrder } from '@/test/fixtures/orders.ts';
import { renderOrders } from '../test-fixtures/render-orders.tsx';

const card = (overrides: Partial<BoughtGiftCard> & Pick<BoughtGiftCard, 'id'>): BoughtGiftCard => ({
  amount: 1000,
  balance: 1000,
  last4: 'PQRS',
  recipient_email: 'mama@example.ru',
  sender_name: 'Аня',
  send_at: '2026-11-20T06:00:00Z',
  sent_at: '2026-11-20T06:00:12Z',
  expires_at: '2027-11-20T06:00:00Z',
  state: 'sent',
  ...overrides,
});

/** Three 1 000 ₽ cards: two for mama (one mailed, one due on 5 December) and one to the buyer, mailed. */
const cardsOrder = order({
  id: 21,
  total_amount: 3000,
  goods_amount: 3000,
  cash_back: 0,
  items: [
    item({
      id: 1,
      product_id: 701,
      kind: 'gift_card',
      name: 'Подарочная карта 1000 ₽',
      price: 1000,
      quantity: 2,
      gift_card: { recipient_email: 'mama@example.ru', sender_name: 'Аня' },
    }),
    item({ id: 2, product_id: 701, kind: 'gift_card', name: 'Подарочная карта 1000 ₽', price: 1000 }),
  ],
  delivery: {
    delivery_type: 'email',
    shop_number: null,
    shop_name: null,
    shop_address: null,
    address: null,
    date: null,
    time_from: null,
    time_to: null,
  },
  gift_cards: [
    card({ id: 31 }),
    card({ id: 32, last4: null, state: 'scheduled', send_at: '2026-12-05T06:00:00Z', sent_at: null }),
    card({ id: 33, last4: 'WXYZ', recipient_email: null, sender_name: null }),
  ],
});

const orderButton = (number: string) => screen.findByRole('button', { name: new RegExp(`Заказ №${number}`) });
const cardsRegion = () => within(screen.getByRole('region', { name: 'Подарочные карты' }));
const cardRow = (text: string) => cardsRegion().getByText(text).closest('li') as HTMLElement;

describe('gift cards in the order history', () => {
  it('lists what each gift card paid among the sums', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderOrders({
      '/api/orders/': {
        body: [
          {
            ...paidOrder,
            total_amount: 7334,
            gift_card_spent: 800,
            paid_with_gift_cards: [
              { last4: 'ABCD', amount: 500 },
              { last4: 'EFGH', amount: 300 },
            ],
          },
        ],
      },
    });
    await user.click(await orderButton('1007'));
    const sums = within(screen.getByText('Итого').closest('dl') as HTMLElement);
    expect(sums.getByText('Оплачено подарочной картой •••• ABCD').parentElement).toHaveTextContent('−500 ₽');
    expect(sums.getByText('Оплачено подарочной картой •••• EFGH').parentElement).toHaveTextContent('−300 ₽');
    expect(sums.getByText('Итого').parentElement).toHaveTextContent('7 334 ₽');
    // An order that bought no cards lists none.
    expect(screen.queryByRole('region', { name: 'Подарочные карты' })).not.toBeInTheDocument();
  });

  it('shows an order of cards by e-mail, each card with its code’s end, recipient, state and day', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderOrders({ '/api/orders/': { body: [cardsOrder] } });
    const toggle = await orderButton('1021');
    expect(toggle).toHaveTextContent('Электронная доставка на e-mail');
    await user.click(toggle);

    const panel = screen.getByRole('region', { name: 'Состав заказа' }).closest('article') as HTMLElement;
    expect(within(panel).getAllByText('Электронная доставка на e-mail').length).toBeGreaterThan(0);
    // The card lines read like products, with whom they go to.
    const items = within(screen.getByRole('region', { name: 'Состав заказа' }));
    const rows = items.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Подарочная карта 1000 ₽Получатель: mama@example.ru2 шт2 000 ₽');
    expect(rows[1]).toHaveTextContent('Себе');

    expect(cardRow('•••• PQRS')).toHaveTextContent('1 000 ₽');
    expect(cardRow('•••• PQRS')).toHaveTextContent('Отправлена');
    expect(cardRow('•••• PQRS')).toHaveTextContent('Получатель: mama@example.ru');
    expect(cardRow('•••• PQRS')).toHaveTextContent('Отправка: 20 ноября 2026');
    const due = cardRow('код придёт в письме');
    expect(due).toHaveTextContent('Запланирована');
    expect(due).toHaveTextContent('Отправка: 5 декабря 2026');
    expect(within(due).queryByRole('button')).not.toBeInTheDocument();
    expect(cardRow('•••• WXYZ')).toHaveTextContent('Себе');
    // Only mailed cards can be mailed again; each button names its card.
    expect(cardsRegion().getAllByRole('button', { name: /^Отправить ещё раз/ })).toHaveLength(2);
    expect(within(cardRow('•••• WXYZ')).getByRole('button')).toHaveAccessibleName(
      `Отправить ещё раз: карта на ${formatPrice(1000)}, Себе`,
    );
  });

  it('sends a card’s mail again, saying so, or the server’s reason why not', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ status: 'signed-out' });
    let resends = 0;
    const { fetchMock } = renderOrders({
      '/api/orders/': { body: [cardsOrder] },
      'POST /api/orders/21/gift-cards/31/resend': () =>
        resends++ === 0
          ? { status: 429, body: { detail: giftCardMessages.resendTooOften } }
          : { body: card({ id: 31, sent_at: '2026-11-24T10:00:00Z' }) },
    });
    await user.click(await orderButton('1021'));
    const row = cardRow('•••• PQRS');
    const resend = within(row).getByRole('button', { name: /^Отправить ещё раз/ });

    await user.click(resend);
    expect(await within(row).findByRole('alert')).toHaveTextContent(giftCardMessages.resendTooOften);
    expect(resend).toHaveAccessibleDescription(giftCardMessages.resendTooOften);

    await user.click(resend);
    await waitFor(() =>
      expect(within(row).getByRole('status')).toHaveTextContent(
        'Готово: письмо с картой снова отправлено на mama@example.ru.',
      ),
    );
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Отправка: 24 ноября 2026');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/orders/21/gift-cards/31/resend');
    // A guest names the session the order belongs to, as 'Оплатить' does.
    expect(bodyOf(call?.[1])).toEqual({ session_id: localStorage.getItem('session_id') });
  });

  it('"Повторить" puts the cards into the cart again, to the same recipients, to go right after payment', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const withDay = {
      ...cardsOrder,
      items: cardsOrder.items.map((line) =>
        line.gift_card ? { ...line, gift_card: { ...line.gift_card, send_on: '2026-12-05' } } : line,
      ),
    };
    const { fetchMock, router } = renderOrders({
      '/api/orders/': { body: [withDay] },
      'POST /api/cart/': { status: 201, body: { item: {} } },
    });
    await user.click(await orderButton('1021'));
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));
    const sent = fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/cart/' && init?.method === 'POST')
      .map(([, init]) => bodyOf(init));
    expect(sent).toEqual([
      {
        product_id: 701,
        quantity: 2,
        gift_card: { recipient_email: 'mama@example.ru', sender_name: 'Аня' },
        session_id: expect.any(String),
      },
      { product_id: 701, quantity: 1, session_id: expect.any(String) },
    ]);
  });
});
