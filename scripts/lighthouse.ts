// Lighthouse (mobile, lighthouse 12, Debian chromium) against the built shop on a fresh data dir, one of
// whose products has real photos (12-megapixel phone JPEGs through the shop's own photo pipeline): the
// catalogue's pages for a guest, checkout for a guest with a cart, the profile and the orders of a signed-in
// customer with a paid order, and the admin's dashboard (bench-visitors.ts puts each visitor's session in
// local storage before the page loads).
//   node --import tsx scripts/lighthouse.ts [word…]   page JavaScript and Lighthouse alone (after
//   `npm run build`), on the pages whose path contains a word (all without one)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { productPhotos, products } from '../apps/server/src/db/schema/catalog.ts';
import { seedDatabase } from '../apps/server/src/db/seed/seed.ts';
import { phoneJpeg } from '../apps/server/src/modules/media/images.fixtures.ts';
import { PHOTO_WIDTHS, processPhoto } from '../apps/server/src/modules/media/images.ts';
import { hasNginx, Nginx } from '../apps/server/src/test/nginx.ts';
import { startBuiltServer } from '../e2e/built-server.ts';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { BENCH_ADMIN, type Storage, type VisitorKind, Visitors } from './bench-visitors.ts';
import { measurePageJs, type PageSpec, printPageJs, storefrontPages } from './page-js.ts';

/** The product given photos: a bar of the seed, beside the first product, which keeps its illustration. */
const PHOTO_PRODUCT = 'humblbar-salted-caramel';
const PHOTO_ALTS = ['Батончик «Солёная карамель» в разрезе', 'Батончик «Солёная карамель» в упаковке'];

/**
 * Seeds the data dir's database as the server would, then gives PHOTO_PRODUCT two 12-megapixel photos made
 * by the shop's pipeline (processPhoto) into DATA_DIR/media, as an admin's uploads would: the server starts
 * on it afterwards (the embedded database has one process at a time). Answers the product's id.
 */
export async function seedWithPhotos(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate(seedDatabase);
    const { db } = database;
    const [product] = await db.select().from(products).where(eq(products.slug, PHOTO_PRODUCT));
    if (!product) throw new Error(`no product ${PHOTO_PRODUCT} in the seed`);
    const mediaDir = path.join(dataDir, 'media');
    for (const [position, alt] of PHOTO_ALTS.entries()) {
      const original = path.join(dataDir, `upload-${position}.jpg`);
      writeFileSync(original, await phoneJpeg(4000, 3000));
      const photo = await processPhoto(original, {
        productsDir: path.join(mediaDir, 'products'),
        tmpDir: path.join(mediaDir, '.tmp'),
      });
      rmSync(original);
      await db.insert(productPhotos).values({ productId: product.id, position, alt, ...photo });
    }
    return product.id;
  } finally {
    await database.close();
  }
}

/** Runs per page: scores on a shared machine vary by several points from run to run. */
const RUNS = 3;

interface PageFigures {
  path: string;
  lcpElement: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

/** The shop `npm run bench` measures: the built server on a fresh data dir, nginx in front where there is one. */
export interface BenchShop {
  /** The Node server itself. */
  url: string;
  /** Through nginx with TLS and HTTP/2, as deployed; null without nginx. */
  deployedUrl: string | null;
  visitors: Visitors;
  /** The catalogue's first product (an illustration) and the one with photos. */
  productId: number;
  photographed: number;
  stop: () => Promise<void>;
}

export async function startBenchShop(): Promise<BenchShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
  const photographed = await seedWithPhotos(dataDir);
  const { url, child } = await startBuiltServer(dataDir, { env: { ADMIN_EMAILS: BENCH_ADMIN } });
  const proxy = hasNginx
    ? await new Nginx().start(
        `location / {
      proxy_pass ${url};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_http_version 1.1;
    }`,
        { tls: true },
      )
    : null;
  const groups = (await (await fetch(`${url}/api/products/grouped`)).json()) as {
    products: { id: number }[];
  }[];
  const productId = groups.flatMap((g) => g.products)[0]!.id;
  return {
    url,
    deployedUrl: proxy?.url ?? null,
    visitors: await Visitors.create(url, dataDir),
    productId,
    photographed,
    stop: async () => {
      await proxy?.stop();
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The local storage of `origin` in the audited browser: set to the visitor's before a run (Lighthouse clears
 * the cache and other storage, never local storage), read back after it (renewed tokens).
 */
async function originStorage(port: number, origin: string, set?: Storage): Promise<Storage> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    // A page of the origin that runs no script.
    await page.goto(`${origin}/robots.txt`);
    const stored = await page.evaluate((items) => {
      if (items) {
        localStorage.clear();
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }
      return Object.fromEntries(Object.entries(localStorage)) as Record<string, string>;
    }, set ?? null);
    await page.close();
    return stored;
  } finally {
    // Disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}

async function audit(
  url: string,
  port: number,
  visitor: VisitorKind,
  visitors: Visitors,
  attempt = 1,
): Promise<Omit<PageFigures, 'path'>> {
  const { origin } = new URL(url);
  await originStorage(port, origin, await visitors.storageOf(visitor));
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  visitors.keep(visitor, await originStorage(port, origin));
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  // Now and then a run loses its trace (NO_NAVSTART) and has no figures at all: run it again.
  if (result.lhr.runtimeError && attempt < 3) return audit(url, port, visitor, visitors, attempt + 1);
  const { audits, categories } = result.lhr;
  const requests =
    (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const lcpItems = (
    audits['largest-contentful-paint-element']?.details as {
      items?: { items?: { node?: { snippet?: string } }[] }[];
    }
  )?.items?.[0]?.items;
  return {
    lcpElement: lcpItems?.[0]?.node?.snippet?.slice(0, 90) ?? '?',
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKb: jsBytes / 1024,
  };
}

/** The median-score run of each page, at one origin. */
async function pageFigures(
  origin: string,
  pages: PageSpec[],
  port: number,
  visitors: Visitors,
): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const page of pages) {
    const runs: Omit<PageFigures, 'path'>[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await audit(`${origin}${page.path}`, port, page.visitor, visitors));
    }
    runs.sort((a, b) => a.score - b.score);
    figures.push({ path: page.path, ...runs[Math.floor(RUNS / 2)]! });
  }
  return figures;
}

