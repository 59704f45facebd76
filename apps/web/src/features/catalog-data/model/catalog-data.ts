import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { BoxCard, Card } from '@shop/shared/rules/cards';
import { flattenProducts } from '@shop/shared/rules/classification';

/** The shop's cards with what a card shows besides its model: the product's badge label. */
export interface CatalogData {
  cards: Card[];
  /** Card id → the label of its product ('Хит', 'Новинка'…), when it has one. */
  labels: ReadonlyMap<string, string>;
}

/**
 * The product a card stands for: its own id for regular cards, the first size of a merch item, the smallest
 * denomination of a gift card; none for custom-box cards (`box-{groupId}`).
 */
const productIdOf = (card: Card): number | null => {
  const id = Number(card.id);
  return Number.isInteger(id) ? id : null;
};

export function catalogDataOf(groups: readonly ProductGroup[]): CatalogData {
  const cards = buildCatalogCards(groups);
  const products = new Map(flattenProducts(groups).map(({ product }) => [product.id, product]));
  const labels = new Map<string, string>();
  for (const card of cards) {
    const productId = productIdOf(card);
    const label = productId === null ? null : products.get(productId)?.label;
    if (label) labels.set(card.id, label);
  }
  return { cards, labels };
}

/** Where a card's page is: merch and gift cards under /merch, everything else under /catalog. */
export const cardPath = (card: Card): string =>
  card.kind === 'merch' || card.kind === 'gifted_card' ? `/merch/${card.id}` : `/catalog/${card.id}`;

/** The box builder with a product type chosen (a custom-box card's 'Собрать бокс' link). */
export const builderPath = (card: BoxCard) => `/catalog/customBox?product=${encodeURIComponent(card.id)}`;
