import { z } from 'zod';

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
});
export type Product = z.infer<typeof productSchema>;

export interface ProductGroup {
  id: number;
  name: string;
  box_prices: BoxPrices | null;
  products: Product[];
  children: ProductGroup[];
}

export const productGroupSchema: z.ZodType<ProductGroup> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    box_prices: boxPricesSchema.nullable(),
    products: z.array(productSchema),
    children: z.array(productGroupSchema),
  }),
);

export const groupedProductsSchema = z.array(productGroupSchema);
