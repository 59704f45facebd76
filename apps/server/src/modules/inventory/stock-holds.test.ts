import { describe, expect, it } from 'vitest';
import { useCartApp } from '../../test/cart-app.ts';

/**
 * Cart holds against stock (the inventory module): how long they keep units, and that parallel shoppers
 * never get more than there is.
 */

let clock = new Date('2026-11-22T12:00:00Z');
const minutes = (n: number) => n * 60_000;
const { bars, guest, setStock, add, getCart } = useCartApp({
  now: () => clock,
  setNow: (now) => (clock = now),
});

describe('stock holds', () => {
  it('holds units for 15 minutes: others get a 409 naming what is left, then the units are free again', async () => {
    const bar = bars()[2]!;
    const id = Number(bar.id);
    // One client may hold half the stock: Alice took 8 of 16, then the stock fell to 10.
    await setStock(id, 16);
    const alice = guest();
    const bob = guest();
    expect((await add(alice, id, 8)).statusCode).toBe(200);
    await setStock(id, 10);

    const refused = await add(bob, id, 4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: `Недостаточно товара «${bar.title}»: можно добавить ещё 2 шт.`,
    });
    expect((await getCart(bob)).items).toEqual([]);

    clock = new Date(clock.getTime() + minutes(14));
    expect((await add(bob, id, 4)).statusCode).toBe(409);
    clock = new Date(clock.getTime() + minutes(2)); // 16 minutes after Alice's last change
    expect((await add(bob, id, 4)).statusCode).toBe(200);

    // Alice's lapsed line stays in her cart, but she cannot add more until she gives some back.
    const aliceAgain = await add(alice, id, 1);
    expect(aliceAgain.statusCode).toBe(409);
    expect(aliceAgain.json().detail).toBe(
      `Осталось только 6 шт. товара «${bar.title}»: уменьшите количество в корзине`,
    );
    expect((await getCart(alice)).items[0]).toMatchObject({ quantity: 8 });
  });

  it('gives exactly 10 of 50 parallel shoppers one unit of a product with 10 left', async () => {
    const id = Number(bars()[3]!.id);
    await setStock(id, 10);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => add(guest(), id, 1, `198.51.100.${n + 1}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
  });
});
