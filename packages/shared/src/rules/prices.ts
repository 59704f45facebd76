import type { BoxPrices, Product } from '../catalog/product-api.ts';
import type { BoxCard, BoxFlavor, CardPrice, RegularCard } from './cards.ts';

/**
 * Price rules (docs/product/catalogue.md#prices, docs/product/boxes.md#prices). Money is whole rubles
 * (integers, never negative); percentages are floored.
 */

/** Custom and ready box sizes (docs/product/boxes.md#constants). */
export const BOX_SIZES = [4, 8, 12] as const;
export type BoxSize = (typeof BOX_SIZES)[number];

/** Basket quantity choices on regular cards (docs/product/cart.md#quantities). */
export const QUANTITY_CHOICES = [1, 4, 8, 12] as const;

export const isBoxSize = (value: number): value is BoxSize =>
  (BOX_SIZES as readonly number[]).includes(value);

const boxKey = (size: BoxSize) => String(size) as keyof BoxPrices;

/** Whole, non-negative rubles. */
const rubles = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);

/** Whole, non-negative count. */
const units = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** Per-unit price of a product bought `count` at a time: its multi-pack price for 4/8/12, else its price. */
export function unitPriceFor(product: Product, count: number): number {
  const packPrice = isBoxSize(count) ? product.box_prices?.[boxKey(count)] : undefined;
  return rubles(packPrice ?? product.price);
}

/** Quantity options a card shows: only those whose count is below the product's stock. */
export function visibleQuantityOptions<T extends { count: number }>(
  options: readonly T[],
  stock: number,
): T[] {
  return options.filter((option) => option.count < stock);
}

/**
 * Regular final price (docs/product/catalogue.md#prices): (per-unit price of the chosen quantity option, else
 * the single-item price) × quantity. The single-item price is card.unitPrice, or price.current on cards
 * without it.
 */
export function regularFinalPrice(card: RegularCard): number {
  const unit = card.selectedQuantityOption?.pricePerUnit ?? card.unitPrice ?? card.price.current;
  return rubles(unit) * units(card.quantity);
}

/** Floored whole percent that `current` is below `original`; 0 when it is not. */
export function discountPercent(original: number, current: number): number {
  if (original <= 0 || current >= original) return 0;
  return Math.min(100, Math.floor((100 * (original - Math.max(0, current))) / original));
}

/**
 * Price block of a regular card: current = regularFinalPrice; original = the same quantity at the
 * single-item price (the count-1 option, else unitPrice), so picking a 4/8/12 pack shows its saving.
 */
export function regularCardPrice(card: RegularCard): CardPrice {
  const current = regularFinalPrice(card);
  const single = card.quantityOptions.find((option) => option.count === 1)?.pricePerUnit ?? card.unitPrice;
  const original = single === undefined ? current : Math.max(current, rubles(single) * units(card.quantity));
  return { current, original, discount: discountPercent(original, current) };
}

/**
 * Per-unit price of a box of `size`. Sizes other than 4/8/12 take the price of the largest offered size
 * below them (the 4 price below 4).
 */
export function boxUnitPrice(prices: BoxPrices, size: number): number {
  const offered = [...BOX_SIZES].reverse().find((boxSize) => boxSize <= size) ?? 4;
  return rubles(prices[boxKey(offered)]);
}

/**
 * Box price total (docs/product/boxes.md#prices): unit price × quantity (a negative or fractional quantity
 * counts whole units ≥ 0).
 */
export function boxTotal(prices: BoxPrices, size: number, quantity: number): number {
  return boxUnitPrice(prices, size) * units(quantity);
}

/**
 * Custom box discount (docs/product/boxes.md#prices): (Σ base prices − Σ size prices) / Σ base prices over
 * the selected counts, floored whole percent within 0…100; 0 when nothing (known) is selected. Unknown
 * flavour ids are ignored.
 */
