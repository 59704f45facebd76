import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { paidStatuses } from '@shop/shared/order-messages';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number'>;
export type ItemRow = typeof orderItems.$inferSelect;
export type NewItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId' | 'parentId'>;

/** A line to insert, with the flavours of a box under it. */
export interface NewLine extends NewItem {
  flavours?: NewItem[];
}

export async function insertOrder(tx: Tx, order: NewOrder, lines: readonly NewLine[]): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  for (const { flavours, ...line } of lines) {
    const [parent] = await tx
      .insert(orderItems)
      .values({ ...line, orderId: row!.id })
      .returning({ id: orderItems.id });
    if (flavours?.length) {
      await tx
        .insert(orderItems)
        .values(flavours.map((flavour) => ({ ...flavour, orderId: row!.id, parentId: parent!.id })));
    }
  }
  return row!;
}

export async function findByKey(db: Db, owner: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.owner, owner), eq(orders.idempotencyKey, key)));
  return row;
}

export async function findById(db: Db | Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function listByOwner(db: Db, owner: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.owner, owner))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The items of these orders (one query whatever their number). */
export async function itemsOf(db: Db | Tx, orderIds: readonly number[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.id);
}

/**
 * Marks unpaid orders whose hour has run out as cancelled (all of them, or one owner's) and answers them:
 * a conditional update, so each is cancelled once however many instances sweep at the same time.
 */
export async function cancelDue(tx: Tx, now: Date, owner?: string): Promise<OrderRow[]> {
  const due = and(eq(orders.status, 'awaiting_payment'), lte(orders.payUntil, now));
  return tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(owner === undefined ? due : and(due, eq(orders.owner, owner)))
    .returning();
}

/** awaiting_payment → paid, once. */
export async function markPaid(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(orders.id, id), inArray(orders.status, ['awaiting_payment', 'cancelled'])))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** paid (or any fulfilment step) → refunded, once. */
export async function markRefunded(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(orders.id, id), inArray(orders.status, [...paidStatuses])));
}

/**
 * Units of each product unpaid orders still keep at `now` (products, packages and box flavours), leaving
 * out one order when it is the one being paid.
 */
export async function reservedUnits(
  tx: Tx,
  productIds: readonly number[],
  now: Date,
  exceptOrderId?: number,
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const live = and(eq(orders.status, 'awaiting_payment'), gt(orders.payUntil, now));
  const rows = await tx
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.productId, [...productIds]),
        exceptOrderId === undefined ? live : and(live, sql`${orders.id} <> ${exceptOrderId}`),
      ),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.map((row) => [row.productId!, Number(row.units)]));
}

/** Takes a paid order's units out of stock for good (products are locked by the caller). */
export async function takeStock(tx: Tx, units: ReadonlyMap<number, number>): Promise<void> {
  for (const [productId, quantity] of units) {
    await tx
      .update(products)
      .set({ quantity: sql`greatest(${products.quantity} - ${quantity}, 0)` })
      .where(eq(products.id, productId));
  }
}

/** Puts a refunded order's units back on the shelves (products are locked by the caller). */
export async function returnStock(tx: Tx, units: ReadonlyMap<number, number>): Promise<void> {
  for (const [productId, quantity] of units) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}

/** Locks products in id order and answers their stock (as every cart change does). */
export async function lockStock(
  tx: Tx,
  ids: readonly number[],
): Promise<Map<number, { quantity: number; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, quantity: products.quantity, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(products.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** A guest's orders become the account's at sign-in. */
export async function adopt(db: Db, guestOwner: string, accountOwner: string, userId: number) {
  await db.update(orders).set({ owner: accountOwner, userId }).where(eq(orders.owner, guestOwner));
}
