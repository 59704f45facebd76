import type { Product, ProductGroup } from '../catalog/product-api.ts';

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

export interface ClassifiedProduct {
  product: Product;
  kind: GroupKind;
  category: CatalogCategory;
  subcategory: Subcategory | null;
  groupId: number;
  groupName: string;
}

/**
 * Every active product of the grouped catalogue, in order, with the classification of its group.
 * A nested group whose own name matches no rule inherits its parent's classification; products of
 * groups that stay unclassified are not shown. A product listed twice is returned once.
 */
export function flattenProducts(groups: readonly ProductGroup[]): ClassifiedProduct[] {
  const result: ClassifiedProduct[] = [];
  const seen = new Set<number>();

  const visit = (group: ProductGroup, parentKind: GroupKind | null, parentSub: Subcategory | null) => {
    const ownKind = classifyGroup(group.name);
    const kind = ownKind ?? parentKind;
    const subcategory = ownKind ? subcategoryOfGroup(group.name) : parentSub;
    if (kind) {
      for (const product of group.products) {
        if (!product.active || seen.has(product.id)) continue;
        seen.add(product.id);
        result.push({
          product,
          kind,
          category: categoryOfKind(kind),
          subcategory,
          groupId: group.id,
          groupName: group.name,
        });
      }
    }
    for (const child of group.children) visit(child, kind, subcategory);
  };

  for (const group of groups) visit(group, null, null);
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
