// Page JavaScript: everything a cold storefront page loads until it is idle — the entry, the app, the page's
// chunk and whatever the page then imports, preloads or prefetches by itself — as the bytes of gzip -9 (the
// `.gz` copies the server sends a browser accepting gzip; brotli beside it). Read in Debian's chromium with
// an empty cache: every response whose content type is JavaScript, from the navigation until the network
// has been quiet for QUIET_MS, on a phone's and a laptop's viewport (the larger counts).
//   node --import tsx scripts/page-js.ts URL DATA_DIR   (a demo shop with ADMIN_EMAILS=admin@bench.test)
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { type VisitorKind, Visitors } from './bench-visitors.ts';

/** The budget of issue 23 (gzip). */
export const PAGE_JS_BUDGET_KB = 130;
const QUIET_MS = 2000;

/** Lighthouse's phone (moto g power) and a laptop. */
const viewports = [
  {
    name: 'phone',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  {
    name: 'laptop',
    viewport: { width: 1350, height: 940 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
];

export interface PageSpec {
  path: string;
  visitor: VisitorKind;
}

export interface ScriptFile {
  file: string;
  gzip: number;
  brotli: number;
}

export interface PageJs extends PageSpec {
  viewport: string;
  files: ScriptFile[];
  gzip: number;
  brotli: number;
}

/** The storefront's main pages: the main page, the catalogue, a product and checkout with a cart. */
export const storefrontPages = (productId: number): PageSpec[] => [
  { path: '/', visitor: 'guest' },
  { path: '/catalog', visitor: 'guest' },
  { path: `/catalog/${productId}`, visitor: 'guest' },
  { path: '/check_out_page', visitor: 'cart' },
];

async function loadOnce(
  browser: Browser,
  origin: string,
  page: PageSpec,
  visitors: Visitors,
  device: (typeof viewports)[number],
): Promise<PageJs> {
  const { name, ...options } = device;
  const context = await browser.newContext({ ...options, locale: 'ru-RU', ignoreHTTPSErrors: true });
  try {
    const tab = await context.newPage();
    // The visitor's storage, put there from a page of the origin that runs no script.
    await tab.goto(`${origin}/robots.txt`);
    await tab.evaluate(
      (items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      },
      await visitors.storageOf(page.visitor),
    );

    let inFlight = 0;
    let lastActivity = Date.now();
    const scripts: Response[] = [];
    tab.on('request', () => {
      inFlight++;
      lastActivity = Date.now();
    });
    const settled = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    tab.on('requestfinished', settled);
    tab.on('requestfailed', settled);
    tab.on('response', (response) => {
      if (/javascript/.test(response.headers()['content-type'] ?? '')) scripts.push(response);
    });
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' });
    const deadline = Date.now() + 30_000;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${page.path} never went quiet`);
      await tab.waitForTimeout(100);
    }
    visitors.keep(
      page.visitor,
      await tab.evaluate(() => Object.fromEntries(Object.entries(localStorage)) as Record<string, string>),
    );
    const files: ScriptFile[] = [];
    for (const response of scripts) {
      const body = await response.body();
      files.push({
        file: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
      });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const sum = (key: 'gzip' | 'brotli') => files.reduce((total, f) => total + f[key], 0);
    return { ...page, viewport: name, files, gzip: sum('gzip'), brotli: sum('brotli') };
  } finally {
    await context.close();
  }
}

/** Each page on each viewport; the larger of the two per page. */
export async function measurePageJs(
  origin: string,
  pages: PageSpec[],
  visitors: Visitors,
): Promise<PageJs[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const figures: PageJs[] = [];
    for (const page of pages) {
      const each: PageJs[] = [];
      for (const device of viewports) each.push(await loadOnce(browser, origin, page, visitors, device));
      figures.push(each.sort((a, b) => b.gzip - a.gzip)[0]!);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function printPageJs(figures: PageJs[], { files = false } = {}): void {
  console.log(
    `\nPage JavaScript (every script a cold page loads until the network is quiet for ${QUIET_MS / 1000} s;` +
      ' gzip -9, brotli 11 beside it)',
  );
  for (const f of figures) {
    console.log(
      `  ${f.path.padEnd(18)} ${f.visitor.padEnd(8)} ${kb(f.gzip).padStart(9)} gzip  ${kb(f.brotli).padStart(9)} br` +
        `   ${f.files.length} files (${f.viewport})`,
    );
    if (files) for (const file of f.files) console.log(`      ${file.file.padEnd(44)} ${kb(file.gzip)}`);
  }
  const largest = figures.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(`  largest ${kb(largest.gzip)} on ${largest.path} (budget ≤ ${PAGE_JS_BUDGET_KB} kB gzip)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, dataDir] = process.argv.slice(2);
  if (!origin || !dataDir) throw new Error('usage: page-js.ts URL DATA_DIR');
  const visitors = await Visitors.create(origin, dataDir);
  const groups = (await (await fetch(`${origin}/api/products/grouped`)).json()) as {
    products: { id: number }[];
  }[];
  const pages: PageSpec[] = [
    ...storefrontPages(groups.flatMap((g) => g.products)[0]!.id),
    { path: '/personalAccount', visitor: 'customer' },
    { path: '/personalAccount/orders', visitor: 'customer' },
    { path: '/admin', visitor: 'admin' },
  ];
  printPageJs(await measurePageJs(origin, pages, visitors), { files: true });
}
