import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
// `@/x` is src/x (also in tsconfig.json's paths), for the client build, the SSR build and the tests.
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const backend = 'http://127.0.0.1:3000';
const proxy = { '/api': backend, '/static': backend };

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), firstPaintFirst(), ...(isSsrBuild ? [] : [precompressed()])],
  resolve: { alias },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // One stylesheet in index.html: a page the server painted is styled before any of its code arrives.
    cssCodeSplit: false,
    // Read by `npm run bench` (first-load JS).
    manifest: true,
    // Every browser the shop supports preloads modules itself (page JavaScript: the polyfill was in every
    // page's entry; a browser without modulepreload only loads the same chunks a moment later).
    modulePreload: { polyfill: false },
    // Fonts stay files: the CSP allows fonts from the shop's own origin only (no data: URLs).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // A feature's public entry (features/x/index.ts) only re-exports: its importers are linked to the modules
      // they use, so a page importing one thing of a feature does not pull the rest into its chunk (nor into
      // first-load JS).
      treeshake: { moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }] },
      ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: pageChunkGroups } } }),
    },
  },
  // The server's renderer (src/entry-server.tsx, built into dist-ssr by `vite build --ssr`) is one file
  // with its dependencies inside, so the server needs nothing from this package at run time.
  ssr: { noExternal: true, target: 'node' },
  // React's production build on the server too (Node does not set NODE_ENV for us).
  define: isSsrBuild
    ? { 'process.env.NODE_ENV': JSON.stringify(process.env.SSR_DEV ? 'development' : 'production') }
    : {},
  server: { proxy },
  preview: { proxy },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
}));

/**
 * Chunks that rolldown's automatic splitting cannot know every page loads anyway (page JavaScript,
 * docs/decisions/0005): it splits a module shared by two lazy chunks into a chunk of its own, and the shell's
 * parts and the pages share dozens of small ones, so a page came in 30 to 60 files, each compressed alone.
 * - vendor: React, react-dom, react-router and zustand, which every page runs (one file, not five).
 * - query: TanStack Query as every page uses it, with the shop's client (not the mutation and infinite-list
 *   hooks of a few pages, nor the hydration of the pages the server paints).
 * - shell: what the layout loads after the first paint on every page (cart and session sync, the footer's
 *   contacts, the site status watcher) with the small modules they share with the pages, the pages' frame
 *   (Page, PageHeader, Breadcrumbs) and what every storefront page shows (the catalogue's cards, product
 *   pictures, the stores); the account's and the admin's pages load a few kB of it they do not use.
 *   Only these modules (not their imports): the chunk must stay out of first-load JS, which `npm run bench`
 *   would show if the entry or start.tsx came to import one of them.
 * - checkout-page: checkout with the basket list it shares with the cart modal, one file instead of six (the
 *   cart modal, opened by a click, loads it too: checkout is its next step).
 * - orders: the fields, words and rules of orders, gift cards, contacts and consents that checkout, the
 *   orders page and the profile share (one file instead of twelve).
 */
const shellModules = [
  'app/layout/footer-contacts',
  'components/(breadcrumbs|page|page-header|toast)',
  'features/analytics/model/(leaving|track)',
  'features/auth/components/auth-sync',
  'features/cart/api/cart-api',
  'features/cart/components/cart-(notice|sync)',
  'features/cart/model/basket-(actions|items|options)',
  'features/contacts/api/get-contacts-info',
  'features/shell/api/get-site-status',
  'features/shell/components/site-status-watcher',
  'lib/(api-client|api-error|format|session-id|tokens)',
  'boxes/box-types',
  'cart/messages',
  'rules/(breadcrumbs|classification|plural-ru)',
  // The catalogue's cards, pictures and the stores' and courier's settings: every storefront page's.
  'components/(phone-bar|product-image)',
  'features/catalog-data/.*',
  'features/contacts/api/(get-delivery-settings|get-stores)',
  'rules/(card-builders|card-kinds|catalog-walk|dietary-tags|merch-variants|photo-files|prices|rating)',
];
const checkoutModules = [
  // Not api/get-delivery-times, which the admin's slots editor imports too.
  'features/checkout/(components/.*|model/.*|api/(create-order|get-account-consents))',
  'features/cart/components/basket-(list|row)',
  'features/cart/model/(gift-card-lines|quantity-choices|strings)',
  'rules/(checkout-rules|courier-zone|order-totals)',
];
const orderModules = [
  'components/text-field',
  'gift-cards/(messages|rules)',
  'legal/messages',
  'orders/messages',
  'rules/(cart-rules|contact-rules|delivery-dates|loyalty)',
  'lib/(use-now|use-window-width|visible-rows)',
];
const pageChunkGroups = [
  { name: 'vendor', test: /\/node_modules\/(react|react-dom|scheduler|react-router|zustand)\// },
  {
    name: 'query',
    test: (id: string) =>
      id.endsWith('/apps/web/src/lib/query-client.ts') ||
      (/\/node_modules\/@tanstack\/(query-core|react-query)\//.test(id) &&
        !/\/(hydration|useMutation|useInfiniteQuery|mutationObserver|infiniteQueryObserver|infiniteQueryOptions)\.js$/.test(
          id,
        )),
  },
  {
    name: 'shell',
    test: new RegExp(`/(apps/web|packages/shared)/src/(${shellModules.join('|')})\\.(tsx?|module\\.css)$`),
    includeDependenciesRecursively: false,
  },
  {
    name: 'checkout-page',
    test: new RegExp(`/(apps/web|packages/shared)/src/(${checkoutModules.join('|')})\\.(tsx?|module\\.css)$`),
    includeDependenciesRecursively: false,
  },
  {
    name: 'orders',
    test: new RegExp(`/(apps/web|packages/shared)/src/(${orderModules.join('|')})\\.(tsx?|module\\.css)$`),
    includeDependenciesRecursively: false,
  },
];

/**
 * The server paints catalogue pages (src/entry-server.tsx) and the app's code only takes them over (the
 * entry imports src/start.tsx after the first paint), so the first paint's needs come first: the fonts are
 * preloaded with the stylesheet rather than found after it is parsed, and the entry is fetched at low
 * priority.
 */
function firstPaintFirst(): Plugin {
  return {
    name: 'first-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle = {} }) {
        const fonts = Object.values(bundle).filter((file) => file.fileName.endsWith('.woff2'));
        return {
          html: html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
          tags: fonts.map((font) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/** Text files worth compressing; fonts and pictures are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of the client build's text files, `x.js.br` and `x.js.gz`
 * beside `x.js`, which the server sends to a browser that accepts them (@fastify/static's preCompressed):
 * the smallest encoding at no cost per request, where compressing on the fly would settle for brotli 4.
 * A copy that would save under 5 % is not written.
 */
function precompressed(): Plugin {
  return {
    name: 'precompressed',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = readFileSync(file);
        const copies = {
          br: brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz: gzipSync(content, { level: 9 }),
        };
        for (const [extension, compressed] of Object.entries(copies)) {
          if (compressed.length < content.length * 0.95) writeFileSync(`${file}.${extension}`, compressed);
        }
      }
    },
  };
}
