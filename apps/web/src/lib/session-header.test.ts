import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCartLine, getBasket, removeBox, removeCartLine, setCartLineQuantity } from '@/features/cart';
import { getBox } from '@/features/custom-box';
import { getOrders, payOrder } from '@/features/orders';
import { stubFetch } from '@/test/fetch-stub.ts';
import { apiGet } from './api-client.ts';
import { sessionId } from './session-id.ts';

const sessionOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('X-Session-Id');

describe('the guest session in a header', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the session in X-Session-Id on every API call', async () => {
    const fetchMock = stubFetch({ '/api/products/grouped': { body: [] } });
    await apiGet('/api/products/grouped', { fallbackMessage: 'Ошибка' });
    expect(sessionOf(fetchMock.mock.calls[0]?.[1])).toBe(sessionId());
  });

  it('puts no session id into the address of any cart, box or order call (addresses reach logs)', async () => {
    const fetchMock = stubFetch({
      '/api/cart/': { body: { items: [], reserved_until: null, item: {} } },
      '/api/cart/1': { body: { id: 1, price: 1, quantity: 1 } },
      'DELETE /api/cart/1': { body: null },
      '/api/boxes/': { body: [] },
      '/api/boxes/9': { body: { id: 9 } },
      'DELETE /api/boxes/9': { body: null },
      '/api/orders/': { body: [] },
      '/api/orders/5': { body: {} },
      '/api/orders/5/pay': { body: { payment_url: '/pay/x' } },
    });

    await getBasket();
    await addCartLine(101, 2);
    await setCartLineQuantity(1, 3);
    await removeCartLine(1);
    await removeBox(9);
    await getBox(9);
    await getOrders('guest', undefined, 5);
    await payOrder(5, true);

    const calls = fetchMock.mock.calls.map(([path, init]) => ({
      path: String(path),
      session: sessionOf(init),
    }));
    expect(calls).toHaveLength(10);
    for (const call of calls) {
      expect(call.path).not.toMatch(/session/i);
      expect(call.session).toBe(localStorage.getItem('session_id'));
    }
  });

  it('sends no header where the browser keeps no storage', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const fetchMock = stubFetch({ '/api/products/grouped': { body: [] } });
    await apiGet('/api/products/grouped', { fallbackMessage: 'Ошибка' });
    expect(sessionOf(fetchMock.mock.calls[0]?.[1])).toBeNull();
  });
});
