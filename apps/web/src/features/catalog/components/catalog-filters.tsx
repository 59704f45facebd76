import type { Subcategory } from '@shop/shared/rules/classification';
import { catalogSorts, type CatalogQuery, type CatalogSort } from '../model/catalog-query.ts';
import { categoryLabels, sortLabels, subcategoryLabels } from '../model/catalog-labels.ts';
import styles from './catalog-filters.module.css';

const isSort = (value: string): value is CatalogSort => (catalogSorts as readonly string[]).includes(value);

/** Category switch, subcategory chips and the sort select of the catalogue. */
export function CatalogFilters({
  query,
  onChange,
}: {
  query: CatalogQuery;
  onChange: (query: CatalogQuery) => void;
}) {
  const toggleSubcategory = (value: Subcategory) =>
    onChange(
      query.subcategory === value
        ? { ...query, subcategory: null }
        : { ...query, category: 'regular', subcategory: value },
    );
  return (
    <div className={styles.filters}>
      <div className={styles.groups}>
        <div className={styles.segmented} role="group" aria-label="Категория">
          {categoryLabels.map(({ value, label }) => (
            <button
              key={label}
              type="button"
              className={styles.segment}
              aria-pressed={query.category === value}
              onClick={() => onChange({ ...query, category: value, subcategory: null })}
            >
              {label}
            </button>
          ))}
        </div>
        {query.category === 'box' ? null : (
          <div className={styles.chips} role="group" aria-label="Подкатегория">
            {subcategoryLabels.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                className={styles.chip}
                aria-pressed={query.subcategory === value}
                onClick={() => toggleSubcategory(value)}
              >
                {label}
              </button>
            ))}
          </div>
        )}
      </div>
      <label className={styles.sort}>
        <span className={styles.sortLabel}>Сортировка</span>
        <select
          className={styles.select}
          value={query.sort}
          onChange={(event) => {
            if (isSort(event.target.value)) onChange({ ...query, sort: event.target.value });
          }}
        >
          {sortLabels.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
