import type { Locator, Page } from '@playwright/test';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { Card, GiftCard, MerchCard, RegularCard } from '@shop/shared/rules/cards';
import { expect, test } from '../fixtures.ts';

async function catalogCards(page: Page): Promise<Card[]> {
  const groups = (await (await page.request.get('/api/products/grouped')).json()) as ProductGroup[];
  return buildCatalogCards(groups);
}

const cardArticles = (page: Page) => page.getByRole('main').locator('article');

/** The amount of a visible '… 1 290 ₽' text, in rubles. */
async function amountIn(element: Locator): Promise<number> {
  const match = /(\d+)₽/.exec((await element.innerText()).replace(/\s/g, ''));
  if (!match) throw new Error(`no amount in: ${await element.innerText()}`);
  return Number(match[1]);
}

/** The first price on a card, in rubles (the value of its <data> element). */
async function priceOf(card: Locator): Promise<number> {
  return Number(await card.locator('data').first().getAttribute('value'));
}

test('the footer link "Брауни" opens the catalogue filtered to brownies and pies', async ({ page }) => {
  const brownies = (await catalogCards(page)).filter((c) => c.subcategoryType === 'Brownie');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Брауни' }).click();
  await expect(page).toHaveURL(/\/catalog\?category=regular&subcategory=Brownie/);
  await expect(page.getByRole('button', { name: 'Брауни' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cardArticles(page)).toHaveCount(brownies.length);
  const titles = await cardArticles(page).getByRole('heading').allTextContents();
  expect(titles.sort()).toEqual(brownies.map((c) => c.title).sort());
});

test('each sort order orders the visible cards', async ({ page }) => {
  await page.goto('/catalog');
  const sort = page.getByLabel('Сортировка');
  await expect(cardArticles(page).first()).toBeVisible();

  await sort.selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  const ascending = await Promise.all((await cardArticles(page).all()).map(priceOf));
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await sort.selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  const descending = await Promise.all((await cardArticles(page).all()).map(priceOf));
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending.length).toBeGreaterThan(10);

  await sort.selectOption('name');
  await expect(page).not.toHaveURL(/sort=/); // name is the default order, so it leaves the address
  const names = await cardArticles(page).getByRole('heading').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));

  await sort.selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  const ratings = await cardArticles(page)
    .getByRole('img', { name: /^Рейтинг/ })
    .evaluateAll((els) =>
      els.map((el) => Number((el.getAttribute('aria-label') ?? '').match(/[\d,]+/)![0].replace(',', '.'))),
    );
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
});

test('a product page shows nutrition, tags and up to 4 recommendations without itself', async ({ page }) => {
  const bar = (await catalogCards(page)).find(
    (c): c is RegularCard => c.kind === 'regular' && c.tags.isHighProtein && c.subcategoryType === 'Bars',
  )!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/catalog/${bar.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bar.title);
  for (const label of ['Калории', 'Белки', 'Жиры', 'Углеводы']) {
    await expect(page.getByRole('main').getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Высокобелковый').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Состав' })).toBeVisible();
  // The courier's zone, and the country sent to the marketplaces (painted on the server, so without JS too).
  const delivery = page.getByRole('region', { name: 'Доставка и самовывоз' });
  await expect(delivery).toContainText('По адресам в пределах зоны: Санкт-Петербург.');
  const markets = delivery.getByRole('list', { name: 'Купить с доставкой по России' });
  await expect(markets.getByRole('link', { name: /^Ozon/ })).toHaveAttribute(
    'href',
    'https://www.ozon.ru/search/?text=humbl',
  );
  await expect(markets.getByRole('link')).toHaveCount(2);

  const recommendations = page.locator('section', {
    has: page.getByRole('heading', { name: 'Рекомендуем также' }),
  });
  const titles = await recommendations.locator('article').getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.length).toBeLessThanOrEqual(4);
  expect(titles).not.toContain(bar.title);
});

test('an unknown product lands on the catalogue', async ({ page }) => {
  await page.goto('/catalog/does-not-exist');
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог');
});

test('product breadcrumbs are hidden at 767 px and shown at 768 px', async ({ page }) => {
  const bar = (await catalogCards(page)).find((c) => c.kind === 'regular')!;
  const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' });
  await page.setViewportSize({ width: 767, height: 900 });
  await page.goto(`/catalog/${bar.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bar.title);
  await expect(crumbs).toBeHidden();
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(crumbs).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Каталог' })).toBeVisible();
});

test('a merch page preselects the first available size', async ({ page }) => {
  const tee = (await catalogCards(page)).find(
    (c): c is MerchCard => c.kind === 'merch' && c.sizes.length > 1 && c.sizes.some((s) => !s.available),
  )!;
  const firstAvailable = tee.sizes.find((s) => s.available)!;
  const unavailable = tee.sizes.find((s) => !s.available)!;
  await page.goto(`/merch/${tee.id}`);
  const sizes = page.getByRole('group', { name: /Размер/ });
  await expect(sizes.getByRole('button', { name: firstAvailable.size, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const soldOut = sizes.getByRole('button', { name: `${unavailable.size} — нет в наличии`, exact: true });
  await expect(soldOut).toBeDisabled();
  await soldOut.click({ force: true });
  await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
});

test('a gift card price follows the chosen denomination', async ({ page }) => {
  const gift = (await catalogCards(page)).find((c): c is GiftCard => c.kind === 'gifted_card')!;
  await page.goto(`/merch/${gift.id}`);
  const panel = page.getByRole('region', { name: 'Покупка' });
  for (const value of gift.denominations.slice().reverse()) {
    const label = new RegExp(`^${value.toLocaleString('ru-RU').replace(/\s/g, '\\s?')}`);
    await panel.getByRole('button', { name: label }).click();
    // The price the add button will put into the cart.
    await expect.poll(() => amountIn(panel.getByRole('button', { name: /^В корзину/ }))).toBe(value);
  }
});

test('a review video seeks when its ring is dragged', async ({ page }) => {
  const bar = (await catalogCards(page)).find((c) => c.kind === 'regular')!;
  await page.goto(`/catalog/${bar.id}`);
  const strip = page.locator('section', {
    has: page.getByRole('heading', { name: 'Отзывы наших покупателей' }),
  });
  await strip.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  const video = dialog.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => v.pause());

  const ring = dialog.getByRole('slider', { name: 'Перемотка' });
  // The ring takes drags once React has rendered the clip's duration (a render after loadedmetadata).
  await expect(ring).not.toHaveAttribute('aria-valuemax', '0');
  const box = (await ring.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  // Drag from 12 o'clock clockwise to 6 o'clock: half of the clip.
  await page.mouse.move(cx, box.y + 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 2, cy, { steps: 5 });
  await page.mouse.move(cx, box.y + box.height - 2, { steps: 5 });
  await page.mouse.up();
  const { currentTime, duration } = await video.evaluate((v: HTMLVideoElement) => ({
    currentTime: v.currentTime,
    duration: v.duration,
  }));
  expect(currentTime / duration).toBeGreaterThan(0.35);
  expect(currentTime / duration).toBeLessThan(0.65);
});
