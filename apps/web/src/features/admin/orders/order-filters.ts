import { orderStatuses, type OrderStatus } from '@shop/shared/orders/status';
import type { AdminOrderFilters } from '../kit/admin-keys.ts';

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (orderStatuses as readonly string[]).includes(value);

/** The list's filters as the address holds them (?q=&status=&date=), so a reload or a shared link keeps them. */
export function filtersOf(params: URLSearchParams): AdminOrderFilters {
  const status = params.get('status');
  const date = params.get('date') ?? '';
  return {
    q: params.get('q') ?? '',
    status: isStatus(status) ? status : '',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
  };
}

/** The address's search for `filters`: only what is set. */
export function paramsOf(filters: AdminOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.date) params.set('date', filters.date);
  return params;
}

export const hasFilters = (filters: AdminOrderFilters): boolean =>
  Boolean(filters.q.trim() || filters.status || filters.date);
