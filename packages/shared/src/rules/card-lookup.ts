import type { Card } from './cards.ts';

// Finding cards among those buildCatalogCards (card-builders.ts) made: by address id, and the recommended.

/**
 * The card for an address id: the card with that id, else the merch card one of whose size variants has that
 * product id, else the gift card one of whose denominations has it.
 */
export function findCard(cards: readonly Card[], id: string): Card | undefined {
  const direct = cards.find((card) => card.id === id);
  if (direct) return direct;
  return cards.find((card) => {
    if (card.kind === 'merch') return card.sizes.some((size) => String(size.id) === id);
    if (card.kind === 'gifted_card')
      return Object.values(card.productIdByDenomination).some((pid) => String(pid) === id);
    return false;
  });
}

/** Most recommendations shown (docs/product/catalogue.md#product-pages). */
export const MAX_RECOMMENDATIONS = 4;

/**
 * Up to `max` other cards of the same kind, in catalogue order; for regular cards those of the same
 * subcategory come first. Never the card itself.
 */
export function recommendationsFor(cards: readonly Card[], card: Card, max = MAX_RECOMMENDATIONS): Card[] {
  const others = cards.filter((other) => other.kind === card.kind && other.id !== card.id);
  const same = others.filter((other) => other.subcategoryType === card.subcategoryType);
  const rest = others.filter((other) => other.subcategoryType !== card.subcategoryType);
  const ordered = card.kind === 'regular' ? [...same, ...rest] : others;
  return ordered.slice(0, Math.max(0, Math.floor(max)));
}
