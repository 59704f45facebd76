import type { BoxPrices, Product, ProductGroup } from '../catalog/product-api.ts';
import type { GroupKind, Subcategory } from './classification.ts';
import { classOfGroup, isGiftCardGroupOf } from './classification.ts';

// The walk of the catalogue's product groups that buildCatalogCards (card-builders.ts) makes its cards from.

type EntryKind = GroupKind | 'gift';

export interface Entry {
  product: Product;
  kind: EntryKind;
  subcategory: Subcategory | null;
  /** The group the card is made for: the product's own group, or the gift-card group it is nested in. */
  group: ProductGroup;
  /** The group's box prices, inherited from the nearest ancestor that has them. */
  boxPrices: BoxPrices | null;
}

interface Context {
  kind: EntryKind | null;
  subcategory: Subcategory | null;
  boxPrices: BoxPrices | null;
  giftGroup: ProductGroup | null;
}

/**
 * Active products in catalogue order, classified like flattenProducts (by the group's kind, else its name; a
 * group saying nothing inherits its parent's kind) with one addition: a group of kind gift_card — or, without
 * a kind, a merch or unclassified group whose name says gift card (isGiftCardGroup) — makes gift cards, and so
 * do its sub-groups. Unclassified groups (packaging) are skipped. A product listed twice counts once.
 */
export function walkCatalog(groups: readonly ProductGroup[]): Entry[] {
  const entries: Entry[] = [];
  const seen = new Set<number>();
  const visit = (group: ProductGroup, parent: Context) => {
    const own = classOfGroup(group);
    const shown =
      own === 'inherit'
        ? { kind: parent.kind, subcategory: parent.subcategory }
        : own === 'hidden'
          ? { kind: null, subcategory: null }
          : own;
    let context: Context = {
      ...shown,
      boxPrices: group.box_prices ?? parent.boxPrices,
      giftGroup: own !== 'inherit' && shown.kind !== 'merch' ? null : parent.giftGroup,
    };
    const giftGroup = group.kind
      ? group.kind === 'gift_card'
      : (context.kind === 'merch' || context.kind === null || context.kind === 'gift') &&
        isGiftCardGroupOf(group);
    if (giftGroup) {
      context = { ...context, kind: 'gift', giftGroup: context.giftGroup ?? group };
    }
    const kind = context.kind;
    if (kind) {
      for (const product of group.products) {
        if (!product.active || seen.has(product.id)) continue;
        seen.add(product.id);
        const cardGroup = kind === 'gift' ? (context.giftGroup ?? group) : group;
        entries.push({
          product,
          kind,
          subcategory: context.subcategory,
          group: cardGroup,
          boxPrices: context.boxPrices,
        });
      }
    }
    for (const child of group.children) visit(child, context);
  };
  for (const group of groups)
    visit(group, { kind: null, subcategory: null, boxPrices: null, giftGroup: null });
  return entries;
}
