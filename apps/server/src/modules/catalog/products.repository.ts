import { and, asc, eq, inArray, isNotNull, isNull, like, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productGroups, products } from '../../db/schema/catalog.ts';
import type { GroupRow, ProductRow } from './catalog.repository.ts';

/** The catalogue editor's reads and writes of products and groups (docs/product/admin.md#catalogue). */

export type NewProduct = typeof products.$inferInsert;
export type NewGroup = typeof productGroups.$inferInsert;

/** Every group, in catalogue order (a few dozen rows: the editor derives kinds from the whole tree). */
export async function allGroups(db: Db | Tx): Promise<GroupRow[]> {
  return db.select().from(productGroups).orderBy(asc(productGroups.sortOrder), asc(productGroups.id));
}

/** Products in catalogue order: the archived ones, or every other one. */
export async function listProducts(db: Db | Tx, archived: boolean): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .where(archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt))
    .orderBy(asc(productGroups.sortOrder), asc(productGroups.id), asc(products.sortOrder), asc(products.id));
  return rows.map((row) => row.product);
}

/** One product, its row locked until the transaction ends (as carts lock it). */
export async function lockProduct(tx: Tx, id: number): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

/**
 * Groups locked until the transaction ends, in id order: a group's order, its new products and products moved
 * in or out take turns. Groups are always locked before products.
 */
export async function lockGroups(tx: Tx, ids: readonly number[]): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(productGroups)
    .where(inArray(productGroups.id, [...ids]))
    .orderBy(asc(productGroups.id))
    .for('update');
}

/** Products by id (a ready box's contents). */
export async function productsByIds(tx: Tx, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export type ProductChanges = Partial<Omit<NewProduct, 'id' | 'slug'>>;

export async function updateProduct(tx: Tx, id: number, changes: ProductChanges): Promise<ProductRow> {
  const [row] = await tx.update(products).set(changes).where(eq(products.id, id)).returning();
  return row!;
}

export async function insertProducts(tx: Tx, rows: readonly NewProduct[]): Promise<ProductRow[]> {
  return tx
    .insert(products)
    .values([...rows])
    .returning();
}

export async function insertGroup(tx: Tx, group: NewGroup): Promise<GroupRow> {
  const [row] = await tx.insert(productGroups).values(group).returning();
  return row!;
}

/** The slugs of products (or groups) that start with `prefix`. */
export async function slugsStartingWith(
  tx: Tx,
  table: 'products' | 'groups',
  prefix: string,
): Promise<Set<string>> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows =
    table === 'products'
      ? await tx.select({ slug: products.slug }).from(products).where(like(products.slug, pattern))
      : await tx
          .select({ slug: productGroups.slug })
          .from(productGroups)
          .where(like(productGroups.slug, pattern));
  return new Set(rows.map((row) => row.slug));
}

/** The highest sort order among a group's products (archived ones too), or of the top-level groups. */
export async function lastSortOrder(tx: Tx, of: { groupId: number } | 'groups'): Promise<number> {
  const [row] =
    of === 'groups'
      ? await tx.select({ last: max(productGroups.sortOrder) }).from(productGroups)
      : await tx
          .select({ last: max(products.sortOrder) })
          .from(products)
          .where(eq(products.groupId, of.groupId));
  return row?.last ?? 0;
}

/** A group's products that are not archived, in their order. */
export async function productsOfGroup(
  tx: Tx,
  groupId: number,
): Promise<{ id: number; sortOrder: number; price: number; label: string | null }[]> {
  return tx
    .select({ id: products.id, sortOrder: products.sortOrder, price: products.price, label: products.label })
    .from(products)
    .where(and(eq(products.groupId, groupId), isNull(products.archivedAt)))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

/**
 * A group's products (archived ones too) with their rows locked in id order — the order carts lock products
 * in, so a reorder and a cart never wait for each other in a circle. Answered in catalogue order.
 */
export async function lockProductsOfGroup(
  tx: Tx,
  groupId: number,
): Promise<{ id: number; sortOrder: number; archived: boolean }[]> {
  const rows = await tx
    .select({ id: products.id, sortOrder: products.sortOrder, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.groupId, groupId))
    .orderBy(asc(products.id))
    .for('update');
  return rows
    .map((row) => ({ id: row.id, sortOrder: row.sortOrder, archived: row.archivedAt !== null }))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/** The group a product is filed in (unlocked: the caller locks groups before the product). */
export async function groupIdOf(tx: Tx, productId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ groupId: products.groupId })
    .from(products)
    .where(eq(products.id, productId));
  return row?.groupId;
}

/** Gives the products the sort orders 10, 20, 30… in the order listed (one statement). */
export async function setSortOrders(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${(index + 1) * 10}`),
    sql` `,
  );
  await tx
    .update(products)
    .set({ sortOrder: sql`(case ${products.id} ${cases} end)::int` })
    .where(inArray(products.id, [...ids]));
}

// Arbitrary constants: the keys of the advisory lock that serialises creating products (their slugs, their
// place at the end of a group and a group made for a new kind); two keys never meet the migration's one-key lock.
const CATALOGUE_LOCK_SPACE = 727_020;
const CREATION = 1;

/** Takes turns with every other product creation until the transaction ends. */
export async function lockCreation(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_SPACE}, ${CREATION})`);
}
