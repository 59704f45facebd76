import type { ConsentLogEntry } from '@shop/shared/legal/legal-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetFile } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';
import { consentCsvUrl, consentLogUrl, type ConsentFilters } from '../consent-filters.ts';
import { adminConsentsStrings as t } from '../strings.ts';

/** A page of GET /api/admin/consents (consentLogPageSchema). */
export interface ConsentLogPage {
  items: ConsentLogEntry[];
  total: number;
  page: number;
  page_size: number;
}

export const getConsentLog = (filters: ConsentFilters, page: number, signal?: AbortSignal) =>
  apiGet<ConsentLogPage>(consentLogUrl(filters, page), { fallbackMessage: t.loadFailed, signal });

/** The log is read afresh on each visit (consents come with every sign-in and order). */
export const consentLogQuery = (filters: ConsentFilters, page: number) =>
  queryOptions({
    queryKey: adminKeys.consentLog(filters, page),
    queryFn: ({ signal }) => getConsentLog(filters, page, signal),
    staleTime: 0,
    retry: false,
    // While another page or search loads, the last rows stay on screen.
    placeholderData: keepPreviousData,
  });

export const useConsentLog = (filters: ConsentFilters, page: number) =>
  useQuery(consentLogQuery(filters, page), usePageQueryClient());

/** GET /api/admin/consents/export.csv: every row matching `filters`, as the file the server names. */
export const getConsentCsv = (filters: ConsentFilters) =>
  apiGetFile(consentCsvUrl(filters), { fallbackMessage: t.downloadFailed });
