import type { Product, ProductGroup } from '../catalog/product-api.ts';
import type { Card } from './cards.ts';
import { boxCard, giftCard, merchCard, regularCard } from './card-kinds.ts';
import { walkCatalog, type Entry } from './catalog-walk.ts';
import { groupMerchVariants } from './merch-variants.ts';
import type { MerchItem } from './merch-variants.ts';

// The catalogue's cards: the walk of the product groups (catalog-walk.ts), a card per kind (card-kinds.ts),
// dietary tags (dietary-tags.ts) and finding cards again (card-lookup.ts), all exported from here.
export { BALANCE_SHARE, HIGH_PROTEIN_MIN_GRAMS, KETO_MAX_CARBS_GRAMS, dietaryTags } from './dietary-tags.ts';
export { regularQuantityOptions } from './card-kinds.ts';
export { MAX_RECOMMENDATIONS, findCard, recommendationsFor } from './card-lookup.ts';

/**
 * Every card the shop shows, in catalogue order (a card stands where its first product is): a regular card
 * per regular product; a regular card of subcategory Ready_box per ready box (no quantity options); one box
 * card per custom-box group with flavours; one merch card per merch item (its size variants); one gift card
 * per gift-card group. Inactive products and unclassified groups (packaging) make no card.
 */
export function buildCatalogCards(groups: readonly ProductGroup[]): Card[] {
  const entries = walkCatalog(groups);

  const boxEntries = new Map<number, Entry[]>();
  const giftProducts = new Map<number, Product[]>();
  const merchProducts: Product[] = [];
  for (const entry of entries) {
    if (entry.kind === 'box')
      boxEntries.set(entry.group.id, [...(boxEntries.get(entry.group.id) ?? []), entry]);
    if (entry.kind === 'gift')
      giftProducts.set(entry.group.id, [...(giftProducts.get(entry.group.id) ?? []), entry.product]);
    if (entry.kind === 'merch') merchProducts.push(entry.product);
  }
  const merchItemOf = new Map<number, MerchItem>();
  for (const item of groupMerchVariants(merchProducts)) {
    for (const variant of item.variants) merchItemOf.set(variant.product.id, item);
  }

  const cards: Card[] = [];
  const done = new Set<unknown>();
  const once = (key: unknown, make: () => Card | null) => {
    if (done.has(key)) return;
    done.add(key);
    const card = make();
    if (card) cards.push(card);
  };
  for (const entry of entries) {
    switch (entry.kind) {
      case 'regular':
      case 'ready_box':
        cards.push(regularCard(entry.product, entry.subcategory, entry.kind === 'ready_box'));
        break;
      case 'box':
        once(entry.group, () => boxCard(entry.group, boxEntries.get(entry.group.id) ?? []));
        break;
      case 'gift':
        once(entry.group, () => giftCard(entry.group, giftProducts.get(entry.group.id) ?? []));
        break;
      case 'merch': {
        const item = merchItemOf.get(entry.product.id);
        if (item) once(item, () => merchCard(item));
        break;
      }
    }
  }
  return cards;
}
