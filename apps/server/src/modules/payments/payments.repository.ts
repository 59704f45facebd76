import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { payments, refunds, separateReceipts } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function openPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['creating', 'pending'])));
  return row;
}

/** Inserts an open attempt; undefined when the order already has one (payments_one_open_per_order). */
export async function insertOpen(
  db: Db,
  values: Pick<PaymentRow, 'orderId' | 'provider' | 'idempotenceKey' | 'amount' | 'createdAt' | 'expiresAt'>,
): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function markCreated(db: Db, id: number, providerPaymentId: string, url: string) {
  await db
    .update(payments)
    .set({ providerPaymentId, confirmationUrl: url, status: 'pending' })
    .where(and(eq(payments.id, id), eq(payments.status, 'creating')));
}

/** Sets an attempt's status; true when it changed (a repeated notification changes nothing). */
export async function setStatus(db: Db | Tx, id: number, status: PaymentRow['status']): Promise<boolean> {
  const changed = await db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.id, id), ne(payments.status, status)))
    .returning({ id: payments.id });
  return changed.length > 0;
}

/** Open attempts (the provider may still take the money) made before `before`: the sweep reads them back. */
export async function openBefore(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
    .orderBy(payments.id)
    .limit(limit);
}

export async function byProviderId(db: Db, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

/** Every attempt of these orders, newest first (one query for a list of orders). */
export async function ofOrders(db: Db, orderIds: readonly number[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(desc(payments.id));
}

/** The order's succeeded attempt (at most one: an order has one open attempt at a time and is paid once). */
export async function succeededPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  return row;
}

/** The payment's refund that the provider has not refused (refunds_one_per_payment). */
export async function liveRefund(db: Db, paymentId: number): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'canceled')));
  return row;
}

/** Inserts a refund about to be asked for; undefined when the payment already has a live one. */
export async function insertRefund(
  db: Db,
  values: Pick<RefundRow, 'paymentId' | 'orderId' | 'idempotenceKey' | 'amount' | 'reason' | 'createdAt'>,
): Promise<RefundRow | undefined> {
  const [row] = await db.insert(refunds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function settleRefund(
  db: Db,
  id: number,
  providerRefundId: string,
  status: RefundRow['status'],
) {
  await db.update(refunds).set({ providerRefundId, status }).where(eq(refunds.id, id));
}

export type SeparateReceiptRow = typeof separateReceipts.$inferSelect;

/** The order's receipt of a type, made (with its Idempotence-Key) if it has none yet. */
export async function separateReceipt(
  db: Db,
  values: Pick<SeparateReceiptRow, 'orderId' | 'type' | 'idempotenceKey' | 'createdAt'>,
): Promise<SeparateReceiptRow> {
  await db.insert(separateReceipts).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(separateReceipts)
    .where(and(eq(separateReceipts.orderId, values.orderId), eq(separateReceipts.type, values.type)));
  return row!;
}

export async function settleReceipt(db: Db, id: number, providerReceiptId: string, status: string) {
  await db.update(separateReceipts).set({ providerReceiptId, status }).where(eq(separateReceipts.id, id));
}

/** Of these orders, those whose receipt of `type` is registered (pending or succeeded). */
export async function registeredReceipts(
  db: Db,
  orderIds: readonly number[],
  type: string,
): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: separateReceipts.orderId })
    .from(separateReceipts)
    .where(
      and(
        inArray(separateReceipts.orderId, [...orderIds]),
        eq(separateReceipts.type, type),
        inArray(separateReceipts.status, ['pending', 'succeeded']),
      ),
    );
  return new Set(rows.map((row) => row.orderId));
}
