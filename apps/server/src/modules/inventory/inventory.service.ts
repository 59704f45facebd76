import { adminMessages } from '@shop/shared/admin/messages';
import { CART_HOLD_MINUTES, notEnoughStock, stockShrunk } from '@shop/shared/cart/messages';
import { checkoutMessages } from '@shop/shared/orders/messages';
import type { Db, Tx } from '../../db/client.ts';
import { conflict } from '../../lib/refusals.ts';
import { holdProblem, perClientShare, type ClientUsage } from './hold-limits.ts';
import * as repo from './inventory.repository.ts';
import type { Client, StockedProduct } from './inventory.repository.ts';

export type { Client, StockedProduct };
export type { ClientUsage };
export { HOLD_LIMITS, perClientShare } from './hold-limits.ts';

/**
 * The one owner of stock (docs/decisions/0010). `products.quantity` is what is on the shelves; against it
 * count (1) holds: cart lines and box flavours of carts whose held_until is in the future, and (2)
 * reservations: lines of unpaid orders within their hour. A paid order has taken its units out of
 * `products.quantity`. What one client may tie up is bounded (hold-limits.ts).
 *
 * Every function runs in its caller's transaction. Callers lock in one order: their own row (the cart,
 * or the order), then `lockForStock` (the client's address, then the products in id order), so two
 * transactions deciding about the same units take turns, on PostgreSQL and PGlite alike.
 */

const HOLD_MS = CART_HOLD_MINUTES * 60_000;
// Serial ids start at 1: with no cart of its own, every live cart counts as "another" one.
const NO_CART = 0;

/**
 * Serialises the client address's changes (parallel requests of one address with different sessions
 * cannot each see room for the same units), then locks the products in id order and answers them.
 */
export async function lockForStock(
  tx: Tx,
  ip: string | null,
  productIds: readonly number[],
): Promise<Map<number, StockedProduct>> {
  await repo.lockAddress(tx, ip);
  return repo.lockProducts(tx, productIds);
}

/** Products the cart holds units of (its lines and box flavours). */
export const productsHeldBy = (tx: Tx, cartId: number): Promise<number[]> =>
  repo.productIdsInCart(tx, cartId);

/**
 * Units of each product the cart holds (`own`, whatever its hold), and that everybody else keeps at
 * `now` (`others`: other carts' live holds and unpaid orders within their hour).
 */
async function claims(tx: Tx, cartId: number, ids: readonly number[], now: Date) {
  const { others, own } = await repo.cartHolds(tx, cartId, ids, now);
  for (const [id, units] of await repo.reservedUnits(tx, ids, now))
    others.set(id, (others.get(id) ?? 0) + units);
  return { others, own };
}

/** Units of each product kept from sale at `now`: live cart holds and unpaid orders within their hour. */
export async function heldStock(
  tx: Tx,
  productIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  return (await claims(tx, NO_CART, productIds, now)).others;
}

/** Units of each active product nobody holds or reserved at `now` (stock less `heldStock`), in id order. */
export async function availableStock(
  tx: Tx,
  now: Date,
): Promise<{ id: number; name: string; available: number }[]> {
  const rows = await repo.activeStock(tx);
  const held = await heldStock(
    tx,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    available: row.quantity - (held.get(row.id) ?? 0),
  }));
}

/** What the client ties up besides the cart `cartId`: its unpaid orders, and its address's live carts. */
async function clientUsage(tx: Tx, cartId: number, client: Client, now: Date): Promise<ClientUsage> {
  const orders = await repo.reservedByClient(tx, client, now);
  if (client.ip === null) return { owner: orders.owner, address: null };
  const address = await repo.addressCartUnits(tx, client.ip, cartId, now);
  for (const [id, units] of orders.address) address.set(id, (address.get(id) ?? 0) + units);
  return { owner: orders.owner, address };
}

/**
 * Settles the cart's hold after a change that added `grew` units of some products (negative: gave some
 * back). The hold covers the whole cart: a change that adds units needs every unit the cart then keeps
 * to be free (else 409 naming the product and what is left, e.g. after a lapsed hold let others take
 * some) and within what one client may hold. A change that only gives units back always succeeds, and
 * renews the hold (CART_HOLD_MINUTES from `now`) only when everything it keeps is free and within those
 * limits.
 */
