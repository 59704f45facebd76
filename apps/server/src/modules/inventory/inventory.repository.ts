import { and, count, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { BoxPrices } from '@shop/shared/catalog/product-api';
import type { Db, Tx } from '../../db/client.ts';
import { boxes, boxItems, cartItems, carts, orderItems, orders, products } from '../../db/schema.ts';

/**
 * The stock tables as the inventory sees them: products.quantity (on the shelves), cart lines and box
 * flavours of carts whose held_until is in the future (holds), and the lines of unpaid orders within
 * their hour (reservations). Only the inventory service calls this.
 */

/** A product locked for a stock decision, with what its callers price lines by. */
export interface StockedProduct {
  id: number;
  name: string;
  price: number;
  active: boolean;
  quantity: number;
  imageUrls: string[];
  boxPrices: BoxPrices | null;
}

/** Who ties units up: a cart owner and, when known, its client address. */
export interface Client {
  owner: string;
  ip: string | null;
}

// Arbitrary constant: the first key of the per-address advisory locks (two-key locks never meet the
// one-key migration lock).
const ADDRESS_LOCK_SPACE = 727_016;

/** Serialises the stock changes of one client address until the transaction ends. */
export async function lockAddress(tx: Tx, ip: string | null): Promise<void> {
  if (ip === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}, hashtext(${ip}))`);
}

/**
 * Locks the products in id order (one statement, so two transactions never lock them in opposite orders)
 * and returns them.
 */
export async function lockProducts(tx: Tx, ids: readonly number[]): Promise<Map<number, StockedProduct>> {
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

/** Active products with their stock, in id order. */
export async function activeStock(tx: Tx): Promise<{ id: number; name: string; quantity: number }[]> {
  return tx
    .select({ id: products.id, name: products.name, quantity: products.quantity })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(products.id);
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
 * Units of each product carts hold, in lines and box flavours: `others` counts every other cart whose
 * hold has not lapsed at `now`, `own` the cart `cartId` whatever its hold. An archived product is held by
 * no cart: archiving releases its holds at once (the lines stay, marked as gone, until the shopper removes
 * them).
 */
export async function cartHolds(
  tx: Tx,
  cartId: number,
  ids: readonly number[],
  now: Date,
): Promise<{ others: Map<number, number>; own: Map<number, number> }> {
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
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(
      and(
        inArray(cartItems.productId, [...ids]),
        or(eq(carts.id, cartId), othersActive),
        isNull(products.archivedAt),
      ),
    )
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
    .innerJoin(products, eq(products.id, boxItems.productId))
    .where(
      and(
        inArray(boxItems.productId, [...ids]),
        or(eq(carts.id, cartId), othersActive),
        isNull(products.archivedAt),
      ),
    )
    .groupBy(boxItems.productId, carts.id);
  const others = new Map<number, number>();
  const own = new Map<number, number>();
  for (const row of [...lineRows, ...boxRows]) addUp(row.cartId === cartId ? own : others, row);
  return { others, own };
}

/** Units of each product unpaid orders still keep at `now` (products, packages and box flavours). */
export async function reservedUnits(tx: Tx, ids: readonly number[], now: Date): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.productId, [...ids]),
        eq(orders.status, 'awaiting_payment'),
        gt(orders.payUntil, now),
      ),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.map((row) => [row.productId!, Number(row.units)]));
}

/** Units of each product the unpaid orders within their hour of one owner, and of one address, keep. */
export async function reservedByClient(
  tx: Tx,
  client: Client,
  now: Date,
): Promise<{ owner: Map<number, number>; address: Map<number, number> }> {
  const whose =
    client.ip === null
      ? eq(orders.owner, client.owner)
      : or(eq(orders.owner, client.owner), eq(orders.clientIp, client.ip));
  const rows = await tx
    .select({
      productId: orderItems.productId,
      owner: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${orders.owner} = ${client.owner}), 0)::int`,
      address: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${orders.clientIp} = ${client.ip}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        gt(orders.payUntil, now),
        whose,
        isNotNull(orderItems.productId),
      ),
    )
    .groupBy(orderItems.productId);
  const owner = new Map<number, number>();
  const address = new Map<number, number>();
  for (const row of rows) {
    if (Number(row.owner) > 0) owner.set(row.productId!, Number(row.owner));
    if (Number(row.address) > 0) address.set(row.productId!, Number(row.address));
  }
  return { owner, address };
}

/**
 * Units of each product in the address's live carts other than `exceptCartId`: lines and box flavours (none
 * of an archived product, as cartHolds).
 */
