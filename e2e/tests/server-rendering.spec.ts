import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { RegularCard } from '@shop/shared/rules/cards';
import { expect, test } from '../fixtures.ts';

async function aBar(request: { get(url: string): Promise<{ json(): Promise<unknown> }> }) {
  const groups = (await (await request.get('/api/products/grouped')).json()) as ProductGroup[];
  return buildCatalogCards(groups).find(
    (card): card is RegularCard => card.kind === 'regular' && card.subcategoryType === 'Bars',
  )!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the main, catalogue and product pages arrive painted', async ({ page }) => {
    const bar = await aBar(page.request);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Популярное' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto('/catalog?subcategory=Bars');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Каталог');
    await expect(
      page.getByRole('main').locator('article').getByRole('heading', { name: bar.title }),
    ).toBeVisible();

    await page.goto(`/catalog/${bar.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bar.title);
    await expect(page.getByRole('main').getByText('Белки', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${bar.title} — ${bar.price.current} ₽ | humbl`);
  });
});

test('the app takes the painted page over without painting it again', async ({ page, baseURL }) => {
  const bar = await aBar(page.request);
  const html = await (await page.request.get(`${baseURL}/catalog/${bar.id}`)).text();
  expect(html).toContain(`>${bar.title}</h1>`);
  // The page's data rides along, escaped so that nothing in it can end its <script> element.
  const data = /<script id="page-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(data!)).toHaveProperty('queries');

  // Hold the app's code back to catch the heading exactly as the server painted it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const loaded = page.goto(`/catalog/${bar.id}`);
  const painted = await page.waitForSelector('h1');
  release();
  await loaded;
  // The painted heading is the very element the app now runs: nothing was replaced.
  expect(
    await painted.evaluate(
      (h1) => h1.isConnected && Object.keys(h1).some((key) => key.startsWith('__reactFiber$')),
    ),
  ).toBe(true);

  // And the app is live: the header's link navigates inside the same document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Каталог' })
    .click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Каталог');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a site switched off is not painted on the server', async ({ page, shop, baseURL }) => {
  await shop.app.services.content.setSiteActive(false);
  try {
    const html = await (await page.request.get(`${baseURL}/catalog`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('page-data');
  } finally {
    await shop.app.services.content.setSiteActive(true);
  }
});
