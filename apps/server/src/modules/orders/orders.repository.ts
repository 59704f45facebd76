import { and, desc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { paidStatuses } from '@shop/shared/order-messages';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders, payments, products, refunds } from '../../db/schema.ts';

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

/**
 * Provider ids of succeeded payments whose order does not show it: still awaiting payment, or lapsed and
 * never refunded (no refund asked for at all). Of one owner, one order, or every order (the sweep).
 */
export async function unsettledSuccesses(
  db: Db,
  scope: { owner?: string | undefined; orderId?: number | undefined },
): Promise<string[]> {
  const neverRefunded = sql`not exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id})`;
  const rows = await db
    .select({ id: payments.providerPaymentId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        or(eq(orders.status, 'awaiting_payment'), and(eq(orders.status, 'cancelled'), neverRefunded)),
        scope.owner === undefined ? undefined : eq(orders.owner, scope.owner),
        scope.orderId === undefined ? undefined : eq(orders.id, scope.orderId),
      ),
    );
  return rows.flatMap((row) => (row.id ? [row.id] : []));
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

/** A guest's orders become the account's at sign-in; answers them as they now stand. */
export async function adopt(tx: Tx, guestOwner: string, accountOwner: string, userId: number) {
  return tx
    .update(orders)
    .set({ owner: accountOwner, userId })
    .where(eq(orders.owner, guestOwner))
    .returning();
}

/** The cash back an order earns once paid (an adopted guest order earns the account's rate). */
export async function setCashBack(tx: Tx, id: number, cashBack: number): Promise<void> {
  await tx.update(orders).set({ cashBack }).where(eq(orders.id, id));
}

/** What the admin's order list asks for: text, status and a time range of created_at. */
export interface OrderSearch {
  q?: string | undefined;
  status?: string | undefined;
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
  offset: number;
  limit: number;
}

/** `%`, `_` and `\` mean themselves in a LIKE pattern built from a search box. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows an admin's search text matches: the order number exactly (with or without '№'), the e-mail by
 * substring whatever the case, and — when the text looks like a phone — the phone by its digits
 * (a leading 8 of a Russian number read as 7).
 */
function matching(q: string) {
  const conditions = [sql`${orders.email} ilike ${`%${likeEscaped(q)}%`}`];
  const number = /^[№#]?\s*(\d{1,9})$/.exec(q);
  if (number) conditions.push(eq(orders.number, Number(number[1])));
  if (/^[\d\s()+-]+$/.test(q)) {
    let digits = q.replace(/\D/g, '');
    if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
    if (digits.length > 0)
      conditions.push(sql`regexp_replace(${orders.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...conditions);
}

/** A page of every order matching the search, newest first, with how many match in all. */
export async function search(db: Db, query: OrderSearch): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    query.q ? matching(query.q) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.createdFrom ? gte(orders.createdAt, query.createdFrom) : undefined,
    query.createdBefore ? lt(orders.createdAt, query.createdBefore) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/**
 * Moves an order from `from` to `to`, only if it still is `from`: two admins clicking at once cannot skip
 * or repeat a step (the second one's update finds the order moved on and changes nothing).
 */
export async function moveStatus(
  tx: Tx,
  id: number,
  from: string,
  to: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: to, statusChangedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row;
}

/**
 * awaiting_payment → cancelled at once (the admin's cancel), only if still unpaid: a payment confirmed
 * first wins, and a payment confirmed after finds the order cancelled and is refunded.
 */
export async function cancelUnpaid(tx: Tx, id: number, now: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, statusChangedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_payment')))
    .returning();
  return row;
}
