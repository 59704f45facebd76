import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { BoxPrices } from '@shop/shared/catalog';
import type { BoxType } from '@shop/shared/cart';
import { unitPriceFor } from '@shop/shared/rules/prices';
import type { Db, Tx } from '../../db/client.ts';
import type { OrderReservations } from './reservations.ts';
import { boxes, boxItems, cartItems, carts } from '../../db/schema.ts';
import { products } from '../../db/schema.ts';

export type { Tx };

export interface LockedProduct {
  id: number;
  name: string;
  price: number;
  active: boolean;
  quantity: number;
  imageUrls: string[];
  boxPrices: BoxPrices | null;
}

/** The per-unit price of a line of `count` units of a locked product (its pack price for 4, 8 or 12). */
export const linePrice = (product: LockedProduct, count: number): number =>
  unitPriceFor(
    { price: product.price, box_prices: product.boxPrices } as Parameters<typeof unitPriceFor>[0],
    count,
  );

/**
 * The owner's cart, created if needed, now attributed to the client address of the change (kept when
 * unknown); its row stays locked until the transaction ends.
 */
export async function lockCart(
  tx: Tx,
  owner: string,
  now: Date,
  clientIp: string | null,
): Promise<{ id: number; heldUntil: Date; created: boolean }> {
  const [cart] = await tx
    .insert(carts)
    .values({ owner, heldUntil: now, clientIp })
    .onConflictDoUpdate({
      target: carts.owner,
      set: { clientIp: sql`coalesce(excluded.client_ip, ${carts.clientIp})` },
    })
    // xmax is 0 only on a row this statement inserted (an updated row carries this transaction's id).
    .returning({ id: carts.id, heldUntil: carts.heldUntil, created: sql<boolean>`(xmax = 0)` });
  return cart!;
}

export async function findCart(db: Db, owner: string): Promise<{ id: number; heldUntil: Date } | undefined> {
  const [cart] = await db
    .select({ id: carts.id, heldUntil: carts.heldUntil })
    .from(carts)
    .where(eq(carts.owner, owner));
  return cart;
}

export async function renewHold(tx: Tx, cartId: number, heldUntil: Date): Promise<void> {
  await tx.update(carts).set({ heldUntil }).where(eq(carts.id, cartId));
}

/**
 * Locks the products in id order (one statement, so two carts never lock them in opposite orders) and
 * returns them: holds on a product are taken one transaction at a time.
 */
export async function lockProducts(tx: Tx, ids: readonly number[]): Promise<Map<number, LockedProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      active: products.active,
      quantity: products.quantity,
      imageUrls: products.imageUrls,
      boxPrices: products.boxPrices,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(products.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Products in the cart's lines and boxes. */
export async function productIdsInCart(tx: Tx, cartId: number): Promise<number[]> {
  const lines = await tx
    .select({ id: cartItems.productId })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  const flavours = await tx
    .select({ id: boxItems.productId })
    .from(boxItems)
    .innerJoin(boxes, eq(boxes.id, boxItems.boxId))
    .where(eq(boxes.cartId, cartId));
  return [...new Set([...lines, ...flavours].map((row) => row.id))];
}

/**
 * Units of each product a set of carts holds: in lines and in box flavours. `others` counts every other
 * cart whose hold has not lapsed at `now` and every unpaid order still within its hour; `own` counts this
 * cart whatever its hold.
 */
export async function heldUnits(
  tx: Tx,
  cartId: number,
  productIds: readonly number[],
  now: Date,
  reserved: OrderReservations,
): Promise<{ others: Map<number, number>; own: Map<number, number> }> {
  const ids = [...productIds];
  const othersActive = and(ne(carts.id, cartId), gt(carts.heldUntil, now));
  // Grouped per cart (a bound parameter cannot be repeated in GROUP BY); this cart is told apart below.
  const lineRows = await tx
    .select({
      productId: cartItems.productId,
      cartId: carts.id,
      units: sql<number>`sum(${cartItems.quantity})::int`,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(inArray(cartItems.productId, ids), or(eq(carts.id, cartId), othersActive)))
    .groupBy(cartItems.productId, carts.id);
  const boxRows = await tx
    .select({
      productId: boxItems.productId,
      cartId: carts.id,
      units: sql<number>`sum(${boxItems.quantity})::int`,
    })
    .from(boxItems)
    .innerJoin(boxes, eq(boxes.id, boxItems.boxId))
    .innerJoin(carts, eq(carts.id, boxes.cartId))
    .where(and(inArray(boxItems.productId, ids), or(eq(carts.id, cartId), othersActive)))
    .groupBy(boxItems.productId, carts.id);
  const others = await reserved(tx, ids, now);
  const own = new Map<number, number>();
  for (const row of [...lineRows, ...boxRows]) {
    const into = row.cartId === cartId ? own : others;
    into.set(row.productId, (into.get(row.productId) ?? 0) + Number(row.units));
  }
  return { others, own };
}

export interface LineRow {
  id: number;
  productId: number;
  quantity: number;
  price: number;
  createdAt: Date;
  name: string;
  imageUrls: string[];
}

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  price: cartItems.price,
  createdAt: cartItems.createdAt,
  name: products.name,
  imageUrls: products.imageUrls,
};

export async function cartLines(db: Db | Tx, cartId: number): Promise<LineRow[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.id);
}

