import { readFileSync } from 'node:fs';
import path from 'node:path';

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

/** The built index.html, read once; pages with their own meta get a copy with it filled in. */
export class IndexHtml {
  readonly plain: string;

  constructor(webDist: string) {
    this.plain = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  }

  render(meta: PageMeta): string {
    const tags = [
      `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
      `<meta property="og:site_name" content="humbl" />`,
      `<meta property="og:locale" content="ru_RU" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
      `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
      ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
      ...(meta.price === undefined
        ? []
        : [
            `<meta property="product:price:amount" content="${meta.price}" />`,
            `<meta property="product:price:currency" content="RUB" />`,
          ]),
    ].join('\n    ');
    return this.plain
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta\s+name="description"[^>]*>/,
        `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      )
      .replace('</head>', `    ${tags}\n  </head>`);
  }
}
