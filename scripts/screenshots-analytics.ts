// Screenshots of the cookie notice of a shop with a Yandex Metrica counter, at the widths we design for:
//   YANDEX_METRIKA_ID=12345678 npm start   (or any shop started with a counter id), then
//   node --import tsx scripts/screenshots-analytics.ts [baseUrl]
// Shoots the notice on the main page as a first visitor sees it, at the end of a page (after the footer),
// the checkout with its button scrolled to the middle, and the notice asked again from the footer after a
// refusal. Writes screenshots/cookie-*.png (git-ignored). Metrica itself is never loaded: nothing is accepted.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';

const [baseUrl = 'http://localhost:3000'] = process.argv.slice(2);
const sizes = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];
const url = (path: string) => new URL(path, baseUrl).toString();
const notice = (page: Page) => page.getByRole('region', { name: 'Cookie и аналитика' });

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  const path = `screenshots/cookie-${name}.png`;
  await page.screenshot({ path });
  console.info(path);
}

/** A guest's cart with one bar, put there through the API; the page carries its session. */
async function cartWithBar(page: Page): Promise<void> {
  const groups = (await (await page.request.get(url('/api/products/grouped'))).json()) as ProductGroup[];
  const bar = buildCatalogCards(groups).find((card) => card.kind === 'regular')!;
  const session = crypto.randomUUID();
  await page.addInitScript((id) => localStorage.setItem('session_id', id), session);
  await page.request.post(url('/api/cart/'), {
    data: { product_id: Number(bar.id), quantity: 1, session_id: session },
  });
}

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const { width, height } of sizes) {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'ru-RU' });
    const page = await context.newPage();
    await cartWithBar(page);

    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await notice(page).waitFor();
    await shoot(page, `first-${width}`);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await shoot(page, `end-${width}`);

    await page.goto(url('/check_out_page'), { waitUntil: 'networkidle' });
    await notice(page).waitFor();
    await page
      .getByRole('region', { name: 'Ваш заказ' })
      .getByRole('button', { name: 'Оплатить' })
      .evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await shoot(page, `checkout-${width}`);

    await notice(page).getByRole('button', { name: 'Отказаться' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Настройки cookie' }).click();
    await notice(page).waitFor();
    await shoot(page, `settings-${width}`);
    await context.close();
  }
} finally {
  await browser.close();
}
