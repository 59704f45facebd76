import type { FastifyInstance } from 'fastify';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { productPagePath } from '../catalog/product-pages.ts';

/** Pages worth indexing besides the products; account, checkout and admin pages are not. */
const publicPages = [
  '/',
  '/catalog',
  '/catalog/customBox',
  '/merch',
  '/contacts',
  '/support',
  '/support/pay',
  '/support/back',
  '/support/sert',
  '/political',
];

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function registerSeoFiles(
  app: FastifyInstance,
  { publicUrl, catalog }: { publicUrl: string; catalog: CatalogService },
): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /personalAccount',
      'Disallow: /check_out_page',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { cards } = await catalog.groupedSnapshot();
    const paths = [...publicPages, ...cards.map(productPagePath)];
    const urls = paths.map((p) => `  <url><loc>${escapeXml(`${publicUrl}${p}`)}</loc></url>`);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
    ].join('\n');
    // Asked again every time (it is made from the cached catalogue): a new product is listed at once, an
    // archived one gone at once, even behind a shared cache.
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });
}
