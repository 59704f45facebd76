import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerifyCodeAnswer } from '@shop/shared/accounts/account-api';
import type { AdminOrdersAnswer } from '@shop/shared/orders/admin-order-api';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { BoxCard, Card } from '@shop/shared/rules/cards';
import { users } from './db/schema.ts';
import { setAdmin } from './modules/admin/admin-test-kit.ts';
import { currentVersion, tickedConsents } from './test/consents.ts';
import { MailCatcher } from './test/mail-catcher.ts';
import { pickupForm } from './test/shop-calls.ts';
import { uniqueEmail } from './test/sign-in.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Traffic of a guest, a customer who signs in by e-mail code and an admin through a Prism proxy in
 * validation mode (docs/decisions/0021-openapi-document.md): every request and every answer, 2xx or error,
 * must match the OpenAPI document, or Prism answers with its own error instead and the test fails. Every tag
 * of the document has operations among them.
 */

const root = path.resolve(import.meta.dirname, '../../..');

type Doc = { paths: Record<string, Record<string, { operationId: string; tags?: string[] }>> };

let t: TestApp;
let mail: MailCatcher;
let doc: Doc;
let prism: ChildProcess | undefined;
let dir: string;
let base: string;
let cards: Card[];
/** The operations driven through the proxy (operationIds without the …WithoutSlash of a twin). */
const driven = new Set<string>();

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  mail = await new MailCatcher().start();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  const upstream = await t.app.listen({ port: 0, host: '127.0.0.1' });
  dir = await mkdtemp(path.join(tmpdir(), 'prism-'));
  const file = path.join(dir, 'openapi.json');
  doc = t.app.swagger() as unknown as Doc;
  await writeFile(file, JSON.stringify(doc));
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
  await mail?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The document's operation a call reaches: its path template matched segment by segment. */
function operationOf(method: string, url: string): string | undefined {
  const [where] = url.split('?');
  for (const [template, item] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);
    const operation = item[method.toLowerCase()];
    if (operation && pattern.test(where!)) return operation.operationId.replace(/WithoutSlash$/, '');
  }
  return undefined;
}

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
  const operation = operationOf(method, url);
  expect(operation, `${method} ${url} is in the document`).toBeDefined();
  driven.add(operation!);
  return { status: answer.status, body: body as never, headers: answer.headers };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the proxy as the storefront does: a code by mail, checked with the consent ticked. */
async function signIn(email: string, session?: string): Promise<VerifyCodeAnswer> {
  const asked = await call('POST', '/api/auth/request-code', {
    body: { email, ...(session ? { session_id: session } : {}) },
  });
  expect(asked.status).toBe(200);
  const signedIn = await call('POST', '/api/auth/verify-code', {
    body: {
      email,
      code: await mail.code(email),
      consent: await currentVersion(t, 'consent'),
      ...(session ? { session_id: session } : {}),
    },
  });
  expect(signedIn.status).toBe(200);
  return signedIn.body as VerifyCodeAnswer;
}

/** The card products of the catalogue, read through the proxy. */
async function catalogue(): Promise<Card[]> {
  if (cards) return cards;
  const grouped = await call('GET', '/api/products/grouped');
  expect(grouped.status).toBe(200);
  cards = buildCatalogCards(grouped.body as ProductGroup[]);
  return cards;
}
const regularCards = async () => (await catalogue()).filter((card) => card.kind === 'regular');

