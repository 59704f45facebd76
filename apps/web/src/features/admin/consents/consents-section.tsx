import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMorePages } from '@/components/load-more.tsx';
import { LoadFailed } from '../kit/load-failed.tsx';
import { SectionHeading } from '../kit/section-heading.tsx';
import { SectionSkeleton } from '../kit/section-skeleton.tsx';
import { useConsentLog } from './api/consent-log-api.ts';
import { addressOf, hasFilters, noFilters, searchOf, type ConsentFilters } from './consent-filters.ts';
import { ConsentTable } from './consent-table.tsx';
import { ConsentsFilters } from './consents-filters.tsx';
import styles from './consents.module.css';
import { CsvLink } from './csv-link.tsx';
import { adminConsentsStrings as t } from './strings.ts';

/**
 * /admin/consents (docs/product/personal-data.md#consents): the consent log, newest first, searched and
 * filtered (the address keeps it all), 50 rows a page ('Показать ещё', and more as the end scrolls near),
 * and 'Скачать CSV' of every matching row.
 */
export default function ConsentsSection() {
  const [params, setParams] = useSearchParams();
  const { filters } = useMemo(() => addressOf(params), [params]);
  const setFilters = useCallback(
    (next: ConsentFilters) => setParams(searchOf(next), { replace: true }),
    [setParams],
  );
  const log = useConsentLog(filters);
  const filtered = hasFilters(filters);
  const first = log.data?.pages[0];
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  const total = first?.total ?? items.length;

  return (
    <div>
      <SectionHeading title={t.title} lead={t.lead}>
        <CsvLink filters={filters} />
      </SectionHeading>
      <ConsentsFilters filters={filters} onChange={setFilters} />
      {log.isError && !log.data ? (
        <LoadFailed
          message={log.error.message}
          retrying={log.isFetching}
          onRetry={() => void log.refetch()}
        />
      ) : !first ? (
        <SectionSkeleton label={t.loading} />
      ) : (
        <>
          <div className={styles.countRow}>
            <p role="status">{total === 0 ? '' : t.found(total, first.total_capped)}</p>
            {filtered ? (
              <button type="button" className={styles.reset} onClick={() => setFilters(noFilters)}>
                {t.reset}
              </button>
            ) : null}
          </div>
          {items.length === 0 ? (
            <div className={styles.empty} role="status">
              <p>{filtered ? t.nothingFound : t.noConsents}</p>
            </div>
          ) : (
            <>
              <ConsentTable items={items} stale={log.isPlaceholderData} />
              <LoadMorePages query={log} shown={items.length} />
            </>
          )}
        </>
      )}
    </div>
  );
}
