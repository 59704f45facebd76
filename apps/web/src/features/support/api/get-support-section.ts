import { type SupportSection, supportSectionResource } from '@shop/shared/content/support-sections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';

/** Texts of a support section keyed by question id, plus updated_at. */
export type SupportTexts = Record<string, unknown>;

export const getSupportSection = (section: SupportSection, signal?: AbortSignal) => {
  const name = supportSectionResource[section];
  return apiGet<SupportTexts>(`/api/admin/${name}/public`, {
    fallbackMessage: `Ошибка загрузки данных раздела ${name}`,
    signal,
  });
};

export const supportSectionQuery = (section: SupportSection) =>
  queryOptions({
    queryKey: ['support', section],
    queryFn: ({ signal }) => getSupportSection(section, signal),
    staleTime: 5 * 60_000,
  });

export const useSupportSection = (section: SupportSection) =>
  useQuery(supportSectionQuery(section), usePageQueryClient());
