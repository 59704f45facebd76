import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { LOYALTY_LEVELS } from '@shop/shared/rules/loyalty';
import { orderTotals } from '@shop/shared/rules/order-totals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/format.ts';
import { bodyOf, type Reply } from '@/test/fetch-stub.ts';
import { anna } from '@/test/fixtures/accounts.ts';
import { useAuthStore } from '@/features/auth';
import { useBasketOptions, useCartStore } from '@/features/cart';
import { basketAnswer, renderCheckout } from '../test-fixtures/render-checkout.tsx';

/** Two 1 000 ₽ gift cards (product 701) for mama, sent on 5 December. */
const giftLine = {
  id: 2,
  product_id: 701,
  price: 1000,
  quantity: 2,
  created_at: '2026-11-23T10:05:00Z',
  product: { name: 'Подарочная карта 1000 ₽', image_urls: [] },
  gift_card: { recipient_email: 'mama@example.ru', sender_name: 'Аня', send_on: '2026-12-05' },
};
const bars = basketAnswer();
const cardsOnlyBasket = { ...bars, items: [giftLine] };
const mixedBasket = { ...bars, items: [...bars.items, { ...giftLine, quantity: 1 }] };

/** Cards the server knows by their stored code; any other code is unusable. */
const known: Record<string, { last4: string; amount: number; balance: number }> = {
  AAAABBBBCCCCDDDD: { last4: 'DDDD', amount: 500, balance: 300 },
  EEEEFFFFGGGGHHHH: { last4: 'HHHH', amount: 1000, balance: 1000 },
};
for (let n = 1; n <= 6; n += 1)
  known[`00000000000000${n}${n}`] = { last4: `00${n}${n}`, amount: 100, balance: 100 };

const checkCards = (init: RequestInit | undefined): Reply => {
  const card = known[(bodyOf(init) as { code: string }).code];
  return card
    ? { body: { ...card, expires_at: '2027-11-20T09:00:00Z' } }
    : { status: 422, body: { detail: giftCardMessages.unusable } };
};

/** A sum as the page shows it, spaces as the matcher reads them. */
const rub = (rubles: number) => formatPrice(rubles).replace(/\s/g, ' ');
const field = (name: string) => screen.getByRole('textbox', { name });
const summary = async () => within(await screen.findByRole('region', { name: 'Ваш заказ' }));
const line = async (label: string) => (await summary()).getByText(label).parentElement;
const cardField = () => screen.getByRole('textbox', { name: 'Подарочная карта' });
const applyButton = () => screen.getByRole('button', { name: 'Применить' });
const appliedCards = () => screen.queryByRole('list', { name: 'Применённые подарочные карты' });
type FetchMock = ReturnType<typeof renderCheckout>['fetchMock'];
const callsTo = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === 'POST');

async function applyCard(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.clear(cardField());
  await user.type(cardField(), code);
  await user.click(applyButton());
}

async function fillContacts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Имя' }), 'Анна');
  await user.type(field('Фамилия'), 'Петрова');
  await user.type(field('Телефон'), '+79991234567');
  await user.type(field('Email'), 'anna@example.ru');
  // A guest's two checkboxes (docs/product/personal-data.md#consents).
  await user.click(screen.getByRole('checkbox', { name: 'Даю согласие на обработку персональных данных' }));
  await user.click(screen.getByRole('checkbox', { name: 'Принимаю условия публичной оферты' }));
}

