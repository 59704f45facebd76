import type { AdminOrdersAnswer } from '@shop/shared/orders/admin-order-api';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys, type AdminOrderFilters } from '@/features/admin/kit/admin-keys.ts';

/** Orders per page of the list ('Показать ещё' loads the next). */
export const ADMIN_ORDERS_PAGE = 30;

/** The query string of GET /api/admin/orders: only the filters that are set, then the page. */
export function adminOrdersSearch(filters: AdminOrderFilters, offset: number): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.status) params.set('status', filters.status);
  if (filters.date) params.set('date', filters.date);
  params.set('offset', String(offset));
  params.set('limit', String(ADMIN_ORDERS_PAGE));
  return params.toString();
}

/** GET /api/admin/orders: newest first, searched by number, e-mail or phone, filtered by status and day. */
export const getAdminOrders = (filters: AdminOrderFilters, offset: number, signal?: AbortSignal) =>
  apiGet<AdminOrdersAnswer>(`/api/admin/orders?${adminOrdersSearch(filters, offset)}`, {
    fallbackMessage: 'Не удалось загрузить заказы',
    signal,
  });

export const adminOrdersQuery = (filters: AdminOrderFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.orderList(filters),
    queryFn: ({ signal, pageParam }) => getAdminOrders(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.orders.length, 0);
      return loaded < last.total && last.orders.length > 0 ? loaded : undefined;
    },
    // Orders move all day (payments, other staff): read afresh on each visit.
    staleTime: 0,
    // While a new search loads, the last list stays on screen (no jump to a skeleton on every letter).
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useAdminOrders = (filters: AdminOrderFilters) =>
  useInfiniteQuery(adminOrdersQuery(filters), usePageQueryClient());
