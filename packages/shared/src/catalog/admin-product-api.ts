import { z } from 'zod';
import { boxPricesSchema, photoSchema, productKinds, type ProductKind } from './product-api.ts';

/**
 * The admin's catalogue (/api/admin/products…; docs/product/admin.md#catalogue): products of every kind with
 * their stock, what is held of it and their photos; creating, editing, ordering, archiving; the free stock
 * that counts as low.
 */

export { LOW_STOCK_UNITS } from './low-stock.ts';

/**
 * What a product is. The admin chooses it; the shop files the product in a group of that kind (the groups
 * carry their kind: no name has to contain a magic word).
 */
export { productKinds, type ProductKind };
export const productKindSchema = z.enum(productKinds);

/** Kinds that are food: they cannot be published without the food information of TR CU 022/2011. */
export const foodKinds: readonly ProductKind[] = ['bar', 'brownie', 'drink', 'ready_box', 'box_flavour'];
export const isFoodKind = (kind: ProductKind) => foodKinds.includes(kind);

/** The admin's names of the kinds (the 'Вид товара' choice). */
export const productKindTitles: Record<ProductKind, string> = {
  bar: 'Батончик',
  brownie: 'Брауни или пирог',
  drink: 'Напиток',
  ready_box: 'Готовый бокс',
  box_flavour: 'Вкус для своего бокса',
  merch: 'Мерч',
  gift_card: 'Подарочная карта',
  packaging: 'Упаковка',
};

/** Merch sizes, in the order the storefront lists them. */
export const merchSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'ONE'] as const;
export const merchSizeSchema = z.enum(merchSizes);

export const NAME_MAX = 120;
export const TEXT_MAX = 4000;
export const SHORT_TEXT_MAX = 500;
export const LABEL_MAX = 40;
export const PHOTO_ALT_MAX = 200;
export const PHOTOS_PER_PRODUCT = 12;
/** A photo upload's cap, streamed (a phone's photo is a few MB; a 48-megapixel HEIC ~10). */
export const PHOTO_MAX_MB = 30;
export const PRICE_MAX = 1_000_000;
export const STOCK_MAX = 1_000_000;

/** A ready box's flavours: which product, how many of it. */
export const boxContentsSchema = z
  .array(
    z.object({
      product_id: z.number().int().positive().max(2_147_483_647),
      count: z.number().int().min(1).max(24),
    }),
  )
  .min(1)
  .max(24);
export type BoxContents = z.infer<typeof boxContentsSchema>;

/** An uploaded photo (product-api.ts) with the id the editor orders, edits and deletes it by. */
export const productPhotoSchema = photoSchema.extend({ id: z.number().int() });
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/** A product as the catalogue editor sees it: every field, stock with what is held, its photos. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  kind: productKindSchema,
  group_id: z.number().int(),
  /** The group's name (the storefront's box line, merch shelf…). */
  group: z.string(),
  sort_order: z.number().int(),
  name: z.string(),
  /** The main picture: the first photo's smallest JPEG, else the seeded illustration. */
  image: z.string().nullable(),
  photos: z.array(productPhotoSchema),
  price: z.number().int(),
  /** Units on the shelves. */
  quantity: z.number().int(),
  /** Units held in live carts and unpaid orders within their hour. */
  held: z.number().int(),
  active: z.boolean(),
  archived: z.boolean(),
  popular: z.boolean(),
  novelty: z.boolean(),
  recommended: z.boolean(),
  label: z.string().nullable(),
  description: z.string(),
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  fat: z.number().nullable(),
  carbohydrates: z.number().nullable(),
  /** Net weight, grams. */
  weight: z.number().int().nullable(),
  /** Ingredients. */
  composition_1: z.string().nullable(),
  /** Allergens. */
  composition_2: z.string().nullable(),
  shelf_life: z.string().nullable(),
  storage_conditions: z.string().nullable(),
  manufacturer: z.string().nullable(),
  /** Merch: the size of this variant. */
  size: z.string().nullable(),
  /** Custom-box flavours: the per-unit price in a box of 4, 8, 12. */
  box_prices: boxPricesSchema.nullable(),
  /** Ready boxes: the flavours inside. */
  contents: boxContentsSchema.nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A group products can be filed in (GET /api/admin/product-groups): the choice under a kind. */
