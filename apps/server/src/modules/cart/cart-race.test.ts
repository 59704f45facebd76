import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Box, CartAnswer } from '@shop/shared/cart/cart-api';
import { cartMessages } from '@shop/shared/cart/messages';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { BoxCard, Card, RegularCard } from '@shop/shared/rules/cards';
import type { Db } from '../../db/client.ts';
import { refusalStatus } from '../../lib/errors.ts';
import { Refusal } from '../../lib/refusals.ts';
import { databaseRateLimiter } from '../../lib/rate-limit.ts';
import { guest, shopCalls, type Who } from '../../test/shop-calls.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CartService } from './cart.service.ts';
import { guestOwner, userOwner } from './owner.ts';

/**
 * A line or box is checked to be the caller's before the change's transaction and changed inside it; a
 * sign-in moving it to the account's cart in between must not let the change land in the account's cart
 * (where the hold checks of the guest's cart never ran): the change answers 404 and nothing changes.
 */

let t: TestApp;
let shop: ReturnType<typeof shopCalls>;
let cards: Card[];
const clock = new Date('2026-11-23T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  shop = shopCalls(t);
  const groups = (
    await t.app.inject({ method: 'GET', url: '/api/products/grouped' })
  ).json() as ProductGroup[];
  cards = buildCatalogCards(groups);
});
afterAll(() => t?.close());

const bar = () => cards.find((c): c is RegularCard => c.kind === 'regular')!;
const boxCard = () => cards.find((c): c is BoxCard => c.kind === 'box' && c.flavors.length >= 2)!;

/** A cart service whose next transaction starts only after `between` ran (the sign-in in between). */
function racedCart(between: () => Promise<void>): CartService {
  const db = t.database.db;
  let pending = true;
  const raced = new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction')
        return async (...args: Parameters<Db['transaction']>) => {
          if (pending) {
            pending = false;
            await between();
          }
          return target.transaction(...args);
        };
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return new CartService(raced, t.app.services.catalog, databaseRateLimiter(db), () => clock);
}

let accounts = 900_000;

/** A guest with a line and a box, and the account (a new one each time) the guest signs in to mid-change. */
async function guestWithCart() {
  const who = guest() as { session: string };
  const owner = guestOwner(who.session);
  const account = userOwner((accounts += 1));
  expect((await shop.addToCart(who, Number(bar().id), 2)).statusCode).toBe(200);
  const [f, g] = boxCard().flavors.map((flavour) => Number(flavour.id));
  const boxed = await shop.addBox(who, 'box4', [
    { product_id: f!, quantity: 2 },
    { product_id: g!, quantity: 2 },
  ]);
  expect(boxed.statusCode, boxed.body).toBe(200);
  const lineId = ((await shop.cart(who)) as CartAnswer).items[0]!.id;
  const boxId = (boxed.json() as Box).id;
  const signIn = () => t.app.services.cart.adoptGuestCart(owner, account, '127.0.0.1');
  const accountCart = async () => ({
    cart: (await t.app.services.cart.cart(account)).items.map((i) => [i.id, i.quantity]),
    boxes: (await t.app.services.cart.boxes(account)).map((b) => b.items.map((i) => i.quantity)),
  });
  return { who, owner, lineId, boxId, signIn, accountCart, flavours: [f!, g!] as const };
}

const refusal = (err: unknown) =>
  err instanceof Refusal ? [refusalStatus[err.kind], err.message] : ['not a refusal', String(err)];

describe('a cart change racing a sign-in that moves the guest’s cart', () => {
  it('changing a line’s quantity: 404, the account’s line unchanged', async () => {
    const g = await guestWithCart();
    let moved: Awaited<ReturnType<typeof g.accountCart>> | undefined;
    const cart = racedCart(async () => {
      await g.signIn();
      moved = await g.accountCart();
    });
    const err = await cart.setQuantity(g.owner, '127.0.0.1', g.lineId, 5).catch((e: unknown) => e);
    expect(refusal(err)).toEqual([404, cartMessages.lineNotFound]);
    expect(moved!.cart).toEqual([[g.lineId, 2]]);
    expect(await g.accountCart()).toEqual(moved);
  });

  it('removing a line: 404, the account keeps it', async () => {
    const g = await guestWithCart();
    const cart = racedCart(g.signIn);
    const err = await cart.remove(g.owner, '127.0.0.1', g.lineId).catch((e: unknown) => e);
    expect(refusal(err)).toEqual([404, cartMessages.lineNotFound]);
    expect((await g.accountCart()).cart).toEqual([[g.lineId, 2]]);
  });

  it('changing a box’s flavours: 404, the account’s box unchanged', async () => {
    const g = await guestWithCart();
    const cart = racedCart(g.signIn);
    const [f] = g.flavours;
    const err = await cart
      .updateBoxItems(g.owner, '127.0.0.1', g.boxId, [{ product_id: f, quantity: 4 }])
      .catch((e: unknown) => e);
    expect(refusal(err)).toEqual([404, cartMessages.boxNotFound]);
    expect((await g.accountCart()).boxes).toEqual([[2, 2]]);
  });

  it('deleting a box: 404, the account keeps it', async () => {
    const g = await guestWithCart();
    const cart = racedCart(g.signIn);
    const err = await cart.deleteBox(g.owner, '127.0.0.1', g.boxId).catch((e: unknown) => e);
    expect(refusal(err)).toEqual([404, cartMessages.boxNotFound]);
    expect((await g.accountCart()).boxes).toEqual([[2, 2]]);
  });

  it('without a sign-in in between, the same changes go through', async () => {
    const g = await guestWithCart();
    const cart = racedCart(async () => {});
    expect(await cart.setQuantity(g.owner, '127.0.0.1', g.lineId, 3)).toMatchObject({ quantity: 3 });
    const [f] = g.flavours;
    const box = await cart.updateBoxItems(g.owner, '127.0.0.1', g.boxId, [{ product_id: f, quantity: 4 }]);
    expect(box.items.map((i) => i.quantity)).toEqual([4]);
    await cart.deleteBox(g.owner, '127.0.0.1', g.boxId);
    await cart.remove(g.owner, '127.0.0.1', g.lineId);
    expect(((await shop.cart(g.who as Who)) as CartAnswer).items).toEqual([]);
    expect(await t.app.services.cart.boxes(g.owner)).toEqual([]);
  });
});
