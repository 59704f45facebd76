import type { Card } from '@shop/shared/rules/cards';
import { offeredQuantities } from '@shop/shared/rules/cart-rules';

/**
 * The quantities a basket line offers (docs/product/cart.md#quantities: 1, 4, 8, 12 where the product offers
 * them), always including the count it holds now (a regular product's page may have added, say, 5).
 */
export function quantityChoices(cards: readonly Card[], productId: number, current: number): number[] {
  const choices = new Set([...offeredQuantities(cards, productId), current]);
  return [...choices].sort((a, b) => a - b);
}
