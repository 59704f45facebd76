import type { SiteStatus } from '@shop/shared/content/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';

export const siteStatusLoadError = 'Ошибка получения состояния сайта';

/**
 * The site status; a failed load counts as active and is only logged
 * (docs/product/support-and-content.md#site-status).
 */
export async function getSiteStatus(signal?: AbortSignal): Promise<SiteStatus> {
  try {
    return await apiGet<SiteStatus>('/api/admin/site-status/public', {
      fallbackMessage: siteStatusLoadError,
      signal,
    });
  } catch (error) {
    console.warn(siteStatusLoadError, error);
    return { is_active: true, updated_at: '' };
  }
}

export const siteStatusQuery = queryOptions({
  queryKey: ['site-status'],
  queryFn: ({ signal }) => getSiteStatus(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

export const useSiteStatus = () => useQuery(siteStatusQuery, usePageQueryClient());
