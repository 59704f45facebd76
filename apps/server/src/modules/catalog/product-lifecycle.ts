import { adminMessages } from '@shop/shared/admin/messages';
import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import type { Tx } from '../../db/client.ts';
import { notFound, unprocessable } from '../../lib/refusals.ts';
import type { RecordAudit } from './product-fields.ts';
import { adminViews, type HeldUnits } from './product-view.ts';
import {
  lockGroups,
  lockProduct,
  lockProductsOfGroup,
  setSortOrders,
  updateProduct,
} from './products.repository.ts';

/** Archiving, restoring and ordering products (docs/product/catalogue.md#creating-and-archiving). */

export interface LifecycleContext {
  held: HeldUnits;
  now: Date;
  record: RecordAudit;
}

type Outcome<T> = Promise<{ value: T; changed: boolean }>;

/**
 * Archives a product: it leaves the shop at once (hidden, and gone from the editor's main list); past orders
 * keep their own lines; carts holding it are told it is gone and hold nothing of it (the inventory counts no
 * hold of an archived product). Archiving an archived product changes nothing and answers the same.
 */
export async function archiveProduct(tx: Tx, id: number, context: LifecycleContext): Outcome<AdminProduct> {
  const current = await lockProduct(tx, id);
  if (!current) throw notFound(adminMessages.productNotFound);
  if (current.archivedAt !== null) return { value: await viewOf(tx, current, context), changed: false };
  const archived = await updateProduct(tx, id, { archivedAt: context.now, active: false });
  await context.record(tx, {
    action: 'product.archive',
    target: `product:${id}`,
    before: { archived: false, active: current.active },
    after: { archived: true, active: false },
  });
  return { value: await viewOf(tx, archived, context), changed: true };
}

/** Brings an archived product back, hidden: the admin publishes it when ready. Twice answers the same. */
export async function restoreProduct(tx: Tx, id: number, context: LifecycleContext): Outcome<AdminProduct> {
  const current = await lockProduct(tx, id);
  if (!current) throw notFound(adminMessages.productNotFound);
  if (current.archivedAt === null) return { value: await viewOf(tx, current, context), changed: false };
  const restored = await updateProduct(tx, id, { archivedAt: null, active: false });
  await context.record(tx, {
    action: 'product.restore',
    target: `product:${id}`,
    before: { archived: true },
    after: { archived: false, active: false },
  });
  return { value: await viewOf(tx, restored, context), changed: true };
}

/**
 * Puts a group's products in the order given: exactly its products that are not archived, each once (422
 * otherwise). The group is locked first, then its products in id order, so parallel orders, new products and
 * carts take turns; the last order wins whole.
 */
export async function reorderGroup(
  tx: Tx,
  groupId: number,
  productIds: readonly number[],
  record: RecordAudit,
): Outcome<undefined> {
  const [group] = await lockGroups(tx, [groupId]);
  if (!group) throw notFound(adminMessages.groupNotFound);
  const live = (await lockProductsOfGroup(tx, groupId)).filter((row) => !row.archived).map((row) => row.id);
  const listed = new Set(productIds);
  if (listed.size !== productIds.length || listed.size !== live.length || live.some((id) => !listed.has(id)))
    throw unprocessable(adminMessages.orderMismatch);
  if (live.every((id, index) => productIds[index] === id)) return { value: undefined, changed: false };
  await setSortOrders(tx, productIds);
  await record(tx, {
    action: 'product.reorder',
    target: `group:${groupId}`,
    before: live,
    after: productIds,
  });
  return { value: undefined, changed: true };
}

async function viewOf(tx: Tx, row: Parameters<typeof adminViews>[1][number], context: LifecycleContext) {
  const [view] = await adminViews(tx, [row], context.held, context.now);
  return view!;
}
