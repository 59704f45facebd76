import { cartMessages, quantityNotOffered } from '../cart/messages.ts';
import { giftCardOf, MAX_CARDS_PER_LINE } from '../gift-cards/rules.ts';
import type { BoxCard, Card } from './cards.ts';
import { QUANTITY_CHOICES, type BoxSize } from './prices.ts';

/**
 * What may be put into the cart, shared by the API (which enforces it) and the storefront (which offers
 * only that). docs/product/cart.md#quantities, docs/product/boxes.md#rules.
 */

/** The most units of one product a cart line can hold. */
export const MAX_LINE_QUANTITY = 99;

/**
 * The quantities the basket offers for a product (docs/product/cart.md#quantities: 1, 4, 8, 12): a regular
 * product's pack choices below its stock, gift cards GIFT_CARD_QUANTITIES, else one at a time (ready boxes,
 * merch, packaging).
 */
const cardOf = (cards: readonly Card[], productId: number) =>
  cards.find((candidate) => candidate.id === String(productId));

/** What the basket offers for a gift card line (docs/product/gift-cards.md#buying: up to 10 at once). */
export const GIFT_CARD_QUANTITIES = [1, 2, 3, 4, 5, MAX_CARDS_PER_LINE];

export function offeredQuantities(cards: readonly Card[], productId: number): number[] {
  if (giftCardOf(cards, productId)) return GIFT_CARD_QUANTITIES;
  const card = cardOf(cards, productId);
  if (card?.kind !== 'regular' || card.quantityOptions.length === 0) return [1];
  const offered = card.quantityOptions.map((option) => option.count);
  return QUANTITY_CHOICES.filter((count) => count === 1 || offered.includes(count));
}

/**
 * Why a line of `quantity` units of a product cannot be asked for, or null. A regular product's page lets
 * the shopper pick any count (pack choice or stepper), up to MAX_LINE_QUANTITY; a gift card up to
 * MAX_CARDS_PER_LINE; every other product is taken one at a time. (Stock is checked separately, under the hold lock.)
 */
export function quantityProblem(cards: readonly Card[], productId: number, quantity: number): string | null {
  const max = maxLineQuantity(cards, productId);
  if (quantity <= max) return null;
  return quantityNotOffered(max === 1 ? 'только 1 шт.' : `не больше ${max} шт.`);
}

/** The most units a line of the product may hold. */
export function maxLineQuantity(cards: readonly Card[], productId: number): number {
  if (cardOf(cards, productId)?.kind === 'regular') return MAX_LINE_QUANTITY;
  return giftCardOf(cards, productId) ? MAX_CARDS_PER_LINE : 1;
}

export interface BoxFlavourLine {
  productId: number;
  quantity: number;
  /** The flavour's per-unit price for this box size. */
  price: number;
}

export type BoxCheck = { card: BoxCard; flavours: BoxFlavourLine[] } | { error: string };

/**
 * A box of `size` filled with `items` (zero counts allowed, as PUT lists every flavour): the flavours must
 * all come from one custom-box card (the product type) and add up to the size exactly.
 */
export function checkBox(
  cards: readonly Card[],
  size: BoxSize,
  items: readonly { product_id: number; quantity: number }[],
): BoxCheck {
  const counts = new Map<number, number>();
  for (const item of items) {
    if (item.quantity > 0) counts.set(item.product_id, (counts.get(item.product_id) ?? 0) + item.quantity);
  }
  if (counts.size === 0) return { error: cartMessages.productRequired };
  const ids = [...counts.keys()];
  const card = cards.find(
    (candidate): candidate is BoxCard =>
      candidate.kind === 'box' && ids.every((id) => candidate.flavors.some((flavor) => flavor.id === id)),
  );
  if (!card) return { error: cartMessages.flavourNotInBox };
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total !== size) return { error: cartMessages.boxSizeMismatch };
  const flavours = ids.map((productId) => {
    const flavor = card.flavors.find((candidate) => candidate.id === productId)!;
    return {
      productId,
      quantity: counts.get(productId)!,
      price: flavor.prices[String(size) as '4' | '8' | '12'],
    };
  });
  return { card, flavours };
}
