import type { AuditEntry } from '@shop/shared/admin/audit-api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';

export const auditLoadFailed = 'Ошибка загрузки журнала';
export const AUDIT_PAGE = 50;

/** GET /api/admin/audit, newest first; each next page starts below the last id seen. */
export const auditQuery = infiniteQueryOptions({
  queryKey: ['admin', 'audit'],
  queryFn: ({ pageParam, signal }) => {
    const params = new URLSearchParams({ limit: String(AUDIT_PAGE) });
    if (pageParam !== null) params.set('before', String(pageParam));
    return apiGet<AuditEntry[]>(`/api/admin/audit?${params.toString()}`, {
      fallbackMessage: auditLoadFailed,
      signal,
    });
  },
  initialPageParam: null as number | null,
  getNextPageParam: (page: AuditEntry[]) => (page.length < AUDIT_PAGE ? null : (page.at(-1)?.id ?? null)),
  staleTime: 0,
  retry: false,
});

export const useAudit = () => useInfiniteQuery(auditQuery, queryClient);
