import { documentKinds, type DocumentKind } from '@shop/shared/legal/documents';

/** The documents section's address ('Документы', /admin/legal): the list, or ?kind= a document's editor. */
export const documentListPath = '/admin/legal';

export const documentEditorPath = (kind: DocumentKind): string =>
  `${documentListPath}?${new URLSearchParams({ kind }).toString()}`;

/** The document the address opens; null for the list (or a kind that is no document). */
export function kindOf(params: URLSearchParams): DocumentKind | null {
  const kind = params.get('kind');
  return (documentKinds as readonly (string | null)[]).includes(kind) ? (kind as DocumentKind) : null;
}
