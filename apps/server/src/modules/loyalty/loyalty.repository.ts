import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { microsOf, olderThan, type Key } from '../../lib/keyset.ts';
import { bonusLedger } from '../../db/schema.ts';

export type LedgerKind = 'spent' | 'returned' | 'cash_back' | 'cash_back_reversed';

export interface Movement {
  userId: number;
  orderId: number;
  orderNumber: string;
  kind: LedgerKind;
  amount: number;
  paid?: number;
  createdAt: Date;
}

/** Balance (sum of movements) and paid total of an account: one query. */
export async function totals(db: Db | Tx, userId: number): Promise<{ balance: number; paid: number }> {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(${bonusLedger.amount}), 0)::int`,
      paid: sql<number>`coalesce(sum(${bonusLedger.paid}), 0)::int`,
    })
    .from(bonusLedger)
    .where(eq(bonusLedger.userId, userId));
  return { balance: Number(row?.balance ?? 0), paid: Number(row?.paid ?? 0) };
}

/** Records a movement unless the order already has one of its kind; true when it was recorded. */
export async function record(tx: Tx, movement: Movement): Promise<boolean> {
  const rows = await tx
    .insert(bonusLedger)
    .values({ ...movement, paid: movement.paid ?? 0 })
    .onConflictDoNothing({ target: [bonusLedger.orderId, bonusLedger.kind] })
    .returning({ id: bonusLedger.id });
  return rows.length > 0;
}

export async function movementOf(tx: Tx, orderId: number, kind: LedgerKind) {
  const [row] = await tx
    .select({ amount: bonusLedger.amount, paid: bonusLedger.paid })
    .from(bonusLedger)
    .where(and(eq(bonusLedger.orderId, orderId), eq(bonusLedger.kind, kind)));
  return row;
}

/**
 * An account's movements, newest first (keyset on created_at and id): after `after`, `read` of them (all
 * when absent), each with its key.
 */
export async function history(db: Db, userId: number, page: { after?: Key | undefined; read?: number }) {
  const rows = db
    .select({
      id: bonusLedger.id,
      kind: bonusLedger.kind,
      amount: bonusLedger.amount,
      orderId: bonusLedger.orderId,
      orderNumber: bonusLedger.orderNumber,
      createdAt: bonusLedger.createdAt,
      at: microsOf(bonusLedger.createdAt),
    })
    .from(bonusLedger)
    .where(
      and(
        eq(bonusLedger.userId, userId),
        page.after ? olderThan(bonusLedger.createdAt, bonusLedger.id, page.after) : undefined,
      ),
    )
    .orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id));
  return page.read === undefined ? rows : rows.limit(page.read);
}
