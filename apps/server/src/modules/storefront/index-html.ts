import { isShareImage, SHARE_IMAGE } from '@shop/shared/rules/share-image';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderedPage } from './page-renderer.ts';

/** What a page tells search engines and messenger previews before any JavaScript runs. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the preview image. */
  image?: string;
  /** Whole rubles. */
  price?: number;
  type?: 'website' | 'product';
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** What the browser should fetch at once, before the app asks for it (the page's data and largest image). */
export interface Preload {
  href: string;
  as: 'fetch' | 'image';
  /** A photo's widths in one format and how wide the page shows it: the browser picks what <picture> will. */
  imageSrcSet?: string;
  imageSizes?: string;
  /** The format of imageSrcSet (a browser that cannot show it skips the preload). */
  type?: string;
}

function preloadTag({ href, as, imageSrcSet, imageSizes, type }: Preload): string {
  if (as === 'fetch')
    return `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous" />`;
  const attributes = [
    'rel="preload"',
    `href="${escapeHtml(href)}"`,
    'as="image"',
    ...(imageSrcSet ? [`imagesrcset="${escapeHtml(imageSrcSet)}"`] : []),
    ...(imageSizes ? [`imagesizes="${escapeHtml(imageSizes)}"`] : []),
    ...(type ? [`type="${escapeHtml(type)}"`] : []),
    'fetchpriority="high"',
  ];
  return `<link ${attributes.join(' ')} />`;
}

/**
 * schema.org data blocks (structured-data.ts): JSON text whose '<' is escaped already (jsonLdText), so it
 * cannot end its element. A data block is not a script the browser runs: the CSP has nothing to allow.
 */
const structuredDataTag = (json: string) => `<script type="application/ld+json">${json}</script>`;

/** What a demo shop shows above every page. */
export const DEMO_BANNER =
  '<p class="demo-banner" role="note"><strong>Демо-режим: деньги не списываются</strong> ' +
  '<span>Коды входа и письма — в терминале, где запущен магазин.</span></p>';

/**
 * Names the shop's Yandex Metrica counter to the storefront, which asks the visitor before loading it
 * (features/analytics, docs/product/personal-data.md). The counter id is public: the counter sends it anyway.
 */
export const metrikaMeta = (id: string) => `<meta name="yandex-metrika" content="${escapeHtml(id)}" />`;

/** The built index.html, read once; each page gets a copy with its meta tags and preloads filled in. */
export class IndexHtml {
  private readonly plain: string;

  /**
   * `demo`: every page opens with the demo banner (DEMO=true), outside the app so nothing can hide it.
   * `metrikaId`: every page names the Metrica counter (YANDEX_METRIKA_ID); without it, nothing is added.
   */
  constructor(webDist: string, demo = false, metrikaId?: string) {
    let html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    if (demo) html = html.replace('<body>', `<body>\n    ${DEMO_BANNER}`);
    if (metrikaId !== undefined)
      html = html.replace('</head>', () => `  ${metrikaMeta(metrikaId)}\n  </head>`);
    this.plain = html;
  }

  render({
    meta,
    preloads = [],
    page,
    structuredData = [],
  }: {
    meta?: PageMeta | undefined;
    preloads?: Preload[];
    /** The page painted by the server renderer; without it the app paints the page in the browser. */
    page?: RenderedPage | null;
    /** The page's schema.org blocks, each as jsonLdText made it. */
    structuredData?: readonly string[];
  }): string {
    let html = this.plain;
    if (meta) html = withMeta(html, meta);
    const head = preloads.map(preloadTag);
    if (page) {
      const { hoisted, body } = splitHoisted(page.html);
      for (const tag of hoisted) {
        if (tag.startsWith('<title>')) {
          // The product's own title (withMeta) is the one search engines should see.
          if (!meta) html = html.replace(/<title>[^<]*<\/title>/, () => tag);
        } else if (!head.some((known) => known.includes(hrefOf(tag)))) {
          head.push(tag);
        }
      }
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${body}</div>\n    <script id="page-data" type="application/json">${page.data}</script>`,
      );
    }
    head.push(...structuredData.map(structuredDataTag));
    if (head.length === 0) return html;
    // Replacer functions throughout: a '$&' or "$'" in a product's text is text, never a replacement pattern.
    return html.replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`);
  }
}

/**
 * React renders a page's <title> and image preloads ahead of its markup (they belong in <head>, where the
 * browser keeps them when it takes over the page).
 */
function splitHoisted(html: string): { hoisted: string[]; body: string } {
  const hoisted: string[] = [];
  let rest = html;
  for (;;) {
    const tag = /^(<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)/.exec(rest)?.[0];
    if (!tag) return { hoisted, body: rest };
    hoisted.push(tag);
    rest = rest.slice(tag.length);
  }
}

const hrefOf = (tag: string) => /href="([^"]*)"/.exec(tag)?.[1] ?? tag;

/** og:image with its size and type when it is one of the shop's share pictures (messengers lay out early). */
function imageTags(image: string, alt: string): string[] {
  const tags = [
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(alt)}" />`,
  ];
  if (!isShareImage(image)) return tags;
  return [
    ...tags,
    `<meta property="og:image:type" content="${SHARE_IMAGE.type}" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
}

function withMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="humbl" />`,
    `<meta property="og:locale" content="ru_RU" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? imageTags(meta.image, meta.title) : []),
    ...(meta.price === undefined
      ? []
      : [
          `<meta property="product:price:amount" content="${meta.price}" />`,
          `<meta property="product:price:currency" content="RUB" />`,
        ]),
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
