import { z } from 'zod';

/**
 * The admin's catalogue editor (/api/admin/products; docs/product/admin.md#catalogue): a product with its
 * stock and what is held of it, the edit the editor sends, and the free stock that counts as low.
 */

/** Products at or below this many free units show on the dashboard. */
export const LOW_STOCK_UNITS = 10;

/** A product as the catalogue editor sees it: stock with what is held and reserved. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  /** Units on the shelves. */
  quantity: z.number().int(),
  /** Units held in live carts and unpaid orders within their hour. */
  held: z.number().int(),
  active: z.boolean(),
  popular: z.boolean(),
  novelty: z.boolean(),
  recommended: z.boolean(),
  description: z.string(),
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  fat: z.number().nullable(),
  carbohydrates: z.number().nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const nutrient = z.number().min(0).max(10_000).nullable();
/** PATCH /api/admin/products/{id}: any of these (none → 400 noData). */
export const productUpdateSchema = z
  .object({
    price: z.number().int().min(1).max(1_000_000),
    quantity: z.number().int().min(0).max(1_000_000),
    active: z.boolean(),
    popular: z.boolean(),
    novelty: z.boolean(),
    recommended: z.boolean(),
    description: z.string().trim().max(4000),
    calories: nutrient,
    protein: nutrient,
    fat: nutrient,
    carbohydrates: nutrient,
  })
  .partial()
  .strict();
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
