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
    // Fonts stay files: the CSP allows fonts from the shop's own origin only (no data: URLs).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // A feature's public entry (features/x/index.ts) only re-exports: its importers are linked to the modules
      // they use, so a page importing one thing of a feature does not pull the rest into its chunk (nor into
      // first-load JS).
      treeshake: { moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }] },
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
