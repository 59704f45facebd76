import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearerOf, bodyOf, stubFetch } from '@/test/fetch-stub.ts';
import { apiGet, ApiError, apiSend } from './api-client.ts';
import { onSessionEvent, storedTokens, storeTokens, type SessionEvent } from './tokens.ts';

const get = (path: string) => apiGet<{ ok: string }>(path, { fallbackMessage: 'Ошибка' });

/** An API that accepts only `valid` as the bearer and trades refresh token R1 for the pair A2/R2. */
function stubApi(valid = 'A2') {
  const refreshes: unknown[] = [];
  const fetchMock = stubFetch({
    '/api/cart/': (init) =>
      bearerOf(init) === `Bearer ${valid}`
        ? { body: { ok: 'cart' } }
        : { status: 401, body: { detail: 'Не передан или недействителен токен' } },
    '/api/boxes/': (init) =>
      bearerOf(init) === `Bearer ${valid}`
        ? { body: { ok: 'boxes' } }
        : { status: 401, body: { detail: 'Не передан или недействителен токен' } },
    'POST /api/auth/refresh': (init) => {
      refreshes.push(bodyOf(init));
      return {
        body: { access_token: 'A2', refresh_token: 'R2', token_type: 'bearer', is_admin: false },
      };
    },
  });
  return { fetchMock, refreshes };
}

describe('api client with a signed-in customer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the stored access token, and none for a guest', async () => {
    const fetchMock = stubFetch({ '/api/cart/': { body: { ok: 'cart' } } });
    await get('/api/cart/');
    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBeNull();
    storeTokens('A2', 'R2');
    await get('/api/cart/');
    expect(bearerOf(fetchMock.mock.calls[1]?.[1])).toBe('Bearer A2');
  });

  it('renews a refused token once for calls refused together, and repeats each with the new one', async () => {
    storeTokens('A1', 'R1');
    const { fetchMock, refreshes } = stubApi();

    const answers = await Promise.all([get('/api/cart/'), get('/api/boxes/'), get('/api/cart/')]);

    expect(answers.map((a) => a.ok)).toEqual(['cart', 'boxes', 'cart']);
    expect(refreshes).toEqual([{ refresh_token: 'R1' }]);
    // The refresh call itself goes without a bearer; the repeated calls carry the new token.
    const refreshCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/refresh');
    expect(bearerOf(refreshCall?.[1])).toBeNull();
    const retried = fetchMock.mock.calls.filter(([path]) => path !== '/api/auth/refresh').slice(3);
    expect(retried.map(([, init]) => bearerOf(init))).toEqual(['Bearer A2', 'Bearer A2', 'Bearer A2']);
    expect(storedTokens()).toEqual({ access: 'A2', refresh: 'R2' });
  });

  it('takes the pair another tab got while it waited for the lock instead of refreshing again', async () => {
    storeTokens('A1', 'R1');
    const { refreshes } = stubApi();
    const lockNames: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, run: () => Promise<unknown>) => {
          lockNames.push(name);
          // Meanwhile the other tab has renewed: its pair is in the storage.
          storeTokens('A2', 'R2');
          return run();
        },
      },
    });

    expect(await get('/api/cart/')).toEqual({ ok: 'cart' });
    expect(lockNames).toEqual(['humbl-token-refresh']);
    expect(refreshes).toEqual([]);
  });

  it('ends the session when the renewal is refused: tokens cleared, the call fails with its message', async () => {
    storeTokens('A1', 'R1');
    const events: SessionEvent[] = [];
    const stop = onSessionEvent((event) => events.push(event));
    const fetchMock = stubFetch({
      '/api/cart/': { status: 401, body: { detail: 'Не передан или недействителен токен' } },
      'POST /api/auth/refresh': { status: 401, body: { detail: 'Ошибка обновления токена' } },
    });

    const failure = await get('/api/cart/').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, detail: 'Ошибка обновления токена' });
    expect(storedTokens()).toEqual({ access: null, refresh: null });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(events).toEqual([{ type: 'lost', message: 'Ошибка обновления токена' }]);
    // Not repeated: one refused call, one refused renewal.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps the tokens when the server cannot be reached for the renewal', async () => {
    storeTokens('A1', 'R1');
    stubFetch({
      '/api/cart/': { status: 401, body: { detail: 'Не передан или недействителен токен' } },
      'POST /api/auth/refresh': new Error('offline'),
    });
    await expect(get('/api/cart/')).rejects.toMatchObject({ status: 0, detail: 'Ошибка обновления токена' });
    expect(storedTokens()).toEqual({ access: 'A1', refresh: 'R1' });
  });

  it('does not renew for a 401 of a call sent without a token', async () => {
    const fetchMock = stubFetch({ '/api/cart/': { status: 401, body: { detail: 'Нет' } } });
    await expect(get('/api/cart/')).rejects.toMatchObject({ status: 401, detail: 'Нет' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('api client headers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends extra headers with the JSON body and keeps them when a refused token is renewed', async () => {
    storeTokens('A1', 'R1');
    const sent = stubFetch({
      'POST /api/cart/': (init) =>
        bearerOf(init) === 'Bearer A2'
          ? { status: 201, body: { ok: 'order' } }
          : { status: 401, body: { detail: 'Не передан или недействителен токен' } },
      'POST /api/auth/refresh': {
        body: { access_token: 'A2', refresh_token: 'R2', token_type: 'bearer', is_admin: false },
      },
    });

    const answer = await apiSend<{ ok: string }>(
      'POST',
      '/api/cart/',
      { a: 1 },
      { fallbackMessage: 'Ошибка', headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer X' } },
    );

    expect(answer).toEqual({ ok: 'order' });
    const calls = sent.mock.calls.filter(([path]) => path === '/api/cart/');
    expect(calls).toHaveLength(2);
    for (const [, init] of calls) {
      const headers = new Headers(init?.headers);
      expect(headers.get('Idempotency-Key')).toBe('key-1');
      expect(headers.get('Content-Type')).toBe('application/json');
    }
    // The stored token wins over a header of the same name.
    expect(calls.map(([, init]) => bearerOf(init))).toEqual(['Bearer A1', 'Bearer A2']);
  });

  it('sends no extra headers unless asked', async () => {
    const fetchMock = stubFetch({ '/api/cart/': { body: { ok: 'cart' } } });
    await get('/api/cart/');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Idempotency-Key')).toBeNull();
  });
});
