import type { AdminProduct, AdminProductGroup, ProductKind } from '@shop/shared/catalog/admin-product-api';
import { productKindsOfGroups } from '@shop/shared/rules/classification';
import type { Db, Tx } from '../../db/client.ts';
import {
  loadPhotos,
  photoJpeg,
  photosByProduct,
  toProductPhoto,
  type GroupRow,
  type PhotoRow,
  type ProductRow,
} from './catalog.repository.ts';
import { allGroups } from './products.repository.ts';

/**
 * Units of each product that live cart holds and unpaid orders within their hour keep (the inventory
 * answers it, under the product row locks every hold is taken with).
 */
export type HeldUnits = (tx: Tx, productIds: readonly number[], now: Date) => Promise<Map<number, number>>;

/** The groups with the kind of each (its own, else derived from its name: classification.ts). */
export interface GroupTree {
  groups: Map<number, GroupRow>;
  kinds: Map<number, ProductKind>;
}

export async function loadGroupTree(db: Db | Tx): Promise<GroupTree> {
  const rows = await allGroups(db);
  return { groups: new Map(rows.map((row) => [row.id, row])), kinds: productKindsOfGroups(rows) };
}

export const kindOfProduct = (tree: GroupTree, product: Pick<ProductRow, 'groupId'>): ProductKind =>
  tree.kinds.get(product.groupId) ?? 'packaging';

/** Groups the editor may file products in: those that carry a kind, in catalogue order. */
export function editorGroups(tree: GroupTree): AdminProductGroup[] {
  return [...tree.groups.values()].flatMap((group) =>
    group.kind ? [{ id: group.id, name: group.name, kind: group.kind }] : [],
  );
}

export function toAdminProduct(
  product: ProductRow,
  tree: GroupTree,
  held: number,
  photos: readonly PhotoRow[],
): AdminProduct {
  const main = photos[0];
  return {
    id: product.id,
    kind: kindOfProduct(tree, product),
    group_id: product.groupId,
    group: tree.groups.get(product.groupId)?.name ?? '',
    sort_order: product.sortOrder,
    name: product.name,
    image: main ? photoJpeg(main, 0) : (product.imageUrls[0] ?? null),
    photos: photos.map(toProductPhoto),
    price: product.price,
    quantity: product.quantity,
    held,
    active: product.active,
    archived: product.archivedAt !== null,
    popular: product.popular,
    novelty: product.novelty,
    recommended: product.recommended,
    label: product.label,
    description: product.description,
    calories: product.calories,
    protein: product.protein,
    fat: product.fat,
    carbohydrates: product.carbohydrates,
    weight: product.weight,
    composition_1: product.composition1,
    composition_2: product.composition2,
    shelf_life: product.shelfLife,
    storage_conditions: product.storageConditions,
    manufacturer: product.manufacturer,
    size: product.size,
    box_prices: product.boxPrices,
    contents: product.contents,
  };
}

/**
 * Products as the editor shows them, with what is held of each and their photos: a constant number of
 * queries whatever their number (groups, photos, holds), in the caller's transaction so stock and holds agree.
 */
export async function adminViews(
  tx: Tx,
  rows: readonly ProductRow[],
  held: HeldUnits,
  now: Date,
): Promise<AdminProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [tree, photoRows, holds] = [
    await loadGroupTree(tx),
    await loadPhotos(tx, ids),
    await held(tx, ids, now),
  ];
  const photos = photosByProduct(photoRows);
  return rows.map((row) => toAdminProduct(row, tree, holds.get(row.id) ?? 0, photos.get(row.id) ?? []));
}
