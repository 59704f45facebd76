import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOYALTY_HISTORY_PAGE, ORDERS_PAGE, pagingHeaders, pagingMessages } from '@shop/shared/api/paging';
import type { LoyaltyCard } from '@shop/shared/loyalty/card';
import type { Order } from '@shop/shared/orders/order-api';
import { orderItems, orders, payments } from '../../db/schema.ts';
import { guest, type Who } from '../../test/shop-calls.ts';
import { bearer } from '../../test/sign-in.ts';
import { useOrderShop } from './orders.fixtures.ts';

/**
 * The shopper's order history and bonus history a page at a time (docs/product/checkout-and-orders.md#paging):
 * pages join up without gaps or repeats while orders are placed between two reads, a cursor the server did
 * not make is refused, someone else's cursor shows nothing of theirs, and the first page of a customer with
 * 2,000 orders is small.
 */

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, shop, cards, bar, orderOne, paidOrder, customer, card } = useOrderShop(clock);
const MINUTE = 60_000;
const later = (ms = MINUTE) => (clock.now = new Date(clock.now.getTime() + ms));

const headersOf = (who: Who) => ('token' in who ? bearer(who.token) : { 'x-session-id': who.session });

/** GET /api/orders/ with `query`: the answer, its orders, and the paging headers. */
async function ordersPage(who: Who, query: Record<string, string | number> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/orders/',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: headersOf(who),
  });
  const next = res.headers[pagingHeaders.next];
  const total = res.headers[pagingHeaders.total];
  return {
    res,
    orders: res.statusCode === 200 ? (res.json() as Order[]) : [],
    next: typeof next === 'string' ? next : null,
    total: typeof total === 'string' ? Number(total) : null,
  };
}

/** Every page of `who`'s orders from the first, `limit` a page; `between` runs after each page but the last. */
async function everyPage(who: Who, limit: number, between: (page: number) => Promise<void> = async () => {}) {
  const pages = [await ordersPage(who, { limit })];
  while (pages.at(-1)!.next !== null) {
    await between(pages.length);
    pages.push(await ordersPage(who, { limit, cursor: pages.at(-1)!.next! }));
  }
  return pages;
}

