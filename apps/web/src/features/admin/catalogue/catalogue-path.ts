import { productKinds, type ProductKind } from '@shop/shared/catalog/product-kinds';

/** The catalogue section's addresses: the list, 'Добавить товар' (a kind, then its form), a product's editor. */

export const cataloguePath = '/admin/catalogue';

/** The catalogue section with a product's editor open (the dashboard's low-stock links). */
export const productEditPath = (productId: number): string => `${cataloguePath}?product=${productId}`;

/** 'Добавить товар': the choice of kind, or the form of one. */
export const newProductPath = (kind?: ProductKind): string =>
  kind ? `${cataloguePath}?new=${kind}` : `${cataloguePath}?new`;

export type CatalogueView =
  | { view: 'list' }
  | { view: 'choose' }
  | { view: 'new'; kind: ProductKind }
  | { view: 'edit'; productId: number };

/** What the section's address asks for; anything it does not understand is the list. */
export function catalogueView(search: string): CatalogueView {
  const params = new URLSearchParams(search);
  const product = params.get('product');
  if (product && /^\d{1,10}$/.test(product)) return { view: 'edit', productId: Number(product) };
  if (params.has('new')) {
    const kind = params.get('new');
    return kind && (productKinds as readonly string[]).includes(kind)
      ? { view: 'new', kind: kind as ProductKind }
      : { view: 'choose' };
  }
  return { view: 'list' };
}