describe('a guest’s journey through a validating proxy', () => {
  it('browses, fills a cart, orders and pays; every answer matches the document', async () => {
    const session = randomUUID();
    const mine = { 'X-Session-Id': session };
    for (const url of [
      '/healthz',
      '/readyz',
      '/api/stores',
      '/api/admin/site-status/public',
      '/api/admin/contacts_info/public',
      '/api/admin/delivery-times/public',
      '/api/admin/delivery-settings/public',
      '/api/admin/support_returns/public',
      '/api/admin/support_delivery/public',
      '/api/admin/support_payments/public',
      '/api/admin/support_certificates/public',
      '/api/admin/review-videos/public',
      '/api/legal/documents',
      '/api/legal/documents/offer',
      '/api/legal/documents/offer/versions',
      '/api/legal/documents/offer/versions/1',
    ])
      expect((await call('GET', url)).status, url).toBe(200);

    const bars = await regularCards();

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

  it('builds a box of its own, changes and removes it', async () => {
    const mine = { 'X-Session-Id': randomUUID() };
    const box = (await catalogue()).find((c): c is BoxCard => c.kind === 'box' && c.flavors.length >= 2)!;
    const [a, b] = box.flavors;
    const made = await call('POST', '/api/boxes/', {
      headers: mine,
      body: {
        box_type: 'box4',
        items: [
          { product_id: a!.id, quantity: 3 },
          { product_id: b!.id, quantity: 1 },
        ],
      },
    });
    expect(made.status).toBe(200);
    const { id } = made.body as { id: number };
    expect((await call('GET', '/api/boxes/', { headers: mine })).status).toBe(200);
    expect((await call('GET', `/api/boxes/${id}`, { headers: mine })).status).toBe(200);
    const changed = await call('PUT', `/api/boxes/${id}/items`, {
      headers: mine,
      body: { items: [{ product_id: a!.id, quantity: 4 }] },
    });
    expect(changed.status).toBe(200);
    expect((await call('DELETE', `/api/boxes/${id}`, { headers: mine })).status).toBe(204);
    expect((await call('GET', `/api/boxes/${id}`, { headers: mine })).status).toBe(404);
  });
});

describe('a customer through a validating proxy', () => {
  it('signs in by e-mail code, keeps the guest’s cart, a profile and orders', async () => {
    const session = randomUUID();
    const [bar] = await regularCards();
    const added = await call('POST', '/api/cart/', {
      headers: { 'X-Session-Id': session },
      body: { product_id: Number(bar!.id), quantity: 1 },
    });
    expect(added.status).toBe(200);
    const email = uniqueEmail('prism');
    const { tokens } = await signIn(email, session);
    const me = bearer(tokens.access_token);

    expect((await call('GET', '/api/users/user', { headers: me })).body).toMatchObject({ email });
    const named = await call('PATCH', '/api/users/user', { headers: me, body: { first_name: 'Анна' } });
    expect([named.status, named.body]).toMatchObject([200, { first_name: 'Анна' }]);
    const cart = await call('GET', '/api/cart/', { headers: me });
    expect((cart.body as { items: unknown[] }).items).toHaveLength(1);
    const placed = await call('POST', '/api/orders/', {
      headers: me,
      body: pickupForm({ first_name: 'Анна', email, consents: await tickedConsents(t) }),
    });
    expect(placed.status).toBe(201);
    const { order } = placed.body as CreateOrderAnswer;
    expect((await call('POST', `/api/orders/${order.id}/pay`, { headers: me, body: {} })).status).toBe(200);
    const mineOrders = await call('GET', '/api/orders/', { headers: me });
    expect(mineOrders.body).toMatchObject([{ id: order.id }]);
    for (const url of ['/api/loyalty/', '/api/users/consents', '/api/users/export'])
      expect((await call('GET', url, { headers: me })).status, url).toBe(200);
    // No phone in the profile to prove (422); the body may be left out, as the document says.
    expect((await call('POST', '/api/users/verify-phone/request', { headers: me })).status).toBe(422);

    const moved = uniqueEmail('prism-moved');
    const recovery = await call('POST', '/api/auth/recover-contact/request', {
      body: { old_email: email, new_email: moved, confirm_new_email: moved },
    });
    expect(recovery.status).toBe(200);
    const deadLink = await call('POST', '/api/auth/recover-contact/cancel', {
      body: { token: 'x'.repeat(43) },
    });
    expect(deadLink.status).toBe(404);

    const refreshed = await call('POST', '/api/auth/refresh', {
      body: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const { access_token, refresh_token } = refreshed.body as { access_token: string; refresh_token: string };
    const out = await call('POST', '/api/auth/logout', {
      headers: bearer(access_token),
      body: { refresh_token },
    });
    expect(out.status).toBe(204);
    expect((await call('GET', '/api/users/user', { headers: bearer(access_token) })).status).toBe(401);
  }, 60_000);
});

describe('an admin through a validating proxy', () => {
  it('reads the lists and edits an order, a product, the contacts, a support text and a courier slot', async () => {
    const { user, tokens } = await signIn(uniqueEmail('prism-admin'));
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    await setAdmin(t, row!.id, true);
    const admin = bearer(tokens.access_token);
    for (const url of [
      '/api/admin/products',
      '/api/admin/product-groups',
      '/api/admin/dashboard',
      '/api/admin/gift-cards',
      '/api/admin/legal',
      '/api/admin/legal/offer',
      '/api/admin/consents',
      '/api/admin/admins',
      '/api/admin/audit',
    ])
      expect((await call('GET', url, { headers: admin })).status, url).toBe(200);

    const paid = await call('GET', '/api/admin/orders?status=paid', { headers: admin });
    expect(paid.status).toBe(200);
    const [order] = (paid.body as AdminOrdersAnswer).orders;
    const step = await call('PATCH', `/api/admin/orders/${order!.id}`, {
      headers: admin,
      body: { status: 'assembling' },
    });
    expect([step.status, step.body]).toMatchObject([200, { status: 'assembling' }]);

    const [bar] = await regularCards();
    const edited = await call('PATCH', `/api/admin/products/${bar!.id}`, {
      headers: admin,
      body: { popular: true },
    });
    expect([edited.status, edited.body]).toMatchObject([200, { popular: true }]);
    expect(
      (
        await call('PATCH', '/api/admin/contacts_info', {
          headers: admin,
          body: { phone: '+7 495 000-00-00' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('PATCH', '/api/admin/support_returns', {
          headers: admin,
          body: { return_policy: 'Вернём деньги за испорченный товар.' },
        })
      ).status,
    ).toBe(200);
    const slot = await call('POST', '/api/admin/delivery-times', {
      headers: admin,
      body: { time_from: '20:00', time_to: '21:00' },
    });
    expect(slot.status).toBe(201);
    const { id } = slot.body as { id: number };
    const backwards = await call('PATCH', `/api/admin/delivery-times/${id}`, {
      headers: admin,
      body: { time_from: '21:00', time_to: '20:00' },
    });
    expect(backwards.status).toBe(400);
    expect((await call('DELETE', `/api/admin/delivery-times/${id}`, { headers: admin })).status).toBe(204);
    expect(
      (await call('PATCH', '/api/admin/site-status', { headers: admin, body: { is_active: true } })).status,
    ).toBe(200);
    for (const step of ['archive', 'restore'])
      expect((await call('POST', `/api/admin/products/${bar!.id}/${step}`, { headers: admin })).status).toBe(
        200,
      );

    const unpaid = await call('GET', '/api/admin/orders?status=awaiting_payment', { headers: admin });
    const [open] = (unpaid.body as AdminOrdersAnswer).orders;
    const cancelled = await call('POST', `/api/admin/orders/${open!.id}/cancel`, {
      headers: admin,
      body: { reason: 'Покупатель передумал' },
    });
    expect([cancelled.status, cancelled.body]).toMatchObject([200, { status: 'cancelled' }]);

    for (const url of ['/api/admin/legal/offer/versions/1', '/api/admin/consents/export.csv'])
      expect((await call('GET', url, { headers: admin })).status, url).toBe(200);
    const preview = await call('POST', '/api/admin/legal/preview', {
      headers: admin,
      body: { format: 'markdown', body: '# Оферта' },
    });
    expect(preview.status).toBe(200);
    // Publishing a draft that equals the current version changes nothing (409).
    expect((await call('POST', '/api/admin/legal/offer/publish', { headers: admin })).status).toBe(409);

    const added = await call('POST', '/api/admin/admins', {
      headers: admin,
      body: { email: uniqueEmail('prism-second-admin') },
    });
    expect(added.status).toBe(201);
    const second = (added.body as { id: number }).id;
    expect((await call('DELETE', `/api/admin/admins/${second}`, { headers: admin })).status).toBe(204);

    // Refusals of a well-formed request: a customer's token (403), a product that is not there (404).
    const customer = await signIn(uniqueEmail('prism-customer'));
    const notAdmin = await call('GET', '/api/admin/dashboard', {
      headers: bearer(customer.tokens.access_token),
    });
    expect(notAdmin.status).toBe(403);
    const missing = await call('PATCH', '/api/admin/products/999999', {
      headers: admin,
      body: { popular: true },
    });
    expect(missing.status).toBe(404);
  }, 60_000);
});

describe('the server’s refusals through a validating proxy', () => {
  it('of well-formed requests come in the documented shape', async () => {
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

  it('of sign-in: a wrong code (400), a forged token (401), a code asked again too soon (429)', async () => {
    const email = uniqueEmail('prism-refused');
    expect((await call('POST', '/api/auth/request-code', { body: { email } })).status).toBe(200);
    const wrong = await call('POST', '/api/auth/verify-code', {
      body: { email, code: (Number(await mail.code(email)) ^ 1).toString().padStart(5, '0') },
    });
    expect(wrong.status).toBe(400);
    const again = await call('POST', '/api/auth/request-code', { body: { email } });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    const forged = await call('GET', '/api/users/user', { headers: bearer('forged.token.value') });
    expect(forged.status).toBe(401);
  });

  it('of a customer: a confirmation that does not match (422)', async () => {
    const { tokens } = await signIn(uniqueEmail('prism-mismatch'));
    const mismatch = await call('POST', '/api/users/change-email/request', {
      headers: bearer(tokens.access_token),
      body: { new_email: uniqueEmail('new'), confirm_new_email: uniqueEmail('other') },
    });
    expect(mismatch.status).toBe(422);
    expect(typeof (mismatch.body as { detail?: unknown }).detail).toBe('string');
  });
});

describe('the proxy’s coverage', () => {
  it('has driven an operation of every tag of the document', () => {
    const tagsOf = new Map<string, string[]>();
    for (const item of Object.values(doc.paths))
      for (const operation of Object.values(item))
        tagsOf.set(operation.operationId.replace(/WithoutSlash$/, ''), operation.tags ?? []);
    const tags = new Set([...tagsOf.values()].flat());
    const reached = new Set([...driven].flatMap((id) => tagsOf.get(id) ?? []));
    expect([...tags].filter((tag) => !reached.has(tag))).toEqual([]);
    expect(driven.size).toBeGreaterThanOrEqual(60);
    console.info(`Prism checked ${driven.size} of ${tagsOf.size} operations`);
  });
});
