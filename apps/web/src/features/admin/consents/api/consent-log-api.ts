import type { ConsentLogEntry } from '@shop/shared/legal/legal-api';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, apiGetFile } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';
import { consentCsvUrl, consentLogUrl, type ConsentFilters } from '../consent-filters.ts';
import { adminConsentsStrings as t } from '../strings.ts';

/** A page of GET /api/admin/consents (consentLogPageSchema). */
export interface ConsentLogPage {
  items: ConsentLogEntry[];
  /** Counted up to TOTAL_CAP with the first page; null on the pages after it. */
  total: number | null;
  total_capped: boolean;
  next_cursor: string | null;
  page_size: number;
}

export const getConsentLog = (filters: ConsentFilters, cursor: string | null, signal?: AbortSignal) =>
  apiGet<ConsentLogPage>(consentLogUrl(filters, cursor), { fallbackMessage: t.loadFailed, signal });

/** The log is read afresh on each visit (consents come with every sign-in and order), a page at a time. */
export const consentLogQuery = (filters: ConsentFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.consentLog(filters),
    queryFn: ({ signal, pageParam }) => getConsentLog(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ConsentLogPage) => last.next_cursor,
    staleTime: 0,
    retry: false,
    // While another search loads, the last rows stay on screen.
    placeholderData: keepPreviousData,
  });

export const useConsentLog = (filters: ConsentFilters) =>
  useInfiniteQuery(consentLogQuery(filters), usePageQueryClient());

/** GET /api/admin/consents/export.csv: every row matching `filters`, as the file the server names. */
export const getConsentCsv = (filters: ConsentFilters) =>
  apiGetFile(consentCsvUrl(filters), { fallbackMessage: t.downloadFailed });
