import type { Locator, Page } from '@playwright/test';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { RegularCard } from '@shop/shared/rules/cards';
import { adminProduct, bearerOf, expect, openSection, signInAsAdmin, test } from '../admin.ts';

// An admin and a shopper in two browsers, with sign-ins by mailed code, next to the other worker: under
// load such a journey takes 50 s. The limit is there to catch hangs, not slowness.
test.describe.configure({ timeout: 120_000 });

/** A bar no other journey uses: the last one of the catalogue. */
async function lastBar(page: Page): Promise<RegularCard> {
  const groups = (await (await page.request.get('/api/products/grouped')).json()) as ProductGroup[];
  const bars = buildCatalogCards(groups).filter(
    (c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Bars',
  );
  return bars.at(-1)!;
}

/** The rubles of a visible '1 290 ₽' text. */
async function rublesIn(element: Locator): Promise<number> {
  const match = /(\d+)₽/.exec((await element.innerText()).replace(/\s/g, ''));
  return match ? Number(match[1]) : NaN;
}

test('an admin changes a price and the storefront shows it at once', async ({ page, shopper, shop }) => {
  const bar = await lastBar(page);
  const id = Number(bar.id);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page, shop);
  const before = await adminProduct(page.request, page, id);
  const newPrice = before.price + 111;

  try {
    await openSection(page, 'Каталог', 'Каталог');
    await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill(before.name);
    const table = page.getByRole('table', { name: 'Товары' });
    // Box flavours share their bar's name: the row is told apart by its group.
    const rowHeader = page.getByRole('rowheader', { name: `${before.name} ${before.group}`, exact: true });
    const row = table.getByRole('row').filter({ has: rowHeader });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Изменить: ${before.name}` }).click();

    const editor = page.getByRole('form', { name: before.name });
    const price = editor.getByRole('textbox', { name: 'Цена' });
    await expect(price).toHaveValue(String(before.price));
    await price.fill(String(newPrice));
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Сохранено: ${before.name}` })).toBeVisible();
    await expect.poll(() => rublesIn(row.getByRole('cell').first())).toBe(newPrice);

    // A shopper who was not here before sees the new price on the catalogue card and on the product page.
    await shopper.goto('/catalog');
    const card = shopper.getByRole('main').locator('article', {
      has: shopper.getByRole('heading', { name: bar.title, exact: true }),
    });
    await expect(card.locator('data').first()).toHaveAttribute('value', String(newPrice));
    await shopper.goto(`/catalog/${id}`);
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(bar.title);
    await expect.poll(() => rublesIn(shopper.getByRole('button', { name: /^В корзину · / }))).toBe(newPrice);
    // And so does the API every other page reads.
    const groups = (await (await shopper.request.get('/api/products/grouped')).json()) as ProductGroup[];
    const listed = buildCatalogCards(groups).find((c) => c.id === bar.id)!;
    expect(listed.price.current).toBe(newPrice);
  } finally {
    // Other journeys of this worker's shop price this bar as the seed did.
    const restored = await page.request.patch(`/api/admin/products/${id}`, {
      headers: await bearerOf(page),
      data: { price: before.price },
    });
    expect(restored.status()).toBe(200);
  }
});
