import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Photo, Product, ProductGroup } from '@shop/shared/catalog/product-api';
import type { ProductPhoto } from '@shop/shared/catalog/admin-product-api';
import type { Db, Tx } from '../../db/client.ts';
import { productGroups, productPhotos, products } from '../../db/schema/catalog.ts';

type ProductRow = typeof products.$inferSelect;
type GroupRow = typeof productGroups.$inferSelect;
type PhotoRow = typeof productPhotos.$inferSelect;

export type { GroupRow, PhotoRow, ProductRow };

/** Where a photo's files are served from: `${base}-${width}.{avif|webp|jpg}` (docs/product/catalogue.md#photos). */
export const photoBase = (key: string) => `/media/products/${key}`;

/** The JPEG a plain `<img>` (and `image_urls`) shows: the largest width up to 960 px, else the smallest. */
const LIST_WIDTH = 960;
export function photoJpeg(photo: Pick<PhotoRow, 'key' | 'widths'>, maxWidth = LIST_WIDTH): string {
  const fitting = photo.widths.filter((width) => width <= maxWidth);
  const width = fitting.length > 0 ? Math.max(...fitting) : Math.min(...photo.widths);
  return `${photoBase(photo.key)}-${width}.jpg`;
}

export function toPhoto(row: PhotoRow): Photo {
  return { base: photoBase(row.key), alt: row.alt, width: row.width, height: row.height, widths: row.widths };
}

export const toProductPhoto = (row: PhotoRow): ProductPhoto => ({ id: row.id, ...toPhoto(row) });

export function toProduct(row: ProductRow, photos: readonly PhotoRow[] = []): Product {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    active: row.active,
    description: row.description,
    // A product's uploaded photos replace its seeded illustration (docs/product/catalogue.md#images).
    image_urls: photos.length > 0 ? photos.map((photo) => photoJpeg(photo)) : row.imageUrls,
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
    shelf_life: row.shelfLife,
    storage_conditions: row.storageConditions,
    manufacturer: row.manufacturer,
    photos: photos.map(toPhoto),
  };
}

/** What the shop shows: active products that are not archived. */
const onSale: SQL = and(eq(products.active, true), isNull(products.archivedAt))!;

/** Photos by product, in their order (the first is the main one). */
export function photosByProduct(rows: readonly PhotoRow[]): Map<number, PhotoRow[]> {
  const byProduct = new Map<number, PhotoRow[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

const photoOrder = [asc(productPhotos.productId), asc(productPhotos.position), asc(productPhotos.id)];

/** The photos of the given products (or of every product on sale), in order. */
export async function loadPhotos(db: Db | Tx, productIds?: readonly number[]): Promise<PhotoRow[]> {
  if (productIds) {
    if (productIds.length === 0) return [];
    return db
      .select()
      .from(productPhotos)
      .where(inArray(productPhotos.productId, [...productIds]))
      .orderBy(...photoOrder);
  }
  const rows = await db
    .select({ photo: productPhotos })
    .from(productPhotos)
    .innerJoin(products, eq(products.id, productPhotos.productId))
    .where(onSale)
    .orderBy(...photoOrder);
  return rows.map((row) => row.photo);
}

/** The whole catalogue on sale as a tree, in three queries whatever its size (groups, products, photos). */
export async function loadGroupedCatalog(db: Db): Promise<ProductGroup[]> {
  const [groupRows, productRows, photoRows] = await Promise.all([
    db.select().from(productGroups).orderBy(asc(productGroups.sortOrder), asc(productGroups.id)),
    db.select().from(products).where(onSale).orderBy(asc(products.sortOrder), asc(products.id)),
    loadPhotos(db),
  ]);
  const photos = photosByProduct(photoRows);

  const byId = new Map<number, ProductGroup>();
  for (const g of groupRows) {
    byId.set(g.id, {
      id: g.id,
      name: g.name,
      kind: g.kind,
      box_prices: g.boxPrices,
      products: [],
      children: [],
    });
  }
  for (const p of productRows) byId.get(p.groupId)?.products.push(toProduct(p, photos.get(p.id)));

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
