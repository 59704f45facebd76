import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { productGroups, products } from '../schema/catalog.ts';
import {
  contactsInfo,
  deliverySettings,
  deliveryTimeSlots,
  reviewVideos,
  siteStatus,
  stores,
  supportSections,
} from '../schema/content.ts';
import { seedGroups, seedProducts } from './catalog-data.ts';
import {
  seedContacts,
  seedDeliverySettings,
  seedDeliverySlots,
  seedStores,
  seedSupportTexts,
} from './content-data.ts';
import { seedReviewVideos } from './review-videos-data.ts';

/**
 * Inserts whatever of the seed is missing and changes nothing that exists, so running it twice (or on a
 * live shop) never overwrites stock, prices or texts that were edited since.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCatalog(tx as unknown as Db);
    await seedContent(tx as unknown as Db);
  });
}

/** The first start of a shop seeds it; later starts leave the data alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(productGroups);
  if ((row?.n ?? 0) > 0) return false;
  await seedDatabase(db);
  return true;
}

async function seedCatalog(db: Db): Promise<void> {
  // Parents are declared before their children, so each parent's id is known when a child is inserted.
  const groupIds = new Map<string, number>();
  for (const g of seedGroups) {
    const parentId = g.parentSlug ? groupIds.get(g.parentSlug) : null;
    if (parentId === undefined) throw new Error(`seed group ${g.slug}: parent ${g.parentSlug} comes later`);
    await db
      .insert(productGroups)
      .values({
        slug: g.slug,
        name: g.name,
        parentId,
        sortOrder: g.sortOrder,
        boxPrices: g.boxPrices ?? null,
        kind: g.kind,
      })
      .onConflictDoNothing({ target: productGroups.slug });
    const [row] = await db
      .select({ id: productGroups.id })
      .from(productGroups)
      .where(eq(productGroups.slug, g.slug));
    groupIds.set(g.slug, row!.id);
  }

  const rows = seedProducts.map(({ groupSlug, boxPrices, active, contents: _contents, ...p }) => {
    const groupId = groupIds.get(groupSlug);
    if (groupId === undefined) throw new Error(`seed product ${p.slug}: unknown group ${groupSlug}`);
    return { ...p, groupId, active: active ?? true, boxPrices: boxPrices ?? null };
  });
  await db.insert(products).values(rows).onConflictDoNothing({ target: products.slug });
  await seedBoxContents(db);
}

/** Ready boxes' contents by product id, resolved from the seed's slugs once every product exists (never overwritten). */
async function seedBoxContents(db: Db): Promise<void> {
  const boxes = seedProducts.filter((p) => p.contents);
  const slugs = [...new Set(boxes.flatMap((p) => p.contents!.map(([slug]) => slug)))];
  if (slugs.length === 0) return;
  const ids = new Map(
    (
      await db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(inArray(products.slug, slugs))
    ).map((row) => [row.slug, row.id]),
  );
  for (const box of boxes) {
    const contents = box.contents!.map(([slug, count]) => {
      const id = ids.get(slug);
      if (id === undefined) throw new Error(`seed ready box ${box.slug}: unknown flavour ${slug}`);
      return { product_id: id, count };
    });
    await db
      .update(products)
      .set({ contents })
      .where(and(eq(products.slug, box.slug), isNull(products.contents)));
  }
}

async function seedContent(db: Db): Promise<void> {
  await db
    .insert(contactsInfo)
    .values({ id: 1, ...seedContacts })
    .onConflictDoNothing();
  await db.insert(siteStatus).values({ id: 1, isActive: true }).onConflictDoNothing();
  await db
    .insert(deliverySettings)
    .values({ id: 1, ...seedDeliverySettings })
    .onConflictDoNothing();
  await db.insert(stores).values(seedStores).onConflictDoNothing({ target: stores.number });
  const [slots] = await db.select({ n: sql<number>`count(*)::int` }).from(deliveryTimeSlots);
  if ((slots?.n ?? 0) === 0) await db.insert(deliveryTimeSlots).values(seedDeliverySlots);
  await db.insert(reviewVideos).values(seedReviewVideos).onConflictDoNothing({ target: reviewVideos.slug });
  await db
    .insert(supportSections)
    .values(Object.entries(seedSupportTexts).map(([section, texts]) => ({ section, texts })))
    .onConflictDoNothing();
}
