import { orderStatuses, staffStatusLabels } from '@shop/shared/orders/status';
import type { AdminOrderFilters } from '../kit/admin-keys.ts';
import { BareField, SelectField } from '../kit/fields.tsx';
import { SearchFilters } from '../kit/search-filters.tsx';
import styles from './orders.module.css';
import { adminOrdersStrings as t } from './strings.ts';

/** Search (number, e-mail or phone), status and day; the search is sent once typing pauses. */
export function OrdersFilters({
  filters,
  onChange,
}: {
  filters: AdminOrderFilters;
  onChange: (next: AdminOrderFilters) => void;
}) {
  return (
    <SearchFilters
      filters={filters}
      onChange={onChange}
      className={styles.filters}
      searchClassName={styles.search}
      labels={{ form: t.filtersLabel, search: t.search, placeholder: t.searchPlaceholder }}
      maxLength={100}
    >
      {(set) => (
        <>
          <SelectField
            label={t.status}
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as AdminOrderFilters['status'] })}
          >
            <option value="">{t.anyStatus}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {staffStatusLabels[status]}
              </option>
            ))}
          </SelectField>
          <BareField
            label={t.day}
            type="date"
            value={filters.date}
            onChange={(event) => set({ date: event.target.value })}
          />
        </>
      )}
    </SearchFilters>
  );
}
