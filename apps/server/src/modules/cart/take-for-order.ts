import { boxTypeSize, stockShrunk } from '@shop/shared/cart';
import { checkoutMessages } from '@shop/shared/order-messages';
import { checkBox } from '@shop/shared/rules/cart-rules';
import type { Card } from '@shop/shared/rules/cards';
import type { Tx } from '../../db/client.ts';
import * as repo from './cart.repository.ts';
import { clientUsage, lockAddress } from './client-holds.ts';
import { holdProblem } from './hold-limits.ts';
import type { Client, OrderHolds } from './reservations.ts';

/** What a cart hands to the order made from it: its lines and boxes at today's prices, products locked. */
export interface CartContents {
  lines: repo.LineRow[];
  boxes: repo.BoxRow[];
  products: Map<number, repo.LockedProduct>;
}

/** Units an order adds beyond the cart (its packages). */
export interface ExtraUnits {
  productId: number;
  quantity: number;
}

/** Why a cart cannot become an order; a repriced cart has been saved with the new prices. */
export type TakeRefusal = { refused: string };

/**
 * Takes the client's cart for an order inside the caller's transaction: locks the cart, the client's
 * address, then every product it (and `extras`) involve in id order — the locks every cart change takes —
 * and checks that
 * - the cart has something in it and every product is still sold,
 * - every price is today's (else the cart is repriced and kept, and the caller refuses the order),
 * - every unit is free: its hold may have lapsed, but then no other cart or order may have taken it since,
 * - the order keeps the client (its owner, and the address placing it) within what one client may hold.
 * Then `build` makes the order (or refuses) and the cart is deleted: its holds become the order's
 * reservation at once.
 */
export async function takeCartForOrder<T extends object>(
  tx: Tx,
  cards: readonly Card[],
  client: Client,
  extras: readonly ExtraUnits[],
  now: Date,
  orders: OrderHolds,
  build: (contents: CartContents) => Promise<T | TakeRefusal>,
): Promise<T | TakeRefusal> {
  const cart = await repo.lockExistingCart(tx, client.owner);
  if (!cart) return { refused: checkoutMessages.cartEmpty };
  await lockAddress(tx, client.ip);
  const inCart = await repo.productIdsInCart(tx, cart.id);
  if (inCart.length === 0) return { refused: checkoutMessages.cartEmpty };
  const ids = [...new Set([...inCart, ...extras.map((extra) => extra.productId)])];
  const products = await repo.lockProducts(tx, ids);
  const lines = await repo.cartLines(tx, cart.id);
  const boxes = await repo.cartBoxes(tx, cart.id);

  for (const id of ids) {
    const product = products.get(id);
    if (!product?.active) return { refused: checkoutMessages.productGone(product?.name ?? `#${id}`) };
  }

  const repriced = await repriceChanged(tx, cards, lines, boxes, products);
  if (repriced) return repriced;

  const { others, own } = await repo.heldUnits(tx, cart.id, ids, now, orders.reserved);
  for (const extra of extras) own.set(extra.productId, (own.get(extra.productId) ?? 0) + extra.quantity);
  for (const id of ids) {
    const product = products.get(id)!;
    const free = Math.max(0, product.quantity - (others.get(id) ?? 0));
    if ((own.get(id) ?? 0) <= free) continue;
    // A package is no line of the cart: the shopper can only go without it.
    const refused = inCart.includes(id) ? stockShrunk(product.name, free) : checkoutMessages.packagingGone;
    return { refused };
  }
  const usage = await clientUsage(tx, cart.id, client, now, orders.ofClient);
  const overLimit = holdProblem({ own, usage, products });
  if (overLimit) return { refused: overLimit };

  const result = await build({ lines, boxes, products });
  if ('refused' in result) return result;
  await repo.deleteCart(tx, cart.id);
  return result;
}

/**
 * Brings lines and box flavours whose price is no longer today's up to date (in the transaction, which the
 * caller commits) and names the first change; null when every price stands.
 */
async function repriceChanged(
  tx: Tx,
  cards: readonly Card[],
  lines: repo.LineRow[],
  boxes: repo.BoxRow[],
  products: Map<number, repo.LockedProduct>,
): Promise<TakeRefusal | null> {
  let first: string | null = null;
  for (const line of lines) {
    const price = repo.linePrice(products.get(line.productId)!, line.quantity);
    if (price === line.price) continue;
    first ??= checkoutMessages.priceChanged(line.name, line.price, price);
    await repo.updateLine(tx, line.id, line.quantity, price);
  }
  for (const box of boxes) {
    const size = boxTypeSize[box.boxType];
    const checked = checkBox(
      cards,
      size,
      box.items.map((item) => ({ product_id: item.productId, quantity: item.quantity })),
    );
    if ('error' in checked) return { refused: checkoutMessages.productGone(box.items[0]?.name ?? '') };
    const changed = box.items.find(
      (item) => checked.flavours.find((f) => f.productId === item.productId)?.price !== item.price,
    );
    if (!changed) continue;
    const price = checked.flavours.find((f) => f.productId === changed.productId)!.price;
    first ??= checkoutMessages.priceChanged(changed.name, changed.price, price);
    await repo.replaceBoxItems(tx, box.id, checked.flavours);
  }
  return first ? { refused: first } : null;
}