describe('checkout with gift cards', () => {
  it('sends an order of gift cards only by e-mail: no store, no courier, no packages', async () => {
    const user = userEvent.setup();
    // Packages chosen on an earlier visit do not come with e-mailed cards.
    useBasketOptions.setState({ addPackage: true });
    const { fetchMock, assign } = renderCheckout({
      '/api/cart/': { body: cardsOnlyBasket },
      'POST /api/orders/': { status: 201, body: { order: { id: 7 }, payment_url: '/pay/p-7' } },
    });
    expect(await screen.findByText(giftCardMessages.emailDeliveryOnly)).toBeInTheDocument();
    const basket = within(screen.getByRole('region', { name: 'Корзина' }));
    expect(basket.getByText('Получатель: mama@example.ru · отправка 05.12')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Магазин для самовывоза' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Пакет|Подарочная упаковка/ })).not.toBeInTheDocument();
    // Bonuses do not pay for cards and cards earn no cash back: no bonus section promises either.
    expect(screen.queryByRole('region', { name: /Бонусы/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/кешбэк/)).not.toBeInTheDocument();
    // Cards do not pay for cards: no code is asked for.
    expect(screen.queryByRole('textbox', { name: 'Подарочная карта' })).not.toBeInTheDocument();
    expect(screen.getByText(giftCardMessages.notForCards)).toBeInTheDocument();
    expect(await line('Итого')).toHaveTextContent('2 000 ₽');

    await fillContacts(user);
    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/p-7'));
    expect(bodyOf(callsTo(fetchMock, '/api/orders/')[0]?.[1])).toEqual({
      first_name: 'Анна',
      last_name: 'Петрова',
      phone: '+79991234567',
      email: 'anna@example.ru',
      delivery: { delivery_type: 'email' },
      use_bonus: false,
      add_package: false,
      add_present_package: false,
      session_id: localStorage.getItem('session_id'),
      expected_total: 2000,
      consents: { personal_data: 1, offer: 2 },
    });
  });

  it('applies a card the server checks, shows what is wrong at the field, and takes a card off', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { fetchMock } = renderCheckout({
      'POST /api/gift-cards/check': (init) =>
        tries++ === 1
          ? { status: 429, body: { detail: giftCardMessages.tooManyAttempts(300) } }
          : checkCards(init),
    });
    await screen.findByRole('textbox', { name: 'Подарочная карта' });

    // Not a code: said without asking the server.
    await applyCard(user, 'ABCD-EF');
    expect(cardField()).toHaveAttribute('aria-invalid', 'true');
    expect(cardField()).toHaveAccessibleDescription(giftCardMessages.codeFormat);
    expect(callsTo(fetchMock, '/api/gift-cards/check')).toHaveLength(0);

    await applyCard(user, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await waitFor(() => expect(cardField()).toHaveAccessibleDescription(giftCardMessages.unusable));
    await applyCard(user, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await waitFor(() =>
      expect(cardField()).toHaveAccessibleDescription(
        'Слишком много попыток ввода кода. Попробуйте через 5 мин.',
      ),
    );

    // Enter applies the card (the order is not sent); a code in small letters with spaces is the same code.
    await user.clear(cardField());
    await user.type(cardField(), 'aaaa bbbb cccc dddd{Enter}');
    const applied = await screen.findByRole('list', { name: 'Применённые подарочные карты' });
    expect(within(applied).getByRole('listitem')).toHaveTextContent('•••• DDDD — баланс 300 ₽');
    expect(cardField()).toHaveValue('');
    expect(cardField()).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, '/api/orders/')).toHaveLength(0);
    expect(bodyOf(callsTo(fetchMock, '/api/gift-cards/check').at(-1)?.[1])).toEqual({
      code: 'AAAABBBBCCCCDDDD',
      session_id: localStorage.getItem('session_id'),
    });
    expect(await line('Подарочная карта •••• DDDD')).toHaveTextContent('−300 ₽');
    expect(await line('Итого')).toHaveTextContent('416 ₽');

    await applyCard(user, 'AAAA-BBBB-CCCC-DDDD');
    expect(cardField()).toHaveAccessibleDescription(giftCardMessages.alreadyApplied);

    await user.click(screen.getByRole('button', { name: 'Убрать карту •••• DDDD' }));
    expect(appliedCards()).not.toBeInTheDocument();
    expect((await summary()).queryByText(/Подарочная карта/)).not.toBeInTheDocument();
    expect(await line('Итого')).toHaveTextContent('716 ₽');
    expect(cardField()).toHaveFocus();
  });

  it('takes at most five cards, and none once the cards cover the order', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCheckout({ 'POST /api/gift-cards/check': checkCards });
    await screen.findByRole('textbox', { name: 'Подарочная карта' });
    for (let n = 1; n <= 5; n += 1) {
      await applyCard(user, `00000000000000${n}${n}`);
      await waitFor(() => expect(within(appliedCards()!).getAllByRole('listitem')).toHaveLength(n));
    }
    expect(await line('Итого')).toHaveTextContent('216 ₽');
    await applyCard(user, '0000000000000066');
    expect(cardField()).toHaveAccessibleDescription(giftCardMessages.tooManyCards(5));
    expect(callsTo(fetchMock, '/api/gift-cards/check')).toHaveLength(5);

    for (let n = 2; n <= 5; n += 1) {
      await user.click(screen.getByRole('button', { name: `Убрать карту •••• 00${n}${n}` }));
    }
    await applyCard(user, 'EEEE-FFFF-GGGG-HHHH');
    await waitFor(() => expect(within(appliedCards()!).getAllByRole('listitem')).toHaveLength(2));
    // 100 ₽ from the first card, the other 616 ₽ from the second; nothing left to pay.
    expect(await line('Подарочная карта •••• HHHH')).toHaveTextContent('−616 ₽');
    expect(await line('Итого')).toHaveTextContent('0 ₽');
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeInTheDocument();
    await applyCard(user, 'AAAA-BBBB-CCCC-DDDD');
    expect(cardField()).toHaveAccessibleDescription(giftCardMessages.notNeeded);
    expect(callsTo(fetchMock, '/api/gift-cards/check')).toHaveLength(6);
  });

  it('an order the cards pay for whole is paid at once: the orders page opens, no payment page', async () => {
    const user = userEvent.setup();
    const { fetchMock, assign, router } = renderCheckout({
      'POST /api/gift-cards/check': checkCards,
      'POST /api/orders/': {
        status: 201,
        body: { order: { id: 12, retailcrm_id: '1012', status: 'paid' }, payment_url: null },
      },
    });
    await fillContacts(user);
    await user.click(screen.getByRole('radio', { name: /humbl на Невском/ }));
    await applyCard(user, 'EEEE-FFFF-GGGG-HHHH');
    expect(await line('Подарочная карта •••• HHHH')).toHaveTextContent('−716 ₽');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/personalAccount/orders'));
    expect(router.state.location.search).toBe('?order=12');
    expect(assign).not.toHaveBeenCalled();
    expect(useCartStore.getState().notice).toEqual({
      text: 'Заказ №1012 оплачен подарочными картами',
      tone: 'success',
    });
    // Nothing to pay: no reminder to pay in the header.
    expect(localStorage.getItem('addOrder')).toBeNull();
    expect(bodyOf(callsTo(fetchMock, '/api/orders/')[0]?.[1])).toMatchObject({
      delivery: { delivery_type: 'pickup', shop_number: 1 },
      gift_card_codes: ['EEEEFFFFGGGGHHHH'],
      expected_total: 0,
    });
  });

  it('shows the totals orderTotals gives when cards are bought beside goods, with bonuses and a card', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: { ...anna, loyalty_amount: 1000 }, status: 'signed-in' });
    renderCheckout({ '/api/cart/': { body: mixedBasket }, 'POST /api/gift-cards/check': checkCards });
    // Bonuses pay for the bars only: 30 % of 716 ₽, not of the 1 000 ₽ card.
    const bonus = await screen.findByRole('switch', { name: /Списать бонусы/ });
    expect(bonus).toHaveAccessibleName(/Спишем 214 бонусов из 1000/);
    expect((await summary()).getByText(giftCardMessages.notForCards)).toBeInTheDocument();
    await user.click(bonus);
    await applyCard(user, 'AAAA-BBBB-CCCC-DDDD');
    await screen.findByRole('list', { name: 'Применённые подарочные карты' });

    const expected = orderTotals({
      goods: 1716,
      giftCardGoods: 1000,
      giftCardBalances: [300],
      deliveryType: 'pickup',
      addPackage: false,
      addPresentPackage: false,
      useBonus: true,
      balance: 1000,
      level: LOYALTY_LEVELS[0]!,
    });
    expect(expected).toMatchObject({ bonus: 214, giftCards: [300], total: 1202, cashBack: 25 });
    expect(await line('Товары')).toHaveTextContent(rub(expected.goods));
    expect(await line('Оплата бонусами')).toHaveTextContent(`−${rub(expected.bonus)}`);
    expect(await line('Подарочная карта •••• DDDD')).toHaveTextContent(`−${rub(expected.giftCards[0]!)}`);
    expect(await line('Итого')).toHaveTextContent(rub(expected.total));
    expect((await summary()).getByText(/начислим 25 бонусов/)).toBeInTheDocument();
  });
});
