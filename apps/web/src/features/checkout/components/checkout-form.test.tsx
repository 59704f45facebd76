import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf } from '@/test/fetch-stub.ts';
import { basketAnswer, renderCheckout } from '../test-fixtures/render-checkout.tsx';

const field = (name: string) => screen.getByRole('textbox', { name });
const pay = () => screen.getByRole('button', { name: 'Оплатить' });
const orderCalls = (fetchMock: ReturnType<typeof renderCheckout>['fetchMock']) =>
  fetchMock.mock.calls.filter(([path, init]) => path === '/api/orders/' && init?.method === 'POST');

async function fillContacts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Имя' }), 'Анна');
  await user.type(field('Фамилия'), 'Петрова');
  await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '+79991234567');
  await user.type(field('Email'), 'anna@example.ru');
  await tickConsents(user);
}

/** A guest ticks both checkboxes before paying. */
async function tickConsents(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: 'Даю согласие на обработку персональных данных' }));
  await user.click(screen.getByRole('checkbox', { name: 'Принимаю условия публичной оферты' }));
}

describe('checkout form', () => {
  it('checks every field on submit, sends nothing, and clears an error as soon as its field is edited', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Оплатить' }));

    expect(screen.getAllByText('Минимум 2 символа')).toHaveLength(2);
    expect(screen.getByText('Некорректный номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Некорректный email')).toBeInTheDocument();
    expect(screen.getByText('Выберите магазин для самовывоза')).toBeInTheDocument();
    expect(field('Имя')).toHaveFocus();
    expect(field('Имя')).toHaveAttribute('aria-invalid', 'true');
    expect(orderCalls(fetchMock)).toHaveLength(0);

    // One letter is still too short, but the message goes as soon as the field is edited.
    await user.type(field('Имя'), 'А');
    expect(field('Имя')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('Минимум 2 символа')).toHaveLength(1);

    // Every store's radio button is marked and described by the group's message.
    const store = screen.getByRole('radio', { name: /humbl на Невском/ });
    expect(store).toHaveAttribute('aria-invalid', 'true');
    expect(store).toHaveAccessibleDescription('Выберите магазин для самовывоза');
    await user.click(store);
    expect(screen.queryByText('Выберите магазин для самовывоза')).not.toBeInTheDocument();
    expect(store).not.toHaveAttribute('aria-invalid');
  });

  it('checks a field when it is left', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const phone = await screen.findByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '12-34');
    await user.tab();
    expect(screen.getByText('Некорректный номер телефона')).toBeInTheDocument();
    // The other fields were not touched: no messages for them yet.
    expect(screen.queryByText('Некорректный email')).not.toBeInTheDocument();
  });

  it('asks a courier order for the address, a date and a time', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Доставка курьером/ }));
    await user.click(pay());
    expect(screen.getByText('Укажите адрес доставки')).toBeInTheDocument();
    expect(
      screen.getByText('Курьер приезжает по будням, начиная с завтрашнего дня: выберите дату'),
    ).toBeInTheDocument();
    expect(screen.getByText('Выберите время доставки')).toBeInTheDocument();
    expect(screen.queryByText('Выберите магазин для самовывоза')).not.toBeInTheDocument();
  });

  it('names the courier’s zone under the address and refuses one outside it when left', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Доставка курьером/ }));
    const address = field('Адрес доставки');
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        'Курьер доставляет в пределах зоны: Санкт-Петербург. Начните адрес с города',
      ),
    );
    await user.type(address, 'Москва, Тверская 1');
    await user.tab();
    const outside =
      'Курьер доставляет только в пределах зоны: Санкт-Петербург. Укажите город в адресе или выберите самовывоз';
    expect(screen.getByText(outside)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(expect.stringContaining(outside));

    await user.clear(address);
    await user.type(address, 'СПб, Невский проспект, 1');
    await user.tab();
    expect(screen.queryByText(outside)).not.toBeInTheDocument();
    expect(orderCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the order with an Idempotency-Key and the total shown, then goes to the payment page', async () => {
    const user = userEvent.setup();
    const { fetchMock, assign } = renderCheckout({
      'POST /api/orders/': { status: 201, body: { order: { id: 7 }, payment_url: '/pay/p-1' } },
    });
    await fillContacts(user);
    await user.click(screen.getByRole('radio', { name: /humbl на Невском/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Пакет/ }));
    await user.click(pay());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/p-1'));
    const [call] = orderCalls(fetchMock);
    const key = new Headers(call?.[1]?.headers).get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodyOf(call?.[1])).toEqual({
      first_name: 'Анна',
      last_name: 'Петрова',
      phone: '+79991234567',
      email: 'anna@example.ru',
      delivery: { delivery_type: 'pickup', shop_number: 1 },
      use_bonus: false,
      add_package: true,
      add_present_package: false,
      session_id: localStorage.getItem('session_id'),
      expected_total: 746,
      consents: { personal_data: 1, offer: 2 },
    });
    // The header's shortcut to pay the order later.
    expect(localStorage.getItem('addOrder')).not.toBeNull();
  });

  it('repeats a submit whose answer was lost with the same key, and a changed one with a new key', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCheckout({ 'POST /api/orders/': new Error('offline') });
    await fillContacts(user);
    await user.click(screen.getByRole('radio', { name: /humbl на Невском/ }));
    await user.click(pay());
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось оформить заказ');
    await user.click(pay());
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: /Подарочная упаковка/ }));
    await user.click(pay());
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(3));

    const keys = orderCalls(fetchMock).map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows a conflict in place above the pay button and re-reads the basket', async () => {
    const user = userEvent.setup();
    let basketReads = 0;
    const detail =
      'Цена товара «humblbar Кокос» изменилась: было 179 ₽, стало 189 ₽. Корзина обновлена — проверьте заказ';
    const { assign } = renderCheckout({
      'POST /api/orders/': { status: 409, body: { detail } },
      '/api/cart/': () => ({ body: basketAnswer(basketReads++ === 0 ? 179 : 189) }),
    });
    await fillContacts(user);
    await user.click(screen.getByRole('radio', { name: /humbl на Невском/ }));
    expect(screen.getByText('Итого').parentElement).toHaveTextContent('716 ₽');
    await user.click(pay());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    // In the summary, right above the button.
    expect(alert.nextElementSibling).toContainElement(pay());
    // The list and the summary now show the server's new price: 4 × 189.
    await waitFor(() => expect(screen.getByText('Итого').parentElement).toHaveTextContent('756 ₽'));
    expect(within(screen.getByRole('region', { name: 'Корзина' })).getByText('756 ₽')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a field problem the server found', async () => {
    const user = userEvent.setup();
    renderCheckout({
      'POST /api/orders/': { status: 422, body: { detail: 'Выберите магазин для самовывоза' } },
    });
    await fillContacts(user);
    await user.click(screen.getByRole('radio', { name: /humbl на Невском/ }));
    await user.click(pay());
    expect(await screen.findByRole('alert')).toHaveTextContent('Выберите магазин для самовывоза');
    // …and next to the field it is about.
    const stores = screen.getByRole('group', { name: 'Магазин для самовывоза' });
    expect(stores).toHaveAccessibleDescription('Выберите магазин для самовывоза');
  });
});
