import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type Reply } from '@/test/fetch-stub.ts';
import { getOrders } from '../api/get-orders.ts';
import { useAuthStore } from '@/features/auth';
import { anna } from '@/test/fixtures/accounts.ts';
import { useUiStore } from '@/lib/ui-store.ts';
import { cancelledOrder, order, paidOrder, unpaidOrder } from '@/test/fixtures/orders.ts';
import { renderOrders } from '../test-fixtures/render-orders.tsx';

describe('orders page', () => {
  it('shows neither the note nor the sign-in prompt while the session is being checked', () => {
    renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'Заказы' })).toBeInTheDocument();
    act(() => useAuthStore.setState({ status: 'loading' }));
    expect(screen.queryByText('Войдите в личный кабинет')).not.toBeInTheDocument();
    expect(screen.queryByText('Заказов пока нет')).not.toBeInTheDocument();
  });

  it('tells a signed-in customer there are no orders yet and leads to the catalogue', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const { router } = renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'Заказы' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Заказов пока нет' })).toBeInTheDocument();
    expect(screen.queryByText('Войдите в личный кабинет')).not.toBeInTheDocument();

    const toCatalog = screen.getByRole('link', { name: 'Перейти в каталог' });
    expect(toCatalog).toHaveAttribute('href', '/catalog');
    await user.click(toCatalog);
    expect(router.state.location.pathname).toBe('/catalog');
  });

  it('lists a customer’s orders with their count, number, status and total', async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const { fetchMock } = renderOrders({
      '/api/orders/': { body: [unpaidOrder, paidOrder, cancelledOrder] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы 3' })).toBeInTheDocument();
    const paid = screen.getByRole('button', { name: /Заказ №1007/ });
    expect(paid).toHaveAttribute('aria-expanded', 'false');
    expect(paid).toHaveTextContent('Завершен');
    expect(paid).toHaveTextContent('8 134 ₽');
    expect(paid).toHaveTextContent('Доставка курьером');
    expect(screen.getByRole('button', { name: /Заказ №1008/ })).toHaveTextContent('В процессе');
    expect(screen.getByRole('button', { name: /Заказ №1009/ })).toHaveTextContent('Отменён');
    // A signed-in customer's list is asked for with the token, not a session id.
    const call = fetchMock.mock.calls.find(([path]) => String(path).startsWith('/api/orders/'));
    expect(String(call?.[0])).toBe('/api/orders/');
  });

  it('asks a signed-out visitor without orders to sign in, and opens the sign-in modal', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ status: 'signed-out' });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Войдите в личный кабинет' })).toBeInTheDocument();
    expect(screen.queryByText('Заказов пока нет')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Перейти в каталог' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(useUiStore.getState().modal).toBe('auth');
  });

  it("shows a guest the orders of this browser's session with a gentle word about signing in", async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ status: 'signed-out' });
    const { fetchMock } = renderOrders({ '/api/orders/': { body: [unpaidOrder] } });
    expect(await screen.findByRole('button', { name: /Заказ №1008/ })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => String(path).startsWith('/api/orders/'));
    // The session goes in a header, never in the URL (URLs reach logs).
    expect(String(call?.[0])).toBe('/api/orders/');
    expect(new Headers(call?.[1]?.headers).get('X-Session-Id')).toBe(localStorage.getItem('session_id'));
    expect(screen.queryByText('Войдите в личный кабинет')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Заказы этого браузера' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(useUiStore.getState().modal).toBe('auth');
  });

  it('follows the session: the note goes when the customer signs out', async () => {
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    renderOrders();
    expect(await screen.findByText('Заказов пока нет')).toBeInTheDocument();
    act(() => useAuthStore.setState({ user: null, status: 'signed-out' }));
    expect(screen.queryByText('Заказов пока нет')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Войдите в личный кабинет' })).toBeInTheDocument();
  });

  it('says so when the orders cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    let calls = 0;
    renderOrders({
      '/api/orders/': () =>
        calls++ < 2 ? { status: 500, body: { detail: 'Internal Server Error' } } : { body: [paidOrder] },
    });
    // The query client tries once more by itself (a second later) before giving up.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Internal Server Error',
    );
    // docs/product/checkout-and-orders.md#errors: the failure is logged in its own words.
    expect(log).toHaveBeenCalledWith('Internal Server Error');
    await user.click(screen.getByRole('button', { name: 'Повторить попытку' }));
    expect(await screen.findByRole('button', { name: /Заказ №1007/ })).toBeInTheDocument();
    log.mockRestore();
  });

  it('loads the older orders by the cursor the page before named, with the count of all of them', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    const newer = Array.from({ length: 8 }, (_, index) =>
      order({ id: 30 - index, retailcrm_id: `${1030 - index}` }),
    );
    const { fetchMock } = renderOrders({
      'GET /api/orders/': { body: newer, headers: { 'X-Next-Cursor': 'by4xLjIz', 'X-Total-Count': '9' } },
      'GET /api/orders/?cursor=by4xLjIz': { body: [paidOrder] },
    });
    // The heading counts every order, not the page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы 9' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'История заказов' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);

    const more = screen.getByRole('button', { name: 'Показать ещё' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(await within(list).findByRole('button', { name: /Заказ №1007/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByRole('status')).toHaveTextContent('Загружено ещё: 1. Всего показано: 9');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Заказы 9' })).toBeInTheDocument();
    const paths = fetchMock.mock.calls
      .map(([path]) => String(path))
      .filter((path) => path.startsWith('/api/orders'));
    expect(paths).toEqual(['/api/orders/', '/api/orders/?cursor=by4xLjIz']);
  });

  it('loads the next page by itself as the end of the list scrolls near', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(readonly callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(target: Element) {
          (this as { target?: Element }).target = target;
        }
        disconnect() {}
      },
    );
    useAuthStore.setState({ user: anna, status: 'signed-in' });
    let release = () => {};
    const waited = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = renderOrders({
      'GET /api/orders/': { body: [unpaidOrder], headers: { 'X-Next-Cursor': 'by4xLjg' } },
      'GET /api/orders/?cursor=by4xLjg': () => ({ body: [paidOrder] }),
    });
    await screen.findByRole('button', { name: /Заказ №1008/ });
    const sentinel = observers.at(-1)!;
    // The next page waits until released: what shows while it loads is checked first.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('cursor=')) await waited;
      return answer(input, init);
    });
    act(() =>
      sentinel.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    // While the page loads, the button stays where it was and says so.
    const busy = await screen.findByRole('button', { name: 'Загружаем…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('button', { name: /Заказ №1007/ })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/orders/?cursor=by4xLjg');
  });

  it('logs each failed load the way docs/product/checkout-and-orders.md words it', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answers: Reply[] = [
      { status: 400, body: { detail: 'Bad Request: session_id or token is missing' } },
      { status: 422, body: { detail: 'Unprocessable Entity: invalid UUID format' } },
      { status: 503, statusText: 'Service Unavailable', body: {} },
    ];
    for (const answer of answers) {
      stubFetch({ '/api/orders/': answer });
      await getOrders('guest').catch(() => null);
    }
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'Bad Request: session_id or token is missing',
      'Unprocessable Entity: invalid UUID format',
      'Unexpected error: Service Unavailable',
    ]);
    log.mockRestore();
  });
});