export async function addressCartUnits(
  tx: Tx,
  ip: string,
  exceptCartId: number,
  now: Date,
): Promise<Map<number, number>> {
  const theirs = and(
    eq(carts.clientIp, ip),
    gt(carts.heldUntil, now),
    ne(carts.id, exceptCartId),
    isNull(products.archivedAt),
  );
  const lines = await tx
    .select({ productId: cartItems.productId, units: sql<number>`sum(${cartItems.quantity})::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(theirs)
    .groupBy(cartItems.productId);
  const flavours = await tx
    .select({ productId: boxItems.productId, units: sql<number>`sum(${boxItems.quantity})::int` })
    .from(boxItems)
    .innerJoin(boxes, eq(boxes.id, boxItems.boxId))
    .innerJoin(carts, eq(carts.id, boxes.cartId))
    .innerJoin(products, eq(products.id, boxItems.productId))
    .where(theirs)
    .groupBy(boxItems.productId);
  const units = new Map<number, number>();
  for (const row of [...lines, ...flavours]) addUp(units, row);
  return units;
}

/** The cart's lines and boxes. */
export async function cartSize(tx: Tx, cartId: number): Promise<{ lines: number; boxes: number }> {
  const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
  const [boxRows] = await tx.select({ n: count() }).from(boxes).where(eq(boxes.cartId, cartId));
  return { lines: Number(lines?.n ?? 0), boxes: Number(boxRows?.n ?? 0) };
}

export async function setHeldUntil(tx: Tx, cartId: number, heldUntil: Date): Promise<void> {
  await tx.update(carts).set({ heldUntil }).where(eq(carts.id, cartId));
}

/** Units of each product an order's lines, packages and box flavours take (a box line itself takes none). */
export async function orderUnits(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ productId: orderItems.productId, units: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .orderBy(orderItems.id);
  const units = new Map<number, number>();
  for (const row of rows) addUp(units, row);
  return units;
}

/** Takes units out of stock for good (products locked by the caller). */
export async function takeStock(tx: Tx, units: ReadonlyMap<number, number>): Promise<void> {
  for (const [productId, quantity] of units) {
    await tx
      .update(products)
      .set({ quantity: sql`greatest(${products.quantity} - ${quantity}, 0)` })
      .where(eq(products.id, productId));
  }
}

/** Puts units back on the shelves (products locked by the caller). */
export async function returnStock(tx: Tx, units: ReadonlyMap<number, number>): Promise<void> {
  for (const [productId, quantity] of units) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}

function addUp(into: Map<number, number>, row: { productId: number | null; units: number }) {
  if (row.productId === null) return;
  into.set(row.productId, (into.get(row.productId) ?? 0) + Number(row.units));
}

/** Sets a product's stock figure (the catalogue editor's count of what is on the shelves). */
export async function writeStock(tx: Tx, productId: number, quantity: number): Promise<void> {
  await tx.update(products).set({ quantity }).where(eq(products.id, productId));
}

/**
 * What ties stock up at `now`, for monitoring: lines and units of carts whose hold has not lapsed (archived
 * products excepted, as in `cartHolds`), and unpaid orders within their hour with the units they keep.
 */
export async function tiedUp(db: Db | Tx, now: Date) {
  const answer = await db.execute(sql`
    with live as (
      select ${carts.id} as id from ${carts} where ${carts.heldUntil} > ${now}
    ), held as (
      select ${cartItems.quantity} as quantity, ${cartItems.productId} as product_id
        from ${cartItems} where ${cartItems.cartId} in (select id from live)
      union all
      select ${boxItems.quantity}, ${boxItems.productId}
        from ${boxItems} join ${boxes} on ${boxes.id} = ${boxItems.boxId}
        where ${boxes.cartId} in (select id from live)
    ), unpaid as (
      select ${orders.id} as id from ${orders}
        where ${orders.status} = 'awaiting_payment' and ${orders.payUntil} > ${now}
    )
    select
      (select count(*) from held join ${products} on ${products.id} = held.product_id
        where ${products.archivedAt} is null)::int as "holdLines",
      (select coalesce(sum(held.quantity), 0) from held join ${products} on ${products.id} = held.product_id
        where ${products.archivedAt} is null)::int as "holdUnits",
      (select count(*) from unpaid)::int as "orders",
      (select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems}
        where ${orderItems.orderId} in (select id from unpaid))::int as "orderUnits"`);
  // Both drivers answer { rows }.
  const [row] = (
    answer as unknown as { rows: Record<'holdLines' | 'holdUnits' | 'orders' | 'orderUnits', number>[] }
  ).rows;
  if (!row) throw new Error('no row from an aggregate');
  return {
    holds: { lines: Number(row.holdLines), units: Number(row.holdUnits) },
    unpaid: { orders: Number(row.orders), units: Number(row.orderUnits) },
  };
}
