import { adminMessages } from '@shop/shared/admin/messages';
import {
  PRICE_MAX,
  isFoodKind,
  productKindTitles,
  type BoxContents,
  type ProductKind,
} from '@shop/shared/catalog/admin-product-api';
import type { BoxPrices } from '@shop/shared/catalog/product-api';
import { foodInformationTitles, missingFoodInformation } from '@shop/shared/rules/food-information';
import type { Tx } from '../../db/client.ts';
import { unprocessable } from '../../lib/refusals.ts';
import type { GroupRow, ProductRow } from './catalog.repository.ts';
import { kindOfProduct, type GroupTree } from './product-view.ts';
import { productsByIds, type ProductChanges } from './products.repository.ts';

/**
 * The catalogue's rules for what a product of each kind may carry, shared by creating and editing
 * (docs/product/catalogue.md#creating-and-archiving).
 */

/** Kinds whose products may be priced per unit for 4, 8 and 12 (a box flavour's box, a regular's packs). */
const packPricedKinds: readonly ProductKind[] = ['bar', 'brownie', 'drink', 'box_flavour'];
/** Kinds a ready box may hold. */
const contentKinds: readonly ProductKind[] = ['bar', 'brownie', 'drink', 'box_flavour'];

/** The group a product of `kind` is filed in: it must exist and be of that kind. */
export function groupOfKind(tree: GroupTree, groupId: number, kind: ProductKind): GroupRow {
  const group = tree.groups.get(groupId);
  if (!group) throw unprocessable(adminMessages.groupNotFound);
  if (tree.kinds.get(groupId) !== kind)
    throw unprocessable(adminMessages.groupOfOtherKind(productKindTitles[kind]));
  return group;
}

/** Box prices only where the kind has them, each a price of the shop. */
export function checkBoxPrices(kind: ProductKind, prices: BoxPrices | null | undefined): void {
  if (prices === undefined || prices === null) return;
  if (!packPricedKinds.includes(kind)) throw unprocessable(adminMessages.boxPricesNotForKind);
  if (Object.values(prices).some((price) => price < 1 || price > PRICE_MAX))
    throw unprocessable(adminMessages.boxPricesRange);
}

/** The box prices a box flavour falls back on: its group's, else the nearest parent's. */
export function groupBoxPrices(tree: GroupTree, groupId: number): BoxPrices | null {
  for (let group = tree.groups.get(groupId); group;) {
    if (group.boxPrices) return group.boxPrices;
    group = group.parentId === null ? undefined : tree.groups.get(group.parentId);
  }
  return null;
}

/**
 * A ready box's contents, checked: each product once, existing, a bar, brownie, drink or box flavour (food,
 * not another ready box, never the box itself), not archived. Answers the products in the order listed.
 */
export async function checkContents(
  tx: Tx,
  tree: GroupTree,
  contents: BoxContents,
  selfId: number | null,
): Promise<ProductRow[]> {
  const ids = contents.map((item) => item.product_id);
  if (new Set(ids).size !== ids.length) throw unprocessable(adminMessages.contentsRepeated);
  if (selfId !== null && ids.includes(selfId)) throw unprocessable(adminMessages.contentsSelf);
  const rows = new Map((await productsByIds(tx, ids)).map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = rows.get(id);
    if (!row) throw unprocessable(adminMessages.contentsUnknown(id));
    if (!contentKinds.includes(kindOfProduct(tree, row)))
      throw unprocessable(adminMessages.contentsNotFood(row.name));
    if (row.archivedAt !== null) throw unprocessable(adminMessages.contentsArchived(row.name));
    return row;
  });
}

const total = (
  rows: readonly ProductRow[],
  contents: BoxContents,
  pick: (row: ProductRow) => number | null,
) => {
  const values = rows.map(pick);
  if (values.some((value) => value === null)) return null;
  return Math.round(values.reduce<number>((sum, value, i) => sum + value! * contents[i]!.count, 0) * 10) / 10;
};

/**
 * What a ready box's composition, nutrition and weight are when the admin leaves them out, worked out from
 * its contents as the seed does: '{flavour} — {n} шт.; …' and the totals of the box (a total is left empty
 * when a flavour lacks its figure).
 */
export function contentsDefaults(rows: readonly ProductRow[], contents: BoxContents) {
  const lines = rows.map((row, i) => `${row.name} — ${contents[i]!.count} шт.`);
  const weight = total(rows, contents, (row) => row.weight);
  return {
    composition1: `${lines.join('; ')} Полный состав каждого вкуса — в его карточке.`,
    calories: total(rows, contents, (row) => row.calories),
    protein: total(rows, contents, (row) => row.protein),
    fat: total(rows, contents, (row) => row.fat),
    carbohydrates: total(rows, contents, (row) => row.carbohydrates),
    weight: weight === null ? null : Math.round(weight),
  };
}

/**
 * A food product goes on sale only with its food information (TR CU 022/2011): 422 naming what is missing.
 * `product` is the product as it will be saved.
 */
export function checkPublishable(kind: ProductKind, product: ProductRow | SavedFields): void {
  if (!isFoodKind(kind)) return;
  const missing = missingFoodInformation({
    composition_1: product.composition1,
    composition_2: product.composition2,
    calories: product.calories,
    protein: product.protein,
    fat: product.fat,
    carbohydrates: product.carbohydrates,
    weight: product.weight,
    shelf_life: product.shelfLife,
    storage_conditions: product.storageConditions,
    manufacturer: product.manufacturer,
  });
  if (missing.length > 0)
    throw unprocessable(adminMessages.publishNeedsFood(missing.map((field) => foodInformationTitles[field])));
}

type SavedFields = Pick<
  ProductChanges,
  | 'composition1'
  | 'composition2'
  | 'calories'
  | 'protein'
  | 'fat'
  | 'carbohydrates'
  | 'weight'
  | 'shelfLife'
  | 'storageConditions'
  | 'manufacturer'
>;

/** A text the admin cleared is no text: stored as null. */
export const blankToNull = (text: string | null | undefined) =>
  text === undefined ? undefined : text === null || text.trim() === '' ? null : text;
