import { adminMessages } from '@shop/shared/admin/messages';
import type { AdminProduct, ProductUpdate } from '@shop/shared/catalog/admin-product-api';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/refusals.ts';
import {
  listAllProducts,
  lockProduct,
  updateProduct,
  type ProductChanges,
  type ProductRow,
} from './catalog.repository.ts';

/**
 * Units of each product that live cart holds and unpaid orders within their hour keep (the inventory
 * answers it, under the product row locks every hold is taken with).
 */
export type HeldUnits = (tx: Tx, productIds: readonly number[], now: Date) => Promise<Map<number, number>>;

/** The inventory's side of an edit: what is held, and writing a new stock figure (409 below what is held). */
export interface StockKeeping {
  held: HeldUnits;
  set(tx: Tx, productId: number, change: { from: number; to: number }, now: Date): Promise<void>;
}

/** A product's fields as the editor diffs and audits them: the catalogue's own, and its stock. */
type EditedFields = ProductChanges & { quantity?: number };

export interface EditContext {
  stock: StockKeeping;
  now: Date;
  /** Runs in the edit's transaction with the changed fields only (the audit row). */
  record(tx: Tx, before: EditedFields, after: EditedFields): Promise<void>;
  /** Runs in the edit's transaction when something changed (tells other instances at commit). */
  announce(tx: Tx): Promise<void>;
}

const editable = [
  'price',
  'quantity',
  'active',
  'popular',
  'novelty',
  'recommended',
  'description',
  'calories',
  'protein',
  'fat',
  'carbohydrates',
] as const satisfies readonly (keyof ProductUpdate & keyof EditedFields)[];

export function toAdminProduct(product: ProductRow, group: string, held: number): AdminProduct {
  return {
    id: product.id,
    name: product.name,
    group,
    image: product.imageUrls[0] ?? null,
    price: product.price,
    quantity: product.quantity,
    held,
    active: product.active,
    popular: product.popular,
    novelty: product.novelty,
    recommended: product.recommended,
    description: product.description,
    calories: product.calories,
    protein: product.protein,
    fat: product.fat,
    carbohydrates: product.carbohydrates,
  };
}

/** Every product with what is held of it, read in one transaction so stock and holds agree. */
export async function listForEditor(db: Db, held: HeldUnits, now: Date): Promise<AdminProduct[]> {
  return db.transaction(async (tx) => {
    const rows = await listAllProducts(tx);
    const holds = await held(
      tx,
      rows.map((row) => row.product.id),
      now,
    );
    return rows.map(({ product, group }) => toAdminProduct(product, group, holds.get(product.id) ?? 0));
  });
}

/**
 * Applies an admin's edit with the product row locked, as every cart change and checkout locks it: holds
 * and reservations are taken one transaction at a time, so stock is never cut below what they keep at
 * the moment of the edit (409 with that number). Only fields whose value changes are written and audited.
 */
export async function editProduct(
  db: Db,
  id: number,
  update: ProductUpdate,
  context: EditContext,
): Promise<{ product: AdminProduct; changed: boolean }> {
  return db.transaction(async (tx) => {
    const locked = await lockProduct(tx, id);
    if (!locked) throw notFound(adminMessages.productNotFound);
    const { product: current, group } = locked;
    const held = (await context.stock.held(tx, [id], context.now)).get(id) ?? 0;

    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of editable) {
      const value = update[field];
      if (value === undefined || value === current[field]) continue;
      before[field] = current[field];
      after[field] = value;
    }
    const { quantity, ...changes } = after as EditedFields;
    // Raising stock never breaks a hold; lowering it below what is held would (the inventory refuses).
    if (quantity !== undefined)
      await context.stock.set(tx, id, { from: current.quantity, to: quantity }, context.now);
    if (quantity === undefined && Object.keys(changes).length === 0)
      return { product: toAdminProduct(current, group, held), changed: false };

    const updated = Object.keys(changes).length > 0 ? await updateProduct(tx, id, changes) : current;
    const saved = { ...updated, quantity: quantity ?? updated.quantity };
    await context.record(tx, before as EditedFields, after as EditedFields);
    await context.announce(tx);
    return { product: toAdminProduct(saved, group, held), changed: true };
  });
}
