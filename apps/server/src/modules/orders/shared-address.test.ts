import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import type { RegularCard } from '@shop/shared/rules/cards';
import { products } from '../../db/schema.ts';
import { heldByAddress, total } from '../../test/held-by-address.ts';
import { guest, pickupForm } from '../../test/shop-calls.ts';
import { uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { useTestShop } from '../../test/test-shop.ts';
import { perClientShare } from '../inventory/hold-limits.ts';

/**
 * Issue 16, part 2: limits that count addresses must not refuse real shoppers behind one carrier NAT or
 * office (formerly the 31st order of the hour from one address was refused).
 */

const clock = { now: new Date('2026-11-23T09:00:00Z') };
const { t, mail, shop, cards } = useTestShop(clock);

it('lets 100 shoppers behind one address each order a few units within one hour, a quarter of them paying', async () => {
  const nat = uniqueIp();
  const stock = new Map(
    (await t.database.db.select().from(products)).map((row) => [row.id, row.quantity] as const),
  );
  // Shoppers pick bars, brownies and drinks about as often as the shop stocks them.
  const shelf = cards
    .filter((c): c is RegularCard => c.kind === 'regular')
    .flatMap((c) => Array<number>(Math.max(1, Math.floor(stock.get(Number(c.id))! / 20))).fill(Number(c.id)));
  const emails: string[] = [];
  let units = 0;
  let peak = 0;
  let paid = 0;
  for (let n = 0; n < 100; n += 1) {
    const who = guest();
    const first = shelf[n % shelf.length]!;
    const second = shelf[(n * 7 + 3) % shelf.length]!;
    const [a, b] = [1 + (n % 2), 1 + (n % 3 === 0 ? 1 : 0)]; // 2 to 4 units
    expect((await shop.addToCart(who, first, a, nat)).statusCode).toBe(200);
    expect((await shop.addToCart(who, second, b, nat)).statusCode).toBe(200);
    const email = uniqueEmail(`nat${n}`);
    const placed = await shop.placeOrder(who, pickupForm({ email }), undefined, nat);
    expect(placed.statusCode, `shopper ${n + 1}: ${placed.body}`).toBe(201);
    emails.push(email);
    units += a + b;
    if (n % 4 === 3) {
      const { payment_url } = placed.json() as CreateOrderAnswer;
      expect((await shop.decide(payment_url!, 'succeeded')).statusCode).toBe(200);
      paid += 1;
    }
    peak = Math.max(peak, total(await heldByAddress(t.database.db, nat, clock.now)));
    clock.now = new Date(clock.now.getTime() + 36_000); // 100 shoppers in one hour
  }

  // Every shopper got the mail of their order.
  for (const email of emails) await mail.latest(email, (m) => m.subject.includes('оформлен'));

  const held = await heldByAddress(t.database.db, nat, clock.now);
  let fullest = 0;
  for (const [id, count] of held) {
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    fullest = Math.max(fullest, count / perClientShare(row!.quantity));
  }
  console.info(
    `one address, 100 shoppers in an hour: 100 orders (${paid} paid) of ${units} units; the address tied up ` +
      `at most ${peak} units at once (limit 1000), the fullest product at ${Math.round(fullest * 100)} % ` +
      `of what one address may hold of it`,
  );
  // 100 shoppers' carts, orders and payments one after another: a loaded machine needs more than 30 s.
}, 120_000);
