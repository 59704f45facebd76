import { useAuthStore } from '@/features/auth';
import { useNow } from '@/lib/use-now.ts';
import { ordersOwnerOf, useOrderToPayQuery } from '../api/get-orders.ts';
import { canPay } from './order-state.ts';

/**
 * Whether one of the shopper's orders (the account's, else this browser's guest session's) still waits for
 * payment within its time, asked of the server as such (GET /api/orders/?payable=1, whatever the length of
 * the history); undefined while that is not known (the session or the answer still loading, or it failed).
 */
export function useOrderToPay(): boolean | undefined {
  const owner = ordersOwnerOf(useAuthStore((state) => state.status));
  const orders = useOrderToPayQuery(owner);
  const now = useNow(60_000);
  if (owner === null || !orders.data) return undefined;
  return orders.data.some((order) => canPay(order, now));
}
