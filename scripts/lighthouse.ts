// Lighthouse (mobile, lighthouse 12, Debian chromium) against the built shop on a fresh data dir, one of
// whose products has real photos (12-megapixel phone JPEGs through the shop's own photo pipeline).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { productPhotos, products } from '../apps/server/src/db/schema/catalog.ts';
import { seedDatabase } from '../apps/server/src/db/seed/seed.ts';
import { phoneJpeg } from '../apps/server/src/modules/media/images.fixtures.ts';
import { processPhoto } from '../apps/server/src/modules/media/images.ts';
import { startBuiltServer } from '../e2e/built-server.ts';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';

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

async function audit(url: string, port: number, attempt = 1): Promise<Omit<PageFigures, 'path'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  // Now and then a run loses its trace (NO_NAVSTART) and has no figures at all: run it again.
  if (result.lhr.runtimeError && attempt < 3) return audit(url, port, attempt + 1);
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

export async function lighthouseFigures(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
  const photographed = await seedWithPhotos(dataDir);
  const { url, child } = await startBuiltServer(dataDir);
  // The product page audited is the catalogue's first product.
  const groups = (await (await fetch(`${url}/api/products/grouped`)).json()) as {
    products: { id: number }[];
  }[];
  const productId = groups.flatMap((g) => g.products)[0]?.id;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  try {
    const figures: PageFigures[] = [];
    for (const page of ['/', '/catalog', `/catalog/${productId}`, `/catalog/${photographed}`]) {
      const runs: Omit<PageFigures, 'path'>[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${url}${page}`, chrome.port));
      runs.sort((a, b) => a.score - b.score);
      figures.push({ path: page, ...runs[Math.floor(RUNS / 2)]! });
    }
    console.log(
      `\nLighthouse 12, mobile (simulated slow 4G, 4× CPU slowdown), built shop on a fresh data dir; the run with the median score of ${RUNS}`,
    );
    console.log('  page            score   LCP ms   TBT ms   CLS     JS transferred');
    for (const f of figures) {
      console.log(
        `  ${f.path.padEnd(15)} ${String(f.score).padStart(5)} ${f.lcpMs.toFixed(0).padStart(8)} ${f.tbtMs
          .toFixed(0)
          .padStart(8)}   ${f.cls.toFixed(3)}   ${f.jsKb.toFixed(1)} kB`,
      );
    }
    console.log(`  /catalog/${photographed} shows two 12-megapixel photos (AVIF/WebP/JPEG in 320–1440 px)`);
    console.log(
      '  budgets: score ≥ 95 (product page with photos: LCP ≤ 2.0 s), CLS ≤ 0.02, first-load JS ≤ 110 kB',
    );
    for (const f of figures) console.log(`  LCP element on ${f.path}: ${f.lcpElement}`);
  } finally {
    chrome.kill();
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
