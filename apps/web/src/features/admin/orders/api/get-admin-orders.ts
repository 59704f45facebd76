import type { AdminOrdersAnswer } from '@shop/shared/orders/admin-order-api';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys, type AdminOrderFilters } from '@/features/admin/kit/admin-keys.ts';

/** Orders per page of the list ('Показать ещё' loads the next). */
export const ADMIN_ORDERS_PAGE = 30;

/** The query string of GET /api/admin/orders: only the filters that are set, then the page's cursor. */
export function adminOrdersSearch(filters: AdminOrderFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.status) params.set('status', filters.status);
  if (filters.date) params.set('date', filters.date);
  if (cursor !== null) params.set('cursor', cursor);
  params.set('limit', String(ADMIN_ORDERS_PAGE));
  return params.toString();
}

/**
 * GET /api/admin/orders: newest first, searched by number, e-mail or phone, filtered by status and day; a
 * page after the cursor of the page before (docs/product/checkout-and-orders.md#paging).
 */
export const getAdminOrders = (filters: AdminOrderFilters, cursor: string | null, signal?: AbortSignal) =>
  apiGet<AdminOrdersAnswer>(`/api/admin/orders?${adminOrdersSearch(filters, cursor)}`, {
    fallbackMessage: 'Не удалось загрузить заказы',
    signal,
  });

export const adminOrdersQuery = (filters: AdminOrderFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.orderList(filters),
    queryFn: ({ signal, pageParam }) => getAdminOrders(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AdminOrdersAnswer) => last.next_cursor,
    // Orders move all day (payments, other staff): read afresh on each visit.
    staleTime: 0,
    // While a new search loads, the last list stays on screen (no jump to a skeleton on every letter).
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAdminOrders = (filters: AdminOrderFilters) =>
  useInfiniteQuery(adminOrdersQuery(filters), usePageQueryClient());
