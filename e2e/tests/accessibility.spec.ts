import type { Locator, Page } from '@playwright/test';
import { consentMessages } from '@shop/shared/legal/messages';
import { expect, test } from '../fixtures.ts';
import { newEmail, regularCards } from '../shop-data.ts';
import { accountButton, digit, signInDialog } from '../sign-in.ts';

// Keyboard and screen-reader journeys (docs/product/storefront.md#page-behaviour): the focus is where the
// shopper left it, what happened is announced, and the buy button stays in reach on a phone.

/** Presses Tab until `target` has the focus, as a keyboard user does (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Корзина/ });

test('the keyboard alone signs in; the page behind the dialog is inert and the focus comes back', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/catalog');
  const email = newEmail('keys');

  await tabTo(page, accountButton(page));
  await page.keyboard.press('Enter');
  const dialog = signInDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  // Tab stays inside the dialog.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await tabTo(page, dialog.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(digit(page, 1)).toBeFocused();
  await expect.poll(() => shop.mail.countTo(email)).toBeGreaterThan(0);
  await page.keyboard.type(await shop.mail.code(email));

  // A new e-mail is asked for the processing consent first.
  const consent = dialog.getByRole('checkbox', { name: consentMessages.personalDataLabel });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Войти' }));
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Личный кабинет: вход выполнен' }),
  ).toBeFocused();
});

test('Escape closes the sign-in dialog and gives the focus back to the button that opened it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await tabTo(page, accountButton(page));
  await page.keyboard.press('Enter');
  await expect(signInDialog(page).getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(signInDialog(page)).toBeHidden();
  await expect(accountButton(page)).toBeFocused();
});

test('the keyboard adds a product: the button keeps the focus and the product is announced', async ({
  page,
}) => {
  const bar = (await regularCards(page, 'Bars'))[0]!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/catalog/${bar.id}`);
  const panel = page.getByRole('region', { name: 'Покупка' });
  const add = panel.getByRole('button', { name: /^В корзину/ });

  await tabTo(page, add, 80);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: 'в корзине' })).toHaveText(
    `${bar.title}: в корзине 1 шт`,
  );
  await expect(add).toBeFocused();
  await expect(cartButton(page)).toHaveAccessibleName('Корзина, 1 шт');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: 'в корзине' })).toHaveText(
    `${bar.title}: в корзине 2 шт`,
  );
  await expect(add).toBeFocused();
});

test('on a phone the product page keeps its buy button in reach at the bottom of the screen', async ({
  page,
}) => {
  const bar = (await regularCards(page, 'Bars'))[0]!;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/catalog/${bar.id}`);
  const buyBar = page.getByRole('region', { name: `Купить: ${bar.title}` });

  // Far down the page the panel's button is out of sight; the bar's is there.
  await page.getByRole('heading', { name: 'О продукте' }).scrollIntoViewIfNeeded();
  await page.keyboard.press('End');
  await expect(buyBar).toBeVisible();
  const box = (await buyBar.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(800, -1);
  await buyBar.getByRole('button', { name: /^В корзину/ }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Корзина, 1 шт');

  // Back at the panel, the bar steps aside; wide screens never show it.
  await page
    .getByRole('region', { name: 'Покупка' })
    .getByRole('button', { name: /^В корзину/ })
    .scrollIntoViewIfNeeded();
  await expect(buyBar).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.keyboard.press('End');
  await expect(buyBar).toBeHidden();
});
