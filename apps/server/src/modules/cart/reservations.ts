import type { Tx } from '../../db/client.ts';

/**
 * Units of each product that unpaid orders still keep (the orders module answers it). Cart holds and
 * order reservations are both taken from the same stock, under the same product row locks.
 */
export type OrderReservations = (
  tx: Tx,
  productIds: readonly number[],
  now: Date,
) => Promise<Map<number, number>>;

export const noOrderReservations: OrderReservations = async () => new Map();
