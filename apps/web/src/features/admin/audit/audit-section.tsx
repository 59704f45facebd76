import { Button } from '@/components/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { LoadFailed } from '../kit/load-failed.tsx';
import panel from '../kit/panel.module.css';
import { AuditEntryRow } from './audit-entry.tsx';
import styles from './audit-section.module.css';
import { auditLoadFailed, useAudit } from './api/audit-api.ts';

const titleId = 'audit-title';

/** /admin/audit: every change made in /admin, newest first, 50 at a time. */
export default function AuditSection() {
  const audit = useAudit();
  const entries = audit.data?.pages.flat() ?? [];
  return (
    <section className={panel.panel} aria-labelledby={titleId}>
      <div className={panel.panelHeader}>
        <div className={panel.panelTitles}>
          <h2 id={titleId} className={panel.panelTitle}>
            Журнал изменений
          </h2>
          <p className={panel.lead}>Кто, когда и что поменял в разделе администрирования. Сначала новые.</p>
        </div>
        <Button
          variant="secondary"
          className={`${panel.small}`}
          disabled={audit.isFetching}
          onClick={() => void audit.refetch()}
        >
          Обновить
        </Button>
      </div>
      {audit.isError && entries.length === 0 ? (
        <LoadFailed
          compact
          message={errorMessage(audit.error, auditLoadFailed)}
          onRetry={() => void audit.refetch()}
        />
      ) : !audit.data ? (
        <div className={panel.skeleton} aria-busy="true" />
      ) : entries.length === 0 ? (
        <p className={panel.lead}>Изменений пока не было.</p>
      ) : (
        <>
          <ol className={styles.list}>
            {entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </ol>
          {audit.isFetchNextPageError ? (
            <LoadFailed
              compact
              message={errorMessage(audit.error, auditLoadFailed)}
              onRetry={() => void audit.fetchNextPage()}
            />
          ) : audit.hasNextPage ? (
            <Button
              variant="secondary"
              className={`${styles.more}`}
              disabled={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              {audit.isFetchingNextPage ? 'Загружаем…' : 'Показать ещё'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