export const adminProductGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: productKindSchema,
});
export type AdminProductGroup = z.infer<typeof adminProductGroupSchema>;

const nutrient = z.number().min(0).max(10_000).nullable();

/**
 * Box prices as the admin sends them: each 1–PRICE_MAX rubles, as the document says; the server checks them
 * itself (after whether the kind takes box prices at all) and refuses others with boxPricesRange (422).
 */
const boxPriceInput = z.number().int().meta({ minimum: 1, maximum: PRICE_MAX });
const boxPricesInputSchema = z.object({ '4': boxPriceInput, '8': boxPriceInput, '12': boxPriceInput });
const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** The fields both creating and editing take. */
const productFields = {
  name: z.string().trim().min(1).max(NAME_MAX),
  price: z.number().int().min(1).max(PRICE_MAX),
  quantity: z.number().int().min(0).max(STOCK_MAX),
  active: z.boolean(),
  popular: z.boolean(),
  novelty: z.boolean(),
  recommended: z.boolean(),
  label: optionalText(LABEL_MAX),
  description: z.string().trim().max(TEXT_MAX),
  calories: nutrient,
  protein: nutrient,
  fat: nutrient,
  carbohydrates: nutrient,
  weight: z.number().int().min(1).max(100_000).nullable(),
  composition_1: optionalText(TEXT_MAX),
  composition_2: optionalText(SHORT_TEXT_MAX),
  shelf_life: optionalText(SHORT_TEXT_MAX),
  storage_conditions: optionalText(SHORT_TEXT_MAX),
  manufacturer: optionalText(SHORT_TEXT_MAX),
  box_prices: boxPricesInputSchema.nullable(),
  contents: boxContentsSchema.nullable(),
  /** Another group of the product's kind (e.g. the other box line). */
  group_id: z.number().int().positive().max(2_147_483_647),
};

/** PATCH /api/admin/products/{id}: any of these (none → 400 noData). */
export const productUpdateSchema = z.object(productFields).partial().strict();
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/**
 * POST /api/admin/products: a new product of a kind, hidden unless `active` (publishing a food kind needs
 * its food information: 422 naming what is missing). Merch gives `sizes` (one product per size, each with
 * its stock; the answer lists them all) or none (one size-less item). The answer is every product made.
 */
export const productCreateSchema = z
  .object({
    kind: productKindSchema,
    ...productFields,
    group_id: productFields.group_id.optional(),
    sizes: z
      .array(z.object({ size: merchSizeSchema, quantity: productFields.quantity }))
      .min(1)
      .max(merchSizes.length)
      .optional(),
  })
  .partial({
    quantity: true,
    active: true,
    popular: true,
    novelty: true,
    recommended: true,
    label: true,
    description: true,
    calories: true,
    protein: true,
    fat: true,
    carbohydrates: true,
    weight: true,
    composition_1: true,
    composition_2: true,
    shelf_life: true,
    storage_conditions: true,
    manufacturer: true,
    box_prices: true,
    contents: true,
  })
  .strict();
export type ProductCreate = z.infer<typeof productCreateSchema>;

/** PUT /api/admin/product-groups/{id}/order: the group's products in their new order (all of them). */
export const productOrderSchema = z
  .object({ product_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(1000) })
  .strict();

/** PUT /api/admin/products/{id}/photos/order: the product's photos in their new order; the first is main. */
export const photoOrderSchema = z
  .object({
    photo_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(PHOTOS_PER_PRODUCT),
  })
  .strict();

/** PATCH /api/admin/products/{id}/photos/{photoId}. */
export const photoUpdateSchema = z.object({ alt: z.string().trim().min(1).max(PHOTO_ALT_MAX) }).strict();

/** GET /api/admin/products: `?archived=1` lists the archived products; without it (or 0), every other one. */
export const adminProductsQuerySchema = z.object({ archived: z.enum(['0', '1']).optional() });
