import type { Order } from '@shop/shared/orders/order-api';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { pagingHeaders } from '@shop/shared/api/paging-words';
import { orderMessages } from '@shop/shared/orders/messages';
import { ApiError, apiGet, apiGetWithHeaders } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { sessionId } from '@/lib/session-id.ts';
import { ordersStrings } from '../model/strings.ts';
import { logOrdersFailure } from './orders-failure.ts';

/** Whose orders: the signed-in customer's (bearer) or this browser's guest session's. */
export type OrdersOwner = 'account' | 'guest';

/** Whose orders to read for a sign-in state; null while the session is still being checked. */
export const ordersOwnerOf = (status: string): OrdersOwner | null =>
  status === 'signed-in' ? 'account' : status === 'signed-out' ? 'guest' : null;

/** A page of the history: its orders, the next page's cursor, and (first page) how many there are. */
export interface OrdersPage {
  orders: Order[];
  next: string | null;
  total: number | null;
}

/**
 * A page of GET /api/orders/, newest first (docs/product/checkout-and-orders.md#paging): the first without
 * parameters (as the API always answered), the next by the cursor the page before named in X-Next-Cursor;
 * guests name their session. Back from a payment page (`returnedFor`), that order is read first: the server
 * then asks the provider about its payment, so the list shows the true state even before the provider's
 * notification has arrived.
 */
export async function getOrders(
  owner: OrdersOwner,
  signal?: AbortSignal,
  returnedFor: number | null = null,
  cursor: string | null = null,
): Promise<OrdersPage> {
  try {
    // A guest's session goes in X-Session-Id (the API client sends it): never in the URL.
    if (owner === 'guest') guestSession();
    const options = { fallbackMessage: ordersStrings.loadFailed, signal };
    if (returnedFor !== null) await apiGet<Order>(`/api/orders/${returnedFor}`, options).catch(() => null);
    const path = cursor === null ? '/api/orders/' : `/api/orders/?cursor=${encodeURIComponent(cursor)}`;
    const { body, headers } = await apiGetWithHeaders<Order[]>(path, options);
    const total = headers.get(pagingHeaders.total);
    return {
      orders: body,
      next: headers.get(pagingHeaders.next),
      total: total === null ? null : Number(total),
    };
  } catch (error) {
    return logOrdersFailure(error);
  }
}

/**
 * GET /api/orders/?payable=1&limit=1: the newest order still to be paid, if any (the header's shortcut). The
 * newest has the latest payment time, so while it lasts no other is needed.
 */
export async function getOrderToPay(owner: OrdersOwner, signal?: AbortSignal): Promise<Order[]> {
  try {
    if (owner === 'guest') guestSession();
    return await apiGet<Order[]>('/api/orders/?payable=1&limit=1', {
      fallbackMessage: ordersStrings.loadFailed,
      signal,
    });
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
  infiniteQueryOptions({
    queryKey: ['orders', owner, returnedFor],
    queryFn: ({ signal, pageParam }) =>
      getOrders(owner, signal, pageParam === null ? returnedFor : null, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: OrdersPage) => last.next,
    // Statuses change with payments made on another page: read afresh on each visit.
    staleTime: 0,
  });

/** The orders of `owner`, a page at a time; nothing is asked while the session is still being checked (null). */
export const useOrders = (owner: OrdersOwner | null, returnedFor: number | null = null) =>
  useInfiniteQuery(
    { ...ordersQuery(owner ?? 'guest', returnedFor), enabled: owner !== null },
    usePageQueryClient(),
  );

export const orderToPayQuery = (owner: OrdersOwner) =>
  queryOptions({
    queryKey: ['orders', owner, 'payable'],
    queryFn: ({ signal }) => getOrderToPay(owner, signal),
    staleTime: 0,
  });

/** The newest order of `owner` still to be paid (a list of one or none); nothing asked while unknown. */
export const useOrderToPayQuery = (owner: OrdersOwner | null) =>
  useQuery({ ...orderToPayQuery(owner ?? 'guest'), enabled: owner !== null }, usePageQueryClient());
