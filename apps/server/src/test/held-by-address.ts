import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { boxes, boxItems, cartItems, carts, orderItems, orders } from '../db/schema.ts';
import { clientAddress } from '../lib/client-address.ts';

/**
 * Units of each product one client address ties up at `now`, read straight from the tables (not through
 * the code under test): its live carts' lines and box flavours and its unpaid orders within their hour.
 */
export async function heldByAddress(db: Db, address: string, now: Date): Promise<Map<number, number>> {
  // Stored as the limits count it (an IPv6 address as its /48).
  const ip = clientAddress(address);
  const liveCart = and(eq(carts.clientIp, ip), gt(carts.heldUntil, now));
  const lines = await db
    .select({ productId: cartItems.productId, units: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(liveCart);
  const flavours = await db
    .select({ productId: boxItems.productId, units: boxItems.quantity })
    .from(boxItems)
    .innerJoin(boxes, eq(boxes.id, boxItems.boxId))
    .innerJoin(carts, eq(carts.id, boxes.cartId))
    .where(liveCart);
  const ordered = await db
    .select({ productId: orderItems.productId, units: orderItems.quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.clientIp, ip),
        eq(orders.status, 'awaiting_payment'),
        gt(orders.payUntil, now),
        isNotNull(orderItems.productId),
      ),
    );
  const held = new Map<number, number>();
  for (const { productId, units } of [...lines, ...flavours, ...ordered])
    held.set(productId!, (held.get(productId!) ?? 0) + units);
  return held;
}

export const total = (units: ReadonlyMap<number, number>): number =>
  [...units.values()].reduce((sum, n) => sum + n, 0);
