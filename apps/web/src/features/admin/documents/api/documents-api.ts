import type {
  AdminDocument,
  AdminDocumentList,
  DocumentDraftBody,
  DocumentFormat,
  DocumentKind,
} from '@shop/shared/legal/legal-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { adminKeys } from '@/features/admin/kit/admin-keys.ts';
import { adminDocumentsStrings as t } from '../strings.ts';

/** One line of GET /api/admin/legal. */
export type AdminDocumentSummary = AdminDocumentList[number];

/** GET /api/admin/legal: each document with its current version and whether its draft has changes. */
export const getAdminDocuments = (signal?: AbortSignal) =>
  apiGet<AdminDocumentSummary[]>('/api/admin/legal', { fallbackMessage: t.loadFailed, signal });

export const adminDocumentsQuery = queryOptions({
  queryKey: adminKeys.documents,
  queryFn: ({ signal }) => getAdminDocuments(signal),
  staleTime: 0,
  retry: false,
});

export const useAdminDocuments = () => useQuery(adminDocumentsQuery, usePageQueryClient());

/** GET /api/admin/legal/{kind}: the draft (a copy of the current version until saved) and every version. */
export const getAdminDocument = (kind: DocumentKind, signal?: AbortSignal) =>
  apiGet<AdminDocument>(`/api/admin/legal/${kind}`, { fallbackMessage: t.documentLoadFailed, signal });

export const adminDocumentQuery = (kind: DocumentKind) =>
  queryOptions({
    queryKey: adminKeys.document(kind),
    queryFn: ({ signal }) => getAdminDocument(kind, signal),
    staleTime: 0,
    retry: false,
  });

export const useAdminDocument = (kind: DocumentKind) =>
  useQuery(adminDocumentQuery(kind), usePageQueryClient());

/** PUT /api/admin/legal/{kind}/draft: saves the draft (422 with the server's words for a bad one). */
export const saveDocumentDraft = (kind: DocumentKind, draft: DocumentDraftBody) =>
  apiSend<AdminDocument>('PUT', `/api/admin/legal/${kind}/draft`, draft, { fallbackMessage: t.saveFailed });

/** POST /api/admin/legal/{kind}/publish: the draft becomes the next version (409: nothing new). */
export const publishDocument = (kind: DocumentKind) =>
  apiSend<AdminDocument>('POST', `/api/admin/legal/${kind}/publish`, undefined, {
    fallbackMessage: t.publishFailed,
  });

/** POST /api/admin/legal/preview: the text as the site will show it (nothing is saved). */
export const previewDocument = (format: DocumentFormat, body: string, signal?: AbortSignal) =>
  apiSend<{ html: string }>(
    'POST',
    '/api/admin/legal/preview',
    { format, body },
    { fallbackMessage: t.previewFailed, signal },
  );

/** The preview of a text; while the next one is asked for, the last one stays on screen. */
export const useDocumentPreview = (format: DocumentFormat, body: string, initial?: string) =>
  useQuery(
    {
      queryKey: adminKeys.documentPreview(format, body),
      queryFn: ({ signal }) => previewDocument(format, body, signal),
      staleTime: Infinity,
      retry: false,
      placeholderData: keepPreviousData,
      ...(initial === undefined ? {} : { initialData: { html: initial } }),
    },
    usePageQueryClient(),
  );
