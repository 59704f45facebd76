// Screenshots of the cart and the box builder in use, at the widths we design for:
//   node --import tsx scripts/screenshots-cart.ts [baseUrl]
// Fills a fresh guest's cart through the API (a bar pack, a ready box, a T-shirt, a gift card and a box
// of 8), then shoots the open cart modal, the builder part-filled, a basket box being edited and an empty
// cart. Writes screenshots/cart-*.png and builder-*.png (git-ignored).
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { BoxCard, GiftCard, MerchCard, RegularCard } from '@shop/shared/rules/cards';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';

const [baseUrl = 'http://localhost:3000'] = process.argv.slice(2);
const widths = [375, 768, 1440];
const url = (path: string) => new URL(path, baseUrl).toString();

async function fillCart(page: Page, session: string): Promise<void> {
  const groups = (await (await page.request.get(url('/api/products/grouped'))).json()) as ProductGroup[];
  const cards = buildCatalogCards(groups);
  const bar = cards.find((c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Bars')!;
  const ready = cards.find((c) => c.kind === 'regular' && c.subcategoryType === 'Ready_box')!;
  const tee = cards.find((c): c is MerchCard => c.kind === 'merch')!.sizes.find((s) => s.available)!;
  const gift = cards.find((c): c is GiftCard => c.kind === 'gifted_card')!;
  const box = cards.find((c): c is BoxCard => c.kind === 'box')!;
  const lines = [
    [Number(bar.id), 4],
    [Number(ready.id), 1],
    [tee.id, 1],
    [gift.productIdByDenomination[gift.selectedDenomination]!, 1],
  ];
  for (const [product_id, quantity] of lines) {
    await page.request.post(url('/api/cart/'), { data: { product_id, quantity, session_id: session } });
  }
  const [first, second] = box.flavors;
  await page.request.post(url('/api/boxes/'), {
    data: {
      box_type: 'box8',
      items: [
        { product_id: first!.id, quantity: 5 },
        { product_id: second!.id, quantity: 3 },
      ],
      session_id: session,
    },
  });
}

async function shootFullPage(page: Page, path: string, width: number) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.screenshot({ path, fullPage: true });
  await page.setViewportSize({ width, height: 900 });
  console.info(path);
}

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ru-RU' });
    const page = await context.newPage();
    const session = crypto.randomUUID();
    await page.addInitScript((id) => localStorage.setItem('session_id', id), session);
    await fillCart(page, session);

    await page.goto(url('/catalog'), { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Корзина', exact: true }).click();
    await page.getByRole('dialog', { name: 'Корзина' }).waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `screenshots/cart-full-${width}.png` });
    console.info(`screenshots/cart-full-${width}.png`);

    await page.goto(url('/catalog/customBox'), { waitUntil: 'networkidle' });
    await page.getByRole('group', { name: 'Продукт' }).getByRole('button').first().click();
    await page.getByRole('button', { name: '8 шт' }).click();
    const steppers = page.getByRole('main').getByRole('button', { name: 'Увеличить количество' });
    for (const index of [0, 0, 1, 2, 3]) await steppers.nth(index).click();
    await shootFullPage(page, `screenshots/builder-${width}.png`, width);

    await page.goto(url('/catalog'), { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Корзина', exact: true }).click();
    await page.getByRole('dialog', { name: 'Корзина' }).getByRole('link', { name: 'Изменить' }).click();
    await page.getByRole('heading', { level: 1, name: 'Изменить бокс' }).waitFor();
    await page.waitForTimeout(600);
    await shootFullPage(page, `screenshots/builder-edit-${width}.png`, width);
    await context.close();

    const empty = await browser.newPage({ viewport: { width, height: 900 }, locale: 'ru-RU' });
    await empty.goto(url('/'), { waitUntil: 'networkidle' });
    await empty.getByRole('banner').getByRole('button', { name: 'Корзина', exact: true }).click();
    await empty.getByRole('dialog', { name: 'Корзина' }).waitFor();
    await empty.waitForTimeout(600);
    await empty.screenshot({ path: `screenshots/cart-empty-${width}.png` });
    console.info(`screenshots/cart-empty-${width}.png`);
    await empty.close();
  }
} finally {
  await browser.close();
}