const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('GET /api/orders/ a page at a time', () => {
  it('joins pages without gaps or repeats while orders are placed between reads; new ones lead the first page', async () => {
    const who = guest();
    const placed: number[] = [];
    // Seven orders: three at one moment (the id breaks the tie), the rest a minute apart.
    for (let i = 0; i < 7; i += 1) {
      placed.push((await orderOne(who)).order.id);
      if (i >= 2) later();
    }
    const newestFirst = [...placed].reverse();

    const added: number[] = [];
    const pages = await everyPage(who, 3, async () => {
      later();
      added.push((await orderOne(who)).order.id);
    });
    expect(pages.map((p) => p.orders.length)).toEqual([3, 3, 1]);
    expect(pages.map((p) => p.total)).toEqual([7, null, null]);
    expect(pages.flatMap((p) => ids(p.orders))).toEqual(newestFirst);
    for (const page of pages) expect(page.res.headers['cache-control']).toBe('no-store');

    // Read again from the start: the orders placed meanwhile come first, each once.
    const again = await everyPage(who, 3);
    expect(again.flatMap((p) => ids(p.orders))).toEqual([...added.reverse(), ...newestFirst]);
    expect(again[0]!.total).toBe(9);
  });

  it('answers the first page as before when asked without paging: a bare array, newest first', async () => {
    const who = guest();
    const placed = [];
    for (let i = 0; i < 3; i += 1) {
      placed.push((await orderOne(who)).order.id);
      later();
    }
    const plain = await shop.orders(who);
    expect(plain.statusCode).toBe(200);
    expect(ids(plain.json() as Order[])).toEqual(placed.reverse());
    expect(plain.headers[pagingHeaders.next]).toBeUndefined();
    expect(plain.headers[pagingHeaders.total]).toBe('3');

    // Past ORDERS_PAGE.default orders, the default call holds the newest page and names the next.
    for (let i = 0; i < ORDERS_PAGE.default; i += 1) await orderOne(who);
    const first = await ordersPage(who);
    expect(first.orders).toHaveLength(ORDERS_PAGE.default);
    expect(first.total).toBe(ORDERS_PAGE.default + 3);
    expect(first.next).toMatch(/^[A-Za-z0-9_-]+$/);
    const rest = await ordersPage(who, { cursor: first.next! });
    expect(rest.orders).toHaveLength(3);
    expect([rest.next, rest.total]).toEqual([null, null]);
  });

  it('takes 1 to ORDERS_PAGE.max orders a page and refuses more (422)', async () => {
    const who = guest();
    await orderOne(who);
    expect((await ordersPage(who, { limit: ORDERS_PAGE.max })).res.statusCode).toBe(200);
    expect((await ordersPage(who, { limit: 1 })).orders).toHaveLength(1);
    for (const limit of [0, ORDERS_PAGE.max + 1, -1, 'x', 1.5]) {
      const { res } = await ordersPage(who, { limit });
      expect(res.statusCode, String(limit)).toBe(422);
      expect(res.json().detail, String(limit)).toEqual(expect.any(String));
    }
  });

  it('refuses a cursor it did not make (422, never a 5xx), before anything is read', async () => {
    const who = guest();
    await orderOne(who);
    await orderOne(who);
    const { next } = await ordersPage(who, { limit: 1 });
    const loyaltyCursor = Buffer.from(`b.${Date.now() * 1000}.1`).toString('base64url');
    const forged = [
      'bm90LWEtY3Vyc29y',
      '!!!',
      `${next}A`,
      Buffer.from('o.1.0').toString('base64url'),
      Buffer.from('o.12.2147483648').toString('base64url'),
      Buffer.from('o.99999999999999999.5').toString('base64url'),
      Buffer.from('o.-1.5').toString('base64url'),
      Buffer.from('o.01.5').toString('base64url'),
      Buffer.from('o.5').toString('base64url'),
      Buffer.from('o.1.5 ').toString('base64url'),
      `${Buffer.from('o.1.5').toString('base64url')}==`,
      loyaltyCursor,
    ];
    for (const cursor of forged) {
      const { res } = await ordersPage(who, { cursor });
      expect([res.statusCode, res.json()], cursor).toEqual([422, { detail: pagingMessages.badCursor }]);
    }
    const tooLong = await ordersPage(who, { cursor: 'A'.repeat(101) });
    expect(tooLong.res.statusCode).toBe(422);
  });

  it('shows nothing of someone else’s through their cursor: the owner is always the caller', async () => {
    const anna = guest();
    const boris = guest();
    for (let i = 0; i < 3; i += 1) await orderOne(anna);
    later();
    const own = (await orderOne(boris)).order.id;
    later(-2 * MINUTE);
    const older = (await orderOne(boris)).order.id;
    later(2 * MINUTE);
    const annas = await ordersPage(anna, { limit: 1 });
    const withAnnasCursor = await ordersPage(boris, { cursor: annas.next! });
    expect(withAnnasCursor.res.statusCode).toBe(200);
    // Boris's own orders older than that position, and nothing of Anna's.
    expect(ids(withAnnasCursor.orders)).toEqual([older]);
    expect(ids((await ordersPage(boris)).orders)).toEqual([own, older]);
  });

  it('answers only the orders still to be paid with payable=1', async () => {
    const who = guest();
    const paid = await paidOrder(who, Number(bar().id));
    later();
    const unpaid = (await orderOne(who)).order;
    later();
    const lapsing = (await orderOne(who)).order;
    later();
    await paidOrder(who, Number(bar().id));
    const payable = await ordersPage(who, { payable: 1 });
    expect(ids(payable.orders)).toEqual([lapsing.id, unpaid.id]);
    expect(payable.total).toBeNull();
    expect(ids((await ordersPage(who, { payable: 1, limit: 1 })).orders)).toEqual([lapsing.id]);
    expect(payable.orders.map((o) => o.id)).not.toContain(paid.order.id);
    // Past their hour, nothing is left to pay.
    later(61 * MINUTE);
    expect((await ordersPage(who, { payable: 1 })).orders).toEqual([]);
  });
});

describe('GET /api/loyalty/ history a page at a time', () => {
  const loyaltyPage = async (who: Who, query: Record<string, string | number> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/loyalty/',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: headersOf(who),
    });

  it('joins pages without gaps or repeats while movements are added; the default page as before', async () => {
    const who = await customer();
    for (let i = 0; i < 5; i += 1) {
      await paidOrder(who, Number(bar().id));
      if (i % 2 === 0) later();
    }
    const plain = await card(who);
    expect(plain.history).toHaveLength(5);
    expect(plain.next_cursor).toBeNull();
    const newestFirst = ids(plain.history);

    const pages: LoyaltyCard[] = [(await loyaltyPage(who, { limit: 2 })).json()];
    while (pages.at(-1)!.next_cursor !== null) {
      later();
      await paidOrder(who, Number(bar().id));
      const next = await loyaltyPage(who, { limit: 2, cursor: pages.at(-1)!.next_cursor! });
      expect(next.statusCode, next.body).toBe(200);
      pages.push(next.json());
    }
    expect(pages.map((p) => p.history.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => ids(p.history))).toEqual(newestFirst);
    // Each page carries the card as it stands now.
    expect(pages.at(-1)!.balance).toBe((await card(who)).balance);

    // The default call: the newest LOYALTY_HISTORY_PAGE.default movements.
    for (let i = 0; i < LOYALTY_HISTORY_PAGE.default; i += 1) await paidOrder(who, Number(bar().id));
    const first = await card(who);
    expect(first.history).toHaveLength(LOYALTY_HISTORY_PAGE.default);
    expect(first.next_cursor).toEqual(expect.any(String));
  });

  it('refuses a forged cursor, another list’s cursor and too many a page (422); another’s cursor shows nothing of theirs', async () => {
    const anna = await customer();
    const boris = await customer();
    await paidOrder(anna, Number(bar().id));
    await paidOrder(anna, Number(bar().id));
    later();
    await paidOrder(boris, Number(bar().id));
    const annas = (await loyaltyPage(anna, { limit: 1 })).json() as LoyaltyCard;
    const ordersCursor = (await ordersPage(anna, { limit: 1 })).next!;
    for (const cursor of ['bm9wZQ', ordersCursor, Buffer.from('b.1.0').toString('base64url')]) {
      const res = await loyaltyPage(anna, { cursor });
      expect([res.statusCode, res.json()], cursor).toEqual([422, { detail: pagingMessages.badCursor }]);
    }
    expect((await loyaltyPage(anna, { limit: LOYALTY_HISTORY_PAGE.max })).statusCode).toBe(200);
    expect((await loyaltyPage(anna, { limit: LOYALTY_HISTORY_PAGE.max + 1 })).statusCode).toBe(422);
    const borisWithAnnas = (await loyaltyPage(boris, { cursor: annas.next_cursor! })).json() as LoyaltyCard;
    const annaIds = new Set(ids((await card(anna)).history));
    expect(borisWithAnnas.history.every((entry) => !annaIds.has(entry.id))).toBe(true);
    expect((await loyaltyPage(guest(), { cursor: annas.next_cursor! })).statusCode).toBe(401);
  });
});

