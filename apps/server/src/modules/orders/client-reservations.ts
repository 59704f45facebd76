import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { Client } from '../cart/reservations.ts';

/**
 * Units of each product (products, packages and box flavours) that the unpaid orders within their hour
 * of one owner, and of one client address, keep: what the cart's hold limits count besides carts.
 */
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
