import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const flavour = (page: Page, name: string) => page.getByRole('main').getByRole('group', { name });
const plus = (page: Page, name: string) =>
  flavour(page, name).getByRole('button', { name: 'Увеличить количество' });
const minus = (page: Page, name: string) =>
  flavour(page, name).getByRole('button', { name: 'Уменьшить количество' });
const cartBadge = (page: Page) => page.locator('#cart-count');

async function openCart(page: Page) {
  await page.getByRole('button', { name: 'Корзина' }).click();
  return page.getByRole('dialog', { name: 'Корзина' });
}

test('a guest builds a box of 8, edits two flavours from the basket, and the box survives a reload', async ({
  page,
}) => {
  await page.goto('/catalog/customBox');
  await page.getByRole('button', { name: 'Box humblbar' }).click();
  await page.getByRole('button', { name: '8 шт' }).click();
  const add = page.getByRole('button', { name: 'Добавить в корзину' });
  for (let i = 0; i < 5; i += 1) await plus(page, 'humblbar Кокос').click();
  for (let i = 0; i < 3; i += 1) await plus(page, 'humblbar Фисташка').click();
  await expect(page.getByText('Бокс собран — можно добавлять')).toBeVisible();
  await expect(plus(page, 'humblbar Кофе-латте')).toBeDisabled();
  await add.click();

  // The box closes (1400 ms) and the builder starts over; the cart counts the box.
  await expect(page.locator('[data-box-animation="closing"]')).toBeVisible();
  await expect(page.getByText('Осталось выбрать: 8 шт')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  const cart = await openCart(page);
  await expect(cart.getByText('humblbar Кокос × 5, humblbar Фисташка × 3')).toBeVisible();
  await cart.getByRole('link', { name: 'Изменить' }).click();
  await expect(page).toHaveURL(/\/catalog\/customBox\?edit=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Изменить бокс' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Box humblbar' })).toBeDisabled();
  await expect(flavour(page, 'humblbar Кокос').getByRole('status')).toHaveText('5 шт');

  await minus(page, 'humblbar Кокос').click();
  await minus(page, 'humblbar Кокос').click();
  await plus(page, 'humblbar Кофе-латте').click();
  await plus(page, 'humblbar Кофе-латте').click();
  await page.getByRole('button', { name: 'Изменить бокс' }).click();
  await expect(page.getByText('Бокс успешно обновлен!')).toBeVisible();

  await page.reload();
  const reloaded = await openCart(page);
  await expect(
    reloaded.getByText('humblbar Кокос × 3, humblbar Фисташка × 3, humblbar Кофе-латте × 2'),
  ).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
});

test('the builder asks for a product first and a catalogue box card opens it with its product chosen', async ({
  page,
}) => {
  await page.goto('/catalog/customBox');
  await expect(page.getByText('Пожалуйста, выберите продукт')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить в корзину' })).toBeDisabled();

  await page.goto('/catalog');
  const boxCard = page.getByRole('main').locator('article', { hasText: 'Box humblpie' });
  await boxCard.getByRole('link', { name: 'Собрать бокс' }).click();
  await expect(page.getByRole('button', { name: 'Box humblpie' })).toHaveAttribute('aria-pressed', 'true');
});
