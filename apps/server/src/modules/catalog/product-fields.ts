import type { ProductUpdate } from '@shop/shared/catalog/admin-product-api';
import type { AuditAction } from '@shop/shared/admin/audit-actions';
import type { Tx } from '../../db/client.ts';
import type { ProductRow } from './catalog.repository.ts';

/** The API's product fields and the columns they are stored in (audit rows speak the API's names). */
export const columnOf = {
  name: 'name',
  price: 'price',
  quantity: 'quantity',
  active: 'active',
  popular: 'popular',
  novelty: 'novelty',
  recommended: 'recommended',
  label: 'label',
  description: 'description',
  calories: 'calories',
  protein: 'protein',
  fat: 'fat',
  carbohydrates: 'carbohydrates',
  weight: 'weight',
  composition_1: 'composition1',
  composition_2: 'composition2',
  shelf_life: 'shelfLife',
  storage_conditions: 'storageConditions',
  manufacturer: 'manufacturer',
  box_prices: 'boxPrices',
  contents: 'contents',
  group_id: 'groupId',
} as const satisfies Record<keyof ProductUpdate, keyof ProductRow>;

export type ApiField = keyof typeof columnOf;
export const apiFields = Object.keys(columnOf) as ApiField[];

/** Texts that may be empty: a blank one is stored as null. */
export const nullableTexts: readonly ApiField[] = [
  'label',
  'composition_1',
  'composition_2',
  'shelf_life',
  'storage_conditions',
  'manufacturer',
];

/** Two values of a field are the same (JSON fields compared by content). */
export const sameValue = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** A product's fields by their API names (what a product.create row records). */
export function fieldsOf(row: ProductRow): Record<string, unknown> {
  return {
    slug: row.slug,
    ...Object.fromEntries(apiFields.map((field) => [field, row[columnOf[field]]])),
    size: row.size,
  };
}

/** One audit row of a catalogue change, written in its transaction; the routes know who acts and when. */
export interface AuditEntry {
  action: AuditAction;
  target: string;
  before: unknown;
  after: unknown;
}
export type RecordAudit = (tx: Tx, entry: AuditEntry) => Promise<void>;
