import {
  subcategories,
  type CatalogCategory,
  type ClassifiedProduct,
  type Subcategory,
} from '@shop/shared/rules/classification';

export interface CatalogFilter {
  category: CatalogCategory | null;
  subcategory: Subcategory | null;
}

const categories: readonly CatalogCategory[] = ['regular', 'box', 'merch'];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/** The filter a catalogue URL presets (`?category=regular&subcategory=Bars`); unknown values are ignored. */
export function parseCatalogFilter(params: URLSearchParams): CatalogFilter {
  return {
    category: oneOf(params.get('category'), categories),
    subcategory: oneOf(params.get('subcategory'), subcategories),
  };
}

/**
 * Products matching the filter. Without a category the catalogue shows the regular range (bars, brownie,
 * drinks, ready boxes): merch has its own page and box flavours are picked in the custom box builder.
 */
export function applyCatalogFilter(
  items: readonly ClassifiedProduct[],
  filter: CatalogFilter,
): ClassifiedProduct[] {
  const category = filter.category ?? 'regular';
  return items.filter(
    (item) => item.category === category && (!filter.subcategory || item.subcategory === filter.subcategory),
  );
}

/** The filter chips above the catalogue. */
export const catalogChips: readonly { label: string; search: string }[] = [
  { label: 'Все', search: '' },
  { label: 'Батончики', search: '?category=regular&subcategory=Bars' },
  { label: 'Брауни', search: '?category=regular&subcategory=Brownie' },
  { label: 'Напитки', search: '?category=regular&subcategory=Drinks' },
  { label: 'Готовые боксы', search: '?category=regular&subcategory=Ready_box' },
];

export function isChipActive(search: string, filter: CatalogFilter): boolean {
  const chip = parseCatalogFilter(new URLSearchParams(search));
  return (
    (chip.category ?? 'regular') === (filter.category ?? 'regular') && chip.subcategory === filter.subcategory
  );
}
