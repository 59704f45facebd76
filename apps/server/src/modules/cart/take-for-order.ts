import { boxTypeSize } from '@shop/shared/boxes/box-types';
import { checkoutMessages } from '@shop/shared/orders/messages';
import { checkBox } from '@shop/shared/rules/cart-rules';
import type { Card } from '@shop/shared/rules/cards';
import type { Tx } from '../../db/client.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as repo from './cart.repository.ts';

/** What a cart hands to the order made from it: its lines and boxes at today's prices, products locked. */
export interface CartContents {
  lines: repo.LineRow[];
  boxes: repo.BoxRow[];
  products: Map<number, inventory.StockedProduct>;
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
  client: inventory.Client,
  extras: readonly ExtraUnits[],
  now: Date,
  build: (contents: CartContents) => Promise<T | TakeRefusal>,
): Promise<T | TakeRefusal> {
  const cart = await repo.lockExistingCart(tx, client.owner);
  if (!cart) return { refused: checkoutMessages.cartEmpty };
  const inCart = await inventory.productsHeldBy(tx, cart.id);
  if (inCart.length === 0) return { refused: checkoutMessages.cartEmpty };
  const ids = [...new Set([...inCart, ...extras.map((extra) => extra.productId)])];
  const products = await inventory.lockForStock(tx, client.ip, ids);
  const lines = await repo.cartLines(tx, cart.id);
  const boxes = await repo.cartBoxes(tx, cart.id);

  for (const id of ids) {
    const product = products.get(id);
    if (!product?.active) return { refused: checkoutMessages.productGone(product?.name ?? `#${id}`) };
  }

  const repriced = await repriceChanged(tx, cards, lines, boxes, products);
  if (repriced) return repriced;

  const refused = await inventory.reserveForOrder(tx, {
    cartId: cart.id,
    client,
    inCart,
    extras,
    products,
    now,
  });
  if (refused) return { refused };

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
  products: Map<number, inventory.StockedProduct>,
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
