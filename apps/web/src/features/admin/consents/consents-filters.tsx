import {
  consentPurposeNames,
  consentPurposes,
  documentKinds,
  documentTitles,
  type ConsentPurpose,
  type DocumentKind,
} from '@shop/shared/legal/documents';
import { useEffect, useState } from 'react';
import { BareField, SelectField } from '../kit/fields.tsx';
import type { ConsentFilters } from './consent-filters.ts';
import styles from './consents.module.css';
import { adminConsentsStrings as t } from './strings.ts';

/** Typing settles this long before the log is asked again. */
const SEARCH_PAUSE_MS = 350;

/** Search (e-mail, order, account, session, address), document, purpose and days; sent once typing pauses. */
export function ConsentsFilters({
  filters,
  onChange,
}: {
  filters: ConsentFilters;
  onChange: (next: ConsentFilters) => void;
}) {
  const [draft, setDraft] = useState(filters.q);
  // The address changed under the box (Back, a reset): the box shows the address's search.
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

  const set = (next: Partial<ConsentFilters>) => onChange({ ...filters, q: draft, ...next });

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
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setDraft(event.target.value)}
      />
      <SelectField
        label={t.document}
        value={filters.kind}
        onChange={(event) => set({ kind: event.target.value as DocumentKind | '' })}
      >
        <option value="">{t.anyDocument}</option>
        {documentKinds.map((kind) => (
          <option key={kind} value={kind}>
            {documentTitles[kind]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.purpose}
        value={filters.purpose}
        onChange={(event) => set({ purpose: event.target.value as ConsentPurpose | '' })}
      >
        <option value="">{t.anyPurpose}</option>
        {consentPurposes.map((purpose) => (
          <option key={purpose} value={purpose}>
            {consentPurposeNames[purpose]}
          </option>
        ))}
      </SelectField>
      <BareField
        label={t.from}
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => set({ from: event.target.value })}
      />
      <BareField
        label={t.to}
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => set({ to: event.target.value })}
      />
    </form>
  );
}
