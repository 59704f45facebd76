import type { ClassifiedProduct } from '@shop/shared/rules/classification';

export const maxRecommendations = 4;

/**
 * Up to four other products of the same kind (SPEC.md §2, product detail), those flagged
 * `recommended` first, otherwise in catalogue order.
 */
export function recommendationsFor(
  items: readonly ClassifiedProduct[],
  current: ClassifiedProduct,
): ClassifiedProduct[] {
  return items
    .filter((item) => item.kind === current.kind && item.product.id !== current.product.id)
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) => Number(b.item.product.recommended) - Number(a.item.product.recommended) || a.index - b.index,
    )
    .slice(0, maxRecommendations)
    .map(({ item }) => item);
}
