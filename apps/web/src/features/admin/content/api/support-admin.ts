import { type SupportSection, supportSectionResource } from '@shop/shared/content/content-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { supportSectionQuery, type SupportTexts } from '@/features/support';
import { supportLoadMessage, supportSaveMessage } from '../model/support-messages.ts';

/** Texts of a section keyed by question id, plus updated_at. */
export type { SupportTexts };

/** The section's texts; a failure says which section and why ('Ошибка загрузки данных раздела …'). */
export const adminSupportQuery = (section: SupportSection) =>
  queryOptions({
    queryKey: ['admin', 'support', section],
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<SupportTexts>(`/api/admin/${supportSectionResource[section]}/public`, {
          fallbackMessage: '',
          signal,
        });
      } catch (error) {
        throw new Error(supportLoadMessage(section, statusOf(error)));
      }
    },
    staleTime: 0,
    retry: false,
  });

export const useAdminSupport = (section: SupportSection) => useQuery(adminSupportQuery(section), queryClient);

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * PATCH /api/admin/support_* with the changed answers only; the failure message follows
 * docs/product/admin.md#errors (400, 401, 403 by their own texts, anything else with its status text).
 */
export async function updateSupportSection(
  section: SupportSection,
  answers: Record<string, string>,
): Promise<SupportTexts> {
  let saved: SupportTexts;
  try {
    saved = await apiSend<SupportTexts>('PATCH', `/api/admin/${supportSectionResource[section]}`, answers, {
      fallbackMessage: '',
    });
  } catch (error) {
    const detail = error instanceof ApiError ? error.detail : '';
    throw new Error(supportSaveMessage(section, statusOf(error), detail));
  }
  queryClient.setQueryData(adminSupportQuery(section).queryKey, saved);
  // The storefront's page shows the new answer the next time it is opened.
  await queryClient.invalidateQueries({ queryKey: supportSectionQuery(section).queryKey });
  return saved;
}
