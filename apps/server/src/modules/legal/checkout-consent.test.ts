import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountConsents } from '@shop/shared/legal/legal-api';
import { consentMessages } from '@shop/shared/legal/messages';
import type { CreateOrderAnswer, CreateOrderBody, Order } from '@shop/shared/orders/order-api';
import { consentLog, orders } from '../../db/schema.ts';
import { currentVersion } from '../../test/consents.ts';
import { as, guest, pickupForm, type Who } from '../../test/shop-calls.ts';
import { bearer, signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { setAdmin } from '../admin/admin-test-kit.ts';
import { accountOf, consentRows, longUserAgent, publish, rowsOf, withdraw } from './consents.fixtures.ts';

/**
 * Checkout's consents (docs/product/personal-data.md#consents): the offer with every order, the processing
 * consent from guests and from accounts without a current one; checked and logged in the order's
 * transaction, with the order's number, the shopper's address behind the trusted proxy and the browser.
 */

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, bars } = useTestShop(clock, { TRUST_PROXY: '127.0.0.1' });

const bar = () => Number(bars[0]!.id);

/** POST /api/orders/ through the trusted proxy for `forwardedFor`, with exactly these consents. */
const order = (
  who: Who,
  consents: CreateOrderBody['consents'],
  extra: Partial<CreateOrderBody> = {},
  key?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${as(who).query}`,
    headers: {
      ...as(who).headers,
      'x-forwarded-for': '198.51.100.23',
      'user-agent': longUserAgent,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    remoteAddress: '127.0.0.1',
    payload: pickupForm({ ...extra, ...(consents === undefined ? {} : { consents }) }),
  });

const detail = (res: { statusCode: number; json(): { detail?: string } }) => [
  res.statusCode,
  res.json().detail,
];

const consentsOf = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/users/consents', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AccountConsents;
};

async function customer() {
  const email = uniqueEmail('consenting');
  const { tokens } = await signIn(t, mail, email);
  return { email, who: { token: tokens.access_token } as Who, token: tokens.access_token };
}

const versions = async () => ({
  personal_data: await currentVersion(t, 'consent'),
  offer: await currentVersion(t, 'offer'),
});

describe('a guest’s checkout', () => {
  it('orders nothing without the consent and the offer, each refused at its own field', async () => {
    const who = guest();
    expect((await shop.addToCart(who, bar())).statusCode).toBe(200);
    const { personal_data, offer } = await versions();
    const refusals = [
      [undefined, consentMessages.personalDataRequired],
      [{}, consentMessages.personalDataRequired],
      [{ offer }, consentMessages.personalDataRequired],
      [{ personal_data }, consentMessages.offerRequired],
      [{ personal_data: personal_data + 1, offer }, consentMessages.personalDataOutdated],
      [{ personal_data, offer: offer + 1 }, consentMessages.offerOutdated],
    ] as const;
    for (const [consents, message] of refusals)
      expect(detail(await order(who, consents)), JSON.stringify(consents)).toEqual([422, message]);
    for (const forged of [{ offer: '1' }, { offer: 0 }, { personal_data: -1, offer }, { offer: 2 ** 40 }])
      expect((await order(who, forged as never)).statusCode, JSON.stringify(forged)).toBe(422);

    expect((await shop.orders(who)).json()).toEqual([]);
    expect((await shop.cart(who)).items).toHaveLength(1); // the cart is as it was
    expect(await rowsOf(t, 'anna@example.ru')).toEqual([]);
  });

  it('orders with both ticked: the order keeps the offer version, the log both consents with the evidence', async () => {
    const who = guest();
    await shop.addToCart(who, bar());
    const ticked = await versions();
    const placed = await order(who, ticked, { email: 'Guest.Buyer@Example.ru' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order: made } = placed.json() as CreateOrderAnswer;
    expect(made.offer_version).toBe(ticked.offer);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, made.id));
    const rows = await rowsOf(t, 'guest.buyer@example.ru');
    const evidence = {
      userId: null,
      email: 'guest.buyer@example.ru',
      sessionId: 'session' in who ? who.session : null,
      purpose: 'checkout',
      orderId: made.id,
      orderNumber: row!.number,
      ip: '198.51.100.23',
      userAgent: longUserAgent.slice(0, 300),
      at: clock.now,
    };
    expect(rows).toEqual([
      { ...evidence, kind: 'consent', version: ticked.personal_data },
      { ...evidence, kind: 'offer', version: ticked.offer },
    ]);
  });

  it('answers an Idempotency-Key replay with the same order and logs nothing more, also when sent twice at once', async () => {
    const who = guest();
    await shop.addToCart(who, bar());
    const ticked = await versions();
    const key = randomUUID();
    const email = `${randomUUID()}@example.ru`;
    const both = await Promise.all([order(who, ticked, { email }, key), order(who, ticked, { email }, key)]);
    expect(both.map((res) => res.statusCode)).toEqual([201, 201]);
    const ids = both.map((res) => (res.json() as CreateOrderAnswer).order.id);
    expect(ids[1]).toBe(ids[0]);
    const replay = await order(who, ticked, { email }, key);
    expect((replay.json() as CreateOrderAnswer).order.id).toBe(ids[0]);
    expect(await rowsOf(t, email)).toHaveLength(2);
    // The same key with other consents is another request: refused, nothing logged.
    expect((await order(who, { offer: ticked.offer }, { email }, key)).statusCode).toBe(422);
    expect(await rowsOf(t, email)).toHaveLength(2);
  });

  it('keeps its consent rows when the guest signs in and the order joins the account', async () => {
    const who = guest();
    await shop.addToCart(who, bar());
    const email = uniqueEmail('adopter');
    expect((await order(who, await versions(), { email })).statusCode).toBe(201);
    const before = await rowsOf(t, email);
    expect(before).toHaveLength(2);
    const { tokens } = await signIn(t, mail, email, { sessionId: 'session' in who ? who.session : '' });
    const adopted = (await shop.orders({ token: tokens.access_token })).json() as Order[];
    expect(adopted).toHaveLength(1);
    // The order's rows as they were, and the sign-in's own consent after them.
    const after = await rowsOf(t, email);
    expect(after.slice(0, 2)).toEqual(before);
    expect(after.slice(2).map((row) => [row.purpose, row.kind])).toEqual([['sign_in', 'consent']]);
  });
});

describe('an account’s checkout', () => {
  it('needs only the offer after the sign-in’s consent; a consent sent along is not logged', async () => {
    const { email, who, token } = await customer();
    expect((await consentsOf(token)).personal_data.needed).toBe(false);
    await shop.addToCart(who, bar());
    const { personal_data, offer } = await versions();
    expect(detail(await order(who, {}, { email }))).toEqual([422, consentMessages.offerRequired]);
    expect((await order(who, { offer, personal_data: personal_data + 5 }, { email })).statusCode).toBe(201);
    expect((await rowsOf(t, email)).map((row) => [row.purpose, row.kind])).toEqual([
      ['sign_in', 'consent'],
      ['checkout', 'offer'],
    ]);
  });

  it('asks again after a withdrawal and after a new consent version, and giving it clears the withdrawal', async () => {
    const { email, who, token } = await customer();
    await withdraw(t, email, clock.now);
    const withdrawn = await consentsOf(token);
    expect(withdrawn.personal_data.needed).toBe(true);
    expect(withdrawn.withdrawn_at).toBe(clock.now.toISOString());
    expect(withdrawn.erase_after).toBe(new Date(clock.now.getTime() + 30 * 86_400_000).toISOString());

    await shop.addToCart(who, bar());
    const { offer } = await versions();
    expect(detail(await order(who, { offer }))).toEqual([422, consentMessages.personalDataRequired]);
    expect((await order(who, await versions())).statusCode).toBe(201);
    expect((await accountOf(t, email))!.consentWithdrawnAt).toBeNull();
    expect((await consentsOf(token)).personal_data.needed).toBe(false);

    const next = await publish(t, 'consent', clock.now);
    expect((await consentsOf(token)).personal_data).toEqual({ needed: true, current_version: next });
    await shop.addToCart(who, bar());
    expect(detail(await order(who, { offer, personal_data: next - 1 }))).toEqual([
      422,
      consentMessages.personalDataOutdated,
    ]);
    expect((await order(who, { offer, personal_data: next })).statusCode).toBe(201);
    expect((await consentsOf(token)).personal_data.needed).toBe(false);
  });

  it('an account from before consents (none logged) is asked at its first checkout', async () => {
    const { email, who } = await customer();
    await t.database.db.delete(consentLog).where(eq(consentLog.email, email));
    await shop.addToCart(who, bar());
    expect(detail(await order(who, { offer: await currentVersion(t, 'offer') }))).toEqual([
      422,
      consentMessages.personalDataRequired,
    ]);
    expect((await order(who, await versions(), { email })).statusCode).toBe(201);
    expect((await rowsOf(t, email)).map((row) => row.kind)).toEqual(['consent', 'offer']);
  });
});

describe('GET /api/users/consents', () => {
  it('lists the account’s own consents, newest first, and nobody else’s', async () => {
    const anna = await customer();
    const boris = await customer();
    await shop.addToCart(anna.who, bar());
    const placed = await order(anna.who, await versions());
    const number = Number((placed.json() as CreateOrderAnswer).order.retailcrm_id);
    const standing = await consentsOf(anna.token);
    const consent = await currentVersion(t, 'consent');
    expect(standing).toEqual({
      personal_data: { needed: false, current_version: consent },
      given: [
        expect.objectContaining({ kind: 'offer', purpose: 'checkout', order_number: number }),
        expect.objectContaining({
          kind: 'consent',
          version: consent,
          purpose: 'sign_in',
          order_number: null,
        }),
      ],
      withdrawn_at: null,
      erase_after: null,
      retention_days: 30,
    });
    expect(standing.given[1]!.title).toBe('Согласие на обработку персональных данных');
    expect((await consentsOf(boris.token)).given.map((row) => row.purpose)).toEqual(['sign_in']);
  });

  it('answers 401 without a token or with a forged one, and the same twice', async () => {
    for (const headers of [{}, bearer('forged.token.value')]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/consents', headers });
      expect(res.statusCode).toBe(401);
    }
    const { token } = await customer();
    const [a, b] = await Promise.all([consentsOf(token), consentsOf(token)]);
    expect(a).toEqual(b);
  });
});

describe('the admin’s order view', () => {
  it('shows the offer version the order accepted', async () => {
    const admin = await customer();
    const row = await accountOf(t, admin.email);
    await setAdmin(t, row!.id, true);
    const who = guest();
    await shop.addToCart(who, bar());
    const placed = (await order(who, await versions())).json() as CreateOrderAnswer;
    const viewed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${placed.order.retailcrm_id}`,
      headers: bearer(admin.token),
      remoteAddress: uniqueIp(),
    });
    expect(viewed.statusCode, viewed.body).toBe(200);
    const [found] = viewed.json().orders as Order[];
    expect([found!.id, found!.offer_version]).toEqual([placed.order.id, await currentVersion(t, 'offer')]);
    // Consents are evidence: the rows of the admin's own sign-in were the only ones an admin made.
    expect((await consentRows(t)).filter((r) => r.email === admin.email)).toHaveLength(1);
  });
});