function printFigures(title: string, figures: PageFigures[]): void {
  console.log(`\n${title}`);
  console.log('  page                      score   LCP ms   TBT ms   CLS     JS transferred');
  for (const f of figures) {
    console.log(
      `  ${f.path.padEnd(25)} ${String(f.score).padStart(5)} ${f.lcpMs.toFixed(0).padStart(8)} ${f.tbtMs
        .toFixed(0)
        .padStart(8)}   ${f.cls.toFixed(3)}   ${f.jsKb.toFixed(1)} kB`,
    );
  }
}

/** The pages Lighthouse audits, each with its visitor. */
export const auditedPages = ({ productId, photographed }: BenchShop): PageSpec[] => [
  { path: '/', visitor: 'guest' },
  { path: '/catalog', visitor: 'guest' },
  { path: `/catalog/${productId}`, visitor: 'guest' },
  { path: `/catalog/${photographed}`, visitor: 'guest' },
  { path: '/check_out_page', visitor: 'cart' },
  { path: '/personalAccount', visitor: 'customer' },
  { path: '/personalAccount/orders', visitor: 'customer' },
  { path: '/admin', visitor: 'admin' },
];

/**
 * Lighthouse on the shop as it is deployed (README, Deploy: behind a TLS-terminating proxy, here Debian's
 * nginx with HTTP/2 and a self-signed certificate), which the budgets are for, and on the Node server
 * itself (plain HTTP/1.1, six connections a page), for comparison. Without nginx, the second only.
 * `only` narrows the pages to those whose path contains one of its words.
 */
export async function lighthouseFigures(shop: BenchShop, only: string[] = []): Promise<void> {
  const pages = auditedPages(shop).filter(
    (page) => only.length === 0 || only.some((word) => page.path.includes(word)),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    // The proxy's certificate is self-signed.
    chromeFlags: [...chromiumLaunchOptions.args, '--ignore-certificate-errors'],
  });
  try {
    const settings = `Lighthouse 12, mobile (simulated slow 4G, 4× CPU slowdown), built shop on a fresh data dir; the run with the median score of ${RUNS}`;
    const { deployedUrl, visitors, photographed } = shop;
    const deployed = deployedUrl ? await pageFigures(deployedUrl, pages, chrome.port, visitors) : null;
    const direct = await pageFigures(shop.url, pages, chrome.port, visitors);
    if (deployed) printFigures(`${settings}\n  as deployed: behind nginx (TLS, HTTP/2)`, deployed);
    printFigures(`${deployed ? '' : `${settings}\n`}  the Node server itself (HTTP/1.1, no proxy)`, direct);
    console.log(
      `  /catalog/${photographed} shows two 12-megapixel photos (AVIF/WebP/JPEG in ${PHOTO_WIDTHS[0]}–${PHOTO_WIDTHS.at(-1)} px);` +
        ' checkout: a guest with two products in the cart; profile and orders: a customer with a paid order;' +
        ' /admin: an admin',
    );
    console.log(
      '  budgets (as deployed): score ≥ 95 (product page with photos: LCP ≤ 2.0 s), CLS ≤ 0.02, first-load JS ≤ 110 kB',
    );
    for (const f of deployed ?? direct) console.log(`  LCP element on ${f.path}: ${f.lcpElement}`);
  } finally {
    chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const shop = await startBenchShop();
  try {
    printPageJs(await measurePageJs(shop.url, storefrontPages(shop.productId), shop.visitors));
    await lighthouseFigures(shop, process.argv.slice(2));
  } finally {
    await shop.stop();
  }
}
