import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, openSection, signInAsAdmin, signInAsCustomer, test } from '../admin.ts';
import { acceptTerms } from '../consents.ts';
import { expectAxeClean, tabTo } from '../accessibility.ts';
import { newEmail } from '../shop-data.ts';

// The journey on a phone (docs/product/admin.md#catalogue): an admin and a shopper in two browsers,
// photos processed by sharp, a box bought and paid, the product archived. Under load with the other worker
// it takes a minute or two; the limit is there to catch hangs, not slowness.
test.describe.configure({ timeout: 240_000 });

const phone = { width: 375, height: 812 };
let folder = '';
let photos: string[] = [];

/** Two phone-like photos (4:3 JPEGs, 2400×1800): the sizes the shop makes come from them. */
test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'catalogue-photos-'));
  photos = await Promise.all(
    ['#ffd3b0', '#8bab4a'].map(async (hue, index) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800">
        <rect width="2400" height="1800" fill="${hue}"/>
        <rect x="600" y="700" width="1200" height="400" rx="80" fill="#5b3a29"/></svg>`;
      const file = path.join(folder, `IMG_30${index}1.jpg`);
      await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
      return file;
    }),
  );
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Types into a field of the form (fill: a phone's keyboard suggestion does the same). */
const type = (form: Locator, name: string, value: string) =>
  form.getByRole('textbox', { name, exact: true }).fill(value);

/** A flavour of the box builder: its card, found by the quantity buttons named after it. */
const flavourCard = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('group', { name, exact: true }) });

test('an admin adds a box flavour with two photos on a phone; a shopper buys it; archived, it leaves the shop but stays in the order', async ({
  page,
  shopper,
  shop,
}) => {
  const name = 'humblbar Манго-маракуйя';
  await page.setViewportSize(phone);
  await shopper.setViewportSize(phone);
  await signInAsAdmin(page, shop);
  await openSection(page, 'Каталог', 'Каталог');
  await expectAxeClean(page, 'the catalogue list');

  // 'Добавить товар': the kind first, then its form.
  await page.getByRole('link', { name: 'Добавить товар' }).click();
  await page.getByRole('link', { name: /Вкус для своего бокса/ }).click();
  const form = page.getByRole('form', { name: 'Новый товар: Вкус для своего бокса' });
  await form.getByRole('combobox', { name: 'Бокс' }).selectOption({ label: 'Box humblbar' });
  await type(form, 'Название', name);
  await type(form, 'Цена', '189');
  await type(form, 'Остаток на складе', '30');
  await type(form, 'Описание', 'Манго и маракуйя в белом шоколаде.');
  // The shop's manufacturer is there already.
  await expect(form.getByRole('textbox', { name: 'Изготовитель' })).toHaveValue(/Хамбл/);

  await form.getByLabel('Добавить фото').setInputFiles(photos);
  const photoRows = form.getByRole('list', { name: 'Фото товара' }).getByRole('listitem');
  await expect(photoRows).toHaveCount(2);
  await photoRows.nth(0).getByRole('textbox', { name: 'Что на фото' }).fill(`${name} в упаковке`);
  await photoRows.nth(1).getByRole('textbox', { name: 'Что на фото' }).fill(`${name} в разрезе`);

  // Without its food information a food product is not published: the missing fields say so.
  await form.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Исправьте отмеченные поля' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Срок годности' })).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, 'the new product form with its problems');
  await type(form, 'Состав', 'Финики, манго, маракуйя, изолят сывороточного белка, белый шоколад');
  await type(form, 'Аллергены', 'Молоко');
  await type(form, 'Калории', '372');
  await type(form, 'Белки', '20');
  await type(form, 'Жиры', '12,5');
  await type(form, 'Углеводы', '41');
  await type(form, 'Масса нетто', '45');
  await type(form, 'Срок годности', '9 месяцев');
  await type(form, 'Условия хранения', 'При температуре от +5 до +25 °C');
  await form.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Опубликовано: ${name}` })).toBeVisible({
    timeout: 60_000,
  });

  // In the list, in its box, with its main photo.
  const box = page.getByRole('region', { name: 'Box humblbar' });
  const card = box.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/products\/[0-9a-f]+-\d+\.jpg$/);

  // A shopper finds it in the box builder, in sizes fit for a phone.
  const email = newEmail('mango');
  await signInAsCustomer(shopper, shop, email);
  await shopper.goto('/catalog/customBox');
  await shopper.getByRole('button', { name: 'Box humblbar' }).click();
  const flavour = flavourCard(shopper, name);
  await expect(flavour).toHaveCount(1);
  const picture = flavour.locator('picture');
  for (const format of ['avif', 'webp']) {
    await expect(picture.locator(`source[type="image/${format}"]`)).toHaveAttribute(
      'srcset',
      new RegExp(`-160\\.${format} 160w, .+-320\\.${format} 320w`),
    );
  }
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('srcset', /-160\.jpg 160w, .+-320\.jpg 320w/);
  await expect(img).toHaveAttribute('sizes', /.+/);
  await expect(img).toHaveAttribute('alt', '');
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  // A flavour's picture on a 375-px phone is small: one of the two smallest widths, in the best format.
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/-(160|320)\.avif$/);

  // It goes in a box of four and the box is bought and paid.
  const plus = flavour.getByRole('button', { name: 'Увеличить количество' });
  for (let i = 0; i < 4; i += 1) await plus.click();
  await expect(shopper.getByText('Бокс собран — можно добавлять')).toBeVisible();
  await shopper.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(shopper.locator('#cart-count')).toHaveText('1');
  await shopper.goto('/check_out_page');
  await shopper.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await shopper.getByRole('textbox', { name: 'Фамилия' }).fill('Петрова');
  await shopper.getByRole('textbox', { name: 'Телефон' }).fill('+79991234567');
  await shopper.getByRole('textbox', { name: 'Email' }).fill(email);
  const stores = (await (await shopper.request.get('/api/stores')).json()) as { name: string }[];
  await shopper.getByRole('radio', { name: new RegExp(stores[0]!.name) }).check();
  await acceptTerms(shopper);
  await shopper.getByRole('region', { name: 'Ваш заказ' }).getByRole('button', { name: 'Оплатить' }).click();
  await expect(shopper).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
  const number = /№(\d+)/.exec(await shopper.getByRole('heading', { name: /Заказ №\d+/ }).innerText())![1]!;
  await shopper.getByRole('button', { name: 'Оплатить' }).click();
  await expect(shopper).toHaveURL(/\/personalAccount\/orders\?order=\d+$/);
  const orderPage = shopper.url();
  const history = shopper.getByRole('listitem').filter({ hasText: `Заказ №${number}` });
  await expect(history.getByText(`${name} × 4`)).toBeVisible();

  // The admin archives it, after a confirmation.
  await page.getByRole('searchbox', { name: 'Поиск по названию' }).fill('маракуйя');
  await page.getByRole('button', { name: `В архив: ${name}, Box humblbar` }).click();
  const confirm = page.getByRole('dialog', { name: `Убрать «${name}» в архив?` });
  await expect(confirm).toBeVisible();
  await expectAxeClean(page, 'the archive confirmation');
  await confirm.getByRole('button', { name: 'В архив' }).click();
  await expect(page.getByRole('status').filter({ hasText: `В архиве: ${name}` })).toBeVisible();
  await page.getByRole('radio', { name: /Архив/ }).check();
  await expect(page.getByRole('list', { name: 'Архив' }).getByRole('heading', { name })).toBeVisible();

  // Gone from the shop at once…
  await shopper.goto('/catalog/customBox');
  await shopper.getByRole('button', { name: 'Box humblbar' }).click();
  await expect(flavourCard(shopper, 'humblbar Кокос')).toHaveCount(1);
  await expect(flavourCard(shopper, name)).toHaveCount(0);
  // …but still in the shopper's order and the admin's.
  await shopper.goto(orderPage);
  await expect(history.getByText(`${name} × 4`)).toBeVisible();
  await openSection(page, 'Заказы', 'Заказы');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(number);
  const row = page
    .getByRole('list', { name: 'Заказы магазина' })
    .getByRole('listitem')
    .filter({ hasText: `№${number}` });
  await row.getByRole('button', { name: new RegExp(`Заказ №${number}`) }).click();
  await expect(row.getByRole('region', { name: `Заказ №${number}` }).getByText(`${name} × 4`)).toBeVisible();
});

test('the keyboard alone adds and publishes a drink', async ({ page, shop }) => {
  const name = 'Морс клюквенный';
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page, shop);
  await page.goto('/admin/catalogue');
  await expect(page.getByRole('table', { name: 'Товары' })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Добавить товар' }), 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Новый товар' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: /^Напиток/ }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Новый товар: Напиток' });
  await expect(page.getByRole('heading', { level: 2, name: 'Новый товар: Напиток' })).toBeFocused();

  const fields: [string, string][] = [
    ['Название', name],
    ['Цена', '150'],
    ['Остаток на складе', '24'],
    ['Состав', 'Вода, клюква, эритрит'],
    ['Аллергены', 'Не содержит'],
    ['Калории', '18'],
    ['Белки', '0'],
    ['Жиры', '0'],
    ['Углеводы', '4,5'],
    ['Масса нетто', '330'],
    ['Срок годности', '12 месяцев'],
    ['Условия хранения', 'От 0 до +25 °C'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, form.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, form.getByRole('button', { name: 'Опубликовать' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Опубликовано: ${name}` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(`^${name}`) })).toBeVisible();
});
