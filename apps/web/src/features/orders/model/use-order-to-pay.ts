import { useAuthStore } from '@/features/auth';
import { useNow } from '@/lib/use-now.ts';
import { ordersOwnerOf, useOrders } from '../api/get-orders.ts';
import { canPay } from './order-state.ts';

/**
 * Whether one of the shopper's orders (the account's, else this browser's guest session's) still waits for
 * payment within its time; undefined while that is not known (the session or the list still loading, or the
 * list failed).
 */
export function useOrderToPay(): boolean | undefined {
  const owner = ordersOwnerOf(useAuthStore((state) => state.status));
  const orders = useOrders(owner);
  const now = useNow(60_000);
  if (owner === null || !orders.data) return undefined;
  return orders.data.some((order) => canPay(order, now));
}
