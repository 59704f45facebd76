import type { Product, ProductGroup, ProductKind } from '../catalog/product-api.ts';

/** How a product group is shown (docs/product/catalogue.md#classification). */
export type GroupKind = 'merch' | 'ready_box' | 'box' | 'regular';

/** Catalogue filter category; ready boxes are shown as regular products of subcategory Ready_box. */
export type CatalogCategory = 'regular' | 'box' | 'merch';

/** Catalogue subcategories the footer links preset (`?category=regular&subcategory=…`). */
export type Subcategory = 'Bars' | 'Brownie' | 'Drinks' | 'Ready_box';

export const subcategories: readonly Subcategory[] = ['Bars', 'Brownie', 'Drinks', 'Ready_box'];

const boxWords = ['box', 'бокс'];
const readyWords = ['ready', 'готов'];

const includesAny = (text: string, words: readonly string[]) => words.some((word) => text.includes(word));

/** Classifies a product group by its name, case-insensitively; null when no rule matches. */
export function classifyGroup(name: string): GroupKind | null {
  const text = name.toLowerCase();
  if (text.includes('merch')) return 'merch';
  const hasBoxWord = includesAny(text, boxWords);
  if (hasBoxWord && includesAny(text, readyWords)) return 'ready_box';
  if (hasBoxWord) return 'box';
  if (includesAny(text, ['humblbar', 'humblpie', 'drinks', 'напитк'])) return 'regular';
  return null;
}

/** Subcategory of a group by its name: humblbar → Bars, humblpie → Brownie, drinks → Drinks, ready box → Ready_box. */
export function subcategoryOfGroup(name: string): Subcategory | null {
  const kind = classifyGroup(name);
  if (kind === 'ready_box') return 'Ready_box';
  if (kind !== 'regular') return null;
  const text = name.toLowerCase();
  if (text.includes('humblbar')) return 'Bars';
  if (text.includes('humblpie')) return 'Brownie';
  return 'Drinks';
}

export function categoryOfKind(kind: GroupKind): CatalogCategory {
  return kind === 'ready_box' ? 'regular' : kind;
}

/** How a product group is shown: its kind and subcategory. */
export interface GroupClass {
  kind: GroupKind;
  subcategory: Subcategory | null;
}

/**
 * How the products of each kind are shown (docs/product/catalogue.md#kinds): gift cards live among merch
 * (the walk of the cards makes them gift cards, catalog-walk.ts); packaging is not shown.
 */
export const kindShownAs: Record<ProductKind, GroupClass | null> = {
  bar: { kind: 'regular', subcategory: 'Bars' },
  brownie: { kind: 'regular', subcategory: 'Brownie' },
  drink: { kind: 'regular', subcategory: 'Drinks' },
  ready_box: { kind: 'ready_box', subcategory: 'Ready_box' },
  box_flavour: { kind: 'box', subcategory: null },
  merch: { kind: 'merch', subcategory: null },
  gift_card: { kind: 'merch', subcategory: null },
  packaging: null,
};

/**
 * A group's own classification: by its kind when it has one (no name is read then), else by its name.
 * 'hidden': its products are not shown (packaging); 'inherit': neither says anything, the parent's applies.
 */
export function classOfGroup(group: Pick<ProductGroup, 'name' | 'kind'>): GroupClass | 'hidden' | 'inherit' {
  if (group.kind) return kindShownAs[group.kind] ?? 'hidden';
  const kind = classifyGroup(group.name);
  return kind ? { kind, subcategory: subcategoryOfGroup(group.name) } : 'inherit';
}

/** A gift-card group: of kind gift_card, or, without a kind, named like one (isGiftCardGroup). */
export const isGiftCardGroupOf = (group: Pick<ProductGroup, 'name' | 'kind'>): boolean =>
  group.kind ? group.kind === 'gift_card' : isGiftCardGroup(group.name);

/**
 * The kind of a group as the admin sees it: its own, else derived from its name by the rules above (a merch
 * or unclassified group named like gift cards is gift_card; a name matching nothing takes its parent's
 * kind, and a top-level one is packaging — not shown).
 */
