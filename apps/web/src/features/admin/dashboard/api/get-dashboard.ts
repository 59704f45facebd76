import type { Dashboard } from '@shop/shared/admin/dashboard-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';

/** GET /api/admin/dashboard: today's figures, 30 days of revenue, products low in stock. */
export const getDashboard = (signal?: AbortSignal): Promise<Dashboard> =>
  apiGet<Dashboard>('/api/admin/dashboard', { fallbackMessage: 'Не удалось загрузить сводку', signal });

export const dashboardQuery = queryOptions({
  queryKey: adminKeys.dashboard,
  queryFn: ({ signal }) => getDashboard(signal),
  // Staff come back to it through the day: always read afresh on opening.
  staleTime: 0,
  retry: false,
});

export const useDashboard = () => useQuery(dashboardQuery, usePageQueryClient());
