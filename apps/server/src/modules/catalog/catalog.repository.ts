import { asc, eq, inArray } from 'drizzle-orm';
import type { Product, ProductGroup } from '@shop/shared/catalog/product-api';
import type { Db, Tx } from '../../db/client.ts';
import { productGroups, products } from '../../db/schema/catalog.ts';

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    active: row.active,
    description: row.description,
    image_urls: row.imageUrls,
    calories: row.calories,
    protein: row.protein,
    fat: row.fat,
    carbohydrates: row.carbohydrates,
    weight: row.weight,
    composition_1: row.composition1,
    composition_2: row.composition2,
    popular: row.popular,
    novelty: row.novelty,
    recommended: row.recommended,
    quantity: row.quantity,
    size: row.size,
    label: row.label,
    box_prices: row.boxPrices,
  };
}

/** The whole active catalogue as a tree, in two queries whatever its size. */
export async function loadGroupedCatalog(db: Db): Promise<ProductGroup[]> {
  const [groupRows, productRows] = await Promise.all([
    db.select().from(productGroups).orderBy(asc(productGroups.sortOrder), asc(productGroups.id)),
    db
      .select()
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.sortOrder), asc(products.id)),
  ]);

  const byId = new Map<number, ProductGroup>();
  for (const g of groupRows) {
    byId.set(g.id, { id: g.id, name: g.name, box_prices: g.boxPrices, products: [], children: [] });
  }
  for (const p of productRows) byId.get(p.groupId)?.products.push(toProduct(p));

  const roots: ProductGroup[] = [];
  for (const g of groupRows) {
    const node = byId.get(g.id)!;
    const parent = g.parentId === null ? undefined : byId.get(g.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The packaging products an order can add (seeded with these slugs; hidden from the catalogue). */
export async function findPackaging(db: Db) {
  const rows = await db
    .select({ id: products.id, slug: products.slug, name: products.name, imageUrls: products.imageUrls })
    .from(products)
    .where(inArray(products.slug, ['package-bag', 'package-gift']));
  return {
    bag: rows.find((row) => row.slug === 'package-bag'),
    gift: rows.find((row) => row.slug === 'package-gift'),
  };
}

export type { ProductRow };

/** Every product, inactive and packaging ones too, with its group's name (the catalogue editor). */
export async function listAllProducts(db: Db | Tx): Promise<{ product: ProductRow; group: string }[]> {
  return db
    .select({ product: products, group: productGroups.name })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .orderBy(asc(productGroups.sortOrder), asc(productGroups.id), asc(products.sortOrder), asc(products.id));
}

/** One product with its group's name; its row locked until the transaction ends (as carts lock it). */
export async function lockProduct(
  tx: Tx,
  id: number,
): Promise<{ product: ProductRow; group: string } | undefined> {
  const [row] = await tx
    .select({ product: products, group: productGroups.name })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .where(eq(products.id, id))
    .for('update', { of: products });
  return row;
}

/** The editable fields of a product (admin edits); its stock is the inventory's to write. */
export type ProductChanges = Partial<
  Pick<
    ProductRow,
    | 'price'
    | 'active'
    | 'popular'
    | 'novelty'
    | 'recommended'
    | 'description'
    | 'calories'
    | 'protein'
    | 'fat'
    | 'carbohydrates'
  >
>;

export async function updateProduct(tx: Tx, id: number, changes: ProductChanges): Promise<ProductRow> {
  const [row] = await tx.update(products).set(changes).where(eq(products.id, id)).returning();
  return row!;
}
