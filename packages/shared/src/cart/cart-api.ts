import { z } from 'zod';
import { INT32_MAX, idSchema, sessionIdSchema } from '../api/ids.ts';
import { boxTypes } from '../boxes/box-types.ts';
import { giftCardChoiceSchema } from '../orders/order-api.ts';

/**
 * The cart and box API (/api/cart/, /api/boxes/; docs/product/cart.md#api). Guests identify themselves with
 * the session id the storefront keeps in local storage; prices always come from the server's catalogue. The
 * messages without zod live in messages.ts and the box sizes in boxes/box-types.ts, so storefront pages can
 * use them without building these schemas.
 */

const id = idSchema;
const positiveQuantity = z
  .number()
  .int()
  .positive({ message: 'Количество должно быть больше нуля' })
  .max(INT32_MAX);

export const addToCartBodySchema = z.object({
  product_id: id,
  quantity: positiveQuantity,
  /**
   * A gift card's recipient, signature, message and send date (docs/product/gift-cards.md#buying): cards
   * for different recipients are different lines. Absent: to the buyer, at once.
   */
  gift_card: giftCardChoiceSchema.optional(),
  session_id: sessionIdSchema,
});

export const updateCartItemBodySchema = z.object({
  quantity: positiveQuantity,
  session_id: sessionIdSchema,
});

export const ownerQuerySchema = z.object({ session_id: sessionIdSchema });
/** The storefront names the guest's session in a header (never in a URL); it wins over session_id. */
export const ownerHeadersSchema = z.object({ 'x-session-id': sessionIdSchema });

const productSummarySchema = z.object({ name: z.string(), image_urls: z.array(z.string()) });

/**
 * Why a line (or a box's flavour) can no longer be bought: its product was archived or hidden
 * ('Товар «…» больше не продаётся: уберите его из корзины'); null while it is sold. Checkout refuses such a
 * cart with the same words.
 */
const unavailableSchema = z.string().nullable().optional();

/** Cart response item (docs/product/cart.md#api; plus the product id the storefront matches cards by). */
export const cartItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** Per-unit price, whole rubles. */
  price: z.number().int(),
  quantity: z.number().int(),
  created_at: z.string(),
  product: productSummarySchema,
  /** A gift card line's recipient and send date; null for everything else and cards to the buyer. */
  gift_card: giftCardChoiceSchema.nullable().optional(),
  unavailable: unavailableSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const addToCartAnswerSchema = z.object({ item: cartItemSchema });

export const cartAnswerSchema = z.object({
  items: z.array(cartItemSchema),
  /** When the reservation of everything in the cart (lines and boxes) ends; null for an empty cart. */
  reserved_until: z.string().nullable(),
});
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

export const updatedCartItemSchema = z.object({
  id: z.number().int(),
  price: z.number().int(),
  quantity: z.number().int(),
});

const flavourSchema = z.object({
  product_id: id,
  quantity: z.number().int().min(0, { message: 'Количество не может быть отрицательным' }).max(INT32_MAX),
});

export const createBoxBodySchema = z.object({
  box_type: z.enum(boxTypes, { message: 'Размер бокса: box4, box8 или box12' }),
  items: z.array(flavourSchema).max(100),
  session_id: sessionIdSchema,
});

export const updateBoxItemsBodySchema = z.object({
  items: z.array(flavourSchema).max(100),
  session_id: sessionIdSchema,
});

/** Box entity (docs/product/boxes.md#api). */
export const boxSchema = z.object({
  id: z.number().int(),
  box_type: z.enum(boxTypes),
  items: z.array(
    z.object({
      id: z.number().int(),
      box_id: z.number().int(),
      product_id: z.number().int(),
      product: productSummarySchema,
      quantity: z.number().int(),
      /** The flavour's per-unit price for this box size. */
      price: z.number().int(),
      unavailable: unavailableSchema,
    }),
  ),
  created_at: z.string(),
  session_id: z.string().nullable(),
});
export type Box = z.infer<typeof boxSchema>;
