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

/** The client whose holds are counted: its cart owner and, when known, its address. */
export interface Client {
  owner: string;
  ip: string | null;
}

/**
 * Units of each product the unpaid orders within their hour of one owner, and of one client address,
 * keep (the orders module answers it; hold-limits.ts bounds them).
 */
export type ClientReservations = (
  tx: Tx,
  client: Client,
  now: Date,
) => Promise<{ owner: Map<number, number>; address: Map<number, number> }>;

/** What the cart module asks the orders module. */
export interface OrderHolds {
  reserved: OrderReservations;
  ofClient: ClientReservations;
}

export const noOrderReservations: OrderReservations = async () => new Map();

export const noOrderHolds: OrderHolds = {
  reserved: noOrderReservations,
  ofClient: async () => ({ owner: new Map(), address: new Map() }),
};