export async function settleHold(
  tx: Tx,
  hold: {
    cartId: number;
    client: Client;
    products: ReadonlyMap<number, StockedProduct>;
    grew: ReadonlyMap<number, number>;
    now: Date;
  },
): Promise<void> {
  const { cartId, client, products, grew, now } = hold;
  const inCart = await repo.productIdsInCart(tx, cartId);
  const { others, own } = await claims(tx, cartId, inCart, now);
  const adds = [...grew.values()].some((units) => units > 0);
  let allHeld = true;
  for (const id of inCart) {
    const product = products.get(id);
    if (!product) continue;
    const free = Math.max(0, product.quantity - (others.get(id) ?? 0));
    const wanted = own.get(id) ?? 0;
    if (wanted <= free) continue;
    const kept = wanted - Math.max(0, grew.get(id) ?? 0);
    if (adds)
      throw conflict(
        kept > free ? stockShrunk(product.name, free) : notEnoughStock(product.name, free - kept),
      );
    allHeld = false;
  }
  const usage = await clientUsage(tx, cartId, client, now);
  const size = await repo.cartSize(tx, cartId);
  const problem = holdProblem({ own, grew, usage, products, ...size });
  if (problem && adds) throw conflict(problem);
  if (allHeld && !problem) await repo.setHeldUntil(tx, cartId, new Date(now.getTime() + HOLD_MS));
}

/**
 * How many units of its product each of the cart's `lines` may hold (a sign-in adding two carts' lines
 * up): what nobody else keeps and what the client may still tie up of it, less what the cart holds of
 * it besides that line (box flavours).
 */
export async function lineRoom(
  tx: Tx,
  room: {
    cartId: number;
    client: Client;
    products: ReadonlyMap<number, StockedProduct>;
    lines: readonly { productId: number; quantity: number }[];
    now: Date;
  },
): Promise<Map<number, number>> {
  const { cartId, client, products, lines, now } = room;
  const inCart = await repo.productIdsInCart(tx, cartId);
  const { others, own } = await claims(tx, cartId, inCart, now);
  const usage = await clientUsage(tx, cartId, client, now);
  const answer = new Map<number, number>();
  for (const line of lines) {
    const product = products.get(line.productId)!;
    const besides = (own.get(product.id) ?? 0) - line.quantity;
    const free = product.quantity - (others.get(product.id) ?? 0) - besides;
    const elsewhere = Math.max(usage.owner.get(product.id) ?? 0, usage.address?.get(product.id) ?? 0);
    const share = perClientShare(product.quantity) - elsewhere - besides;
    answer.set(product.id, Math.min(free, share));
  }
  return answer;
}

/**
 * Whether the cart (products `inCart`, locked with `lockForStock`) plus `extras` (an order's packages)
 * may become an order's reservation: every unit free — its hold may have lapsed, but then no other cart
 * or order may have taken it since — and the client (its owner, and the address placing it) within what
 * one client may hold. Answers the refusal, or null. The caller turns the hold into the reservation in
 * the same transaction (inserts the order, deletes the cart).
 */
export async function reserveForOrder(
  tx: Tx,
  order: {
    cartId: number;
    client: Client;
    inCart: readonly number[];
    extras: readonly { productId: number; quantity: number }[];
    products: ReadonlyMap<number, StockedProduct>;
    now: Date;
  },
): Promise<string | null> {
  const { cartId, client, inCart, extras, products, now } = order;
  const ids = [...new Set([...inCart, ...extras.map((extra) => extra.productId)])];
  const { others, own } = await claims(tx, cartId, ids, now);
  for (const extra of extras) own.set(extra.productId, (own.get(extra.productId) ?? 0) + extra.quantity);
  for (const id of ids) {
    const product = products.get(id)!;
    const free = Math.max(0, product.quantity - (others.get(id) ?? 0));
    if ((own.get(id) ?? 0) <= free) continue;
    // A package is no line of the cart: the shopper can only go without it.
    return inCart.includes(id) ? stockShrunk(product.name, free) : checkoutMessages.packagingGone;
  }
  const usage = await clientUsage(tx, cartId, client, now);
  return holdProblem({ own, usage, products });
}

/** A paid order's units leave the shelves for good (its products locked in id order first). */
export async function takeForPaidOrder(tx: Tx, orderId: number): Promise<void> {
  const units = await repo.orderUnits(tx, orderId);
  await repo.lockProducts(tx, [...units.keys()]);
  await repo.takeStock(tx, units);
}

/** A refunded order's units go back on the shelves (its products locked in id order first). */
export async function returnForRefundedOrder(tx: Tx, orderId: number): Promise<void> {
  const units = await repo.orderUnits(tx, orderId);
  await repo.lockProducts(tx, [...units.keys()]);
  await repo.returnStock(tx, units);
}

/**
 * Sets a product's stock from the catalogue editor, in the caller's transaction with the product row
 * locked (as every hold locks it): raising it never breaks a hold; lowering it below what live cart holds
 * and unpaid orders keep at `now` is refused with 409 naming that number.
 */
export async function setStock(
  tx: Tx,
  productId: number,
  { from, to }: { from: number; to: number },
  now: Date,
): Promise<void> {
  const held = (await heldStock(tx, [productId], now)).get(productId) ?? 0;
  if (to < from && to < held) throw conflict(adminMessages.stockBelowHeld(held));
  await repo.writeStock(tx, productId, to);
}

/** What ties stock up at `now` (cart holds, unpaid orders within their hour), for monitoring. */
export const stockTiedUp = (db: Db, now: Date) => repo.tiedUp(db, now);
