import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { LoadFailed } from './load-failed.tsx';
import styles from './panel.module.css';

/**
 * A white panel of /admin — its title, its lead — around what `query` loaded: a skeleton while it loads, a
 * compact line with 'Повторить' when it failed (`loadFailed` when the error says nothing better).
 */
export function LoadedPanel<T>({
  id,
  title,
  lead,
  query,
  loadFailed,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  query: UseQueryResult<T>;
  loadFailed: string;
  children: (data: T) => ReactNode;
}) {
  const titleId = useId();
  return (
    <section id={id} className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelTitles}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        <p className={styles.lead}>{lead}</p>
      </div>
      {query.isError ? (
        <LoadFailed
          compact
          message={errorMessage(query.error, loadFailed)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data !== undefined ? (
        children(query.data)
      ) : (
        <div className={styles.skeleton} aria-busy="true" />
      )}
    </section>
  );
}
