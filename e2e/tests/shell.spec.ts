import type { Product, ProductGroup } from '@shop/shared/catalog/product-api';
import { expect, test } from '../fixtures.ts';

const flatten = (groups: ProductGroup[]): Product[] =>
  groups.flatMap((g) => [...g.products, ...flatten(g.children)]);

test('the main page shows the seeded popular and new products', async ({ page, request }) => {
  const groups = (await (await request.get('/api/products/grouped')).json()) as ProductGroup[];
  const popular = flatten(groups).filter((p) => p.popular);
  expect(popular.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Популярное' })).toBeVisible();
  await expect(page.getByText(popular[0]!.name, { exact: true }).first()).toBeVisible();
  await expect(page.locator('#our-stores')).toContainText('Санкт-Петербург');
});

test('a shopper who asks for reduced motion gets the next page at once, without the overlay', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Notes every moment the route overlay starts covering the page.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { overlaySeen: string[] }).overlaySeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-route-overlay="in"]')) seen.push(location.pathname);
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-route-overlay'] });
  });
  const overlaySeen = () =>
    page.evaluate(() => (window as unknown as { overlaySeen: string[] }).overlaySeen.length);
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });

  // Without the wish the overlay plays (what the check below could miss).
  await nav.getByRole('link', { name: 'Каталог', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Каталог');
  expect(await overlaySeen()).toBeGreaterThan(0);
  const before = await overlaySeen();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await nav.getByRole('link', { name: 'Мерч', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Мерч');
  expect(await overlaySeen()).toBe(before);
});

test('every navigation link reaches its page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });
  const links: [string, RegExp, string][] = [
    ['Каталог', /\/catalog$/, 'Каталог'],
    ['Мерч', /\/merch$/, 'Мерч'],
    ['Поддержка', /\/support$/, 'Доставка'],
    ['Контакты', /\/contacts$/, 'Контакты'],
  ];
  for (const [label, url, heading] of links) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  }
  // "About" is shown dimmed and goes nowhere.
  await expect(nav.getByText('О нас')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'О нас' })).toHaveCount(0);

  await page.getByRole('link', { name: /humbl/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown address shows the 404 page whose button goes home', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Страница не найдена');
  await page.getByRole('link', { name: /на главную/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Популярное' })).toBeVisible();
});

test('the footer shows the phone from the contacts', async ({ page, request }) => {
  const contacts = await (await request.get('/api/admin/contacts_info/public')).json();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(contacts.phone)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
    'href',
    '/political',
  );
});

test('switching the site off shows only the maintenance view', async ({ page, shop }) => {
  await shop.app.services.content.setSiteActive(false);
  try {
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайт временно не работает');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  } finally {
    await shop.app.services.content.setSiteActive(true);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Каталог');
});

test('the burger menu opens the same links at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Меню' });
  await expect(burger).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Меню' });
  for (const label of ['Каталог', 'Мерч', 'Поддержка', 'Контакты']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Мерч', exact: true }).click();
  await expect(page).toHaveURL(/\/merch$/);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});

test('icon buttons are named in Russian', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Корзина' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Личный кабинет' })).toBeVisible();
  await page.getByRole('button', { name: 'Корзина' }).click();
  const dialog = page.getByRole('dialog', { name: 'Корзина' });
  await expect(dialog.getByText('Ваша корзина пуста, добавьте товары')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