export function productKindOfGroup(
  group: { name: string; kind?: ProductKind | null },
  parentKind: ProductKind | null,
): ProductKind {
  if (group.kind) return group.kind;
  const kind = classifyGroup(group.name);
  const giftLike = isGiftCardGroup(group.name);
  if (kind === 'merch') return giftLike ? 'gift_card' : 'merch';
  if (kind === 'ready_box') return 'ready_box';
  if (kind === 'box') return 'box_flavour';
  if (kind === 'regular') {
    const sub = subcategoryOfGroup(group.name);
    return sub === 'Bars' ? 'bar' : sub === 'Brownie' ? 'brownie' : 'drink';
  }
  if (giftLike && (parentKind === null || parentKind === 'merch' || parentKind === 'packaging'))
    return 'gift_card';
  return parentKind ?? 'packaging';
}

/**
 * Every group's kind (productKindOfGroup), parents first whatever the order of `groups`; a group whose parent
 * is missing counts as top-level.
 */
export function productKindsOfGroups(
  groups: readonly { id: number; name: string; parentId: number | null; kind?: ProductKind | null }[],
): Map<number, ProductKind> {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const kinds = new Map<number, ProductKind>();
  const kindOf = (id: number, path: Set<number>): ProductKind | null => {
    const known = kinds.get(id);
    if (known) return known;
    const group = byId.get(id);
    if (!group || path.has(id)) return null;
    path.add(id);
    const parent = group.parentId === null ? null : kindOf(group.parentId, path);
    const kind = productKindOfGroup(group, parent);
    kinds.set(id, kind);
    return kind;
  };
  for (const group of groups) kindOf(group.id, new Set());
  return kinds;
}

export interface ClassifiedProduct {
  product: Product;
  kind: GroupKind;
  category: CatalogCategory;
  subcategory: Subcategory | null;
  groupId: number;
  groupName: string;
}

/**
 * Every active product of the grouped catalogue, in order, with the classification of its group (its kind,
 * else its name: classOfGroup). A nested group that says nothing inherits its parent's classification;
 * products of groups that stay unclassified (or are packaging) are not shown. A product listed twice is
 * returned once.
 */
export function flattenProducts(groups: readonly ProductGroup[]): ClassifiedProduct[] {
  const result: ClassifiedProduct[] = [];
  const seen = new Set<number>();

  const visit = (group: ProductGroup, parent: GroupClass | null) => {
    const own = classOfGroup(group);
    const shown = own === 'inherit' ? parent : own === 'hidden' ? null : own;
    if (shown) {
      for (const product of group.products) {
        if (!product.active || seen.has(product.id)) continue;
        seen.add(product.id);
        result.push({
          product,
          kind: shown.kind,
          category: categoryOfKind(shown.kind),
          subcategory: shown.subcategory,
          groupId: group.id,
          groupName: group.name,
        });
      }
    }
    for (const child of group.children) visit(child, shown);
  };

  for (const group of groups) visit(group, null);
  return result;
}

/**
 * What a cart line is (docs/product/catalogue.md#classification): exactly 'ПАКЕТ' is a package, a size suffix
 * makes merch.
 */
export type CartItemType = 'package' | 'merch' | 'product';

const cartSizeSuffix = /\s(XS|S|M|L|XL|XXL|XXXL|ONE)$/i;

export function classifyCartItem(name: string): CartItemType {
  const text = name.trim();
  if (text === 'ПАКЕТ') return 'package';
  if (cartSizeSuffix.test(text)) return 'merch';
  return 'product';
}

/** A cart line's name split into the product and its size suffix: 'Футболка M' → ['Футболка', 'M']. */
export function splitSizeSuffix(name: string): { name: string; size: string | null } {
  const text = name.trim();
  const size = cartSizeSuffix.exec(text)?.[1];
  return size
    ? { name: text.slice(0, -size.length).trimEnd(), size: size.toUpperCase() }
    : { name: text, size: null };
}

/** A gift-card group: its name mentions 'gift', or both 'подароч…' and 'карт…' (case-insensitive). */
export function isGiftCardGroup(name: string): boolean {
  const text = name.toLowerCase();
  return text.includes('gift') || (text.includes('подароч') && text.includes('карт'));
}
