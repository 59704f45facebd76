import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupedProductsSchema, type Product, type ProductGroup } from '@shop/shared/catalog/product-api';
import { productGroups, productPhotos, products } from '../../db/schema/catalog.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const allProducts = (groups: ProductGroup[]): Product[] =>
  groups.flatMap((g) => [...g.products, ...allProducts(g.children)]);
const allGroupNames = (groups: ProductGroup[]): string[] =>
  groups.flatMap((g) => [g.name, ...allGroupNames(g.children)]);

async function getGrouped(): Promise<ProductGroup[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/products/grouped' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return groupedProductsSchema.parse(res.json());
}

describe('GET /api/products/grouped', () => {
  it('answers the seeded catalogue as nested groups covering every kind of goods', async () => {
    const groups = await getGrouped();
    const names = allGroupNames(groups).join(' | ').toLowerCase();
    for (const word of ['humblbar', 'humblpie', 'drinks', 'merch', 'готов', 'бокс']) {
      expect(names).toContain(word);
    }
    expect(groups.some((g) => g.children.length > 0)).toBe(true);

    const items = allProducts(groups);
    expect(items.length).toBeGreaterThan(30);
    expect(items.map((p) => p.name)).toEqual(expect.arrayContaining(['ПАКЕТ']));
    expect(items.find((p) => p.name === 'ПАКЕТ')?.price).toBe(30);
    for (const size of ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'ONE']) {
      expect(items.some((p) => p.name.endsWith(` ${size}`) && p.size === size)).toBe(true);
    }
    const flavours = items.filter((p) => p.box_prices !== null);
    expect(flavours.length).toBeGreaterThan(3);
    for (const f of flavours) expect(f.box_prices!['12']).toBeLessThanOrEqual(f.box_prices!['4']);
  });

  it('gives every product a name, a price and an illustration the shop serves itself', async () => {
    const items = allProducts(await getGrouped());
    const urls = new Set(items.flatMap((p) => p.image_urls));
    for (const p of items) {
      expect(p.active).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(0);
      expect(p.image_urls.length).toBeGreaterThan(0);
    }
    for (const url of urls) {
      expect(url.startsWith('/static/')).toBe(true);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain('<svg');
    }
  });

  it('hides inactive products once the catalogue changes', async () => {
    const before = allProducts(await getGrouped());
    const hidden = before[0]!;
    await t.database.db.update(products).set({ active: false }).where(eq(products.id, hidden.id));
    t.app.services.catalog.invalidate();

    const after = allProducts(await getGrouped());
    expect(after.map((p) => p.id)).not.toContain(hidden.id);
    expect(after).toHaveLength(before.length - 1);
  });

  it('answers brotli or gzip to callers that accept them and 304 to a matching ETag', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/products/grouped' });
    const get = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/products/grouped',
        headers: { 'accept-encoding': acceptEncoding },
      });

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products/grouped',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the catalogue with kinds, food information and photos', () => {
  /** Counts the SQL statements the database is sent while `run` runs. */
  async function countQueries(run: () => Promise<unknown>): Promise<number> {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = client.query;
    let count = 0;
    client.query = (...args: unknown[]) => {
      count += 1;
      return query.apply(client, args);
    };
    try {
      await run();
    } finally {
      client.query = query;
    }
    return count;
  }
  const photo = (productId: number, position: number, key: string, widths = [320, 640, 960, 1440]) => ({
    productId,
    position,
    key,
    alt: `Фото ${key}`,
    width: 1600,
    height: 1200,
    widths,
  });

  it('answers every group with its kind and every product with its food information', async () => {
    t.app.services.catalog.invalidate();
    const groups = await getGrouped();
    const flat = (list: ProductGroup[]): ProductGroup[] => list.flatMap((g) => [g, ...flat(g.children)]);
    const rows = await t.database.db.select().from(productGroups);
    for (const group of flat(groups)) expect(group.kind).toBe(rows.find((r) => r.id === group.id)!.kind);
    const bar = allProducts(groups).find((p) => p.name.startsWith('humblbar'))!;
    expect(bar).toMatchObject({ shelf_life: '9 месяцев', photos: [] });
    expect(bar.manufacturer).toMatch(/^ООО «Хамбл»/);
    expect(bar.storage_conditions).toMatch(/^При температуре/);
  });

  it('shows uploaded photos in their order, main first, and lists their JPEGs as image_urls', async () => {
    const [first, second] = allProducts(await getGrouped());
    await t.database.db
      .insert(productPhotos)
      .values([
        photo(first!.id, 1, 'b'.repeat(32)),
        photo(first!.id, 0, 'a'.repeat(32), [320, 640]),
        photo(second!.id, 0, 'c'.repeat(32), [1440]),
      ]);
    t.app.services.catalog.invalidate();
    const items = allProducts(await getGrouped());
    const shown = items.find((p) => p.id === first!.id)!;
    expect(shown.photos).toEqual([
      {
        base: `/media/products/${'a'.repeat(32)}`,
        alt: `Фото ${'a'.repeat(32)}`,
        width: 1600,
        height: 1200,
        widths: [320, 640],
      },
      {
        base: `/media/products/${'b'.repeat(32)}`,
        alt: `Фото ${'b'.repeat(32)}`,
        width: 1600,
        height: 1200,
        widths: [320, 640, 960, 1440],
      },
    ]);
    expect(shown.image_urls).toEqual([
      `/media/products/${'a'.repeat(32)}-640.jpg`,
      `/media/products/${'b'.repeat(32)}-960.jpg`,
    ]);
    // Only wider files made: the smallest.
    expect(items.find((p) => p.id === second!.id)!.image_urls).toEqual([
      `/media/products/${'c'.repeat(32)}-1440.jpg`,
    ]);
  });

  it('asks the database the same number of questions however many products have photos', async () => {
    const load = async () => {
      t.app.services.catalog.invalidate();
      await getGrouped();
    };
    const few = await countQueries(load);
    const ids = allProducts(await getGrouped())
      .slice(2, 22)
      .map((p) => p.id);
    await t.database.db
      .insert(productPhotos)
      .values(
        ids.flatMap((id, i) => [
          photo(id, 0, `d${String(i).padStart(31, '0')}`),
          photo(id, 1, `e${String(i).padStart(31, '0')}`),
        ]),
      );
    expect(await countQueries(load)).toBe(few);
    expect(few).toBe(3); // groups, products, photos
  });

  it('never shows an archived product, even one left active', async () => {
    const [gone] = allProducts(await getGrouped());
    await t.database.db
      .update(products)
      .set({ archivedAt: new Date(), active: true })
      .where(inArray(products.id, [gone!.id]));
    t.app.services.catalog.invalidate();
    expect(allProducts(await getGrouped()).map((p) => p.id)).not.toContain(gone!.id);
    await t.database.db.update(products).set({ archivedAt: null }).where(eq(products.id, gone!.id));
  });
});
