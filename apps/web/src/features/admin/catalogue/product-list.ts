import { LOW_STOCK_UNITS, type AdminProduct } from '@shop/shared/catalog/admin-product-api';
import type { ProductFilter } from './strings.ts';

/** Units that can still be sold: on the shelves minus what carts and unpaid orders hold. */
export const freeUnits = (product: AdminProduct): number => Math.max(0, product.quantity - product.held);

export const isLowStock = (product: AdminProduct): boolean => freeUnits(product) <= LOW_STOCK_UNITS;

const matches: Record<ProductFilter, (product: AdminProduct) => boolean> = {
  all: () => true,
  active: (product) => product.active,
  hidden: (product) => !product.active,
  low: isLowStock,
};

/** The products whose name contains `search` (any case) and that pass `filter`. */
export function filterProducts(
  products: readonly AdminProduct[],
  search: string,
  filter: ProductFilter,
): AdminProduct[] {
  const needle = search.trim().toLocaleLowerCase('ru');
  return products.filter(
    (product) =>
      matches[filter](product) && (!needle || product.name.toLocaleLowerCase('ru').includes(needle)),
  );
}

/** How many products each filter would show (the chips' counts). */
export const filterCounts = (products: readonly AdminProduct[]): Record<ProductFilter, number> => ({
  all: products.length,
  active: products.filter(matches.active).length,
  hidden: products.filter(matches.hidden).length,
  low: products.filter(matches.low).length,
});
