import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type SignedIn } from '../modules/admin/admin-test-kit.ts';
import { MailCatcher } from '../test/mail-catcher.ts';
import { pickupForm } from '../test/shop-calls.ts';
import { bearer, uniqueIp } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { findUnfitText } from './input-hygiene.ts';

/**
 * NUL bytes, lone surrogates and integers beyond PostgreSQL's integer answer 422 with a detail, never 500
 * (the database refuses them: "invalid byte sequence", "out of range").
 */

let t: TestApp;
let mail: MailCatcher;
let admin: SignedIn;

beforeAll(async () => {
  mail = await new MailCatcher().start();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  admin = await signInAdmin(t, mail);
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: string | object; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: {
      ...(typeof options.payload === 'string' ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });

function expectRefused(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
  expect(typeof res.json().detail, what).toBe('string');
}

describe('a NUL byte', () => {
  it('in an e-mail, a courier address, an admin search, a path, a header: 422 before any query', async () => {
    const session = randomUUID();
    await call('POST', '/api/cart/', { payload: { product_id: 1, quantity: 1, session_id: session } });
    const courier = pickupForm({
      delivery: {
        delivery_type: 'courier',
        address: 'СПб, ул. Ленина, 1\u0000',
        date: '2030-01-08',
        slot_id: 1,
      },
    });
    const attempts: [string, Promise<LightMyRequestResponse>][] = [
      ['e-mail', call('POST', '/api/auth/request-code', { payload: { email: 'anna\u0000@example.ru' } })],
      ['address', call('POST', `/api/orders/?session_id=${session}`, { payload: courier })],
      ['admin search', call('GET', '/api/admin/orders?q=%00', { headers: bearer(admin.token) })],
      ['path', call('GET', '/api/payments/test/ab%00cd')],
      ['query', call('GET', `/api/cart/?session_id=${session}%00`)],
      [
        'idempotency key',
        call('POST', '/api/orders/', {
          payload: pickupForm(),
          headers: { 'idempotency-key': 'k\u0000', 'x-session-id': session },
        }),
      ],
      ['session header', call('GET', '/api/cart/', { headers: { 'x-session-id': `${session}\u0000` } })],
      ['object key', call('POST', '/api/cart/', { payload: `{"product_id":1,"quantity":1,"a\\u0000":1}` })],
    ];
    for (const [what, answer] of attempts) {
      const res = await answer;
      expectRefused(res, what);
      expect(res.json().detail, what).toContain('недопустимый символ');
    }
  });

  it('and a lone surrogate in text the database would keep garbled (or refuse as JSON): 422', async () => {
    const res = await call('PATCH', '/api/admin/products/1', {
      payload: '{"description":"\\ud800 описание"}',
      headers: bearer(admin.token),
    });
    expectRefused(res, 'lone surrogate');
    // Pairs are fine: an emoji is text.
    const emoji = await call('PATCH', '/api/admin/products/1', {
      payload: { description: 'Вкусно 😀' },
      headers: bearer(admin.token),
    });
    expect(emoji.statusCode).toBe(200);
  });

  it('is found however deep a body nests, without running out of stack', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(findUnfitText(deep, 'body')).toBe('body.0.0.0.0.0.0.….0');
    expect(findUnfitText({ a: [{ b: 'ok' }, { c: 'fine 😀' }] }, 'body')).toBeNull();
  });
});

describe('an integer beyond 32 bits or out of range', () => {
  it('as a product id or a quantity of the cart: 422', async () => {
    const session = randomUUID();
    const bodies = [
      '{"product_id":2147483648,"quantity":1}',
      '{"product_id":1,"quantity":2147483648}',
      '{"product_id":1,"quantity":-1}',
      '{"product_id":1,"quantity":0}',
      '{"product_id":1,"quantity":1e30}',
      '{"product_id":9007199254740993,"quantity":1}',
      '{"product_id":1,"quantity":"NaN"}',
      '{"product_id":1.5,"quantity":1}',
    ];
    for (const body of bodies)
      expectRefused(await call('POST', `/api/cart/?session_id=${session}`, { payload: body }), body);
    const box = `{"box_type":"box4","items":[{"product_id":1,"quantity":2147483648}],"session_id":"${session}"}`;
    expectRefused(await call('POST', '/api/boxes/', { payload: box }), 'box flavour');
  });

  it('as an id in a path or a query: 422', async () => {
    const session = randomUUID();
    const guestPaths = [
      '/api/boxes/2147483648',
      '/api/boxes/-1',
      '/api/boxes/0',
      '/api/boxes/1e30',
      '/api/boxes/NaN',
      '/api/boxes/9007199254740993',
      '/api/orders/2147483648',
    ];
    for (const path of guestPaths) expectRefused(await call('GET', `${path}?session_id=${session}`), path);
    expectRefused(await call('DELETE', `/api/cart/2147483648?session_id=${session}`), 'cart line');
    expectRefused(
      await call('PATCH', `/api/cart/2147483648?session_id=${session}`, { payload: { quantity: 1 } }),
      'cart line',
    );
    const adminPaths = [
      '/api/admin/audit?before=2147483648',
      `/api/admin/orders?cursor=${Buffer.from('a.1.2147483648').toString('base64url')}`,
      '/api/admin/orders/2147483648/cancel',
    ];
    for (const path of adminPaths) {
      const method = path.endsWith('cancel') ? 'POST' : 'GET';
      const res = await call(method, path, {
        headers: bearer(admin.token),
        ...(method === 'POST' ? { payload: { reason: 'тест' } } : {}),
      });
      expectRefused(res, path);
    }
  });
});
