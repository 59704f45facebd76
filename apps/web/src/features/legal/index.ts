/**
 * features/legal's public entry: the document pages are lazy-loaded by their own file (app/router.tsx);
 * other features link to them by documentPath of @shop/shared/legal/documents.
 */
export { documentQuery, documentVersionsQuery } from './api/get-document.ts';
