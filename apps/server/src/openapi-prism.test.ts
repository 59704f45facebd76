import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import { tickedConsents } from './test/consents.ts';
import { pickupForm } from './test/shop-calls.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * A shopper's traffic through a Prism proxy in validation mode (docs/decisions/0021-openapi-document.md):
 * every request and every answer, 2xx or error, must match the OpenAPI document, or Prism answers with its
 * own error instead and the test fails.
 */

const root = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
let prism: ChildProcess | undefined;
let dir: string;
let base: string;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  t = await createTestApp();
  const upstream = await t.app.listen({ port: 0, host: '127.0.0.1' });
  dir = await mkdtemp(path.join(tmpdir(), 'prism-'));
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(t.app.swagger()));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const proxy = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    ['proxy', file, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prism = proxy;
  let said = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${said}`)), 90_000);
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proxy.stdout!.on('data', listen);
    proxy.stderr!.on('data', listen);
    proxy.once('exit', (code) => reject(new Error(`Prism exited (${code}):\n${said}`)));
  });
}, 120_000);
afterAll(async () => {
  prism?.kill();
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A call through Prism: its status and body; a Prism error (a request or answer off the document) fails. */
async function call(
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const answer = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await answer.text();
  const body: unknown =
    text && answer.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  const prismError =
    typeof body === 'object' &&
    body !== null &&
    String((body as { type?: unknown }).type).includes('stoplight.io/prism');
  expect(prismError ? body : null, `${method} ${url}`).toBeNull();
  return { status: answer.status, body: body as never };
}

describe('a guest’s journey through a validating proxy', () => {
  it('browses, fills a cart, orders and pays; every answer matches the document', async () => {
    const session = randomUUID();
    const mine = { 'X-Session-Id': session };
    for (const url of [
      '/healthz',
      '/api/stores',
      '/api/admin/site-status/public',
      '/api/admin/contacts_info/public',
      '/api/admin/delivery-times/public',
      '/api/admin/delivery-settings/public',
      '/api/admin/support_returns/public',
      '/api/admin/review-videos/public',
      '/api/legal/documents',
      '/api/legal/documents/offer',
    ])
      expect((await call('GET', url)).status, url).toBe(200);

    const grouped = await call('GET', '/api/products/grouped');
    expect(grouped.status).toBe(200);
    const bars = buildCatalogCards(grouped.body as ProductGroup[]).filter((card) => card.kind === 'regular');

    const added = await call('POST', '/api/cart/', {
      headers: mine,
      body: { product_id: Number(bars[0]!.id), quantity: 1 },
    });
    expect(added.status).toBe(200);
    const other = await call('POST', '/api/cart', {
      headers: mine,
      body: { product_id: Number(bars[1]!.id), quantity: 1 },
    });
    expect(other.status).toBe(200);
    const line = (other.body as { item: { id: number } }).item.id;
    expect((await call('PATCH', `/api/cart/${line}`, { headers: mine, body: { quantity: 2 } })).status).toBe(
      200,
    );
    expect((await call('DELETE', `/api/cart/${line}`, { headers: mine })).status).toBe(204);
    const cart = await call('GET', `/api/cart/?session_id=${session}`);
    expect(cart.status).toBe(200);
    expect((cart.body as { items: unknown[] }).items).toHaveLength(1);

    const placed = await call('POST', '/api/orders/', {
      headers: mine,
      body: { ...pickupForm(), consents: await tickedConsents(t) },
    });
    expect(placed.status).toBe(201);
    const { order, payment_url } = placed.body as CreateOrderAnswer;
    expect((await call('GET', '/api/orders/', { headers: mine })).status).toBe(200);
    expect((await call('GET', `/api/orders/${order.id}`, { headers: mine })).status).toBe(200);
    const payment = payment_url!.split('/').pop()!;
    expect((await call('GET', `/api/payments/test/${payment}`)).status).toBe(200);
    expect(
      (await call('POST', `/api/payments/test/${payment}/confirm`, { body: { outcome: 'succeeded' } }))
        .status,
    ).toBe(200);
    expect((await call('GET', `/api/orders/${order.id}`, { headers: mine })).body).toMatchObject({
      status: 'paid',
    });
  }, 120_000);

  it('gets the server’s refusals of well-formed requests in the documented shape', async () => {
    // (A request off the document never reaches the shop: Prism refuses it itself.)
    const mine = { 'X-Session-Id': randomUUID() };
    const refusals: [string, string, unknown, number][] = [
      ['GET', '/api/orders/999999', undefined, 404],
      ['POST', '/api/cart/', { product_id: 999999, quantity: 1 }, 404],
      ['PATCH', '/api/cart/999999', { quantity: 1 }, 404],
      ['POST', '/api/orders/', { ...pickupForm(), consents: await tickedConsents(t) }, 409],
    ];
    for (const [method, url, body, status] of refusals) {
      const answer = await call(method, url, { headers: mine, body });
      expect(answer.status, `${method} ${url}`).toBe(status);
      expect(typeof (answer.body as { detail?: unknown }).detail).toBe('string');
    }
    const card = await call('POST', '/api/gift-cards/check', { body: { code: 'AAAA-BBBB-CCCC-DDDD' } });
    expect(card.status).toBeGreaterThanOrEqual(400);
  }, 60_000);
});
