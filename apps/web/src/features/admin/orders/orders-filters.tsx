import { orderStatuses, orderStatusLabels } from '@shop/shared/orders/status';
import { useEffect, useState } from 'react';
import type { AdminOrderFilters } from '../kit/admin-keys.ts';
import { BareField, SelectField } from '../kit/fields.tsx';
import styles from './orders.module.css';
import { adminOrdersStrings as t } from './strings.ts';

/** Typing settles this long before the list is asked again. */
const SEARCH_PAUSE_MS = 350;

/** Search (number, e-mail or phone), status and day; the search is sent once typing pauses. */
export function OrdersFilters({
  filters,
  onChange,
}: {
  filters: AdminOrderFilters;
  onChange: (next: AdminOrderFilters) => void;
}) {
  const [draft, setDraft] = useState(filters.q);
  // The address changed under the box (Back, a link): the box shows the address's search.
  const [seen, setSeen] = useState(filters.q);
  if (filters.q !== seen) {
    setSeen(filters.q);
    if (draft.trim() !== filters.q.trim()) setDraft(filters.q);
  }

  useEffect(() => {
    if (draft.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => onChange({ ...filters, q: draft }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, filters, onChange]);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t.filtersLabel}
      onSubmit={(event) => {
        // Enter searches at once.
        event.preventDefault();
        onChange({ ...filters, q: draft });
      }}
    >
      <BareField
        className={styles.search}
        label={t.search}
        type="search"
        placeholder={t.searchPlaceholder}
        value={draft}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setDraft(event.target.value)}
      />
      <SelectField
        label={t.status}
        value={filters.status}
        onChange={(event) =>
          onChange({ ...filters, q: draft, status: event.target.value as AdminOrderFilters['status'] })
        }
      >
        <option value="">{t.anyStatus}</option>
        {orderStatuses.map((status) => (
          <option key={status} value={status}>
            {orderStatusLabels[status]}
          </option>
        ))}
      </SelectField>
      <BareField
        label={t.day}
        type="date"
        value={filters.date}
        onChange={(event) => onChange({ ...filters, q: draft, date: event.target.value })}
      />
    </form>
  );
}
