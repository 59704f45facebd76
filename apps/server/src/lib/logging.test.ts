import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture } from '../test/log-capture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loggerOptions, redactSessionIds, redactUrl } from './logging.ts';

/** Guest session ids are bearer secrets: they never reach the log, and the storefront sends them in a header. */

let t: TestApp;
let log: LogCapture;
let productId: number;

beforeAll(async () => {
  log = new LogCapture();
  t = await createTestApp({ logStream: log.stream });
  const groups = (await t.app.inject({ method: 'GET', url: '/api/products/grouped' })).json() as {
    products: { id: number }[];
    children: { products: { id: number }[] }[];
  }[];
  productId = groups.flatMap((g) => [...g.products, ...g.children.flatMap((c) => c.products)])[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('session ids in the log', () => {
  it('blanks session_id in any text, also encoded', () => {
    const id = randomUUID();
    expect(redactSessionIds(`GET /api/cart/?session_id=${id}&x=1`)).toBe(
      'GET /api/cart/?session_id=[redacted]&x=1',
    );
    expect(redactSessionIds(`"/api/orders/?a=1&Session%5FId%3D${id}"`)).toBe(
      '"/api/orders/?a=1&Session%5FId%3D[redacted]"',
    );
  });

  it('blanks session_id however its name is encoded, in a URL and in any text', () => {
    const id = randomUUID();
    for (const name of ['sessio%6E_id', '%73ession_id', 'SESSION%5fID', '%73%65%73%73%69%6f%6e%5f%69%64']) {
      expect(redactUrl(`/api/cart/?x=1&${name}=${id}&y=2`)).toBe(`/api/cart/?x=1&${name}=[redacted]&y=2`);
      expect(redactSessionIds(`{"msg":"failed /api/cart/?${name}=${id}"}`)).not.toContain(id);
      // A URL quoted encoded in another's query (a redirect target in an error).
      expect(redactSessionIds(`next=%2Fcart%3F${name}%3D${id}`)).not.toContain(id);
    }
    // Decoded the way the query parser decodes it: '+' is a space, so this is no session id.
    expect(redactUrl(`/api/cart/?session+id=${id}`)).toBe(`/api/cart/?session+id=${id}`);
    expect(redactUrl('/api/cart/')).toBe('/api/cart/');
    expect(redactUrl(`/api/cart/?session_id=${id}&session_id=${id}`)).toBe(
      '/api/cart/?session_id=[redacted]&session_id=[redacted]',
    );
  });

  it('writes no session id of a request into the log, whatever the request', async () => {
    const id = randomUUID();
    const calls = [
      t.app.inject({ method: 'GET', url: `/api/cart/?session_id=${id}` }),
      t.app.inject({
        method: 'POST',
        url: `/api/cart/?session_id=${id}`,
        payload: { product_id: productId, quantity: 1 },
      }),
      t.app.inject({ method: 'GET', url: `/api/orders/?session%5Fid=${id}` }),
      t.app.inject({ method: 'GET', url: `/api/boxes/99999?x=1&session_id=${id}` }),
      t.app.inject({ method: 'GET', url: `/api/no-such-thing?session_id=${id}` }),
      t.app.inject({ method: 'GET', url: `/api/orders/?sessio%6E_id=${id}` }),
      t.app.inject({ method: 'GET', url: `/api/orders/?%73ession_id=${id}` }),
      t.app.inject({ method: 'GET', url: `/api/boxes/99999?%73essio%6E%5Fid=${id}` }),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 404, 404, 200, 200, 404]);
    expect(
      log.entries.some((e) => (e.req as { url?: string } | undefined)?.url?.includes('/api/cart/')),
    ).toBe(true);
    expect(log.text).not.toContain(id);
    expect(log.text).toContain('session_id=[redacted]');
  });
});

describe('the guest session in X-Session-Id', () => {
  it('names the guest’s cart and orders like session_id does, and wins over it', async () => {
    const id = randomUUID();
    const other = randomUUID();
    const header = { 'x-session-id': id };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/',
      headers: header,
      payload: { product_id: productId, quantity: 2 },
    });
    expect(added.statusCode).toBe(200);
    const byQuery = await t.app.inject({ method: 'GET', url: `/api/cart/?session_id=${id}` });
    expect(byQuery.json().items).toHaveLength(1);
    // The header names the cart even when the query names another.
    const both = await t.app.inject({
      method: 'GET',
      url: `/api/cart/?session_id=${other}`,
      headers: header,
    });
    expect(both.json().items).toHaveLength(1);
    const orders = await t.app.inject({ method: 'GET', url: '/api/orders/', headers: header });
    expect(orders.statusCode).toBe(200);
    expect(log.text).not.toContain(id);
  });

  it('refuses a malformed one as the query’s is refused (422)', async () => {
    for (const url of ['/api/cart/', '/api/orders/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-session-id': 'not-a-uuid' } });
      expect(res.statusCode).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
  });
});

describe('a client that went away', () => {
  it('is logged as info, while a real failure stays an error', () => {
    const capture = new LogCapture();
    const logger = pino(loggerOptions('info'), capture.stream);
    const gone = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    logger.error(new Error('premature close')); // end-of-stream's, as @fastify/compress logs it
    logger.error({ err: gone }, 'request failed');
    logger.error(new Error('disk on fire'));
    expect(capture.entries.map((e) => e.level)).toEqual([30, 30, 50]);
  });
});
