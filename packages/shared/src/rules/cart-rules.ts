import { cartMessages, quantityNotOffered } from '../cart/messages.ts';
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
 * product's pack choices below its stock, else one at a time (ready boxes, merch, gift cards, packaging).
 */
const cardOf = (cards: readonly Card[], productId: number) =>
  cards.find((candidate) => candidate.id === String(productId));

export function offeredQuantities(cards: readonly Card[], productId: number): number[] {
  const card = cardOf(cards, productId);
  if (card?.kind !== 'regular' || card.quantityOptions.length === 0) return [1];
  const offered = card.quantityOptions.map((option) => option.count);
  return QUANTITY_CHOICES.filter((count) => count === 1 || offered.includes(count));
}

/**
 * Why a line of `quantity` units of a product cannot be asked for, or null. A regular product's page lets
 * the shopper pick any count (pack choice or stepper), up to MAX_LINE_QUANTITY; every other product is
 * taken one at a time. (Stock is checked separately, under the hold lock.)
 */
export function quantityProblem(cards: readonly Card[], productId: number, quantity: number): string | null {
  if (cardOf(cards, productId)?.kind === 'regular') {
    return quantity <= MAX_LINE_QUANTITY ? null : quantityNotOffered(`не больше ${MAX_LINE_QUANTITY} шт.`);
  }
  return quantity === 1 ? null : quantityNotOffered('только 1 шт.');
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
