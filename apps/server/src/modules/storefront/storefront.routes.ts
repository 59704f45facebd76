import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isKnownPagePath } from '@shop/shared/storefront/page-paths';
import { assetsFolder } from '../../lib/server-root.ts';
import type { Card } from '@shop/shared/rules/cards';
import {
  PHOTO_SIZES,
  PHOTO_TYPES,
  photoFile,
  photoSrcSet,
  photoWidthFor,
} from '@shop/shared/rules/photo-files';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { cardForPath, productPageMeta } from '../catalog/product-pages.ts';
import type { ContentService } from '../content/content.service.ts';
import { IndexHtml, type Preload } from './index-html.ts';
import { loadPageRenderer, type RenderedPage } from './page-renderer.ts';
import { registerSeoFiles } from './seo-files.ts';
import { pageStructuredData } from './structured-data-of-page.ts';

const YEAR = 31_536_000;
const DAY = 86_400;

interface StorefrontOptions {
  /** The built storefront (apps/web/dist); null serves the API and illustrations only. */
  webDist: string | null;
  publicUrl: string;
  catalog: CatalogService;
  /** The contacts and stores the main page's structured data names. */
  content: ContentService;
  /** A demo says so on every page. */
  demo: boolean;
  /** The Yandex Metrica counter every page names (the storefront asks the visitor before loading it). */
  metrikaId?: string | undefined;
}

/**
 * Serves the built storefront: hashed /assets/* cached for a year, index.html never cached, the project's
 * own illustrations and media under /static/* (with HTTP Range), robots.txt and sitemap.xml. Every page
 * address gets index.html (history fallback); product pages carry their product's meta tags, and unknown
 * pages or products answer with a 404 status (the app still renders its 404 screen or redirect).
 */
export const storefrontRoutes = (options: StorefrontOptions): FastifyPluginAsync => {
  const plugin: FastifyPluginAsync = (app) => registerStorefront(app, options);
  // The app's own context, not one of the plugin's (Fastify's skip-override, what fastify-plugin sets): the
  // not-found handler set here answers every unknown path, and the page renderer calls the whole app.
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
};

async function registerStorefront(app: FastifyInstance, options: StorefrontOptions): Promise<void> {
  const { webDist, publicUrl, catalog, content, demo, metrikaId } = options;
  await app.register(fastifyStatic, {
    root: assetsFolder,
    prefix: '/static/',
    decorateReply: false,
    wildcard: true,
    maxAge: DAY * 1000,
  });
  registerSeoFiles(app, { publicUrl, catalog });

  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // The build writes x.js.br and x.js.gz beside x.js (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      index: false,
      cacheControl: false,
      decorateReply: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? `public, max-age=${YEAR}, immutable` : `public, max-age=${DAY}`,
        );
        // One URL, several encodings (preCompressed): a shared cache keeps them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const indexHtml = hasWeb ? new IndexHtml(webDist, demo, metrikaId) : null;
  const renderPage = hasWeb ? await loadPageRenderer(app, webDist) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.code(404).send({ detail: `Не найдено: ${request.method} ${pathname}` });
  });
  if (!indexHtml) return;

  // A route rather than the not-found handler: routes get the compression and hooks every answer has.
  // Pages, not API: left out of the OpenAPI document.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isClientRoute(pathname)) return reply.callNotFound();
    const snapshot = await catalog.groupedSnapshot();
    const card = cardForPath(snapshot.cards, pathname);
    const status = card === null || (card === undefined && !isKnownPagePath(pathname)) ? 404 : 200;
    const [page, structuredData] =
      status === 200
        ? await Promise.all([
            renderedPage(request),
            pageStructuredData({ pathname, card, content, publicUrl, log: request.log }),
          ])
        : [null, []];
    const html = indexHtml.render({
      meta: card ? productPageMeta(card, publicUrl) : undefined,
      preloads:
        status === 200 && !page
          ? pagePreloads(
              pathname,
              card ? mainPicture(card) : pathname === '/' ? snapshot.heroImage : undefined,
            )
          : [],
      page,
      structuredData,
    });
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  async function renderedPage(request: FastifyRequest): Promise<RenderedPage | null> {
    if (!renderPage) return null;
    try {
      return await renderPage(new URL(request.url, publicUrl));
    } catch (error) {
      // The app paints the page in the browser instead.
      request.log.error({ err: error }, 'server rendering failed');
      return null;
    }
  }
}

/**
 * Pages that show the catalogue fetch it at once with the HTML instead of after the app's code, and the
 * main and product pages their largest picture (Lighthouse's LCP element), so the first paint waits for
 * one round trip fewer.
 */
/** `image`: the page's largest picture, if it has one worth fetching early. */
function pagePreloads(pathname: string, image: Omit<Preload, 'as'> | string | undefined): Preload[] {
  const section = pathname.split('/')[1] ?? '';
  if (section !== '' && section !== 'catalog' && section !== 'merch') return [];
  const preloads: Preload[] = [{ href: '/api/products/grouped', as: 'fetch' }];
  if (typeof image === 'string') preloads.push({ href: image, as: 'image' });
  else if (image) preloads.push({ ...image, as: 'image' });
  return preloads;
}

/**
 * A product page's large picture: its main photo in AVIF at the widths and `sizes` the gallery shows it with
 * (the same choice the page's <picture> makes), else its illustration.
 */
function mainPicture(card: Card): Omit<Preload, 'as'> | string | undefined {
  const photo = card.photos?.[0];
  if (!photo || photo.widths.length === 0) return card.images[0];
  return {
    href: photoFile(photo, photoWidthFor(photo, 640), 'avif'),
    imageSrcSet: photoSrcSet(photo, 'avif'),
    imageSizes: PHOTO_SIZES.productMain,
    type: PHOTO_TYPES.avif,
  };
}

/** Client routes get index.html; a missing API path, asset or file gets a JSON 404 instead. */
function isClientRoute(pathname: string): boolean {
  if (/^\/(api|static|assets)(\/|$)/.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(last);
}
