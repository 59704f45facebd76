import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BoxType } from '@shop/shared/boxes/box-types';
import { unitPriceFor } from '@shop/shared/rules/prices';
import type { Db, Tx } from '../../db/client.ts';
import { boxes, boxItems, cartItems, carts, productPhotos, products } from '../../db/schema.ts';
import type { StockedProduct } from '../inventory/inventory.service.ts';

export type { Tx };

/**
 * Carts, their lines and boxes. What they hold of stock (held_until, the units against products.quantity)
 * is the inventory module's.
 */

/** The per-unit price of a line of `count` units of a locked product (its pack price for 4, 8 or 12). */
export const linePrice = (product: StockedProduct, count: number): number =>
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

/** A gift card line's recipient details (gift-card-choice.ts); every field null on other lines. */
export interface GiftLine {
  recipientEmail: string | null;
  senderName: string | null;
  giftMessage: string | null;
  sendOn: string | null;
}

export interface LineRow extends GiftLine {
  id: number;
  productId: number;
  quantity: number;
  price: number;
  createdAt: Date;
  name: string;
  imageUrls: string[];
  /** Whether the product is still sold (archived and hidden products are not). */
  active: boolean;
  /** Keys a gift card line's recipient details ('' for every other line). */
  variant: string;
}

/**
 * A product's pictures as a line shows them: its main photo's smallest JPEG when it has photos, else its seeded
 * illustrations (docs/product/catalogue.md#images); an order's line keeps the first at checkout.
 */
const linePictures = sql<string[]>`coalesce((
  select jsonb_build_array('/media/products/' || ${productPhotos.key} || '-' || (${productPhotos.widths} ->> 0) || '.jpg')
  from ${productPhotos} where ${productPhotos.productId} = ${products.id}
  order by ${productPhotos.position}, ${productPhotos.id} limit 1
), ${products.imageUrls})`;

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  price: cartItems.price,
  createdAt: cartItems.createdAt,
  name: products.name,
  imageUrls: linePictures,
  active: products.active,
  recipientEmail: cartItems.recipientEmail,
  senderName: cartItems.senderName,
  giftMessage: cartItems.giftMessage,
  sendOn: cartItems.sendOn,
  variant: cartItems.variant,
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

export async function lineOfProduct(tx: Tx, cartId: number, productId: number, variant = '') {
  const [line] = await tx
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId), eq(cartItems.variant, variant)),
    );
  return line;
}

export async function insertLine(
  tx: Tx,
  line: {
    cartId: number;
    productId: number;
    quantity: number;
    price: number;
    createdAt: Date;
  } & Partial<GiftLine & { variant: string }>,
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
    /** Whether the flavour is still sold. */
    active: boolean;
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
      imageUrls: linePictures,
      active: products.active,
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
