import {
  adminMayCancel,
  fulfilmentStepsFrom,
  isPaidStatus,
  type FulfilmentStatus,
} from '@shop/shared/orders/status';
import type { Order } from '@shop/shared/orders/order-api';
import { shownStatus } from '@/features/orders';

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
export const canCancel = (order: Order, now: number): boolean => adminMayCancel(shownStatus(order, now));

/** Cancelling a paid order gives the money back. */
export const cancelRefunds = (order: Order): boolean => isPaidStatus(order.status);
