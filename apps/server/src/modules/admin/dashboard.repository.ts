import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MOSCOW_UTC_OFFSET_HOURS } from '@shop/shared/moscow-time';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

const moscowOffset = sql.raw(`interval '${MOSCOW_UTC_OFFSET_HOURS} hours'`);

/** A timestamp column's Moscow day, a `date` (UTC+3 all year, as @shop/shared/moscow-time counts). */
const moscowDay = (column: PgColumn): SQL<unknown> =>
  sql`((${column} at time zone 'UTC') + ${moscowOffset})::date`;

export interface DayMoney {
  orders: number;
  amount: number;
}

/**
 * Orders and their money per Moscow day of `column` (paid_at or refunded_at) within [from, before): one
 * aggregate query, whatever the number of orders.
 */
async function perDay(
  db: Db,
  column: typeof orders.paidAt | typeof orders.refundedAt,
  from: Date,
  before: Date,
): Promise<Map<string, DayMoney>> {
  const day = moscowDay(column);
  const rows = await db
    .select({
      // Grouped by the date and written as text once per day, not once per order (75,000 orders paid in
      // 30 days: 60 → 16 ms, with the index holding the amounts, orders_paid_idx).
      day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      orders: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::int`,
    })
    .from(orders)
    .where(and(gte(column, from), lt(column, before)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, { orders: Number(row.orders), amount: Number(row.amount) }]));
}

/** Money of orders paid per day (whatever became of them since). */
export const paidPerDay = (db: Db, from: Date, before: Date) => perDay(db, orders.paidAt, from, before);
/** Money that went back per day (orders refunded after payment). */
export const refundedPerDay = (db: Db, from: Date, before: Date) =>
  perDay(db, orders.refundedAt, from, before);

export async function ordersPlaced(db: Db, from: Date, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, before)));
  return Number(row?.n ?? 0);
}
