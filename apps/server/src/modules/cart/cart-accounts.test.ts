import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Box, CartAnswer } from '@shop/shared/cart/cart-api';
import { cartMessages } from '@shop/shared/cart/messages';
import type { BoxCard, Card, MerchCard, RegularCard } from '@shop/shared/rules/cards';
import { carts, products } from '../../db/schema.ts';
import { MailCatcher } from '../../test/mail-catcher.ts';
import { bearer, signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogCards } from '../../test/test-shop.ts';

let t: TestApp;
let mail: MailCatcher;
let cards: Card[];
let clock = new Date('2026-11-23T12:00:00Z');
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  mail = await new MailCatcher().start();
  t = await createTestApp({ now: () => clock, env: { SMTP_URL: mail.url } });
  cards = await catalogCards(t);
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});
beforeEach(() => {
  clock = new Date(clock.getTime() + minutes(120)); // earlier holds and limits have lapsed
});

const bars = () =>
  cards.filter((c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Bars');
const merch = () =>
  cards.find((c): c is MerchCard => c.kind === 'merch' && c.sizes.some((s) => s.available))!;
const boxCard = () => cards.find((c): c is BoxCard => c.kind === 'box' && c.flavors.length >= 3)!;
const setStock = (productId: number, quantity: number) =>
  t.database.db.update(products).set({ quantity }).where(eq(products.id, productId));

type Who = { session: string } | { token: string };
const as = (who: Who) =>
  'token' in who
    ? { headers: bearer(who.token), query: '' }
    : { headers: {}, query: `?session_id=${who.session}` };

const add = (who: Who, productId: number, quantity: number, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `/api/cart/${as(who).query}`,
    headers: as(who).headers,
    payload: { product_id: productId, quantity },
    remoteAddress: ip,
  });
const getCart = async (who: Who) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/cart/${as(who).query}`, headers: as(who).headers })
  ).json() as CartAnswer;
const getBoxes = async (who: Who) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/boxes/${as(who).query}`, headers: as(who).headers })
  ).json() as Box[];
const quantities = (cart: CartAnswer) => new Map(cart.items.map((i) => [i.product_id, i.quantity]));

describe('a signed-in shopper’s cart', () => {
  it('is the account’s, reached with the bearer token from any device, whatever session id comes along', async () => {
    const email = uniqueEmail();
    const { tokens } = await signIn(t, mail, email);
    const bar = Number(bars()[0]!.id);
    expect((await add({ token: tokens.access_token }, bar, 2)).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 61_000);
    const other = await signIn(t, mail, email);
    expect(quantities(await getCart({ token: other.tokens.access_token })).get(bar)).toBe(2);
    const withSession = await t.app.inject({
      method: 'GET',
      url: `/api/cart/?session_id=${randomUUID()}`,
      headers: bearer(other.tokens.access_token),
    });
    expect(quantities(withSession.json()).get(bar)).toBe(2);
  });

  it('refuses a bad token with 401 instead of falling back to a guest cart', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cart/?session_id=${randomUUID()}`,
      headers: bearer('forged.token.here'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('never shows or changes another shopper’s lines and boxes', async () => {
    const alice = await signIn(t, mail, uniqueEmail('alice'));
    const bob = await signIn(t, mail, uniqueEmail('bob'));
    const { item } = (await add({ token: alice.tokens.access_token }, Number(bars()[0]!.id), 1)).json();
    const box = boxCard();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/boxes/',
      headers: bearer(alice.tokens.access_token),
      payload: { box_type: 'box4', items: [{ product_id: Number(box.flavors[0]!.id), quantity: 4 }] },
    });
    expect(created.statusCode).toBe(200);
    const boxId = created.json().id;
    expect((await getCart({ token: bob.tokens.access_token })).items).toEqual([]);
    const bobs = bearer(bob.tokens.access_token);
    const attempts = [
      await t.app.inject({
        method: 'PATCH',
        url: `/api/cart/${item.id}`,
        headers: bobs,
        payload: { quantity: 4 },
      }),
      await t.app.inject({ method: 'DELETE', url: `/api/cart/${item.id}`, headers: bobs }),
      await t.app.inject({ method: 'GET', url: `/api/boxes/${boxId}`, headers: bobs }),
      await t.app.inject({ method: 'DELETE', url: `/api/boxes/${boxId}`, headers: bobs }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    // Nor can a guest who knows the ids.
    const guestTry = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${item.id}?session_id=${randomUUID()}`,
    });
    expect(guestTry.json()).toEqual({ detail: cartMessages.lineNotFound });
    expect((await getCart({ token: alice.tokens.access_token })).items).toHaveLength(1);
    expect(await getBoxes({ token: alice.tokens.access_token })).toHaveLength(1);
  });
});

