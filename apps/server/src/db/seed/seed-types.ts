import type { BoxPrices, ProductKind } from '@shop/shared/catalog/product-api';

/** A catalogue group as the seed declares it; `slug` is the stable key the seed upserts by. */
export interface SeedGroup {
  slug: string;
  name: string;
  parentSlug?: string;
  sortOrder: number;
  boxPrices?: BoxPrices;
  kind: ProductKind;
}

export interface SeedProduct {
  slug: string;
  groupSlug: string;
  sortOrder: number;
  name: string;
  /** Whole rubles. */
  price: number;
  active?: boolean;
  description: string;
  /** Paths served by the shop itself, e.g. /static/products/bar-chocolate.svg */
  imageUrls: string[];
  calories: number | null;
  protein: number | null;
  fat: number | null;
  carbohydrates: number | null;
  /** Grams. */
  weight: number | null;
  /** Ingredients. */
  composition1: string | null;
  /** Allergens. */
  composition2: string | null;
  popular: boolean;
  novelty: boolean;
  recommended: boolean;
  /** Units in stock. */
  quantity: number;
  size: string | null;
  label: string | null;
  boxPrices?: BoxPrices;
  /** A ready box's flavours by slug, and how many of each (stored by product id once both exist). */
  contents?: Array<[slug: string, count: number]>;
  /** Food information (food kinds only). */
  shelfLife?: string;
  storageConditions?: string;
  manufacturer?: string;
}
