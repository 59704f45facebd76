import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { holdMessages } from '@shop/shared/cart/messages';
import { products } from '../../db/schema.ts';
import { total } from '../../test/held-by-address.ts';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import { uniqueIp } from '../../test/sign-in.ts';
import { HOLD_LIMITS, perClientShare } from './hold-limits.ts';
import { useHoldLimitsShop } from './hold-limits.fixtures.ts';

/**
 * Issue 16, part 2: one client (session, account, address) cannot tie up a product's stock, or the shop's,
 * in cart holds and unpaid orders — replayed through HTTP as an attacker would (hold-limits.ts). Parallel
 * requests, cart size, new carts and sign-in: hold-limits.test.ts.
 */

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, shop, regular, idOf, setStock, held, detail, cartOf } = useHoldLimitsShop(clock);

describe('one address cannot hoard a product', () => {
  it('gives one session at most half the stock, however many requests it sends', async () => {
    const card = regular()[0]!;
    const id = idOf(card);
    await setStock(id, 40);
    const ip = uniqueIp();
    const who = guest();

    const whole = await shop.addToCart(who, id, 40, ip);
    expect([whole.statusCode, detail(whole)]).toEqual([409, holdMessages.perProduct(card.title, 20, 20)]);
    const answers = [];
    for (let n = 0; n < 30; n += 1) answers.push(await shop.addToCart(who, id, 1, ip));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(detail(answers.at(-1)!)).toBe(holdMessages.perProduct(card.title, 20, 0));
    expect((await held(ip)).get(id)).toBe(20);

    // A shopper from another address buys the other half.
    const other = guest();
    expect((await shop.addToCart(other, id, 20, uniqueIp())).statusCode).toBe(200);
    expect((await shop.placeOrder(other, pickupForm())).statusCode).toBe(201);
  });

  it('gives many sessions of one address at most half of every product and 1 000 units in all; another address still buys each', async () => {
    const ip = uniqueIp();
    const rows = await t.database.db.select().from(products).where(eq(products.active, true));
    const regularIds = new Set(regular().map(idOf));
    // The attacker asks for everything with a session per product, then takes what each refusal says is
    // left (with a new session, as throwaway sessions cost nothing), until nothing more is given.
    for (const product of rows.filter((p) => p.quantity > 0)) {
      const oneByOne = !regularIds.has(product.id);
      let want = oneByOne ? 1 : Math.min(product.quantity, 99);
      for (let tries = 0; tries < (oneByOne ? 4 : 3) && want > 0; tries += 1) {
        const res = await shop.addToCart(guest(), product.id, want, ip);
        if (res.statusCode === 200) continue;
        expect(res.statusCode, res.body).toBe(409);
        const left = /ещё (\d+) шт/.exec(detail(res));
        want = left && !oneByOne ? Math.min(Number(left[1]), 99) : 0;
      }
    }
    const hoarded = await held(ip);
    for (const product of rows) {
      expect(hoarded.get(product.id) ?? 0, product.name).toBeLessThanOrEqual(
        perClientShare(product.quantity),
      );
    }
    expect(total(hoarded)).toBeLessThanOrEqual(HOLD_LIMITS.addressUnits);
    console.info(
      `hoard from one address: ${total(hoarded)} units of ${hoarded.size} of ${rows.length} products ` +
        `(of ${rows.reduce((s, p) => s + p.quantity, 0)} in stock)`,
    );

    // A shopper from another address adds one of every product with 2 or more units, and orders them all.
    const buyable = rows.filter((p) => p.quantity >= 2);
    const shopper = uniqueIp();
    for (let from = 0; from < buyable.length; from += 40) {
      const who = guest();
      for (const product of buyable.slice(from, from + 40)) {
        const res = await shop.addToCart(who, product.id, 1, shopper);
        expect(res.statusCode, `${product.name}: ${res.body}`).toBe(200);
      }
      const placed = await shop.placeOrder(who, pickupForm(), undefined, shopper);
      expect(placed.statusCode, placed.body).toBe(201);
    }
  });

  it('counts unpaid orders like holds: orders from one address keep at most half a product', async () => {
    const card = regular()[1]!;
    const id = idOf(card);
    await setStock(id, 20);
    const ip = uniqueIp();
    const first = guest();
    expect((await shop.addToCart(first, id, 10, ip)).statusCode).toBe(200);
    expect((await shop.placeOrder(first, pickupForm(), undefined, ip)).statusCode).toBe(201);

    // Neither a new session of the address nor the same session from elsewhere can hold more.
    const second = guest();
    const refused = await shop.addToCart(second, id, 1, ip);
    expect([refused.statusCode, detail(refused)]).toEqual([409, holdMessages.perProduct(card.title, 10, 0)]);
    expect((await shop.addToCart(first, id, 1, uniqueIp())).statusCode).toBe(409);
    // A cart filled from elsewhere cannot become an order of this address either; it stays as it was.
    const third = guest();
    expect((await shop.addToCart(third, id, 5, uniqueIp())).statusCode).toBe(200);
    const placed = await shop.placeOrder(third, pickupForm(), undefined, ip);
    expect([placed.statusCode, detail(placed)]).toEqual([409, holdMessages.perProduct(card.title, 10, 0)]);
    expect((await cartOf(third)).items[0]).toMatchObject({ product_id: id, quantity: 5 });
    expect((await held(ip)).get(id)).toBe(10);

    // Another shopper, from another address, buys the rest; an hour on, the unpaid order keeps nothing.
    const other = guest();
    const otherIp = uniqueIp();
    expect((await shop.addToCart(other, id, 5, otherIp)).statusCode).toBe(200);
    expect((await shop.placeOrder(other, pickupForm(), undefined, otherIp)).statusCode).toBe(201);
    clock.now = new Date(clock.now.getTime() + 61 * 60_000);
    expect((await shop.addToCart(second, id, 10, ip)).statusCode).toBe(200);
  });

  it('bounds what one owner ties up in its cart and unpaid orders: 200 units', async () => {
    const [a, b, c] = regular().map(idOf);
    for (const id of [a!, b!, c!]) await setStock(id, 1000);
    const who = guest();
    const ip = uniqueIp();
    expect((await shop.addToCart(who, a!, 99, ip)).statusCode).toBe(200);
    expect((await shop.addToCart(who, b!, 99, ip)).statusCode).toBe(200);
    const over = await shop.addToCart(who, c!, 3, ip);
    expect([over.statusCode, detail(over)]).toEqual([409, holdMessages.ownerUnits(200)]);
    expect((await shop.addToCart(who, c!, 2, ip)).statusCode).toBe(200);
    // Its unpaid order counts the same: the owner's next cart starts full.
    expect((await shop.placeOrder(who, pickupForm(), undefined, ip)).statusCode).toBe(201);
    const again = await shop.addToCart(who, c!, 1, uniqueIp());
    expect([again.statusCode, detail(again)]).toEqual([409, holdMessages.ownerUnits(200)]);
  });

  it('bounds what one address ties up in all: 1 000 units', async () => {
    const ids = regular().slice(0, 6).map(idOf);
    for (const id of ids) await setStock(id, 1000);
    const ip = uniqueIp();
    // Five sessions hold 198 units each (their own limit is 200): 990.
    for (let n = 0; n < 5; n += 1) {
      const who = guest();
      expect((await shop.addToCart(who, ids[n]!, 99, ip)).statusCode).toBe(200);
      expect((await shop.addToCart(who, ids[n + 1]!, 99, ip)).statusCode).toBe(200);
    }
    const last = guest();
    expect((await shop.addToCart(last, ids[0]!, 10, ip)).statusCode).toBe(200);
    const over = await shop.addToCart(guest(), ids[5]!, 1, ip);
    expect([over.statusCode, detail(over)]).toEqual([409, holdMessages.addressUnits(1000)]);
    expect(total(await held(ip))).toBe(1000);
    // Giving back always works, and frees room.
    const line = (await cartOf(last)).items[0]!;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/cart/${line.id}?session_id=${(last as { session: string }).session}`,
      payload: { quantity: 9 },
      remoteAddress: ip,
    });
    expect(patched.statusCode).toBe(200);
    expect((await shop.addToCart(guest(), ids[5]!, 1, ip)).statusCode).toBe(200);
    // Another address is not affected.
    expect((await shop.addToCart(guest(), ids[5]!, 99, uniqueIp())).statusCode).toBe(200);
  });

  it('refuses only changes that add: a cart over its share after a stock cut can always give back', async () => {
    const [card, other] = regular().slice(2, 4);
    const id = idOf(card!);
    await setStock(id, 40);
    const ip = uniqueIp();
    const who = guest() as { session: string };
    expect((await shop.addToCart(who, id, 20, ip)).statusCode).toBe(200);
    await setStock(id, 30); // now 15 each
    const more = await shop.addToCart(who, idOf(other!), 1, ip);
    expect([more.statusCode, detail(more)]).toEqual([409, holdMessages.perProduct(card!.title, 15, 0)]);
    const line = (await cartOf(who)).items[0]!;
    const setTo = (quantity: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/cart/${line.id}?session_id=${who.session}`,
        payload: { quantity },
        remoteAddress: ip,
      });
    const before = (await cartOf(who)).reserved_until;
    clock.now = new Date(clock.now.getTime() + 60_000);
    expect((await setTo(18)).statusCode).toBe(200);
    // Still over: the hold is not renewed.
    expect((await cartOf(who)).reserved_until).toBe(before);
    expect((await setTo(15)).statusCode).toBe(200);
    expect((await cartOf(who)).reserved_until).toBe(
      new Date(clock.now.getTime() + 15 * 60_000).toISOString(),
    );
  });
});
