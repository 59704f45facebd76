import {
  LOW_STOCK_UNITS,
  type AdminProduct,
  type AdminProductGroup,
  type ProductKind,
} from '@shop/shared/catalog/admin-product-api';
import type { ProductFilter } from '../strings.ts';

/** Units that can still be sold: on the shelves minus what carts and unpaid orders hold. */
export const freeUnits = (product: AdminProduct): number => Math.max(0, product.quantity - product.held);

export const isLowStock = (product: AdminProduct): boolean => freeUnits(product) <= LOW_STOCK_UNITS;

export type StatusFilter = Exclude<ProductFilter, 'archive'>;

const matches: Record<StatusFilter, (product: AdminProduct) => boolean> = {
  all: () => true,
  active: (product) => product.active,
  hidden: (product) => !product.active,
  low: isLowStock,
};

export interface ListFilters {
  search: string;
  filter: ProductFilter;
  /** '' for every kind. */
  kind: ProductKind | '';
}

const ofKind = (kind: ProductKind | '') => (product: AdminProduct) => kind === '' || product.kind === kind;

/** The products whose name contains `search` (any case), of `kind` and passing the status filter. */
export function filterProducts(products: readonly AdminProduct[], { search, filter, kind }: ListFilters) {
  const needle = search.trim().toLocaleLowerCase('ru');
  const status = filter === 'archive' ? matches.all : matches[filter];
  return products.filter(
    (product) =>
      ofKind(kind)(product) &&
      status(product) &&
      (!needle || product.name.toLocaleLowerCase('ru').includes(needle)),
  );
}

/** How many products of the chosen kind each chip would show (the archive's from its own list). */
export function filterCounts(
  products: readonly AdminProduct[],
  archived: readonly AdminProduct[] | undefined,
  kind: ProductKind | '',
): Record<ProductFilter, number | null> {
  const own = products.filter(ofKind(kind));
  return {
    all: own.length,
    active: own.filter(matches.active).length,
    hidden: own.filter(matches.hidden).length,
    low: own.filter(matches.low).length,
    archive: archived ? archived.filter(ofKind(kind)).length : null,
  };
}

export interface GroupOfProducts {
  id: number;
  name: string;
  kind: ProductKind;
  products: AdminProduct[];
}

const byPlace = (a: AdminProduct, b: AdminProduct) => a.sort_order - b.sort_order || a.id - b.id;

/**
 * The products by group, as the shop shows them: groups in the server's order (a group it did not list comes
 * last), products in their group's order.
 */
export function groupProducts(
  products: readonly AdminProduct[],
  groups: readonly AdminProductGroup[],
): GroupOfProducts[] {
  const order = new Map(groups.map((group, index) => [group.id, index]));
  const byGroup = new Map<number, GroupOfProducts>();
  for (const product of products) {
    let entry = byGroup.get(product.group_id);
    if (!entry) {
      entry = { id: product.group_id, name: product.group, kind: product.kind, products: [] };
      byGroup.set(product.group_id, entry);
    }
    entry.products.push(product);
  }
  const rank = (id: number) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...byGroup.values()]
    .sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name, 'ru'))
    .map((group) => ({ ...group, products: group.products.sort(byPlace) }));
}

/** A product's group mates in the shop's order (itself included). */
export const groupMates = (products: readonly AdminProduct[], product: AdminProduct): AdminProduct[] =>
  products.filter((other) => other.group_id === product.group_id && !other.archived).sort(byPlace);

/**
 * The group's product ids after moving `product` one place up (-1) or down (+1), for PUT
 * /api/admin/product-groups/{id}/order; null when it is already first or last.
 */
export function movedOrder(
  products: readonly AdminProduct[],
  product: AdminProduct,
  step: -1 | 1,
): number[] | null {
  const ids = groupMates(products, product).map((mate) => mate.id);
  const from = ids.indexOf(product.id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/** The list as it will be once `ids` (one group's new order) is saved: their places renumbered 1, 2, 3… */
export function withOrder(products: readonly AdminProduct[], ids: readonly number[]): AdminProduct[] {
  const place = new Map(ids.map((id, index) => [id, index + 1]));
  return products.map((product) => {
    const at = place.get(product.id);
    return at === undefined ? product : { ...product, sort_order: at };
  });
}
