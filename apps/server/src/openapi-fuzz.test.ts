import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import { setAdmin, signInAdmin, type SignedIn } from './modules/admin/admin-test-kit.ts';
import {
  attempts,
  guestSession,
  hostile,
  operations,
  problem,
  shown,
  type Operation,
} from './openapi-fuzz.fixtures.ts';
import { MailCatcher } from './test/mail-catcher.ts';
import { uniqueIp } from './test/sign-in.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Every operation of the OpenAPI document, attacked: each path parameter, query parameter, documented
 * header and JSON body field in turn (and the whole body) carries NUL bytes, integers beyond 32 and 53
 * bits, 100 000 characters, lone surrogates, bidi overrides, emoji, compatibility forms and wrong types,
 * as a guest, with a forged bearer token and as an admin. No answer may be a 5xx, and every 4xx carries a
 * `detail` string. Nothing is skipped: the multipart upload (whose parts the document cannot describe) gets
 * JSON bodies like the others and its hostile form fields in a test of its own below.
 */

let t: TestApp;
let mail: MailCatcher;
let ops: Operation[];
let admin: SignedIn;
let productIds: number[];

beforeAll(async () => {
  mail = await new MailCatcher().start();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  admin = await signInAdmin(t, mail, 'fuzz-admin');
  const groups = (
    await t.app.inject({ method: 'GET', url: '/api/products/grouped' })
  ).json() as ProductGroup[];
  productIds = buildCatalogCards(groups)
    .filter((card) => card.kind === 'regular')
    .map((card) => Number(card.id));
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  // Signing out ends the admin's session: it goes last.
  ops = operations(doc).sort(
    (a, b) => Number(a.path === '/api/auth/logout') - Number(b.path === '/api/auth/logout'),
  );
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

/** Something in the cart of whoever `auth` is, so that a checkout gets as far as writing the order. */
async function fillCart(auth: Record<string, string>, round: number): Promise<void> {
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/',
    headers: auth,
    payload: { product_id: productIds[round % productIds.length], quantity: 1, session_id: guestSession },
    remoteAddress: uniqueIp(),
  });
}

async function attack(auth: Record<string, string>): Promise<string[]> {
  const failures: string[] = [];
  let round = 0;
  for (const op of ops) {
    // A DELETE /api/admin/admins/{' 1 '} may have taken the admin's rights away (it is user 1).
    if (auth.authorization?.endsWith(admin.token)) await setAdmin(t, admin.id, true);
    for (const a of attempts(op, auth)) {
      if (a.method === 'POST' && op.path === '/api/orders/') await fillCart(auth, round++);
      const res = await t.app.inject({
        method: a.method as 'GET',
        url: a.url,
        headers: a.headers,
        // Every request from an address of its own: per-address limits would stop them before the code.
        remoteAddress: uniqueIp(),
        ...(a.payload === undefined ? {} : { payload: a.payload }),
      });
      const wrong = problem(res);
      if (wrong) failures.push(`${a.method} ${op.path} [${a.what}] → ${wrong}`);
    }
  }
  return failures;
}

describe('every operation of the OpenAPI document under hostile input', () => {
  it('covers the whole document', () => {
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.map((op) => `${op.method} ${op.path}`)).toContain('POST /api/admin/review-videos');
  });

  it('as a guest: no 5xx, every 4xx with a detail', { timeout: 120_000 }, async () => {
    expect(await attack({})).toEqual([]);
  });

  it('with a forged bearer token', { timeout: 120_000 }, async () => {
    expect(await attack({ authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged' })).toEqual([]);
  });

  it('as an admin', { timeout: 120_000 }, async () => {
    expect(await attack({ authorization: `Bearer ${admin.token}` })).toEqual([]);
  });

  it('the multipart upload with hostile form fields', async () => {
    await setAdmin(t, admin.id, true);
    // An MP4 as far as its first bytes go.
    const clip = Buffer.alloc(64, 0x42);
    Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(clip);
    const failures: string[] = [];
    for (const value of hostile) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      for (const field of ['title', 'description']) {
        const form = new FormData();
        form.append('title', field === 'title' ? text : 'Отзыв');
        form.append('description', field === 'description' ? text : '');
        form.append('file', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'clip.mp4');
        const encoded = new Response(form);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/review-videos',
          headers: {
            authorization: `Bearer ${admin.token}`,
            'content-type': encoded.headers.get('content-type')!,
          },
          payload: Buffer.from(await encoded.arrayBuffer()),
        });
        const wrong = problem(res);
        if (wrong) failures.push(`${field}=${shown(value)} → ${wrong}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
