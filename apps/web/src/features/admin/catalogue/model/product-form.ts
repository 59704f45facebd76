import {
  isFoodKind,
  merchSizes,
  type AdminProduct,
  type AdminProductGroup,
  type ProductKind,
} from '@shop/shared/catalog/admin-product-api';
import { catalogueStrings as t } from '../strings.ts';

/**
 * The catalogue editor's form (docs/product/admin.md#catalogue): what the admin types, per kind, as text
 * ('12,5' is a number), and where it starts from — a new product of a kind, or an existing one.
 */

export const nutrients = ['calories', 'protein', 'fat', 'carbohydrates'] as const;
export type Nutrient = (typeof nutrients)[number];
export const foodTexts = [
  'composition_1',
  'composition_2',
  'shelf_life',
  'storage_conditions',
  'manufacturer',
] as const;
export type FoodText = (typeof foodTexts)[number];
export type FoodField = FoodText | Nutrient | 'weight';

export const boxSizes = ['4', '8', '12'] as const;
export type BoxSize = (typeof boxSizes)[number];
export type MerchSize = (typeof merchSizes)[number];

export interface ContentRow {
  /** A row's own key (rows are added and removed). */
  key: string;
  /** The flavour's product id, '' until chosen. */
  product_id: string;
  count: string;
}

export interface SizeRow {
  on: boolean;
  quantity: string;
}

export interface ProductFormValues extends Record<FoodText | Nutrient, string> {
  /** '' until chosen (a kind with several groups). */
  group_id: string;
  name: string;
  price: string;
  quantity: string;
  label: string;
  description: string;
  popular: boolean;
  novelty: boolean;
  recommended: boolean;
  weight: string;
  box_prices: Record<BoxSize, string>;
  contents: ContentRow[];
  /** Merch, when created: the sizes made, each with its stock. */
  sizes: Record<MerchSize, SizeRow>;
  /** Gift cards: an e-card (its label says 'Электронная') or a plastic one. */
  eCard: boolean;
}

/** A field's problem by its path: 'price', 'box_prices.8', 'contents.1.count', 'sizes.M'. */
export type FormErrors = Record<string, string>;

let rowKey = 0;
export const newContentRow = (product_id = '', count = '1'): ContentRow => ({
  key: `row-${(rowKey += 1)}`,
  product_id,
  count,
});

const noSizes = (): Record<MerchSize, SizeRow> =>
  Object.fromEntries(merchSizes.map((size) => [size, { on: false, quantity: '' }])) as Record<
    MerchSize,
    SizeRow
  >;

export const numberText = (value: number | null): string =>
  value === null ? '' : String(value).replace('.', ',');

/** The text of the gift-card label that makes an e-card (docs/product/catalogue.md#gift-cards). */
export const isECardLabel = (label: string | null): boolean => /^электрон/i.test(label?.trim() ?? '');

/**
 * The manufacturer the shop's other food products name most often (a new food product starts with it: the
 * shop usually makes everything itself), or ''.
 */
export function usualManufacturer(products: readonly AdminProduct[]): string {
  const counts = new Map<string, number>();
  for (const product of products) {
    const name = product.manufacturer?.trim();
    if (!name || !isFoodKind(product.kind)) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let best = '';
  let most = 0;
  for (const [name, count] of counts) {
    if (count > most) [best, most] = [name, count];
  }
  return best;
}

/** The groups a product of `kind` can be filed in, in the server's order. */
export const groupsOfKind = (groups: readonly AdminProductGroup[], kind: ProductKind) =>
  groups.filter((group) => group.kind === kind);

/** A new product of `kind`: empty, in the kind's only group (else chosen), its manufacturer the usual one. */
export function newProductValues(
  kind: ProductKind,
  { groups, manufacturer }: { groups: readonly AdminProductGroup[]; manufacturer: string },
): ProductFormValues {
  const own = groupsOfKind(groups, kind);
  return {
    group_id: own.length === 1 ? String(own[0]!.id) : '',
    name: '',
    price: '',
    quantity: '',
    label: '',
    description: '',
    popular: false,
    novelty: false,
    recommended: false,
    composition_1: '',
    composition_2: '',
    calories: '',
    protein: '',
    fat: '',
    carbohydrates: '',
    weight: '',
    shelf_life: '',
    storage_conditions: '',
    manufacturer: isFoodKind(kind) ? manufacturer : '',
    box_prices: { '4': '', '8': '', '12': '' },
    contents: kind === 'ready_box' ? [newContentRow()] : [],
    sizes: noSizes(),
    eCard: true,
  };
}

/** An existing product's fields, as the form shows them. */
export function productValues(product: AdminProduct): ProductFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    group_id: String(product.group_id),
    name: product.name,
    price: String(product.price),
    quantity: String(product.quantity),
    label: text(product.label),
    description: product.description,
    popular: product.popular,
    novelty: product.novelty,
    recommended: product.recommended,
    composition_1: text(product.composition_1),
    composition_2: text(product.composition_2),
    calories: numberText(product.calories),
    protein: numberText(product.protein),
    fat: numberText(product.fat),
    carbohydrates: numberText(product.carbohydrates),
    weight: numberText(product.weight),
    shelf_life: text(product.shelf_life),
    storage_conditions: text(product.storage_conditions),
    manufacturer: text(product.manufacturer),
    box_prices: product.box_prices
      ? {
          '4': String(product.box_prices['4']),
          '8': String(product.box_prices['8']),
          '12': String(product.box_prices['12']),
        }
      : { '4': '', '8': '', '12': '' },
    contents: (product.contents ?? []).map((item) =>
      newContentRow(String(item.product_id), String(item.count)),
    ),
    sizes: noSizes(),
    eCard: isECardLabel(product.label),
  };
}

/** The label of the group field: a box flavour's group is the box it goes in. */
export const groupFieldLabel = (kind: ProductKind) => (kind === 'box_flavour' ? t.box : t.group);
