import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { boxes, boxItems, cartItems, carts } from '../../db/schema.ts';
import type { ClientUsage } from './hold-limits.ts';
import type { Client, ClientReservations } from './reservations.ts';

// Arbitrary constant: the first key of the per-address advisory locks (two-key locks never meet the
// one-key migration lock).
const ADDRESS_LOCK_SPACE = 727_016;

/**
 * Serialises the changes of one client address until the transaction ends, so parallel requests of one
 * address with different sessions (different cart rows) cannot each see room for the same units. Taken
 * after the cart row lock and before the product locks, everywhere both are taken.
 */
export async function lockAddress(tx: Tx, ip: string | null): Promise<void> {
  if (ip === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}, hashtext(${ip}))`);
}

/** Units of each product in the address's live carts other than `exceptCartId`: lines and box flavours. */
async function addressCartUnits(
  tx: Tx,
  ip: string,
  exceptCartId: number,
  now: Date,
): Promise<Map<number, number>> {
  const theirs = and(eq(carts.clientIp, ip), gt(carts.heldUntil, now), ne(carts.id, exceptCartId));
  const lines = await tx
    .select({ productId: cartItems.productId, units: sql<number>`sum(${cartItems.quantity})::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(theirs)
    .groupBy(cartItems.productId);
  const flavours = await tx
    .select({ productId: boxItems.productId, units: sql<number>`sum(${boxItems.quantity})::int` })
    .from(boxItems)
    .innerJoin(boxes, eq(boxes.id, boxItems.boxId))
    .innerJoin(carts, eq(carts.id, boxes.cartId))
    .where(theirs)
    .groupBy(boxItems.productId);
  return addUp(
    new Map(),
    [...lines, ...flavours].map((row) => [row.productId, row.units] as const),
  );
}

/** What the client ties up besides the cart `cartId` (hold-limits.ts). */
export async function clientUsage(
  tx: Tx,
  cartId: number,
  client: Client,
  now: Date,
  ofClient: ClientReservations,
): Promise<ClientUsage> {
  const orders = await ofClient(tx, client, now);
  if (client.ip === null) return { owner: orders.owner, address: null };
  const address = await addressCartUnits(tx, client.ip, cartId, now);
  return { owner: orders.owner, address: addUp(address, orders.address) };
}

/** The cart's lines and boxes. */
export async function cartSize(tx: Tx, cartId: number): Promise<{ lines: number; boxes: number }> {
  const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.cartId, cartId));
  const [boxRows] = await tx.select({ n: count() }).from(boxes).where(eq(boxes.cartId, cartId));
  return { lines: Number(lines?.n ?? 0), boxes: Number(boxRows?.n ?? 0) };
}

function addUp(into: Map<number, number>, units: Iterable<readonly [number, number]>) {
  for (const [id, n] of units) into.set(id, (into.get(id) ?? 0) + Number(n));
  return into;
}