describe('signing in keeps the guest’s cart', () => {
  it('moves the guest’s lines and boxes into a new account and leaves the guest cart empty', async () => {
    const session = randomUUID();
    const guest = { session };
    const [bar, other] = [Number(bars()[0]!.id), Number(bars()[1]!.id)];
    await add(guest, bar, 4);
    await add(guest, other, 1);
    const box = boxCard();
    await t.app.inject({
      method: 'POST',
      url: '/api/boxes/',
      payload: {
        box_type: 'box4',
        session_id: session,
        items: [
          { product_id: Number(box.flavors[0]!.id), quantity: 2 },
          { product_id: Number(box.flavors[1]!.id), quantity: 2 },
        ],
      },
    });
    const before = await getCart(guest);

    const { tokens } = await signIn(t, mail, uniqueEmail(), { sessionId: session });
    const account = { token: tokens.access_token };
    const after = await getCart(account);
    expect(quantities(after)).toEqual(
      new Map([
        [bar, 4],
        [other, 1],
      ]),
    );
    expect(after.items.map((i) => i.price)).toEqual(before.items.map((i) => i.price));
    const boxes = await getBoxes(account);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.items.map((i) => i.quantity)).toEqual([2, 2]);
    expect(after.reserved_until).toBe(new Date(clock.getTime() + minutes(15)).toISOString());
    expect((await getCart(guest)).items).toEqual([]);
    expect(await getBoxes(guest)).toEqual([]);
  });

  it('adds up a product both carts hold, at the price of the new quantity', async () => {
    const email = uniqueEmail();
    const bar = bars().find((b) => b.quantityOptions.some((o) => o.count === 8))!;
    const first = await signIn(t, mail, email);
    await add({ token: first.tokens.access_token }, Number(bar.id), 4);

    const session = randomUUID();
    await add({ session }, Number(bar.id), 4);
    clock = new Date(clock.getTime() + 61_000);
    const second = await signIn(t, mail, email, { sessionId: session });
    const [line] = (await getCart({ token: second.tokens.access_token })).items;
    expect(line).toMatchObject({ product_id: Number(bar.id), quantity: 8 });
    expect(line!.price).toBe(bar.quantityOptions.find((o) => o.count === 8)!.pricePerUnit);
  });

  it('adds up only to what stock allows, and never below what either cart had', async () => {
    const email = uniqueEmail();
    const bar = Number(bars()[2]!.id);
    await setStock(bar, 12);
    const first = await signIn(t, mail, email);
    await add({ token: first.tokens.access_token }, bar, 3);
    // The account's hold lapses; another shopper (from another address: one may hold half) takes 6 and
    // the guest holds 5 of the 12.
    clock = new Date(clock.getTime() + minutes(20));
    expect((await add({ session: randomUUID() }, bar, 6, uniqueIp())).statusCode).toBe(200);
    const session = randomUUID();
    expect((await add({ session }, bar, 5)).statusCode).toBe(200);

    const second = await signIn(t, mail, email, { sessionId: session });
    const cart = await getCart({ token: second.tokens.access_token });
    expect(quantities(cart).get(bar)).toBe(6);
    expect(cart.reserved_until).toBe(new Date(clock.getTime() + minutes(15)).toISOString());
    // The other shopper keeps their 6: nothing is oversold.
    expect((await add({ session: randomUUID() }, bar, 1)).statusCode).toBe(409);
  });

  it('keeps the larger of the two lines when stock has fallen below both', async () => {
    const email = uniqueEmail();
    const bar = Number(bars()[4]!.id);
    await setStock(bar, 10);
    const first = await signIn(t, mail, email);
    await add({ token: first.tokens.access_token }, bar, 3);
    const session = randomUUID();
    // From another address: one address may hold half the stock.
    expect((await add({ session }, bar, 5, uniqueIp())).statusCode).toBe(200);
    await setStock(bar, 4);
    clock = new Date(clock.getTime() + 61_000);
    const second = await signIn(t, mail, email, { sessionId: session });
    const cart = await getCart({ token: second.tokens.access_token });
    expect(quantities(cart).get(bar)).toBe(5);
    // More than the stock is kept (nothing the shopper chose is dropped), so it is not held.
    expect(cart.reserved_until).not.toBe(new Date(clock.getTime() + minutes(15)).toISOString());
  });

  it('takes a one-at-a-time product once when both carts hold it', async () => {
    const email = uniqueEmail();
    const shirt = Number(merch().sizes.find((s) => s.available)!.id);
    const first = await signIn(t, mail, email);
    await add({ token: first.tokens.access_token }, shirt, 1);
    const session = randomUUID();
    await add({ session }, shirt, 1);
    clock = new Date(clock.getTime() + 61_000);
    const second = await signIn(t, mail, email, { sessionId: session });
    expect(quantities(await getCart({ token: second.tokens.access_token })).get(shirt)).toBe(1);
  });

  it('moves nothing twice when the same guest signs in twice, also in parallel', async () => {
    const email = uniqueEmail();
    const session = randomUUID();
    const bar = Number(bars()[3]!.id);
    await add({ session }, bar, 2);
    // Two codes cannot be live at once, so two parallel sign-ins are two addresses… of one guest device.
    const [a, b] = await Promise.all([
      signIn(t, mail, email, { sessionId: session }),
      signIn(t, mail, uniqueEmail('partner'), { sessionId: session }),
    ]);
    const first = quantities(await getCart({ token: a.tokens.access_token })).get(bar) ?? 0;
    const second = quantities(await getCart({ token: b.tokens.access_token })).get(bar) ?? 0;
    expect(first + second).toBe(2);

    clock = new Date(clock.getTime() + 61_000);
    const again = await signIn(t, mail, email, { sessionId: session });
    expect(quantities(await getCart({ token: again.tokens.access_token })).get(bar) ?? 0).toBe(first);
    expect(
      await t.database.db
        .select()
        .from(carts)
        .where(eq(carts.owner, `guest:${session}`)),
    ).toEqual([]);
  });

  it('signs in a guest whose cart is empty or absent without making one', async () => {
    const { tokens } = await signIn(t, mail, uniqueEmail(), { sessionId: randomUUID() });
    expect(await getCart({ token: tokens.access_token })).toEqual({ items: [], reserved_until: null });
  });
});