describe('a customer with 2,000 orders', () => {
  it('gets a first page under 20 KB, and the whole history page by page', async () => {
    const who = await customer();
    // A typical order: a box of four flavours, two bars, a package; paid.
    const box = cards.find((c) => c.kind === 'box' && 'flavors' in c && c.flavors.length >= 2) as
      { flavors: { id: number }[] } | undefined;
    if (box) {
      const [a, b] = box.flavors;
      const boxed = await shop.addBox(who, 'box4', [
        { product_id: a!.id, quantity: 2 },
        { product_id: b!.id, quantity: 2 },
      ]);
      expect(boxed.statusCode, boxed.body).toBe(200);
    }
    await shop.addToCart(who, Number(bar(1).id), 2);
    const template = await paidOrder(who, Number(bar().id), { add_package: true });
    await cloneOrder(template.order.id, 1999);

    const started = performance.now();
    const first = await ordersPage(who);
    const took = performance.now() - started;
    const bytes = Buffer.byteLength(first.res.body);
    expect(first.total).toBe(2000);
    expect(first.orders).toHaveLength(ORDERS_PAGE.default);
    expect(bytes).toBeLessThan(20_000);
    if (process.env.PAGING_FIGURES)
      console.info(`first page: ${bytes} bytes, ${first.orders.length} orders, ${took.toFixed(0)} ms`);

    let seen = first.orders.length;
    let cursor = first.next;
    let whole = bytes;
    while (cursor !== null) {
      const page = await ordersPage(who, { cursor, limit: ORDERS_PAGE.max });
      seen += page.orders.length;
      whole += Buffer.byteLength(page.res.body);
      cursor = page.next;
    }
    expect(seen).toBe(2000);
    if (process.env.PAGING_FIGURES) console.info(`whole history: ${whole} bytes`);
  }, 120_000);
});

/** `copies` copies of an order with its lines and payments, each eight hours older than the one before. */
async function cloneOrder(id: number, copies: number) {
  const { db } = t.database;
  const [source] = await db.select().from(orders).where(eq(orders.id, id));
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, id));
  const paid = await db.select().from(payments).where(eq(payments.orderId, id));
  const { id: _id, number: _number, idempotencyKey: _key, ...row } = source!;
  const hours = (n: number) => n * 8 * 60 * MINUTE;
  for (let start = 1; start <= copies; start += 500) {
    const batch = Array.from({ length: Math.min(500, copies - start + 1) }, (_, i) => start + i);
    const made = await db
      .insert(orders)
      .values(
        batch.map((n) => ({
          ...row,
          createdAt: new Date(source!.createdAt.getTime() - hours(n)),
          payUntil: new Date(source!.payUntil.getTime() - hours(n)),
          paidAt: new Date(source!.createdAt.getTime() - hours(n) + MINUTE),
        })),
      )
      .returning({ id: orders.id });
    const parents = lines.filter((line) => line.parentId === null);
    const flavours = lines.filter((line) => line.parentId !== null);
    const copied = await db
      .insert(orderItems)
      .values(
        made.flatMap(({ id: orderId }) => parents.map(({ id: _line, ...line }) => ({ ...line, orderId }))),
      )
      .returning({ id: orderItems.id, orderId: orderItems.orderId, kind: orderItems.kind });
    const boxes = copied.filter((line) => line.kind === 'box');
    if (flavours.length > 0 && boxes.length > 0)
      await db
        .insert(orderItems)
        .values(
          boxes.flatMap((box) =>
            flavours.map(({ id: _line, ...line }) => ({ ...line, orderId: box.orderId, parentId: box.id })),
          ),
        );
    if (paid.length > 0)
      await db.insert(payments).values(
        made.flatMap(({ id: orderId }) =>
          paid.map(({ id: _payment, ...payment }) => ({
            ...payment,
            orderId,
            idempotenceKey: `${payment.idempotenceKey}-${orderId}`,
            providerPaymentId: `${payment.providerPaymentId}-${orderId}`,
          })),
        ),
      );
  }
}
