import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button.tsx';
import { useNow } from '@/lib/use-now.ts';
import type { AdminOrderFilters } from '../kit/admin-keys.ts';
import { useAdminOrders } from './api/get-admin-orders.ts';
import { LoadFailed } from '../kit/load-failed.tsx';
import { SectionHeading } from '../kit/section-heading.tsx';
import { SectionSkeleton } from '../kit/section-skeleton.tsx';
import { filtersOf, hasFilters, paramsOf } from './order-filters.ts';
import { OrderRow } from './order-row.tsx';
import { OrdersFilters } from './orders-filters.tsx';
import styles from './orders.module.css';
import { adminOrdersStrings as t } from './strings.ts';

/** /admin/orders: the shop's orders, newest first, searched and filtered; each opens to its actions. */
export default function OrdersSection() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const setFilters = useCallback(
    (next: AdminOrderFilters) => setParams(paramsOf(next), { replace: true }),
    [setParams],
  );
  const orders = useAdminOrders(filters);
  const [openId, setOpenId] = useState<number | null>(null);
  // Unpaid orders turn cancelled when their payment time runs out.
  const now = useNow(30_000);

  const pages = orders.data?.pages ?? [];
  const list = pages.flatMap((page) => page.orders);
  const first = pages[0];
  const total = first?.total ?? list.length;
  const filtered = hasFilters(filters);
  const resetButton = filtered ? (
    <button
      type="button"
      className={styles.reset}
      onClick={() => setFilters({ q: '', status: '', date: '' })}
    >
      {t.reset}
    </button>
  ) : null;

  return (
    <div>
      <SectionHeading title={t.title} lead={t.lead} />
      <OrdersFilters filters={filters} onChange={setFilters} />
      {orders.isError && !orders.data ? (
        <LoadFailed
          message={orders.error.message}
          retrying={orders.isFetching}
          onRetry={() => void orders.refetch()}
        />
      ) : !orders.data ? (
        <SectionSkeleton label="Загружаем заказы" />
      ) : list.length === 0 ? (
        <div className={styles.empty} role="status">
          <p>{filtered ? t.nothingFound : t.noOrders}</p>
          {resetButton}
        </div>
      ) : (
        <>
          <div className={styles.countRow}>
            <p role="status">{t.found(list.length, total, first?.total_capped ?? false)}</p>
            {resetButton}
          </div>
          <ul
            className={`${styles.list} ${orders.isPlaceholderData ? styles.stale : ''}`}
            aria-label={t.listLabel}
            aria-busy={orders.isPlaceholderData || undefined}
          >
            {list.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                now={now}
                open={openId === order.id}
                onToggle={() => setOpenId((current) => (current === order.id ? null : order.id))}
              />
            ))}
          </ul>
          {orders.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                disabled={orders.isFetchingNextPage}
                onClick={() => void orders.fetchNextPage()}
              >
                {orders.isFetchingNextPage ? t.loadingMore : t.more}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
