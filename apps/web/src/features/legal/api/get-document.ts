import type { DocumentKind, LegalDocument } from '@shop/shared/legal/legal-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { legalStrings as t } from '../model/strings.ts';

/** One version of a document in the list of its versions (GET …/versions), newest first. */
export interface DocumentVersion {
  version: number;
  published_at: string;
}

/** GET /api/legal/documents/{kind} (the current version) or …/versions/{version} (one version). */
export const getDocument = (kind: DocumentKind, version: number | null, signal?: AbortSignal) =>
  apiGet<LegalDocument>(
    version === null ? `/api/legal/documents/${kind}` : `/api/legal/documents/${kind}/versions/${version}`,
    { fallbackMessage: t.loadFailed, signal, bearer: false },
  );

/** GET /api/legal/documents/{kind}/versions: every published version, newest first. */
export const getDocumentVersions = (kind: DocumentKind, signal?: AbortSignal) =>
  apiGet<DocumentVersion[]>(`/api/legal/documents/${kind}/versions`, {
    fallbackMessage: t.versionsFailed,
    signal,
    bearer: false,
  });

/**
 * A document's text: the current one is read afresh on each visit (an admin may have published a new
 * version), a numbered version never changes. A version that does not exist (404) is not asked again.
 */
export const documentQuery = (kind: DocumentKind, version: number | null) =>
  queryOptions({
    queryKey: ['legal', 'document', kind, version ?? 'current'],
    queryFn: ({ signal }) => getDocument(kind, version, signal),
    staleTime: version === null ? 0 : Infinity,
    retry: false,
  });

export const documentVersionsQuery = (kind: DocumentKind) =>
  queryOptions({
    queryKey: ['legal', 'versions', kind],
    queryFn: ({ signal }) => getDocumentVersions(kind, signal),
    staleTime: 0,
    retry: false,
  });

export const useDocument = (kind: DocumentKind, version: number | null) =>
  useQuery(
    { ...documentQuery(kind, version), enabled: version === null || version > 0 },
    usePageQueryClient(),
  );

export const useDocumentVersions = (kind: DocumentKind) =>
  useQuery(documentVersionsQuery(kind), usePageQueryClient());
