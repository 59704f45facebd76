import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '@shop/shared/rules/cards';
import { assetsFolder } from '../../lib/server-root.ts';
import { securityHeaders } from '../../lib/response-headers.ts';
import { productPagePath } from '../catalog/product-pages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogCards } from '../../test/test-shop.ts';

let t: TestApp;
let webDist: string;
let cards: Card[];
const bigScript = `console.log(${JSON.stringify('humbl '.repeat(2000))});`;
const bigStyle = `.card{color:#222}\n${'.x{margin:0}\n'.repeat(500)}`;
const indexHtml = `<!doctype html><html lang="ru"><head>
  <meta
    name="description"
    content="humbl — протеиновые сладости"
  />
  <title>humbl</title>
</head><body><div id="root"></div></body></html>`;

// Stands in for apps/web/dist-ssr/entry-server.js: paints /merch pages from the API it is given, fails on
// ?fail, and leaves every other page to the browser.
const pageRenderer = `export function createPageRenderer(fetchApi) {
  return async (url) => {
    if (!url.pathname.startsWith('/merch')) return null;
    if (url.searchParams.has('fail')) throw new Error('render failed');
    const groups = await (await fetchApi('/api/products/grouped')).json();
    return {
      html: '<title>Мерч — humbl</title><link rel="preload" as="image" href="/static/merch.svg"/>' +
        '<main>' + groups.length + ' групп</main><p>' + 'humbl '.repeat(300) + '</p>',
      data: JSON.stringify({ groups: groups.length, note: '</script>' }).replace(/</g, '\\\\u003c'),
    };
  };
}`;

beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), 'web-'));
  webDist = path.join(web, 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  mkdirSync(path.join(web, 'dist-ssr'));
  writeFileSync(path.join(web, 'dist-ssr', 'entry-server.js'), pageRenderer);
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), bigScript);
  // The build's brotli copy (apps/web/vite.config.ts, precompressed): a gzip-only browser gets it compressed
  // on the fly instead.
  writeFileSync(path.join(webDist, 'assets', 'style-abc123.css'), bigStyle);
  writeFileSync(path.join(webDist, 'assets', 'style-abc123.css.br'), brotliCompressSync(bigStyle));
  t = await createTestApp({ webDist });
  cards = await catalogCards(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(path.dirname(webDist), { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const cardOfKind = (kind: Card['kind']) => cards.find((c) => c.kind === kind)!;

describe('serving the storefront', () => {
  it('answers pages with index.html that is never cached, unknown ones with a 404 status', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/catalog', 200],
      ['/catalog/customBox', 200],
      ['/personalAccount/orders/', 200],
      ['/no/such/page', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(bigScript);
  });

  it("sends the build's brotli copy of an asset as it is, and says the answer varies with the encoding", async () => {
    const br = await get('/assets/style-abc123.css', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toMatch(/^text\/css/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(readFileSync(path.join(webDist, 'assets', 'style-abc123.css.br')))).toBe(
      true,
    );
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigStyle);

    const plain = await get('/assets/style-abc123.css', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigStyle);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers a missing asset or API path with a JSON 404, not the page', async () => {
    for (const url of [
      '/assets/missing-1.js',
      '/static/products/missing.svg',
      '/api/nothing',
      '/robots-x.txt',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toMatch(/^Не найдено/);
    }
    expect((await t.app.inject({ method: 'POST', url: '/catalog' })).statusCode).toBe(404);
  });

  it('without a Metrica counter names none and keeps its policy whatever the cookie says', async () => {
    for (const cookie of ['', 'analytics=granted', 'analytics=denied']) {
      const res = await get('/', { cookie });
      expect(res.body).not.toContain('yandex-metrika');
      expect(res.headers['content-security-policy']).toBe(securityHeaders['content-security-policy']);
      expect(String(res.headers['content-security-policy'])).not.toMatch(/yandex|yastatic/);
    }
  });
});

describe('pages painted on the server', () => {
  it('puts the painted page into #root, its title into <head> and its data next to it', async () => {
    const groups = ((await get('/api/products/grouped')).json() as unknown[]).length;
    const res = await get('/merch', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString();
    expect(html).toContain(`<div id="root"><main>${groups} групп</main><p>humbl humbl`);
    expect(html).toContain('<title>Мерч — humbl</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/static\/merch.svg"\/>\s*<\/head>/);
    // The data goes in exactly as the renderer escaped it.
    expect(html).toContain(
      `<script id="page-data" type="application/json">{"groups":${groups},"note":"\\u003c/script>"}</script>`,
    );
  });

  it("keeps a product's own title for search engines over the one the app paints", async () => {
    const tee = cardOfKind('merch');
    const html = (await get(`/merch/${tee.id}`)).body;
    expect(html).toContain(`<title>${tee.title} — ${tee.price.current} ₽ | humbl</title>`);
    expect(html).not.toContain('<title>Мерч — humbl</title>');
    expect(html).toContain('групп</main>');
  });

  it('serves the plain page when painting fails, and never paints unknown pages', async () => {
    const failed = await get('/merch?fail=1');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain('page-data');

    const unknown = await get('/merch/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
  });
});

describe('product pages for search engines and link previews', () => {
  it('gives a product page its title, description, price and image', async () => {
    const bar = cardOfKind('regular');
    const res = await get(`/catalog/${bar.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${bar.title} — ${bar.price.current} ₽ | humbl</title>`);
    expect(res.body).toContain(
      `<meta property="og:title" content="${bar.title} — ${bar.price.current} ₽ | humbl" />`,
    );
    expect(res.body).toContain(`<meta property="product:price:amount" content="${bar.price.current}" />`);
    expect(res.body).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
  });

  it('has a share picture for every product drawing (apps/server/scripts/share-images.ts)', () => {
    const products = path.join(assetsFolder, 'products');
    const drawings = readdirSync(products).filter((file) => file.endsWith('.svg'));
    const shared = new Set(readdirSync(path.join(products, 'share')));
    expect(drawings.filter((file) => !shared.has(file.replace(/\.svg$/, '.jpg')))).toEqual([]);
  });

  it('previews a product with a 1200×630 JPEG of its drawing that the server serves', async () => {
    for (const card of [cardOfKind('regular'), cardOfKind('merch'), cardOfKind('gifted_card')]) {
      const res = await get(productPagePath(card));
      const image = /<meta property="og:image" content="http:\/\/localhost:3000([^"]+)" \/>/.exec(
        res.body,
      )?.[1];
      expect(image).toBe(
        card.images[0]!.replace(/^\/static\/products\/(.+)\.svg$/, '/static/products/share/$1.jpg'),
      );
      expect(res.body).toContain('<meta property="og:image:width" content="1200" />');
      expect(res.body).toContain('<meta property="og:image:height" content="630" />');
      const picture = await get(image!);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff])); // a JPEG
    }
  });

  it('serves merch and gift cards under /merch, and custom boxes under /catalog', async () => {
    for (const card of [cardOfKind('merch'), cardOfKind('gifted_card')]) {
      expect((await get(`/merch/${card.id}`)).statusCode).toBe(200);
      expect((await get(`/catalog/${card.id}`)).statusCode).toBe(404);
    }
    const box = cardOfKind('box');
    const res = await get(`/catalog/${box.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<meta property="og:title" content="${box.title}`);
  });

  it("preloads the catalogue and the page's largest picture with the HTML", async () => {
    const bar = cardOfKind('regular');
    const product = (await get(`/catalog/${bar.id}`)).body;
    expect(product).toContain(
      '<link rel="preload" href="/api/products/grouped" as="fetch" crossorigin="anonymous" />',
    );
    expect(product).toContain(
      `<link rel="preload" href="${bar.images[0]}" as="image" fetchpriority="high" />`,
    );

    const home = (await get('/')).body;
    expect(home).toContain('href="/api/products/grouped" as="fetch"');
    expect(home).toMatch(/<link rel="preload" href="\/static\/products\/[\w-]+\.svg" as="image"/);

    const support = (await get('/support')).body;
    expect(support).not.toContain('rel="preload"');
  });

  it('answers an unknown product with a 404 status (the app then goes back to the catalogue)', async () => {
    for (const url of ['/catalog/999999', '/catalog/does-not-exist', '/merch/999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('og:title');
    }
  });

  it('lists every product page in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const card of cards) {
      const section = card.kind === 'merch' || card.kind === 'gifted_card' ? 'merch' : 'catalog';
      expect(locs).toContain(`http://localhost:3000/${section}/${card.id}`);
    }
    expect(locs).toContain('http://localhost:3000/catalog');

    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });
});

describe('review media', () => {
  it('lists the seeded review clips and serves them with byte ranges so seeking works', async () => {
    const videos = (await get('/api/admin/review-videos/public')).json();
    expect(videos.length).toBeGreaterThanOrEqual(2);
    const filePath: string = videos[0].file_path;
    expect(filePath).toMatch(/^\/static\/reviews\//);

    const whole = readFileSync(path.join(assetsFolder, filePath.replace('/static/', '')));
    const full = await get(filePath);
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');

    const part = await get(filePath, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.compare(part.rawPayload, whole.subarray(100, 200))).toBe(0);

    const tail = await get(filePath, { range: `bytes=${whole.length - 10}-` });
    expect(tail.statusCode).toBe(206);
    expect(Buffer.compare(tail.rawPayload, whole.subarray(whole.length - 10))).toBe(0);

    const beyond = await get(filePath, { range: `bytes=${whole.length + 10}-` });
    expect(beyond.statusCode).toBe(416);
  });
});
