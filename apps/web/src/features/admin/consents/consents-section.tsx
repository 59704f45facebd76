import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/app-link.tsx';
import { LoadFailed } from '../kit/load-failed.tsx';
import { SectionHeading } from '../kit/section-heading.tsx';
import { SectionSkeleton } from '../kit/section-skeleton.tsx';
import { useConsentLog } from './api/consent-log-api.ts';
import {
  addressOf,
  consentsPath,
  hasFilters,
  noFilters,
  searchOf,
  type ConsentFilters,
} from './consent-filters.ts';
import { ConsentTable } from './consent-table.tsx';
import { ConsentsFilters } from './consents-filters.tsx';
import styles from './consents.module.css';
import { CsvLink } from './csv-link.tsx';
import { adminConsentsStrings as t } from './strings.ts';

/** 'Назад', 'Страница 2 из 5', 'Вперёд': links to the neighbouring pages of the same search. */
function Pages({ filters, page, pages }: { filters: ConsentFilters; page: number; pages: number }) {
  if (pages <= 1) return null;
  const step = (to: number, label: string) =>
    to >= 1 && to <= pages ? (
      <AppLink to={consentsPath(filters, to)} className={styles.pageLink}>
        {label}
      </AppLink>
    ) : (
      <span className={`${styles.pageLink} ${styles.pageOff}`} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className={styles.pages} aria-label={t.pagesLabel}>
      {step(page - 1, `← ${t.previous}`)}
      <span aria-current="page">{t.pageOf(page, pages)}</span>
      {step(page + 1, `${t.next} →`)}
    </nav>
  );
}

/**
 * /admin/consents (docs/product/personal-data.md#consents): the consent log, newest first, searched and
 * filtered (the address keeps it all), 50 rows a page, and 'Скачать CSV' of every matching row.
 */
export default function ConsentsSection() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => addressOf(params), [params]);
  const setFilters = useCallback(
    (next: ConsentFilters) => setParams(searchOf(next), { replace: true }),
    [setParams],
  );
  const log = useConsentLog(filters, page);
  const filtered = hasFilters(filters);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.page_size)) : 1;

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
      ) : !log.data ? (
        <SectionSkeleton label={t.loading} />
      ) : (
        <>
          <div className={styles.countRow}>
            <p role="status">{log.data.total === 0 ? '' : t.found(log.data.total)}</p>
            {filtered ? (
              <button type="button" className={styles.reset} onClick={() => setFilters(noFilters)}>
                {t.reset}
              </button>
            ) : null}
          </div>
          {log.data.items.length === 0 ? (
            <div className={styles.empty} role="status">
              <p>{filtered ? t.nothingFound : t.noConsents}</p>
            </div>
          ) : (
            <>
              <ConsentTable items={log.data.items} stale={log.isPlaceholderData} />
              <Pages filters={filters} page={page} pages={pages} />
            </>
          )}
        </>
      )}
    </div>
  );
}
