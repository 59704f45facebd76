import { BareField } from '../kit/fields.tsx';
import styles from './catalogue.module.css';
import { catalogueStrings as t, filterLabels, type ProductFilter } from './strings.ts';

const filters = Object.keys(filterLabels) as ProductFilter[];

/** Search by name and one of все / активные / скрытые / мало на складе, with how many each shows. */
export function CatalogueFilters({
  search,
  filter,
  counts,
  onSearch,
  onFilter,
}: {
  search: string;
  filter: ProductFilter;
  counts: Record<ProductFilter, number>;
  onSearch: (search: string) => void;
  onFilter: (filter: ProductFilter) => void;
}) {
  return (
    <div className={styles.filters}>
      <BareField
        className={styles.search}
        label={t.search}
        type="search"
        placeholder={t.searchPlaceholder}
        value={search}
        autoComplete="off"
        onChange={(event) => onSearch(event.target.value)}
      />
      <div className={styles.chips} role="radiogroup" aria-label={t.show}>
        {filters.map((name) => (
          <label key={name} className={styles.chip}>
            <input
              type="radio"
              name="catalogue-filter"
              className={styles.chipInput}
              checked={filter === name}
              onChange={() => onFilter(name)}
            />
            <span>{filterLabels[name]}</span>
            <span className={styles.chipCount}>{counts[name]}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
