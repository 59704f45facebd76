import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { bodyOf } from '@/test/fetch-stub.ts';
import { useAuthStore } from '@/features/auth';
import { anna } from '@/test/fixtures/accounts.ts';
import { cancelledOrder, paidOrder, unpaidOrder } from '@/test/fixtures/orders.ts';
import { renderOrders } from '../test-fixtures/render-orders.tsx';

const orderButton = (number: string) => screen.findByRole('button', { name: new RegExp(`Заказ №${number}`) });
const items = () => within(screen.getByRole('region', { name: 'Состав заказа' }));
const rowOf = (name: string) => items().getByText(name).closest('li') as HTMLElement;

describe('an order in the history', () => {
  it('opens to its goods: catalogue names, no free lines or packages, box flavours and sums', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderOrders({ '/api/orders/': { body: [paidOrder] } });
    const toggle = await orderButton('1007');
    expect(screen.queryByRole('region', { name: 'Состав заказа' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The catalogue's current name once it is loaded; the name ordered under otherwise; else 'Товар #id'.
    await waitFor(() => expect(items().getByText('humblbar Кокос')).toBeInTheDocument());
    expect(items().queryByText('Кокосовый (старое имя)')).not.toBeInTheDocument();
    expect(rowOf('humblbar Кокос')).toHaveTextContent('4 шт');
    expect(rowOf('humblbar Кокос')).toHaveTextContent('716 ₽');
    expect(rowOf('Товар #998')).toHaveTextContent('100 ₽');
    expect(items().queryByText('Пробник')).not.toBeInTheDocument();
    expect(items().queryByText('humblbar Фисташка')).not.toBeInTheDocument();
    expect(items().queryByText('ПАКЕТ')).not.toBeInTheDocument();
    // A box: its flavours and the sum of flavour price × count (5 × 159 + 3 × 159).
    const box = rowOf('Свой бокс на 8 вкусов');
    expect(box).toHaveTextContent('humblbar Кокос × 5, humblbar Фисташка × 3');
    expect(box).toHaveTextContent('1 272 ₽');
    expect(rowOf('Футболка humbl L')).toHaveTextContent('3 980 ₽');

    const panel = screen.getByRole('region', { name: 'Состав заказа' }).parentElement as HTMLElement;
    expect(panel).toHaveTextContent(
      'Доставка курьером: ул. Рубинштейна, 5, кв. 12, вт, 24 ноября, 12:00–14:00',
    );
    const sums = screen.getByText('Итого').closest('dl') as HTMLElement;
    expect(within(sums).getByText('Упаковка').parentElement).toHaveTextContent('30 ₽');
    expect(within(sums).getByText('Доставка').parentElement).toHaveTextContent('300 ₽');
    expect(within(sums).getByText('Оплачено бонусами').parentElement).toHaveTextContent('−254 ₽');
    expect(within(sums).getByText('Итого').parentElement).toHaveTextContent('8 134 ₽');
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('"Повторить" puts the goods still in stock into the cart and goes to the catalogue', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const { fetchMock, router } = renderOrders({
      '/api/orders/': { body: [paidOrder] },
      'POST /api/cart/': { status: 201, body: { item: {} } },
      'POST /api/boxes/': { status: 201, body: {} },
    });
    await user.click(await orderButton('1007'));
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));

    const sent = (path: string) =>
      fetchMock.mock.calls
        .filter(([url, init]) => url === path && init?.method === 'POST')
        .map(([, init]) => bodyOf(init));
    // Bars with their quantity; shirts (one at a time) twice; no sample, sold-out shirt or package.
    expect(sent('/api/cart/')).toEqual([
      { product_id: 101, quantity: 4, session_id: expect.any(String) },
      { product_id: 604, quantity: 1, session_id: expect.any(String) },
      { product_id: 604, quantity: 1, session_id: expect.any(String) },
    ]);
    expect(sent('/api/boxes/')).toEqual([
      {
        box_type: 'box8',
        items: [
          { product_id: 501, quantity: 5 },
          { product_id: 502, quantity: 3 },
        ],
        session_id: expect.any(String),
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не добавлены — их сейчас нет в наличии: Футболка humbl XS, Товар #998',
    );
  });

  it('"Оплатить" asks for a payment link and goes there; a paid or cancelled order says why not', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ status: 'signed-out' });
    let pays = 0;
    const { fetchMock, assign } = renderOrders({
      '/api/orders/': { body: [unpaidOrder] },
      'POST /api/orders/8/pay': () =>
        pays++ === 0
          ? { status: 409, body: { detail: 'Заказ уже оплачен' } }
          : { body: { payment_url: '/pay/p-8' } },
    });
    await user.click(await orderButton('1008'));
    expect(screen.getByText(/^Оплатить до \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Заказ уже оплачен');
    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/p-8'));
    const pay = fetchMock.mock.calls.find(([url]) => url === '/api/orders/8/pay');
    // A guest names the session the order belongs to.
    expect(bodyOf(pay?.[1])).toEqual({ session_id: localStorage.getItem('session_id') });
  });

  it('back from a declined payment, says the payment did not go through and offers to pay again', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ status: 'signed-out' });
    const declined = {
      ...unpaidOrder,
      payments: [
        { invoice_url: '/pay/p-2', status: 'canceled' },
        { invoice_url: '/pay/p-1', status: 'canceled' },
      ],
    };
    const { assign } = renderOrders(
      {
        '/api/orders/': { body: [declined] },
        '/api/orders/8': { body: declined },
        'POST /api/orders/8/pay': { body: { payment_url: '/pay/p-3' } },
      },
      '/personalAccount/orders?order=8',
    );
    const toggle = await orderButton('1008');
    expect(toggle).toHaveTextContent('В процессе');
    expect(toggle).toHaveTextContent('Оплата не прошла');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText('Оплата не прошла — деньги не списаны. Заказ ждёт оплаты: попробуйте ещё раз'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Оплатить ещё раз' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/p-3'));
  });

  it('says nothing of a decline while a newer payment is pending, or once the time is out', async () => {
    useAuthStore.setState({ status: 'signed-out' });
    const pending = {
      ...unpaidOrder,
      payments: [
        { invoice_url: '/pay/p-2', status: 'pending' },
        { invoice_url: '/pay/p-1', status: 'canceled' },
      ],
    };
    const late = {
      ...unpaidOrder,
      id: 80,
      retailcrm_id: '1080',
      pay_until: new Date(Date.now() - 1000).toISOString(),
      payments: [{ invoice_url: '/pay/p-9', status: 'canceled' }],
    };
    renderOrders({ '/api/orders/': { body: [pending, late] } });
    expect(await orderButton('1008')).not.toHaveTextContent('Оплата не прошла');
    expect(await orderButton('1080')).toHaveTextContent('Отменён');
    expect(await orderButton('1080')).not.toHaveTextContent('Оплата не прошла');
  });

  it('keeps "Завершен" on a paid order and says its step beneath: assembling, ready at the store', async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const pickup = { ...paidOrder.delivery, delivery_type: 'pickup' as const, shop_name: 'humbl на Невском' };
    renderOrders({
      '/api/orders/': {
        body: [
          { ...paidOrder, status: 'ready', delivery: pickup },
          { ...paidOrder, id: 70, retailcrm_id: '2070', status: 'assembling' },
        ],
      },
    });
    const ready = await orderButton(paidOrder.retailcrm_id);
    expect(ready).toHaveTextContent('Завершен');
    expect(ready).toHaveTextContent('Готов к выдаче — ждём вас в humbl на Невском');
    const assembling = await orderButton('2070');
    expect(assembling).toHaveTextContent('Завершен');
    expect(assembling).toHaveTextContent('Собирается');
  });

  it('a cancelled order shows "Отменён" and offers no payment', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderOrders({ '/api/orders/': { body: [cancelledOrder] } });
    const toggle = await orderButton('1009');
    expect(toggle).toHaveTextContent('Отменён');
    await user.click(toggle);
    expect(screen.getByText('Заказ отменён: время на оплату истекло')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
  });

  it('a refunded order says the money went back, offers neither payment nor repeat nor cash back', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderOrders({ '/api/orders/': { body: [{ ...paidOrder, status: 'refunded', is_paid: false }] } });
    const toggle = await orderButton(paidOrder.retailcrm_id);
    expect(toggle).toHaveTextContent('Деньги возвращены');
    await user.click(toggle);
    expect(
      screen.getByText('Заказ отменён, деньги вернутся на карту, которой он был оплачен'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Оплатить|Повторить/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Начислено бонусов|начислим бонусов/)).not.toBeInTheDocument();
  });

  it('an unpaid order past its payment time shows as cancelled', async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderOrders({
      '/api/orders/': { body: [{ ...unpaidOrder, pay_until: new Date(Date.now() - 1000).toISOString() }] },
    });
    expect(await orderButton('1008')).toHaveTextContent('Отменён');
  });

  it('opens the order named in the address (?order=) and scrolls to it', async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const { fetchMock } = renderOrders(
      { '/api/orders/': { body: [unpaidOrder, paidOrder] }, '/api/orders/7': { body: unpaidOrder } },
      '/personalAccount/orders?order=7',
    );
    expect(await orderButton('1007')).toHaveAttribute('aria-expanded', 'true');
    expect(await orderButton('1008')).toHaveAttribute('aria-expanded', 'false');
    expect(scrolled).toEqual(['order-7']);
    // Back from the payment page: that order is read first (the server asks the provider about its payment).
    const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://shop').pathname);
    expect(paths.indexOf('/api/orders/7')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('/api/orders/7')).toBeLessThan(paths.indexOf('/api/orders/'));
  });
});
