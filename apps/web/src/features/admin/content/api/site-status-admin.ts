import type { SiteStatus } from '@shop/shared/content/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { siteStatusQuery, useSiteStatusStore } from '@/features/shell';
import { requireAdminToken } from '@/features/admin/kit/admin-token.ts';

export const siteStatusLoadFailed = 'Ошибка получения состояния сайта';
export const siteStatusUpdateFailed = 'Ошибка изменения состояния сайта';

/**
 * The switch shows what the server says now: unlike the shell's own status query, a failed load is an
 * error here (an admin must never be told "the site works" by a fallback).
 */
export const adminSiteStatusQuery = queryOptions({
  queryKey: ['admin', 'site-status'],
  queryFn: ({ signal }) =>
    apiGet<SiteStatus>('/api/admin/site-status/public', { fallbackMessage: siteStatusLoadFailed, signal }),
  staleTime: 0,
  // A failure shows at once with its own "Повторить" button.
  retry: false,
});

export const useAdminSiteStatus = () => useQuery(adminSiteStatusQuery, queryClient);

/** PATCH /api/admin/site-status; the shell (maintenance gate) follows the answer at once. */
export async function updateSiteStatus(isActive: boolean): Promise<SiteStatus> {
  requireAdminToken();
  const status = await apiSend<SiteStatus>(
    'PATCH',
    '/api/admin/site-status',
    { is_active: isActive },
    { fallbackMessage: siteStatusUpdateFailed },
  );
  queryClient.setQueryData(adminSiteStatusQuery.queryKey, status);
  queryClient.setQueryData(siteStatusQuery.queryKey, status);
  useSiteStatusStore.setState({ state: 'loaded', isActive: status.is_active });
  return status;
}
