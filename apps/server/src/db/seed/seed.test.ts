import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { productGroups, products } from '../schema/catalog.ts';
import { contactsInfo, deliveryTimeSlots, stores, supportSections } from '../schema/content.ts';
import { seedGroups, seedProducts } from './catalog-data.ts';
import { seedDatabase, seedIfEmpty } from './seed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

async function counts() {
  const { db } = database;
  const count = async (table: PgTable) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    groups: await count(productGroups),
    products: await count(products),
    stores: await count(stores),
    slots: await count(deliveryTimeSlots),
    sections: await count(supportSections),
    contacts: await count(contactsInfo),
  };
}

it('seeds an empty database once, with every seeded row', async () => {
  expect(await seedIfEmpty(database.db)).toBe(true);
  expect(await counts()).toEqual({
    groups: seedGroups.length,
    products: seedProducts.length,
    stores: 3,
    slots: 3,
    sections: 4,
    contacts: 1,
  });
  expect(await seedIfEmpty(database.db)).toBe(false);
});

it('can run again without duplicating or overwriting what changed since', async () => {
  const before = await counts();
  const slug = seedProducts[0]!.slug;
  await database.db.update(products).set({ quantity: 3, price: 1 }).where(eq(products.slug, slug));

  await seedDatabase(database.db);

  expect(await counts()).toEqual(before);
  const [row] = await database.db.select().from(products).where(eq(products.slug, slug));
  expect(row).toMatchObject({ quantity: 3, price: 1 });
});

it('gives ready boxes their flavours by product id and every food product its food information', async () => {
  const rows = await database.db.select().from(products);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const mini = bySlug.get('ready-box-mini-4')!;
  expect(mini.contents).toEqual([
    { product_id: bySlug.get('humblpie-brownie-cherry')!.id, count: 1 },
    { product_id: bySlug.get('humblpie-cheesecake-raspberry')!.id, count: 1 },
    { product_id: bySlug.get('humblpie-brownie-salted-caramel')!.id, count: 1 },
    { product_id: bySlug.get('humblpie-apple-cinnamon')!.id, count: 1 },
  ]);
  for (const box of rows.filter((row) => row.slug.startsWith('ready-box-'))) {
    const count = box.contents!.reduce((sum, item) => sum + item.count, 0);
    expect(box.name.endsWith(` ${count}`), box.name).toBe(true);
  }
  const groups = await database.db.select().from(productGroups);
  const food = new Set(['bar', 'brownie', 'drink', 'ready_box', 'box_flavour']);
  for (const row of rows.filter((r) => food.has(groups.find((g) => g.id === r.groupId)!.kind!))) {
    expect(
      [row.composition1, row.composition2, row.shelfLife, row.storageConditions, row.manufacturer],
      row.slug,
    ).not.toContain(null);
    expect([row.calories, row.protein, row.fat, row.carbohydrates, row.weight], row.slug).not.toContain(null);
  }
});

it('keeps contents an admin changed when it runs again', async () => {
  const [box] = await database.db.select().from(products).where(eq(products.slug, 'ready-box-fancy-12'));
  const mine = [{ product_id: box!.contents![0]!.product_id, count: 12 }];
  await database.db.update(products).set({ contents: mine }).where(eq(products.id, box!.id));
  await seedDatabase(database.db);
  const [after] = await database.db.select().from(products).where(eq(products.id, box!.id));
  expect(after!.contents).toEqual(mine);
});