export function customBoxDiscountPercent(
  flavors: readonly BoxFlavor[],
  size: 4 | 8 | 12,
  selected: Record<number, number>,
): number {
  let base = 0;
  let boxed = 0;
  for (const flavor of flavors) {
    const count = units(selected[flavor.id] ?? 0);
    base += rubles(flavor.basePrice) * count;
    boxed += rubles(flavor.prices[boxKey(size)]) * count;
  }
  return discountPercent(base, boxed);
}

/** Per-size prices a box card's total is computed from: card.boxPrices, else the first flavour's. */
export function boxCardPrices(card: BoxCard): BoxPrices | null {
  return card.boxPrices ?? card.flavors[0]?.prices ?? null;
}

/** The chosen flavours of a box: how many, at their single-item prices and at their prices for `size`. */
function chosenFlavours(card: BoxCard, size?: BoxSize): { chosen: number; base: number; boxed: number } {
  let chosen = 0;
  let base = 0;
  let boxed = 0;
  for (const flavor of card.flavors) {
    const count = units(card.selectedFlavors[flavor.id] ?? 0);
    chosen += count;
    base += rubles(flavor.basePrice) * count;
    if (size !== undefined) boxed += rubles(flavor.prices[boxKey(size)]) * count;
  }
  return { chosen, base, boxed };
}

/**
 * Price block of a custom box card. current = boxTotal(prices, selectedQuantity, selectedQuantity), i.e. the
 * size's unit price × box size (docs/product/boxes.md#prices), whatever the chosen flavours. original = the
 * chosen flavours at their single-item prices plus the still-empty places at the box's unit price (so it
 * equals current while nothing is chosen); discount = customBoxDiscountPercent of the chosen flavours.
 */
export function boxCardPrice(card: BoxCard): CardPrice {
  const prices = boxCardPrices(card);
  if (!prices) return { current: 0, original: 0, discount: 0 };
  const size = card.selectedQuantity;
  const current = boxTotal(prices, size, size);
  const { chosen, base } = chosenFlavours(card);
  const original = Math.max(current, base + boxUnitPrice(prices, size) * Math.max(0, units(size) - chosen));
  const discount = isBoxSize(size) ? customBoxDiscountPercent(card.flavors, size, card.selectedFlavors) : 0;
  return { current, original, discount };
}

/**
 * What a box being built will cost in the cart: the chosen flavours at their own prices for the size (as the
 * server charges them) plus the still-empty places at the box's unit price. original counts the flavours at
 * their single-item prices; discount is customBoxDiscountPercent. Equals the cart's price once full.
 */
export function builtBoxPrice(card: BoxCard): CardPrice {
  const prices = boxCardPrices(card);
  const size = card.selectedQuantity;
  if (!prices || !isBoxSize(size)) return boxCardPrice(card);
  const { chosen, base, boxed } = chosenFlavours(card, size);
  const empty = boxUnitPrice(prices, size) * Math.max(0, size - chosen);
  const current = boxed + empty;
  return {
    current,
    original: Math.max(current, base + empty),
    discount: customBoxDiscountPercent(card.flavors, size, card.selectedFlavors),
  };
}

/**
 * Ready-box title (docs/product/boxes.md#prices): 'Бокс mini 4', 'Бокс {product} 8', 'Бокс fancy 12'; the
 * name when it has no size.
 */
export function readyBoxTitle(name: string): string {
  const sizeMatch = /(?:^|\D)(4|8|12)(?!\d)/u.exec(name);
  const size = sizeMatch ? Number(sizeMatch[1]) : null;
  if (size === 4) return 'Бокс mini 4';
  if (size === 12) return 'Бокс fancy 12';
  if (size !== 8) return name;
  return `Бокс ${readyBoxProductWord(name)} 8`;
}

/** The product word of an 8 box: a humbl… word, else the word after 'бокс/box', else humblbar. */
function readyBoxProductWord(name: string): string {
  const humbl = /humbl\p{L}*/iu.exec(name);
  if (humbl) return humbl[0].toLowerCase();
  const afterBox = /(?:бокс|box)\s+([\p{L}-]+)/iu.exec(name);
  const word = afterBox?.[1];
  if (word && !/^(ready|готов\p{L}*|на|из|mini|fancy)$/iu.test(word)) return word;
  return 'humblbar';
}
