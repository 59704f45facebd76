import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addProduct, archiveProduct } from './storefront-fixtures.ts';

// New products are in /sitemap.xml at once, archived ones leave it at once (docs/product/catalogue.md#api):
// every catalogue write goes through CatalogService.change, which drops this instance's snapshot and tells
// the others (NOTIFY).

const PUBLIC_URL = 'https://humbl.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(async () => {
  await t?.close();
});

const sitemapOf = async (app: TestApp) => {
  const res = await app.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  // No cache in between may keep an old list.
  expect(res.headers['cache-control']).toBe('no-cache');
  return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
};
const productUrl = (id: number) => `${PUBLIC_URL}/catalog/${id}`;

describe('the sitemap follows the catalogue', () => {
  it('lists a new product at once, and loses it at once when it is archived', async () => {
    const before = await sitemapOf(t); // the snapshot is built and cached
    const id = await addProduct(t, { name: 'humblbar Новинка для карты сайта', groupSlug: 'humblbar' });
    const after = await sitemapOf(t);
    expect(after).toContain(productUrl(id));
    expect(after).toHaveLength(before.length + 1);

    await archiveProduct(t, id);
    const archived = await sitemapOf(t);
    expect(archived).not.toContain(productUrl(id));
    expect(archived).toEqual(before);
  });

  it('lists merch under /merch and never the packaging', async () => {
    const id = await addProduct(t, { name: 'Панама humbl', groupSlug: 'merch-bags' });
    const urls = await sitemapOf(t);
    expect(urls).toContain(`${PUBLIC_URL}/merch/${id}`);
    const packaging = await addProduct(t, { name: 'Коробка', groupSlug: 'packaging' });
    expect(await sitemapOf(t)).not.toContain(productUrl(packaging));
  });

  it('escapes what it writes, and stays well-formed with many products', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body.match(/<url>/g)?.length).toBe(res.body.match(/<\/url>/g)?.length);
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'shows a product added on another instance within moments (NOTIFY)',
    async () => {
      const second = await createTestApp({ database: t.database, env: { PUBLIC_URL } });
      try {
        await sitemapOf(second); // the second instance caches its snapshot
        const id = await addProduct(t, { name: 'humblbar С другого экземпляра', groupSlug: 'humblbar' });
        const deadline = Date.now() + 2000;
        let urls = await sitemapOf(second);
        while (!urls.includes(productUrl(id)) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          urls = await sitemapOf(second);
        }
        expect(urls).toContain(productUrl(id));
        await archiveProduct(t, id);
        const later = Date.now() + 2000;
        while (urls.includes(productUrl(id)) && Date.now() < later) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          urls = await sitemapOf(second);
        }
        expect(urls).not.toContain(productUrl(id));
      } finally {
        await second.close();
      }
    },
  );
});
