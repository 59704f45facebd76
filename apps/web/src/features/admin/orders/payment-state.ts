import type { Order } from '@shop/shared/orders/order-api';
import { shownStatus } from '@/features/orders';
import { orderClock } from './order-time.ts';
import { adminOrdersStrings as t } from './strings.ts';

/** Where the order's money is, in a few words. */
export function paymentState(order: Order, now: number): string {
  if (order.status === 'refunded') return t.refunded;
  if (order.is_paid) return t.paid;
  const status = shownStatus(order, now);
  if (status === 'awaiting_payment') return t.awaitingPayment(orderClock(order.pay_until));
  if (order.status === 'awaiting_payment') return t.paymentExpired;
  return t.cancelled;
}
