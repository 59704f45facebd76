import { documentPath } from '@shop/shared/legal/documents';
import { moscowDate } from '@shop/shared/moscow-time';
import { AppLink } from '@/components/app-link.tsx';
import { buttonClassName } from '@/components/button.tsx';
import { LoadFailed } from '../kit/load-failed.tsx';
import panel from '../kit/panel.module.css';
import { SectionSkeleton } from '../kit/section-skeleton.tsx';
import { useAdminDocuments } from './api/documents-api.ts';
import { documentEditorPath } from './document-path.ts';
import styles from './documents.module.css';
import { adminDocumentsStrings as t } from './strings.ts';

/** '26.11.2026' */
const day = (iso: string) => moscowDate(new Date(iso)).split('-').reverse().join('.');

/** The three documents: each with its current version, a mark when its draft waits, and its editor. */
export function DocumentList() {
  const documents = useAdminDocuments();
  if (documents.isError && !documents.data) {
    return (
      <LoadFailed
        message={documents.error.message}
        retrying={documents.isFetching}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (!documents.data) return <SectionSkeleton label={t.loading} />;
  return (
    <ul className={styles.cards} aria-label={t.listLabel}>
      {documents.data.map((document) => (
        <li key={document.kind} className={`${panel.panel} ${styles.card}`}>
          <h3 className={styles.cardTitle}>{document.title}</h3>
          <p className={styles.cardMeta}>
            <strong>{t.edition(document.current_version)}</strong>
            {document.published_at ? <span>, {t.since(day(document.published_at))}</span> : null}
          </p>
          {document.draft_changed ? <p className={panel.badge}>{t.draftChanged}</p> : null}
          <p className={styles.cardActions}>
            <AppLink
              to={documentEditorPath(document.kind)}
              className={buttonClassName({ variant: 'secondary' })}
              aria-label={t.open(document.kind)}
            >
              {t.edit}
            </AppLink>
            <AppLink to={documentPath(document.kind)} className={styles.publicLink}>
              {t.publicPage}
            </AppLink>
          </p>
        </li>
      ))}
    </ul>
  );
}
