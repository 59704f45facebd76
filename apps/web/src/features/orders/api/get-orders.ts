import type { Order } from '@shop/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { usePageQueryClient } from '../../../lib/query-client.ts';
import { sessionId } from '../../../lib/session-id.ts';
import { ordersStrings } from '../model/strings.ts';

/** Whose orders: the signed-in customer's (bearer) or this browser's guest session's. */
export type OrdersOwner = 'account' | 'guest';

/** GET /api/orders/, newest first (SPEC.md §7); guests name their session (SPEC.md §5). */
export function getOrders(owner: OrdersOwner, signal?: AbortSignal): Promise<Order[]> {
  const path =
    owner === 'account' ? '/api/orders/' : `/api/orders/?session_id=${encodeURIComponent(sessionId())}`;
  return apiGet<Order[]>(path, { fallbackMessage: ordersStrings.loadFailed, signal });
}

export const ordersQuery = (owner: OrdersOwner) =>
  queryOptions({
    queryKey: ['orders', owner],
    queryFn: ({ signal }) => getOrders(owner, signal),
    // Statuses change with payments made on another page: read afresh on each visit.
    staleTime: 0,
  });

/** The orders of `owner`; nothing is asked while the session is still being checked (null). */
export const useOrders = (owner: OrdersOwner | null) =>
  useQuery({ ...ordersQuery(owner ?? 'guest'), enabled: owner !== null }, usePageQueryClient());
