import { fulfilmentStepsFrom } from '@shop/shared/admin';
import { isPaidStatus, type FulfilmentStatus } from '@shop/shared/order-messages';
import type { Order } from '@shop/shared/orders';
import { shownStatus } from '../../orders/model/order-state.ts';

/** A step the order can take now; `back` undoes a click made by mistake (ready → assembling). */
export interface FulfilmentStep {
  status: FulfilmentStatus;
  back: boolean;
}

const rank: Record<string, number> = { paid: 0, assembling: 1, ready: 2, with_courier: 2, handed_over: 3 };

/** The steps the server allows from the order's status (fulfilmentStepsFrom), forward ones first. */
export function nextSteps(order: Order): FulfilmentStep[] {
  const here = rank[order.status] ?? 0;
  return fulfilmentStepsFrom(order.status, order.delivery.delivery_type).map((status) => ({
    status,
    back: (rank[status] ?? 0) < here,
  }));
}

/** Unpaid orders within their payment time, and paid ones at any step (goods can come back), can be cancelled. */
export const canCancel = (order: Order, now: number): boolean => {
  const status = shownStatus(order, now);
  return status === 'awaiting_payment' || isPaidStatus(status);
};

/** Cancelling a paid order gives the money back. */
export const cancelRefunds = (order: Order): boolean => isPaidStatus(order.status);
