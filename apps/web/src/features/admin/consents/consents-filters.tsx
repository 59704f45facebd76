import {
  consentPurposeNames,
  consentPurposes,
  documentKinds,
  documentTitles,
  type ConsentPurpose,
  type DocumentKind,
} from '@shop/shared/legal/documents';
import { BareField, SelectField } from '../kit/fields.tsx';
import { SearchFilters } from '../kit/search-filters.tsx';
import type { ConsentFilters } from './consent-filters.ts';
import styles from './consents.module.css';
import { adminConsentsStrings as t } from './strings.ts';

/** Search (e-mail, order, account, session, address), document, purpose and days; sent once typing pauses. */
export function ConsentsFilters({
  filters,
  onChange,
}: {
  filters: ConsentFilters;
  onChange: (next: ConsentFilters) => void;
}) {
  return (
    <SearchFilters
      filters={filters}
      onChange={onChange}
      className={styles.filters}
      searchClassName={styles.search}
      labels={{ form: t.filtersLabel, search: t.search, placeholder: t.searchPlaceholder }}
      maxLength={200}
    >
      {(set) => (
        <>
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
        </>
      )}
    </SearchFilters>
  );
}
