import { productKindTitles, type ProductKind } from '@shop/shared/catalog/admin-product-api';
import { BareField, SelectField } from '@/features/admin/kit/fields.tsx';
import styles from '../catalogue.module.css';
import type { ListFilters } from '../model/product-list.ts';
import { catalogueStrings as t, filterLabels, type ProductFilter } from '../strings.ts';

const filters = Object.keys(filterLabels) as ProductFilter[];

/**
 * Search by name, the kind, and one of все / активные / скрытые / мало на складе / архив, with how many each
 * shows (the archive's once it is read).
 */
export function CatalogueFilters({
  filters: chosen,
  kinds,
  counts,
  onChange,
}: {
  filters: ListFilters;
  /** The kinds the shop has products of. */
  kinds: readonly ProductKind[];
  counts: Record<ProductFilter, number | null>;
  onChange: (change: Partial<ListFilters>) => void;
}) {
  return (
    <div className={styles.filters}>
      <BareField
        className={styles.search}
        label={t.search}
        type="search"
        placeholder={t.searchPlaceholder}
        data-catalogue-search
        value={chosen.search}
        autoComplete="off"
        onChange={(event) => onChange({ search: event.target.value })}
      />
      <SelectField
        className={styles.kind}
        label={t.kindFilter}
        value={chosen.kind}
        onChange={(event) => onChange({ kind: event.target.value as ProductKind | '' })}
      >
        <option value="">{t.allKinds}</option>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {productKindTitles[kind]}
          </option>
        ))}
      </SelectField>
      <div className={styles.chips} role="radiogroup" aria-label={t.show}>
        {filters.map((name) => (
          <label key={name} className={`${styles.chip} ${name === 'archive' ? styles.archiveChip : ''}`}>
            <input
              type="radio"
              name="catalogue-filter"
              className={styles.chipInput}
              checked={chosen.filter === name}
              onChange={() => onChange({ filter: name })}
            />
            <span>{filterLabels[name]}</span>
            {counts[name] === null ? null : <span className={styles.chipCount}>{counts[name]}</span>}
          </label>
        ))}
      </div>
    </div>
  );
}
