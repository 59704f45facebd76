import type { DocumentSummary } from '@shop/shared/legal/legal-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client.ts';
import { queryClient, usePageQueryClient } from '@/lib/query-client.ts';
import { consentStrings } from '../model/strings.ts';

/** The current version of each document (GET /api/legal/documents): what the checkboxes accept. */
export const getCurrentDocuments = (signal?: AbortSignal): Promise<DocumentSummary[]> =>
  apiGet<DocumentSummary[]>('/api/legal/documents', {
    fallbackMessage: consentStrings.documentsLoadFailed,
    signal,
    bearer: false,
  });

/** Asked afresh each time a checkbox is shown: an admin may publish a new text at any time. */
export const currentDocumentsQuery = queryOptions({
  queryKey: ['legal', 'documents'],
  queryFn: ({ signal }) => getCurrentDocuments(signal),
  staleTime: 0,
});

export const useCurrentDocuments = () => useQuery(currentDocumentsQuery, usePageQueryClient());

/** The current versions of the processing consent and the offer (loaded now if need be). */
export async function currentVersions(): Promise<{ consent: number; offer: number }> {
  const documents = await queryClient.ensureQueryData(currentDocumentsQuery);
  const version = (kind: DocumentSummary['kind']) => {
    const found = documents.find((document) => document.kind === kind);
    if (!found) throw new ApiError(0, consentStrings.documentsLoadFailed);
    return found.version;
  };
  return { consent: version('consent'), offer: version('offer') };
}

/** After a refusal naming an outdated version: read again now, whether a checkbox shows them or not. */
export const forgetCurrentDocuments = () =>
  queryClient.invalidateQueries({ queryKey: currentDocumentsQuery.queryKey, refetchType: 'all' });
