import { useSearchParams } from 'react-router';
import { SectionHeading } from '../kit/section-heading.tsx';
import { DocumentEditor } from './document-editor.tsx';
import { DocumentList } from './document-list.tsx';
import { kindOf } from './document-path.ts';
import { adminDocumentsStrings as t } from './strings.ts';

/**
 * /admin/legal, 'Документы' (docs/product/personal-data.md#documents): the privacy policy, the consent and the
 * offer with their current versions; ?kind= opens one's editor (draft, preview, publishing, versions).
 */
export default function DocumentsSection() {
  const [params] = useSearchParams();
  const kind = kindOf(params);
  return (
    <div>
      <SectionHeading title={t.title} lead={t.lead} />
      {kind ? <DocumentEditor key={kind} kind={kind} /> : <DocumentList />}
    </div>
  );
}
