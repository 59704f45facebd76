import type { Product } from '../catalog/product-api.ts';

/** Size suffixes of merch names, in display order (docs/product/catalogue.md#merch-variants). */
export const merchSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'ONE'] as const;
export type MerchSize = (typeof merchSizes)[number];

export interface MerchVariant {
  size: MerchSize | null;
  product: Product;
  /** In stock: quantity above 0. */
  available: boolean;
}

export interface MerchItem {
  /** The name without its size suffix. */
  name: string;
  variants: MerchVariant[];
}

const sizePattern = new RegExp(`^(.*\\S)\\s+(${merchSizes.join('|')})$`, 'i');

/** Splits 'Футболка humbl XL' into its base name and size; a name without a size suffix keeps null. */
export function splitMerchName(name: string): { name: string; size: MerchSize | null } {
  const match = sizePattern.exec(name.trim());
  if (!match?.[1] || !match[2]) return { name: name.trim(), size: null };
  return { name: match[1], size: match[2].toUpperCase() as MerchSize };
}

const sizeRank = (size: MerchSize | null) => (size === null ? -1 : merchSizes.indexOf(size));

/** Groups merch products by name without the size suffix, variants sorted XS … XXXL, ONE. */
export function groupMerchVariants(products: readonly Product[]): MerchItem[] {
  const items = new Map<string, MerchItem>();
  for (const product of products) {
    const { name, size } = splitMerchName(product.name);
    const key = name.toLowerCase();
    const item = items.get(key) ?? { name, variants: [] };
    item.variants.push({ size, product, available: product.quantity > 0 });
    items.set(key, item);
  }
  for (const item of items.values()) item.variants.sort((a, b) => sizeRank(a.size) - sizeRank(b.size));
  return [...items.values()];
}
