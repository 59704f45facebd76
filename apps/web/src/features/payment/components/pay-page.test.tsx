import type { TestPayment } from '@shop/shared/payments/test-payment-api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, stubFetch, type Answer } from '@/test/fetch-stub.ts';
import PayPage from './pay-page.tsx';

const id = '5f0c1a7e-9a54-4c57-8f1b-3e0f5d2b9c11';
const returnUrl = 'http://localhost/personalAccount/orders?order=8';

const payment = (overrides: Partial<TestPayment> = {}): TestPayment => ({
  id,
  order_number: '1008',
  amount: 1290,
  description: 'Заказ №1008 в humbl',
  status: 'pending',
  expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
  return_url: returnUrl,
  ...overrides,
});

function renderPay(answers: Record<string, Answer>) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const fetchMock = stubFetch(answers);
  const router = createMemoryRouter(
    [
      { path: '/pay/:paymentId', element: <PayPage /> },
      { path: '/personalAccount/orders', element: <h1>Заказы</h1> },
    ],
    { initialEntries: [`/pay/${id}`] },
  );
  render(<RouterProvider router={router} />);
  return { assign, fetchMock, router };
}

const confirmPath = `/api/payments/test/${id}/confirm`;

describe('test payment page', () => {
  it('shows the order, the amount and that no money is taken; "Оплатить" pays and goes back', async () => {
    const user = userEvent.setup();
    const { assign, fetchMock } = renderPay({
      [`/api/payments/test/${id}`]: { body: payment() },
      [`POST ${confirmPath}`]: { body: { return_url: returnUrl } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ №1008' })).toBeInTheDocument();
    expect(screen.getByText('1 290 ₽')).toBeInTheDocument();
    expect(screen.getByText(/деньги не списываются/)).toBeInTheDocument();
    expect(screen.getByText(/Ссылка на оплату действует ещё/)).toHaveTextContent(/(29|30):\d\d$/);
    expect(document.title).toBe('Оплата заказа — humbl');

    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(returnUrl));
    const confirm = fetchMock.mock.calls.find(([path]) => path === confirmPath);
    expect(bodyOf(confirm?.[1])).toEqual({ outcome: 'succeeded' });
  });

  it('"Отказаться" cancels the payment and goes back', async () => {
    const user = userEvent.setup();
    const { assign, fetchMock } = renderPay({
      [`/api/payments/test/${id}`]: { body: payment() },
      [`POST ${confirmPath}`]: { body: { return_url: returnUrl } },
    });
    await user.click(await screen.findByRole('button', { name: 'Отказаться' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(returnUrl));
    const confirm = fetchMock.mock.calls.find(([path]) => path === confirmPath);
    expect(bodyOf(confirm?.[1])).toEqual({ outcome: 'canceled' });
  });

  it('shows the server’s refusal in place of the buttons, with the way to the orders', async () => {
    const user = userEvent.setup();
    const { assign, router } = renderPay({
      [`/api/payments/test/${id}`]: { body: payment() },
      [`POST ${confirmPath}`]: { status: 409, body: { detail: 'Время на оплату истекло: заказ отменён' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Время на оплату истекло: заказ отменён');
    expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Перейти к заказам' }));
    expect(router.state.location.pathname).toBe('/personalAccount/orders');
  });

  it('an expired or decided payment shows why, and no buttons', async () => {
    renderPay({
      [`/api/payments/test/${id}`]: {
        body: payment({ expires_at: new Date(Date.now() - 1000).toISOString() }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Время на оплату истекло: заказ отменён');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к заказам' })).toHaveAttribute(
      'href',
      '/personalAccount/orders',
    );
  });

  it('a paid one says it is over', async () => {
    renderPay({ [`/api/payments/test/${id}`]: { body: payment({ status: 'succeeded' }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот платёж уже завершён');
  });

  it('an unknown payment shows the server’s detail', async () => {
    renderPay({ [`/api/payments/test/${id}`]: { status: 404, body: { detail: 'Платёж не найден' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Платёж не найден');
    expect(screen.getByRole('link', { name: 'Перейти к заказам' })).toBeInTheDocument();
  });
});
