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
