import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { holdMessages } from '@shop/shared/cart/messages';
import type { BoxCard } from '@shop/shared/rules/cards';
import { products } from '../../db/schema.ts';
import { total } from '../../test/held-by-address.ts';
import { guest } from '../../test/shop-calls.ts';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { useHoldLimitsShop } from './hold-limits.fixtures.ts';

/**
 * Issue 16, part 2, the hold limits (hold-limits.ts) under parallel requests of one address, per cart
 * (lines, boxes), per address (new carts an hour) and when a sign-in adds two carts up — replayed through
 * HTTP as an attacker would. Hoarding a product: hoarding.test.ts.
 */

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, cards, regular, idOf, setStock, held, detail, cartOf } = useHoldLimitsShop(clock);

describe('parallel requests of one address', () => {
  it('cannot together hold more than half a product, from many sessions or one', async () => {
    const id = idOf(regular()[4]!);
    await setStock(id, 40);
    const ip = uniqueIp();
    const many = await Promise.all(Array.from({ length: 20 }, () => shop.addToCart(guest(), id, 5, ip)));
    expect(many.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(many.filter((a) => a.statusCode === 409)).toHaveLength(16);
    expect((await held(ip)).get(id)).toBe(20);

    clock.now = new Date(clock.now.getTime() + 16 * 60_000);
    const who = guest();
    const one = await Promise.all(Array.from({ length: 10 }, () => shop.addToCart(who, id, 5, ip)));
    expect(one.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect((await held(ip)).get(id)).toBe(20);
  });

  it('cannot together pass 1 000 units', async () => {
    const ids = regular().slice(0, 8).map(idOf);
    for (const id of ids) await setStock(id, 1000);
    const ip = uniqueIp();
    for (let n = 0; n < 5; n += 1) {
      const who = guest();
      expect((await shop.addToCart(who, ids[n]!, 99, ip)).statusCode).toBe(200);
      expect((await shop.addToCart(who, ids[n + 1]!, 99, ip)).statusCode).toBe(200);
    }
    // 990 held: of 12 parallel sessions asking 5 units each, two fit.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => shop.addToCart(guest(), ids[6 + (n % 2)]!, 5, ip)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(total(await held(ip))).toBe(1000);
  });
});

describe('cart size and new carts per address', () => {
  it('keeps a cart to 50 lines and 20 boxes', async () => {
    const rows = await t.database.db.select().from(products).where(eq(products.active, true));
    const stocked = rows.filter((p) => p.quantity >= 2);
    expect(stocked.length).toBeGreaterThan(50);
    const ip = uniqueIp();
    const who = guest();
    for (const product of stocked.slice(0, 50))
      expect((await shop.addToCart(who, product.id, 1, ip)).statusCode).toBe(200);
    const line51 = await shop.addToCart(who, stocked[50]!.id, 1, ip);
    expect([line51.statusCode, detail(line51)]).toEqual([409, holdMessages.cartLines(50)]);
    // More of a product already there is no new line.
    expect((await shop.addToCart(who, stocked[0]!.id, 1, ip)).statusCode).toBe(200);

    const box = cards.find((c): c is BoxCard => c.kind === 'box' && c.flavors.length >= 2)!;
    const [f, g] = box.flavors.map((flavour) => Number(flavour.id));
    for (const id of [f!, g!]) await setStock(id, 200);
    const boxer = guest();
    const fill = [
      { product_id: f!, quantity: 2 },
      { product_id: g!, quantity: 2 },
    ];
    for (let n = 0; n < 20; n += 1) expect((await shop.addBox(boxer, 'box4', fill, ip)).statusCode).toBe(200);
    const box21 = await shop.addBox(boxer, 'box4', fill, ip);
    expect([box21.statusCode, detail(box21)]).toEqual([409, holdMessages.cartBoxes(20)]);
  });

  it('makes at most 300 new carts an hour from one address, counting only carts really made', async () => {
    const id = idOf(regular()[5]!);
    await setStock(id, 1000);
    const ip = uniqueIp();
    // Refused adds from fresh sessions make no cart and use up nothing (a NAT's shoppers are not locked out).
    for (let n = 0; n < 300; n += 1)
      expect((await shop.addToCart(guest(), 999_999, 1, ip)).statusCode).toBe(404);
    const first = guest();
    expect((await shop.addToCart(first, id, 1, ip)).statusCode).toBe(200);
    for (let n = 1; n < 300; n += 1) expect((await shop.addToCart(guest(), id, 1, ip)).statusCode).toBe(200);
    const refused = await shop.addToCart(guest(), id, 1, ip);
    expect(refused.statusCode).toBe(429);
    expect(detail(refused)).toBe(holdMessages.tooManyCarts(Number(refused.headers['retry-after'])));
    // A cart the address has already goes on; another address is not affected; an hour on, a new one.
    expect((await shop.addToCart(first, id, 1, ip)).statusCode).toBe(200);
    expect((await shop.addToCart(guest(), id, 1, uniqueIp())).statusCode).toBe(200);
    clock.now = new Date(clock.now.getTime() + 61 * 60_000);
    expect((await shop.addToCart(guest(), id, 1, ip)).statusCode).toBe(200);
    // 600 requests one after another: a loaded machine needs more than the default 30 s.
  }, 120_000);
});

describe('signing in', () => {
  it('adds up a product both carts hold only to what one client may hold', async () => {
    const card = regular()[6]!;
    const id = idOf(card);
    await setStock(id, 10);
    const email = uniqueEmail('merge');
    const first = await signIn(t, mail, email);
    expect((await shop.addToCart({ token: first.tokens.access_token }, id, 4, uniqueIp())).statusCode).toBe(
      200,
    );
    const session = guest() as { session: string };
    expect((await shop.addToCart(session, id, 4, uniqueIp())).statusCode).toBe(200);

    clock.now = new Date(clock.now.getTime() + 61_000);
    const second = await signIn(t, mail, email, { sessionId: session.session });
    const cart = await cartOf({ token: second.tokens.access_token });
    // Stock alone would allow 8; one client may hold 5 of 10.
    expect(cart.items.map((i) => [i.product_id, i.quantity])).toEqual([[id, 5]]);
    expect(cart.reserved_until).toBe(new Date(clock.now.getTime() + 15 * 60_000).toISOString());
    expect((await shop.addToCart(guest(), id, 5, uniqueIp())).statusCode).toBe(200);
  });
});
