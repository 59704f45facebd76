/**
 * features/consents' public entry: the consent checkboxes of sign-in and checkout and the current versions
 * of the documents they accept (docs/product/personal-data.md#consents).
 */
export {
  currentDocumentsQuery,
  currentVersions,
  forgetCurrentDocuments,
  useCurrentDocuments,
} from './api/get-current-documents.ts';
export { ConsentCheckbox } from './components/consent-checkbox.tsx';
