import { adminMessages } from '@shop/shared/admin/messages';
import { foodInformationFields, foodInformationTitles } from '@shop/shared/rules/food-information';
import { isFoodKind, type AdminProduct, type ProductUpdate } from '@shop/shared/catalog/admin-product-api';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../lib/refusals.ts';
import type { ProductRow } from './catalog.repository.ts';
import { columnOf, nullableTexts, sameValue, type ApiField, type RecordAudit } from './product-fields.ts';
import {
  blankToNull,
  checkBoxPrices,
  checkContents,
  checkPublishable,
  groupOfKind,
} from './product-rules.ts';
import { adminViews, kindOfProduct, loadGroupTree, type HeldUnits } from './product-view.ts';
import {
  groupIdOf,
  lastSortOrder,
  lockGroups,
  lockProduct,
  updateProduct,
  type ProductChanges,
} from './products.repository.ts';

/** The inventory's side of an edit: what is held, and writing a new stock figure (409 below what is held). */
export interface StockKeeping {
  held: HeldUnits;
  set(tx: Tx, productId: number, change: { from: number; to: number }, now: Date): Promise<void>;
}

export interface EditContext {
  stock: StockKeeping;
  now: Date;
  /** Writes the audit row in the edit's transaction (only the changed fields, before and after). */
  record: RecordAudit;
}

/**
 * Applies an admin's edit (docs/product/admin.md#catalogue) in the caller's transaction with the product row
 * locked, as every cart change and checkout locks it: stock is never cut below what holds and unpaid orders
 * keep at that moment (409 with that number). Only fields whose value changes are written and audited. An
 * archived product is not edited (409: restore it first). A food product put on sale needs its food
 * information, and one on sale cannot lose any of it (422); one on sale without it keeps selling.
 */
export async function editProduct(
  tx: Tx,
  id: number,
  update: ProductUpdate,
  context: EditContext,
): Promise<{ value: AdminProduct; changed: boolean }> {
  if (update.group_id !== undefined) {
    // A move locks both groups first (groups before products, as reordering does).
    const from = await groupIdOf(tx, id);
    if (from === undefined) throw notFound(adminMessages.productNotFound);
    await lockGroups(tx, [...new Set([from, update.group_id])]);
  }
  const current = await lockProduct(tx, id);
  if (!current) throw notFound(adminMessages.productNotFound);
  if (current.archivedAt !== null) throw conflict(adminMessages.productArchived);
  const tree = await loadGroupTree(tx);
  const kind = kindOfProduct(tree, current);

  const wanted: Partial<Record<ApiField, unknown>> = { ...update };
  for (const field of nullableTexts)
    if (field in wanted) wanted[field] = blankToNull(wanted[field] as string | null);
  if (update.box_prices) checkBoxPrices(kind, update.box_prices);
  if (update.contents !== undefined) {
    if (kind !== 'ready_box') {
      if (update.contents !== null) throw unprocessable(adminMessages.contentsNotForKind);
    } else if (update.contents === null) throw unprocessable(adminMessages.contentsRequired);
    else await checkContents(tx, tree, update.contents, id);
  }

  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const changes: ProductChanges = {};
  for (const [field, value] of Object.entries(wanted) as [ApiField, unknown][]) {
    const column = columnOf[field];
    if (value === undefined || sameValue(value, current[column])) continue;
    before[field] = current[column];
    after[field] = value;
    Object.assign(changes, { [column]: value });
  }
  if (Object.keys(after).length === 0) return { value: await viewOf(tx, current, context), changed: false };

  if (changes.groupId !== undefined) {
    groupOfKind(tree, changes.groupId, kind);
    changes.sortOrder = (await lastSortOrder(tx, { groupId: changes.groupId })) + 10;
  }
  const saved = { ...current, ...changes } as ProductRow;
  if (saved.active) {
    // Put on sale now: everything is needed. Already on sale: what the edit empties is refused.
    if (!current.active) checkPublishable(kind, saved);
    else {
      const emptied = foodInformationFields.filter(
        (field) => field in after && saved[columnOf[field]] === null,
      );
      if (emptied.length > 0 && isFoodKind(kind))
        throw unprocessable(
          adminMessages.publishNeedsFood(emptied.map((field) => foodInformationTitles[field])),
        );
    }
  }

  const { quantity, ...columns } = changes;
  // Raising stock never breaks a hold; lowering it below what is held would (the inventory refuses).
  if (quantity !== undefined)
    await context.stock.set(tx, id, { from: current.quantity, to: quantity }, context.now);
  const updated = Object.keys(columns).length > 0 ? await updateProduct(tx, id, columns) : saved;
  await context.record(tx, { action: 'product.update', target: `product:${id}`, before, after });
  return { value: await viewOf(tx, { ...updated, quantity: saved.quantity }, context), changed: true };
}

async function viewOf(tx: Tx, row: ProductRow, context: EditContext): Promise<AdminProduct> {
  const [view] = await adminViews(tx, [row], context.stock.held, context.now);
  return view!;
}
