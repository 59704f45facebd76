import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { sendDateRange } from '@shop/shared/gift-cards/rules';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/format.ts';
import { bodyOf, stubFetch } from '@/test/fetch-stub.ts';
import { groupedProducts } from '@/test/fixtures/grouped-products.ts';
import { CardPage } from '../index.ts';

/** The gift card's page (its 1 000 ₽ denomination is product 701) with the cart answering. */
function renderGiftCard() {
  const fetchMock = stubFetch({
    '/api/products/grouped': { body: groupedProducts },
    '/api/stores': { body: [] },
    'POST /api/cart/': { status: 201, body: { item: {} } },
    '/api/cart/': { body: { items: [], reserved_until: null } },
    '/api/boxes/': { body: [] },
  });
  const router = createMemoryRouter(
    [
      { path: '/merch/:id', element: <CardPage base="/merch" accepts={(kind) => kind === 'gifted_card'} /> },
      { path: '/gift-cards/balance', element: <h1>Баланс подарочной карты</h1> },
    ],
    { initialEntries: ['/merch/701'] },
  );
  render(<RouterProvider router={router} />);
  const added = () =>
    fetchMock.mock.calls
      .filter(([path, init]) => path === '/api/cart/' && init?.method === 'POST')
      .map(([, init]) => bodyOf(init));
  return { router, added };
}

const panel = async () => within(await screen.findByRole('region', { name: 'Покупка' }));
const add = async () => (await panel()).getByRole('button', { name: /В корзину/ });

describe('a gift card’s page', () => {
  it('puts several cards to the buyer into the cart: no recipient details sent', async () => {
    const user = userEvent.setup();
    const { added } = renderGiftCard();
    expect(await screen.findByText('Электронная карта — придёт на e-mail')).toBeInTheDocument();
    const buy = await panel();
    expect(buy.getByRole('radio', { name: 'Себе' })).toBeChecked();
    expect(buy.queryByRole('textbox', { name: 'E-mail получателя' })).not.toBeInTheDocument();

    const more = buy.getByRole('button', { name: 'Увеличить количество' });
    for (let i = 0; i < 12; i += 1) await user.click(more);
    // No more than 10 cards on a line.
    expect(buy.getByRole('group', { name: 'Количество' })).toHaveTextContent('10');
    expect(more).toBeDisabled();
    for (let i = 0; i < 7; i += 1)
      await user.click(buy.getByRole('button', { name: 'Уменьшить количество' }));
    expect(await add()).toHaveTextContent('В корзину · 3 000 ₽');
    expect(buy.getByText('3 × 1 000 ₽')).toBeInTheDocument();

    await user.click(await add());
    await waitFor(() => expect(added()).toHaveLength(1));
    expect(added()[0]).toEqual({ product_id: 701, quantity: 3, session_id: expect.any(String) });
  });

  it('checks a gift’s details with the API’s limits and messages before anything is added', async () => {
    const user = userEvent.setup();
    const { added } = renderGiftCard();
    const buy = await panel();
    await user.click(buy.getByRole('radio', { name: 'В подарок' }));
    const email = buy.getByRole('textbox', { name: 'E-mail получателя' });
    expect(email).toBeRequired();

    await user.click(await add());
    expect(buy.getByText(giftCardMessages.recipientEmail)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(giftCardMessages.recipientEmail);
    expect(email).toHaveFocus();
    expect(added()).toHaveLength(0);

    // Too long a signature and message; a day beyond the range.
    await user.type(email, 'mama@example');
    await user.tab();
    expect(email).toHaveAccessibleDescription(giftCardMessages.recipientEmail);
    await user.type(email, '.ru');
    expect(email).not.toHaveAttribute('aria-invalid');
    const sender = buy.getByRole('textbox', { name: 'От кого' });
    await user.click(sender);
    await user.paste('А'.repeat(61));
    const message = buy.getByRole('textbox', { name: 'Сообщение' });
    await user.click(message);
    await user.paste('б'.repeat(501));
    expect(buy.getByText('501 / 500')).toBeInTheDocument();
    const [first, last] = sendDateRange(new Date());
    const sendOn = buy.getByLabelText('Когда отправить');
    expect(sendOn).toHaveAttribute('min', first);
    expect(sendOn).toHaveAttribute('max', last);
    fireEvent.change(sendOn, { target: { value: '2099-01-01' } });

    await user.click(await add());
    expect(sender).toHaveAccessibleDescription(`Необязательно ${giftCardMessages.senderName}`);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(buy.getByText(giftCardMessages.message)).toBeInTheDocument();
    expect(buy.getByText(giftCardMessages.sendOn(90))).toBeInTheDocument();
    expect(sender).toHaveFocus();
    expect(added()).toHaveLength(0);

    await user.clear(sender);
    await user.type(sender, '  Аня ');
    await user.clear(message);
    await user.type(message, 'С днём рождения!');
    expect(buy.getByText('16 / 500')).toBeInTheDocument();
    fireEvent.change(sendOn, { target: { value: last } });
    await user.click(await add());
    await waitFor(() => expect(added()).toHaveLength(1));
    expect(added()[0]).toEqual({
      product_id: 701,
      quantity: 1,
      gift_card: {
        recipient_email: 'mama@example.ru',
        sender_name: 'Аня',
        message: 'С днём рождения!',
        send_on: last,
      },
      session_id: expect.any(String),
    });
  });

  it('sends a gift at once when no day is chosen, and leaves out what is empty', async () => {
    const user = userEvent.setup();
    const { added } = renderGiftCard();
    const buy = await panel();
    await user.click(buy.getByRole('button', { name: formatPrice(5000) }));
    await user.click(buy.getByRole('radio', { name: 'В подарок' }));
    await user.type(buy.getByRole('textbox', { name: 'E-mail получателя' }), ' papa@example.ru ');
    await user.click(await add());
    await waitFor(() => expect(added()).toHaveLength(1));
    expect(added()[0]).toEqual({
      product_id: 703,
      quantity: 1,
      gift_card: { recipient_email: 'papa@example.ru' },
      session_id: expect.any(String),
    });
  });

  it('leads to the balance check', async () => {
    const user = userEvent.setup();
    const { router } = renderGiftCard();
    await user.click((await panel()).getByRole('link', { name: 'Проверить баланс карты' }));
    expect(router.state.location.pathname).toBe('/gift-cards/balance');
  });
});
