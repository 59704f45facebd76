import type { Card } from '@shop/shared/rules/cards';
import { subcategories, type Subcategory } from '@shop/shared/rules/classification';
import { compareRussian } from '@/lib/russian-order.ts';

/** What /catalog lists: regular products (with ready boxes) and custom-box entries. */
export type CatalogCategory = 'regular' | 'box';
export type CatalogSort = 'name' | 'price-asc' | 'price-desc' | 'rating';

/** The catalogue's filter and order, as kept in the URL: `?category=regular&subcategory=Brownie&sort=rating`. */
export interface CatalogQuery {
  category: CatalogCategory | null;
  subcategory: Subcategory | null;
  sort: CatalogSort;
}

export const catalogCategories: readonly CatalogCategory[] = ['regular', 'box'];
export const catalogSorts: readonly CatalogSort[] = ['name', 'price-asc', 'price-desc', 'rating'];
export const defaultSort: CatalogSort = 'name';
export const emptyCatalogQuery: CatalogQuery = { category: null, subcategory: null, sort: defaultSort };

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/**
 * The query a catalogue URL asks for; unknown values are ignored. A subcategory belongs to the regular
 * range, so it implies category regular (and is dropped under category box).
 */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const category = oneOf(params.get('category'), catalogCategories);
  const subcategory = category === 'box' ? null : oneOf(params.get('subcategory'), subcategories);
  return {
    category: subcategory ? 'regular' : category,
    subcategory,
    sort: oneOf(params.get('sort'), catalogSorts) ?? defaultSort,
  };
}

/** URL parameters of a query, in the footer links' order; defaults are left out. */
export function catalogQueryToParams(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  const category = query.subcategory ? 'regular' : query.category;
  if (category) params.set('category', category);
  if (query.subcategory && category === 'regular') params.set('subcategory', query.subcategory);
  if (query.sort !== defaultSort) params.set('sort', query.sort);
  return params;
}

/** `?…` for a query, or '' when it is all defaults. */
export function catalogSearch(query: CatalogQuery): string {
  const search = catalogQueryToParams(query).toString();
  return search ? `?${search}` : '';
}

export const isFiltered = (query: CatalogQuery) => query.category !== null || query.subcategory !== null;

const categoryOf = (card: Card): CatalogCategory | null =>
  card.kind === 'regular' ? 'regular' : card.kind === 'box' ? 'box' : null;

const byName = (a: Card, b: Card) => compareRussian(a.title, b.title);

const comparators: Record<CatalogSort, (a: Card, b: Card) => number> = {
  name: byName,
  'price-asc': (a, b) => a.price.current - b.price.current || byName(a, b),
  'price-desc': (a, b) => b.price.current - a.price.current || byName(a, b),
  rating: (a, b) => b.rating.value - a.rating.value || byName(a, b),
};

/**
 * The cards /catalog shows for a query: regular products and custom-box entries only (merch and gift cards
 * live on /merch), filtered by category and subcategory, in the chosen order (stable for ties).
 */
export function applyCatalogQuery(cards: readonly Card[], query: CatalogQuery): Card[] {
  return cards
    .filter((card) => {
      const category = categoryOf(card);
      if (!category) return false;
      if (query.category && category !== query.category) return false;
      return !query.subcategory || card.subcategoryType === query.subcategory;
    })
    .sort(comparators[query.sort]);
}
