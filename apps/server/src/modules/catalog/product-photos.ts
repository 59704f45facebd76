import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productPhotos, products } from '../../db/schema.ts';
import { toProductPhoto, type PhotoRow } from './catalog.repository.ts';

/**
 * A product's uploaded photos (table product_photos; docs/product/catalogue.md#photos), for the admin's photo
 * routes, which run these inside CatalogService.change so every instance's storefront shows the change at
 * once. Positions run 0, 1, 2… in the product's order: the first photo is the main one.
 */

export { toProductPhoto, type PhotoRow };

/** A product's photos in order, or null when there is no such product. */
export async function photosOf(db: Db | Tx, productId: number): Promise<PhotoRow[] | null> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) return null;
  return listPhotos(db, productId);
}

/**
 * Locks the product row (as every edit of the product does) and answers its photos in order, or null when
 * there is no such product: parallel photo changes of one product run one after another.
 */
export async function lockPhotos(tx: Tx, productId: number): Promise<PhotoRow[] | null> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) return null;
  return listPhotos(tx, productId);
}

function listPhotos(db: Db | Tx, productId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id));
}

export interface NewPhoto {
  key: string;
  alt: string;
  width: number;
  height: number;
  widths: number[];
}

/** Adds a photo after the product's last one (its photos locked by lockPhotos). */
export async function appendPhoto(tx: Tx, productId: number, current: PhotoRow[], photo: NewPhoto) {
  const position = current.length === 0 ? 0 : Math.max(...current.map((row) => row.position)) + 1;
  const [row] = await tx
    .insert(productPhotos)
    .values({ productId, position, ...photo })
    .returning();
  return row!;
}

export async function setPhotoAlt(tx: Tx, photoId: number, alt: string): Promise<PhotoRow> {
  const [row] = await tx.update(productPhotos).set({ alt }).where(eq(productPhotos.id, photoId)).returning();
  return row!;
}

/** Puts the product's photos in the order of `photoIds` (all of them: the caller checked). */
export async function orderPhotos(tx: Tx, productId: number, photoIds: readonly number[]): Promise<void> {
  for (const [position, id] of photoIds.entries()) {
    await tx
      .update(productPhotos)
      .set({ position })
      .where(and(eq(productPhotos.id, id), eq(productPhotos.productId, productId)));
  }
}

/** Removes a photo; the ones after it move up, so positions stay 0, 1, 2…. */
export async function removePhoto(tx: Tx, photo: PhotoRow): Promise<void> {
  await tx.delete(productPhotos).where(eq(productPhotos.id, photo.id));
  await tx
    .update(productPhotos)
    .set({ position: sql`${productPhotos.position} - 1` })
    .where(and(eq(productPhotos.productId, photo.productId), gt(productPhotos.position, photo.position)));
}
