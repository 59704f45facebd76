import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Card } from '@shop/shared/rules/cards';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogCards } from '../../test/test-shop.ts';
import { productPagePath } from '../catalog/product-pages.ts';
import { addProduct, fakeWebDist, structuredDataOf } from './storefront-fixtures.ts';
import { openingHoursOf, postalAddressOf } from './structured-data.ts';

// schema.org structured data of the server-painted pages (docs/product/catalogue.md#structured-data), read
// from the real pages the way a search engine reads them, against Google's rich-result requirements: Product
// snippets and merchant listings, BreadcrumbList, Organization with its stores (LocalBusiness).

const PUBLIC_URL = 'https://humbl.example';
const web = fakeWebDist();
let t: TestApp;
let cards: Card[];
const photoKey = 'a'.repeat(32);
const ids = { photographed: 0, hostile: 0, soldOut: 0 };
const hostileName = 'Брауни </script><script>alert(1)</script> <!-- & "кавычки" $& \u2028';

beforeAll(async () => {
  t = await createTestApp({ webDist: web.webDist, env: { PUBLIC_URL } });
  ids.photographed = await addProduct(t, {
    name: 'humblbar Фисташка',
    groupSlug: 'humblbar',
    description: 'Фисташковая начинка в тёмном шоколаде.',
    weight: 50,
    photos: [
      { key: photoKey, alt: 'Батончик в разрезе', widths: [320, 640, 960, 1440] },
      { key: 'b'.repeat(32), alt: 'Упаковка', widths: [320, 640] },
    ],
  });
  ids.hostile = await addProduct(t, {
    name: hostileName,
    groupSlug: 'humblpie',
    imageUrls: ['/static/products/pie-brownie-classic.svg'],
  });
  ids.soldOut = await addProduct(t, {
    name: 'humblbar Закончился',
    groupSlug: 'humblbar',
    quantity: 0,
    imageUrls: ['/static/products/bar-coconut.svg'],
  });
  cards = await catalogCards(t);
});
afterAll(async () => {
  await t?.close();
  web.remove();
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, html: res.body, blocks: structuredDataOf(res.body) };
};
const cardOf = (id: number | string) => cards.find((card) => card.id === String(id))!;
const absoluteUrl = expect.stringMatching(/^https:\/\/humbl\.example\//);
const ofType = (blocks: Record<string, unknown>[], type: string) =>
  blocks.filter((block) => block['@type'] === type);

/** Google: Product snippets need name and offers; merchant listings name, image, offers with price and currency. */
function expectProductRichResult(product: Record<string, unknown>, card: Card) {
  const url = `${PUBLIC_URL}${productPagePath(card)}`;
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: card.title,
    sku: card.id,
    brand: { '@type': 'Brand', name: 'humbl' },
    offers: {
      '@type': 'Offer',
      url,
      price: card.price.current,
      priceCurrency: 'RUB',
      itemCondition: 'https://schema.org/NewCondition',
    },
  });
  expect(String(product.description).length).toBeGreaterThan(0);
  const offer = product.offers as Record<string, unknown>;
  expect(offer.price).toBeGreaterThan(0);
  expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(offer.availability);
  expect(product.image).toEqual(expect.arrayContaining([absoluteUrl]));
  expect((product.image as string[]).length).toBeGreaterThan(0);
}

/** Google: at least two ListItems, each with position (1, 2, …), name and item (an absolute URL). */
function expectBreadcrumbs(list: Record<string, unknown>, names: string[], paths: string[]) {
  expect(list['@context']).toBe('https://schema.org');
  const items = list.itemListElement as Record<string, unknown>[];
  expect(items.map((item) => item['@type'])).toEqual(names.map(() => 'ListItem'));
  expect(items.map((item) => item.position)).toEqual(names.map((_, i) => i + 1));
  expect(items.map((item) => item.name)).toEqual(names);
  expect(items.map((item) => item.item)).toEqual(paths.map((path) => `${PUBLIC_URL}${path}`));
}