export async function findLine(tx: Tx, cartId: number, lineId: number): Promise<LineRow | undefined> {
  const [line] = await tx
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, lineId)));
  return line;
}

export async function lineOfProduct(tx: Tx, cartId: number, productId: number) {
  const [line] = await tx
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  return line;
}

export async function insertLine(
  tx: Tx,
  line: { cartId: number; productId: number; quantity: number; price: number; createdAt: Date },
): Promise<number> {
  const [row] = await tx.insert(cartItems).values(line).returning({ id: cartItems.id });
  return row!.id;
}

export async function updateLine(tx: Tx, lineId: number, quantity: number, price: number): Promise<void> {
  await tx.update(cartItems).set({ quantity, price }).where(eq(cartItems.id, lineId));
}

export async function deleteLine(tx: Tx, lineId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.id, lineId));
}

/** Changes a line of this cart only (it may have moved to another since it was read): false when none. */
export async function updateCartLine(
  tx: Tx,
  cartId: number,
  lineId: number,
  quantity: number,
  price: number,
): Promise<boolean> {
  const rows = await tx
    .update(cartItems)
    .set({ quantity, price })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Deletes a line of this cart only: false when it has none by that id. */
export async function deleteCartLine(tx: Tx, cartId: number, lineId: number): Promise<boolean> {
  const rows = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export interface BoxRow {
  id: number;
  boxType: BoxType;
  createdAt: Date;
  items: {
    id: number;
    productId: number;
    quantity: number;
    price: number;
    name: string;
    imageUrls: string[];
  }[];
}

/** The cart's boxes with their flavours: two queries whatever the number of boxes. */
export async function cartBoxes(db: Db | Tx, cartId: number, boxId?: number): Promise<BoxRow[]> {
  const boxRows = await db
    .select({ id: boxes.id, boxType: boxes.boxType, createdAt: boxes.createdAt })
    .from(boxes)
    .where(
      boxId === undefined ? eq(boxes.cartId, cartId) : and(eq(boxes.cartId, cartId), eq(boxes.id, boxId)),
    )
    .orderBy(boxes.id);
  if (boxRows.length === 0) return [];
  const itemRows = await db
    .select({
      id: boxItems.id,
      boxId: boxItems.boxId,
      productId: boxItems.productId,
      quantity: boxItems.quantity,
      price: boxItems.price,
      name: products.name,
      imageUrls: products.imageUrls,
    })
    .from(boxItems)
    .innerJoin(products, eq(products.id, boxItems.productId))
    .where(
      inArray(
        boxItems.boxId,
        boxRows.map((box) => box.id),
      ),
    )
    .orderBy(boxItems.id);
  return boxRows.map((box) => ({
    ...box,
    boxType: box.boxType as BoxType,
    items: itemRows.filter((item) => item.boxId === box.id),
  }));
}

export async function insertBox(tx: Tx, cartId: number, boxType: BoxType, createdAt: Date): Promise<number> {
  const [row] = await tx.insert(boxes).values({ cartId, boxType, createdAt }).returning({ id: boxes.id });
  return row!.id;
}

export async function replaceBoxItems(
  tx: Tx,
  boxId: number,
  items: readonly { productId: number; quantity: number; price: number }[],
): Promise<void> {
  await tx.delete(boxItems).where(eq(boxItems.boxId, boxId));
  if (items.length > 0) await tx.insert(boxItems).values(items.map((item) => ({ ...item, boxId })));
}

/** Deletes a box of this cart only (it may have moved to another since it was read): false when none. */
export async function deleteCartBox(tx: Tx, cartId: number, boxId: number): Promise<boolean> {
  const rows = await tx
    .delete(boxes)
    .where(and(eq(boxes.id, boxId), eq(boxes.cartId, cartId)))
    .returning({ id: boxes.id });
  return rows.length > 0;
}

/** The owner's cart locked for the transaction, if it has one (unlike lockCart, never makes one). */
export async function lockExistingCart(
  tx: Tx,
  owner: string,
): Promise<{ id: number; clientIp: string | null } | undefined> {
  const [cart] = await tx
    .select({ id: carts.id, clientIp: carts.clientIp })
    .from(carts)
    .where(eq(carts.owner, owner))
    .for('update');
  return cart;
}

/** Moves a cart's boxes and the given lines to another cart, then deletes the emptied cart. */
export async function moveContents(
  tx: Tx,
  fromCartId: number,
  toCartId: number,
  lineIds: number[],
): Promise<void> {
  await tx.update(boxes).set({ cartId: toCartId }).where(eq(boxes.cartId, fromCartId));
  if (lineIds.length > 0)
    await tx.update(cartItems).set({ cartId: toCartId }).where(inArray(cartItems.id, lineIds));
  await tx.delete(carts).where(eq(carts.id, fromCartId));
}

/** Deletes a cart with its lines and boxes (it became an order). */
export async function deleteCart(tx: Tx, cartId: number): Promise<void> {
  await tx.delete(carts).where(eq(carts.id, cartId));
}
