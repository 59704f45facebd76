import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture } from '../test/log-capture.ts';
import { MailCatcher } from '../test/mail-catcher.ts';
import { shopCalls } from '../test/shop-calls.ts';
import { signIn, uniqueEmail } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { catalogCards, isBar } from '../test/test-shop.ts';

/** One line per request, with what an operator needs and none of the secrets that travel with it. */

let t: TestApp;
let mail: MailCatcher;
const log = new LogCapture();

beforeAll(async () => {
  mail = await new MailCatcher().start();
  t = await createTestApp({ logStream: log.stream, env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

const lines = () => log.entries.filter((entry) => entry.msg === 'request completed');

describe('the request log', () => {
  it('writes one line per request with its id, route, status and duration', async () => {
    const before = lines().length;
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/products/grouped',
      headers: { 'x-request-id': 'trace-me-42' },
    });
    expect(answer.statusCode).toBe(200);
    const mine = lines().slice(before);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      reqId: 'trace-me-42',
      route: '/api/products/grouped',
      status: 200,
      req: { method: 'GET', url: '/api/products/grouped' },
    });
    expect(mine[0]!.ms).toEqual(expect.any(Number));
    expect(answer.headers['x-request-id']).toBe('trace-me-42');
    // Fastify's own pair of lines is gone.
    expect(log.entries.some((entry) => entry.msg === 'incoming request')).toBe(false);
  });

  it('names the declared route, not the address, and marks an unknown address', async () => {
    const before = lines().length;
    await t.app.inject({ method: 'GET', url: '/api/orders/123456' });
    await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const [order, unknown] = lines().slice(before);
    expect(order).toMatchObject({ route: '/api/orders/:id', req: { url: '/api/orders/123456' } });
    expect(unknown).toMatchObject({ route: null, status: 404 });
  });

  it('never holds a token, a sign-in code, a session id or a gift-card code', async () => {
    const session = randomUUID();
    const headerSession = randomUUID();
    const email = uniqueEmail();
    const { tokens } = await signIn(t, mail, email, { sessionId: session });
    const code = await mail.code(email);
    const shop = shopCalls(t);
    const bar = (await catalogCards(t)).filter(isBar)[0]!;
    // A guest's session in the query and in the header; a customer's bearer token; a refresh.
    expect((await shop.addToCart({ session: headerSession }, Number(bar.id))).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/cart/', headers: { 'x-session-id': headerSession } });
    expect((await shop.user({ token: tokens.access_token })).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    const giftCode = 'ABCD-EFGH-JKMN-PQRS';
    await t.app.inject({ method: 'POST', url: '/api/gift-cards/check', payload: { code: giftCode } });

    const text = log.text;
    for (const secret of [
      tokens.access_token,
      tokens.refresh_token,
      code,
      session,
      headerSession,
      giftCode,
      'ABCDEFGHJKMNPQRS',
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/authorization|bearer/i);
  });
});
