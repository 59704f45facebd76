import type { Page } from '@playwright/test';
import { expectAxeClean, tabTo } from '../accessibility.ts';
import { consentMessages } from '@shop/shared/legal/messages';
import { signInAsAdmin } from '../admin.ts';
import { cartDialog, catalogue, guestWithCart, openCart, sessionOf } from '../cart.ts';
import { consentIfAsked } from '../consents.ts';
import { expect, test } from '../fixtures.ts';
import { newEmail, regularCards } from '../shop-data.ts';
import { accountButton, askForCode, digit, signInDialog, typeCode } from '../sign-in.ts';

// Keyboard and screen-reader journeys (docs/product/storefront.md#page-behaviour): the focus is where the
// shopper left it, what happened is announced, and the buy button stays in reach on a phone.

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

test('on a phone the checkout keeps its total and pay button in reach', async ({ page }) => {
  const bar = (await regularCards(page, 'Bars'))[0]!;
  await page.setViewportSize({ width: 375, height: 800 });
  await guestWithCart(page, [{ productId: Number(bar.id), quantity: 1 }]);
  await page.goto('/check_out_page');
  const payBar = page.getByRole('region', { name: 'Итого и оплата' });
  await expect(payBar).toBeVisible();
  const total = await page.getByRole('region', { name: 'Ваш заказ' }).locator('data').innerText();
  await expect(payBar).toContainText(`Итого ${total}`);
  // Its button submits the form: an empty one is checked and the first field to fill gets the focus.
  await payBar.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByRole('textbox', { name: 'Имя' })).toBeFocused();
  await expect(page).toHaveURL(/\/check_out_page$/);
  // Beside the summary's own button the bar steps aside.
  await page
    .getByRole('region', { name: 'Ваш заказ' })
    .getByRole('button', { name: 'Оплатить' })
    .scrollIntoViewIfNeeded();
  await expect(payBar).toBeHidden();
});

/** The page's own content has taken over (painted pages hydrate) and loading has settled. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** axe-core clean, and nothing wider than a phone's screen makes the page scroll sideways. */
async function expectPageClean(page: Page, state: string): Promise<void> {
  await settled(page);
  await expectAxeClean(page, state);
  const width = page.viewportSize()!.width;
  if (width < 768) {
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(sideways, `${state}: scrolls sideways`).toBeLessThanOrEqual(width);
  }
}

for (const width of [375, 1440]) {
  test(`every storefront page and modal passes axe-core at ${width} px`, async ({ page, shop }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const { cards } = await catalogue(page);
    const bar = cards.find((card) => card.kind === 'regular' && card.subcategoryType === 'Bars')!;
    const merch = cards.find((card) => card.kind === 'merch')!;
    const giftCard = cards.find((card) => card.kind === 'gifted_card')!;
    const pages = [
      '/',
      '/catalog',
      `/catalog/${bar.id}`,
      '/catalog/customBox',
      '/merch',
      `/merch/${merch.id}`,
      `/merch/${giftCard.id}`,
      '/support',
      '/support/pay',
      '/support/back',
      '/support/sert',
      '/contacts',
      '/about',
      '/political',
      '/legal/offer',
      '/legal/consent',
      '/gift-cards/balance',
      '/personalAccount/orders',
      '/no/such/page',
    ];
    for (const path of pages) {
      await page.goto(path);
      await expectPageClean(page, `${path} at ${width} px`);
    }

    // Modals: the cart empty and full, sign-in's two steps, the menu of a small screen.
    await page.goto('/catalog');
    await settled(page);
    await openCart(page);
    await expectAxeClean(page, `empty cart at ${width} px`);
    await page.keyboard.press('Escape');
    await expect(cartDialog(page)).toBeHidden();
    await page.request.post('/api/cart/', {
      headers: { 'X-Session-Id': await sessionOf(page) },
      data: { product_id: Number(bar.id), quantity: 2 },
    });
    await page.reload();
    await settled(page);
    await openCart(page);
    await expectAxeClean(page, `cart with a bar at ${width} px`);
    await page.keyboard.press('Escape');
    await page.goto('/check_out_page');
    await expectPageClean(page, `checkout at ${width} px`);

    const email = newEmail('axe');
    await page.goto('/');
    await settled(page);
    await accountButton(page).click();
    await expectAxeClean(page, `sign-in e-mail step at ${width} px`);
    await askForCode(page, email);
    await expectAxeClean(page, `sign-in code step at ${width} px`);
    await expect.poll(() => shop.mail.countTo(email)).toBeGreaterThan(0);
    await typeCode(page, await shop.mail.code(email));
    await expect(signInDialog(page).getByRole('checkbox')).toBeVisible();
    await expectAxeClean(page, `sign-in consent step at ${width} px`);
    await consentIfAsked(page);
    await expect(signInDialog(page)).toBeHidden();

    for (const path of ['/personalAccount', '/personalAccount/orders', '/personalAccount/cardLoyal']) {
      await page.goto(path);
      await expectPageClean(page, `${path} signed in at ${width} px`);
    }
    await accountButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Личный кабинет' })).toBeVisible();
    await expectAxeClean(page, `user menu at ${width} px`);
    await page.keyboard.press('Escape');

    if (width < 992) {
      await page.getByRole('button', { name: 'Меню' }).click();
      await expect(page.getByRole('navigation', { name: 'Мобильное меню' })).toBeVisible();
      await expectAxeClean(page, `burger menu at ${width} px`);
    }
  });
}

test('every admin section passes axe-core at 375 and 1440 px', async ({ page, shop }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page, shop);
  const nav = page.getByRole('navigation', { name: 'Разделы администрирования' });
  const paths = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(paths.length).toBeGreaterThan(5);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [...paths, '/admin/catalogue?new']) {
      await page.goto(path);
      await expectPageClean(page, `${path} at ${width} px`);
    }
  }
});
