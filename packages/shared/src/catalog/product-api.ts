import { z } from 'zod';
import { productKinds, type ProductKind } from './product-kinds.ts';

export { productKinds, type ProductKind } from './product-kinds.ts';

/**
 * The catalogue as the API answers it (GET /api/products/grouped; docs/product/catalogue.md#api): products,
 * their per-flavour box prices and the tree of product groups.
 */

/** Per-unit flavour price for each custom box size, in whole rubles. */
export const boxPricesSchema = z.object({
  '4': z.number().int(),
  '8': z.number().int(),
  '12': z.number().int(),
});
export type BoxPrices = z.infer<typeof boxPricesSchema>;

/**
 * An uploaded photo of a product. Its files are `${base}-${w}.avif|webp|jpg` for each of `widths`
 * (ascending); a product's first photo is its main one, and its `image_urls` then list the photos' JPEGs.
 */
export const photoSchema = z.object({
  /** e.g. /media/products/0f3a…: the path its files are named from. */
  base: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
});
export type Photo = z.infer<typeof photoSchema>;

/** Product entity as the API answers it (docs/product/catalogue.md#api). Money is whole rubles. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  active: z.boolean(),
  description: z.string(),
  image_urls: z.array(z.string()),
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  fat: z.number().nullable(),
  carbohydrates: z.number().nullable(),
  weight: z.number().int().nullable(),
  composition_1: z.string().nullable(),
  composition_2: z.string().nullable(),
  popular: z.boolean(),
  novelty: z.boolean(),
  recommended: z.boolean(),
  quantity: z.number().int(),
  size: z.string().nullable(),
  label: z.string().nullable(),
  box_prices: boxPricesSchema.nullable(),
  /** Food information beyond SPEC's fields (docs/product/catalogue.md#food-information). */
  shelf_life: z.string().nullable().optional(),
  storage_conditions: z.string().nullable().optional(),
  manufacturer: z.string().nullable().optional(),
  /** Uploaded photos, main first; absent or empty: `image_urls` are the seeded illustrations. */
  photos: z.array(photoSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

export interface ProductGroup {
  id: number;
  name: string;
  /** What its products are (the shop sets it); absent: classified by its name (catalogue.md#classification). */
  kind?: ProductKind | null;
  box_prices: BoxPrices | null;
  products: Product[];
  children: ProductGroup[];
}

export const productGroupSchema: z.ZodType<ProductGroup> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(productKinds).nullable().optional(),
    box_prices: boxPricesSchema.nullable(),
    products: z.array(productSchema),
    children: z.array(productGroupSchema),
  }),
);

export const groupedProductsSchema = z.array(productGroupSchema);