describe('a product page’s structured data', () => {
  it('carries the Product with its Offer and the BreadcrumbList of a seeded bar, pictures as JPEG twins', async () => {
    const bar = cards.find((card) => card.kind === 'regular' && card.subcategoryType === 'Bars')!;
    const { res, blocks } = await page(productPagePath(bar));
    expect(res.statusCode).toBe(200);
    expect(blocks.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
    const [product, breadcrumbs] = blocks;
    expectProductRichResult(product!, bar);
    expect(product!.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
    expectBreadcrumbs(
      breadcrumbs!,
      ['Главная', 'Каталог', bar.title],
      ['/', '/catalog', productPagePath(bar)],
    );
    // Search engines show no SVG: the illustration's 1200×630 JPEG twin, which the shop serves.
    const images = product!.image as string[];
    expect(images).toEqual([
      expect.stringMatching(/^https:\/\/humbl\.example\/static\/products\/share\/.+\.jpg$/),
    ]);
    const picture = await t.app.inject({ method: 'GET', url: new URL(images[0]!).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('names a product’s photos by their largest JPEG; its link preview is the main photo’s share JPEG', async () => {
    const card = cardOf(ids.photographed);
    const { html, blocks } = await page(productPagePath(card));
    const [product] = ofType(blocks, 'Product');
    expectProductRichResult(product!, card);
    expect(product!.image).toEqual([
      `${PUBLIC_URL}/media/products/${photoKey}-1440.jpg`,
      `${PUBLIC_URL}/media/products/${'b'.repeat(32)}-640.jpg`,
    ]);
    expect(product!.weight).toEqual({ '@type': 'QuantitativeValue', value: 50, unitCode: 'GRM' });
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/media/products/${photoKey}-share.jpg" />`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
  });

  it('names PUBLIC_URL in every absolute address whatever Host and X-Forwarded-* a proxy passes on', async () => {
    const card = cardOf(ids.photographed);
    const forged = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '203.0.113.9',
    };
    for (const url of [productPagePath(card), '/', '/sitemap.xml']) {
      const res = await t.app.inject({ method: 'GET', url, headers: forged });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('evil.example');
      expect(res.body, url).toContain(`${PUBLIC_URL}/`);
    }
    const { blocks } = await page(productPagePath(card));
    const forgedPage = await t.app.inject({ method: 'GET', url: productPagePath(card), headers: forged });
    expect(structuredDataOf(forgedPage.body)).toEqual(blocks);
  });

  it('preloads the main photo the way its <picture> will choose it when the server does not paint the page', async () => {
    const { html } = await page(productPagePath(cardOf(ids.photographed)));
    const preload =
      /<link rel="preload" href="([^"]+)" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" type="image\/avif" fetchpriority="high" \/>/.exec(
        html,
      );
    expect(preload?.[1]).toBe(`/media/products/${photoKey}-640.avif`);
    expect(preload?.[2]).toBe(
      [320, 640, 960, 1440].map((w) => `/media/products/${photoKey}-${w}.avif ${w}w`).join(', '),
    );
    expect(preload?.[3]).toMatch(/^\(min-width: 992px\)/);
  });

  it('keeps a name with </script> inside its block: escaped in the HTML, exact when parsed', async () => {
    const card = cardOf(ids.hostile);
    const { html, blocks } = await page(productPagePath(card));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- &');
    // Two data blocks and nothing else that looks like a script.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const [product, breadcrumbs] = blocks;
    expect(product!.name).toBe(hostileName);
    expectProductRichResult(product!, card);
    expect((breadcrumbs!.itemListElement as { name: string }[])[2]!.name).toBe(hostileName);
    // A '$&' is text, never a replacement pattern of the page's assembly.
    expect(html).toContain(`<title>Брауни &lt;/script&gt;`);
    expect(html).toContain('$&amp;');
  });

  it('says OutOfStock when there is no stock', async () => {
    const { blocks } = await page(productPagePath(cardOf(ids.soldOut)));
    expect(ofType(blocks, 'Product')[0]!.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('puts merch under Мерч, and a custom box under Каталог with its box price', async () => {
    const merch = cards.find((card) => card.kind === 'merch')!;
    const merchPage = await page(productPagePath(merch));
    expectProductRichResult(ofType(merchPage.blocks, 'Product')[0]!, merch);
    expectBreadcrumbs(
      ofType(merchPage.blocks, 'BreadcrumbList')[0]!,
      ['Главная', 'Мерч', merch.title],
      ['/', '/merch', productPagePath(merch)],
    );
    const box = cards.find((card) => card.kind === 'box')!;
    const boxPage = await page(productPagePath(box));
    expectProductRichResult(ofType(boxPage.blocks, 'Product')[0]!, box);
    const gift = cards.find((card) => card.kind === 'gifted_card')!;
    expectProductRichResult(ofType((await page(productPagePath(gift))).blocks, 'Product')[0]!, gift);
  });

  it('is not on other pages, nor on an unknown product’s', async () => {
    for (const url of ['/catalog', '/merch', '/contacts', '/catalog/999999', '/personalAccount']) {
      expect((await page(url)).blocks, url).toEqual([]);
    }
  });
});

describe('the main page’s structured data', () => {
  it('is the Organization: name, url, logo, contacts, social links and the three stores', async () => {
    const { blocks, res } = await page('/');
    expect(res.statusCode).toBe(200);
    expect(blocks).toHaveLength(1);
    const organization = blocks[0]!;
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'humbl',
      url: `${PUBLIC_URL}/`,
      logo: `${PUBLIC_URL}/static/brand/logo.png`,
      email: 'hello@humbl.ru',
      telephone: '+7 (812) 555-01-23',
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: '+7 (812) 555-01-23',
          email: 'hello@humbl.ru',
        },
      ],
      sameAs: ['https://vk.com/humbl', 'https://t.me/humbl'],
    });
    const stores = organization.department as Record<string, unknown>[];
    expect(stores).toHaveLength(3);
    for (const store of stores) {
      // LocalBusiness: name and address required; telephone, opening hours, url and image recommended.
      expect(store).toMatchObject({
        '@type': 'Store',
        name: expect.stringMatching(/^humbl на /),
        telephone: expect.stringMatching(/^\+7 /),
        url: `${PUBLIC_URL}/contacts`,
        image: absoluteUrl,
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Санкт-Петербург',
          addressCountry: 'RU',
          streetAddress: expect.not.stringMatching(/Санкт-Петербург|\(м\./),
        },
      });
      for (const hours of store.openingHours as string[]) {
        expect(hours).toMatch(/^(Mo|Tu|We|Th|Fr|Sa|Su)([-,](Mo|Tu|We|Th|Fr|Sa|Su))* \d\d:\d\d-\d\d:\d\d$/);
      }
    }
    expect(stores.map((store) => store.openingHours)).toEqual([
      ['Mo-Su 08:00-22:00'],
      ['Mo-Fr 08:00-21:00', 'Sa-Su 10:00-21:00'],
      ['Mo-Su 09:00-21:00'],
    ]);
    expect(stores[0]!.address).toMatchObject({ streetAddress: 'ул. Рубинштейна, 15/17' });
  });

  it('names a logo the shop serves: a PNG of at least 112 × 112 pixels (Google’s minimum)', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/static/brand/logo.png' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const { width, height } = await sharp(logo.rawPayload).metadata();
    expect(width).toBeGreaterThanOrEqual(112);
    expect(height).toBe(width);
  });

  it('needs no change to the CSP: a data block is not a script (script-src stays self)', async () => {
    const { res } = await page('/');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
  });
});

describe('reading the shop’s own words', () => {
  it('turns store hours into schema.org openingHours, and claims none it cannot read', () => {
    expect(openingHoursOf('Ежедневно 08:00–22:00')).toEqual(['Mo-Su 08:00-22:00']);
    expect(openingHoursOf('Пн–Пт 08:00–21:00, Сб–Вс 10:00–21:00')).toEqual([
      'Mo-Fr 08:00-21:00',
      'Sa-Su 10:00-21:00',
    ]);
    expect(openingHoursOf('Пн, Ср, Пт 9.00-18.00; Сб 10-16')).toEqual([
      'Mo,We,Fr 09:00-18:00',
      'Sa 10:00-16:00',
    ]);
    expect(openingHoursOf('Круглосуточно')).toEqual(['Mo-Su 00:00-23:59']);
    expect(openingHoursOf('10–21')).toEqual(['Mo-Su 10:00-21:00']);
    expect(openingHoursOf('по договорённости')).toEqual([]);
    expect(openingHoursOf('Пн–Пт 99:00–21:00')).toEqual([]);
  });

  it('reads a store address into a PostalAddress, the metro station left out', () => {
    expect(postalAddressOf('Санкт-Петербург, Большой проспект П.С., 61 (м. Петроградская)')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Большой проспект П.С., 61',
      addressLocality: 'Санкт-Петербург',
      addressCountry: 'RU',
    });
    expect(postalAddressOf('ул. Ленина, 1')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'ул. Ленина, 1',
      addressCountry: 'RU',
    });
  });
});
