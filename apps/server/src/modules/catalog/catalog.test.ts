import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupedProductsSchema, type Product, type ProductGroup } from '@shop/shared/catalog/product-api';
import { products } from '../../db/schema/catalog.ts';
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
