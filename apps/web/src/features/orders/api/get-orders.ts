import type { Order } from '@shop/shared/orders/order-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderMessages } from '@shop/shared/orders/messages';
import { ApiError, apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { sessionId } from '@/lib/session-id.ts';
import { ordersStrings } from '../model/strings.ts';
import { logOrdersFailure } from './orders-failure.ts';

/** Whose orders: the signed-in customer's (bearer) or this browser's guest session's. */
export type OrdersOwner = 'account' | 'guest';

/** Whose orders to read for a sign-in state; null while the session is still being checked. */
export const ordersOwnerOf = (status: string): OrdersOwner | null =>
  status === 'signed-in' ? 'account' : status === 'signed-out' ? 'guest' : null;

/**
 * GET /api/orders/, newest first (docs/product/checkout-and-orders.md#api); guests name their session. Back
 * from a payment page (`returnedFor`), that order is read first: the server then asks the provider about its
 * payment, so the list shows the true state even before the provider's notification has arrived.
 */
export async function getOrders(
  owner: OrdersOwner,
  signal?: AbortSignal,
  returnedFor: number | null = null,
): Promise<Order[]> {
  try {
    // A guest's session goes in X-Session-Id (the API client sends it): never in the URL.
    if (owner === 'guest') guestSession();
    const options = { fallbackMessage: ordersStrings.loadFailed, signal };
    if (returnedFor !== null) await apiGet<Order>(`/api/orders/${returnedFor}`, options).catch(() => null);
    return await apiGet<Order[]>('/api/orders/', options);
  } catch (error) {
    return logOrdersFailure(error);
  }
}

/** A guest's orders belong to their session; a browser that keeps no storage has none. */
function guestSession(): string {
  try {
    return sessionId();
  } catch {
    throw new ApiError(400, orderMessages.guestSessionRequired);
  }
}

export const ordersQuery = (owner: OrdersOwner, returnedFor: number | null = null) =>
  queryOptions({
    queryKey: ['orders', owner, returnedFor],
    queryFn: ({ signal }) => getOrders(owner, signal, returnedFor),
    // Statuses change with payments made on another page: read afresh on each visit.
    staleTime: 0,
  });

/** The orders of `owner`; nothing is asked while the session is still being checked (null). */
export const useOrders = (owner: OrdersOwner | null, returnedFor: number | null = null) =>
  useQuery({ ...ordersQuery(owner ?? 'guest', returnedFor), enabled: owner !== null }, usePageQueryClient());
