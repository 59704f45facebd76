import { z } from 'zod';

/**
 * The cart and box API of SPEC.md §7 (/api/cart/, /api/boxes/). Guests identify themselves with the
 * session id the storefront keeps in local storage; prices always come from the server's catalogue.
 */

/** Items stay reserved this long after the cart's last change (SPEC.md §9). */
export const CART_HOLD_MINUTES = 15;

export const cartMessages = {
  sessionRequired: 'Session ID обязателен для гостя',
  sessionMalformed: 'Некорректный session_id: нужен UUID',
  productRequired: 'Пожалуйста, выберите продукт',
  boxSizeMismatch: 'Общее количество вкусов должно совпадать с размером бокса',
  flavourNotInBox: 'Вкусы бокса должны быть из одной линейки: выберите их заново',
  productNotFound: 'Товар не найден или снят с продажи',
  lineNotFound: 'Такой позиции нет в корзине',
  boxNotFound: 'Такого бокса нет в корзине',
  addFailed: 'Ошибка при добавлении товара',
  loadFailed: 'Ошибка получения корзины',
  updateFailed: 'Ошибка обновления количества',
  deleteFailed: 'Ошибка удаления товара',
  boxCreateFailed: 'Ошибка при создании бокса',
  boxUpdateFailed: 'Ошибка при обновлении бокса',
  boxReloadFailed: 'Ошибка при получении обновленного бокса',
  boxUpdated: 'Бокс успешно обновлен!',
} as const;

/** 409 detail when a product has fewer free units than asked for. */
export const notEnoughStock = (name: string, left: number) =>
  left > 0
    ? `Недостаточно товара «${name}»: можно добавить ещё ${left} шт.`
    : `Товар «${name}» закончился: все единицы уже в корзинах покупателей`;

/** 409 detail when a cart's lapsed hold let others take units it still lists (all of them: sold out). */
export const stockShrunk = (name: string, free: number) =>
  free > 0
    ? `Осталось только ${free} шт. товара «${name}»: уменьшите количество в корзине`
    : `Товар «${name}» закончился: уберите его из корзины`;

/** 422 detail when a quantity is not one the product offers. */
export const quantityNotOffered = (allowed: string) => `Такое количество выбрать нельзя: ${allowed}`;

export const sessionIdSchema = z.string().optional();

const id = z.number().int().positive();
const positiveQuantity = z.number().int().positive({ message: 'Количество должно быть больше нуля' });

export const addToCartBodySchema = z.object({
  product_id: id,
  quantity: positiveQuantity,
  session_id: sessionIdSchema,
});

export const updateCartItemBodySchema = z.object({
  quantity: positiveQuantity,
  session_id: sessionIdSchema,
});

export const ownerQuerySchema = z.object({ session_id: sessionIdSchema });

const productSummarySchema = z.object({ name: z.string(), image_urls: z.array(z.string()) });

/** Cart response item of SPEC.md §3 (plus the product id the storefront matches cards by). */
export const cartItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** Per-unit price, whole rubles. */
  price: z.number().int(),
  quantity: z.number().int(),
  created_at: z.string(),
  product: productSummarySchema,
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

export const boxTypes = ['box4', 'box8', 'box12'] as const;
export type BoxType = (typeof boxTypes)[number];
export const boxTypeSize: Record<BoxType, 4 | 8 | 12> = { box4: 4, box8: 8, box12: 12 };
export const boxTypeOfSize = (size: 4 | 8 | 12): BoxType => `box${size}`;

const flavourSchema = z.object({
  product_id: id,
  quantity: z.number().int().min(0, { message: 'Количество не может быть отрицательным' }),
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

/** Box entity of SPEC.md §3. */
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
    }),
  ),
  created_at: z.string(),
  session_id: z.string().nullable(),
});
export type Box = z.infer<typeof boxSchema>;

/** 'вкуса' after 2–4 (but not 12–14), else 'вкусов' (box sizes are 4, 8 and 12). */
const flavoursWord = (size: number) =>
  size % 10 >= 2 && size % 10 <= 4 && (size % 100 < 12 || size % 100 > 14) ? 'вкуса' : 'вкусов';

/** A box of flavours of the shopper's choice: 'Бокс на 4 вкуса', 'Бокс на 12 вкусов'. */
export const boxOfFlavours = (size: number) => `Бокс на ${size} ${flavoursWord(size)}`;

/** A custom box's name in the cart, the order and its receipt: 'Свой бокс на 4 вкуса'. */
export const customBoxName = (size: number) => `Свой ${boxOfFlavours(size).toLowerCase()}`;
