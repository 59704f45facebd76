// Screenshots of gift cards, from buying one to spending it and an admin reading its ledger, at the widths
// we design for:
//   node --import tsx scripts/screenshots-gift-cards.ts [baseUrl]
// Needs a shop started with `--demo`, no SMTP_URL and ADMIN_EMAILS=boss@example.ru on this machine
// (DATA_DIR as the shop's): sign-in codes and card codes are read from its demo outbox file.
//   PORT=3997 DATA_DIR=/tmp/shots ADMIN_EMAILS=boss@example.ru node apps/server/dist/server.js --demo
//   DATA_DIR=/tmp/shots node --import tsx scripts/screenshots-gift-cards.ts http://127.0.0.1:3997
// For each width a customer buys two cards (a friend's for tomorrow, their own mailed at once) and pays an
// order with their own; 6 orders and 9 code checks a run, of the 30 an hour one client address may make:
// restart on a fresh DATA_DIR for a fourth run within the hour.
// Writes screenshots/gift-card-*.png and admin-gift-card*.png (git-ignored).
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { DAY_MS, moscowDate } from '@shop/shared/moscow-time';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { GiftCard, RegularCard } from '@shop/shared/rules/cards';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { demoCode, demoGiftCardCode, putTokens } from './demo-codes.ts';

const [baseUrl = 'http://127.0.0.1:3997'] = process.argv.slice(2);
const widths = [375, 768, 1440];
const run = Date.now().toString(36);
const boss = 'boss@example.ru';
const url = (path: string) => new URL(path, baseUrl).toString();

type Tokens = { access_token: string; refresh_token: string };

/** The page from its top to the end of its content (the footer is the same everywhere). */
async function shootPage(page: Page, name: string, width: number) {
  await page.waitForTimeout(700);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(200);
  const bottom = await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().bottom);
  const path = `screenshots/${name}-${width}.png`;
  await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width, height: Math.ceil(bottom) } });
  console.info(path);
}

/** The viewport as it is (a modal over the page), once its fade-in is over. */
async function shootViewport(page: Page, name: string, width: number) {
  await page.waitForTimeout(600);
  const path = `screenshots/${name}-${width}.png`;
  await page.screenshot({ path });
  console.info(path);
}

async function signIn(page: Page, email: string): Promise<Tokens> {
  await page.request.post(url('/api/auth/request-code'), { data: { email } });
  const verified = await page.request.post(url('/api/auth/verify-code'), {
    // The processing consent ticked (version 1, migration 0010): a new e-mail needs it.
    data: { email, code: await demoCode(email), consent: 1 },
  });
  if (!verified.ok()) throw new Error(`sign-in of ${email}: ${verified.status()} ${await verified.text()}`);
  return ((await verified.json()) as { tokens: Tokens }).tokens;
}

/** A page signed in with `tokens` (put once: the app rotates the refresh token). */
async function signedInPage(browser: Browser, tokens: Tokens, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  await putTokens(page, tokens);
  return page;
}

async function catalogue(page: Page) {
  const groups = (await (await page.request.get(url('/api/products/grouped'))).json()) as ProductGroup[];
  const cards = buildCatalogCards(groups);
  return {
    giftCard: cards.find((c): c is GiftCard => c.kind === 'gifted_card')!,
    bar: cards.find((c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Bars')!,
  };
}

async function fillContacts(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Петрова');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+79991234567');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
}

/**
 * A customer buys a 3 000 ₽ card for a friend (tomorrow) and a 2 000 ₽ one for themselves (mailed at
 * once), then spends their own on bars and checks its balance: the card page, the cart, both checkouts,
 * the orders, the balance page. Answers the last four characters of the card spent.
 */
async function customerJourney(browser: Browser, width: number): Promise<string> {
  const setup = await browser.newPage();
  const email = `gift-${run}-${width}@example.ru`;
  const tokens = await signIn(setup, email);
  await setup.close();
  const page = await signedInPage(browser, tokens, width);
  const { giftCard, bar } = await catalogue(page);

  await page.goto(url(`/merch/${giftCard.productIdByDenomination[1000]}`), { waitUntil: 'networkidle' });
  const purchase = page.getByRole('region', { name: 'Покупка' });
  await purchase.getByRole('button', { name: '3 000 ₽' }).click();
  await purchase.getByRole('radio', { name: 'В подарок' }).check();
  await purchase.getByRole('textbox', { name: 'E-mail получателя' }).fill('friend@example.ru');
  await purchase.getByRole('textbox', { name: 'От кого' }).fill('Аня');
  await purchase.getByRole('textbox', { name: 'Сообщение' }).fill('С днём рождения! Выбирай что хочешь');
  await purchase
    .getByRole('textbox', { name: 'Когда отправить' })
    .fill(moscowDate(new Date(Date.now() + DAY_MS)));
  await purchase.getByRole('textbox', { name: 'Когда отправить' }).blur();
  await shootPage(page, 'gift-card-page', width);
  await purchase.getByRole('button', { name: 'В корзину · 3 000 ₽' }).click();
  await page.locator('#cart-count').filter({ hasText: '1' }).waitFor();
  await purchase.getByRole('radio', { name: 'Себе' }).check();
  await purchase.getByRole('button', { name: '2 000 ₽' }).click();
  await purchase.getByRole('button', { name: 'В корзину · 2 000 ₽' }).click();
  await page.locator('#cart-count').filter({ hasText: '2' }).waitFor();

  await page.getByRole('banner').getByRole('button', { name: 'Корзина', exact: true }).click();
  const cart = page.getByRole('dialog', { name: 'Корзина' });
  await cart.waitFor();
  await shootViewport(page, 'gift-card-cart', width);
  await cart.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await page.waitForURL(/\/check_out_page$/);
  await fillContacts(page, email);
  await shootPage(page, 'gift-card-checkout-cards-only', width);

  await page
    .getByRole('form', { name: 'Оформление заказа' })
    .getByRole('button', { name: 'Оплатить' })
    .click();
  await page.waitForURL(/\/pay\//);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/personalAccount\/orders/);
  // The card to the buyer goes out right after payment: the page shows it sent once it has.
  const code = await demoGiftCardCode(email);
  await page.reload({ waitUntil: 'load' });
  await page.getByText('Отправлена').waitFor();
  await shootPage(page, 'gift-card-orders', width);

  const headers = {
    authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`,
  };
  await page.request.post(url('/api/cart/'), { headers, data: { product_id: Number(bar.id), quantity: 8 } });
  await page.goto(url('/check_out_page'), { waitUntil: 'load' });
  await fillContacts(page, email);
  await page.getByRole('group', { name: 'Магазин для самовывоза' }).getByRole('radio').first().check();
  await page.getByRole('textbox', { name: 'Подарочная карта' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Применить' }).click();
  await page.getByRole('list', { name: 'Применённые подарочные карты' }).waitFor();
  await shootPage(page, 'gift-card-checkout-applied', width);
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await page.waitForURL(/\/personalAccount\/orders/);

  await page.goto(url('/gift-cards/balance'), { waitUntil: 'load' });
  await page.getByRole('textbox', { name: 'Код карты' }).fill(code);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await page.getByText(/^Баланс: /).waitFor();
  await shootPage(page, 'gift-card-balance', width);
  await page.getByRole('textbox', { name: 'Код карты' }).fill('ABCD-EFGH-JKMN-PQRS');
  await page.getByRole('button', { name: 'Проверить' }).click();
  await page.getByText('Карта не найдена, истекла или на ней не осталось денег').waitFor();
  await shootPage(page, 'gift-card-balance-error', width);
  await page.close();
  return code.slice(-4);
}

/** The dashboard's tile, the section's list and the card spent above with its ledger. */
async function adminJourney(page: Page, width: number, last4: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url('/admin'), { waitUntil: 'load' });
  const tile = page.getByRole('region', { name: 'Подарочные карты' });
  await tile.waitFor();
  await tile.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await tile.screenshot({ path: `screenshots/admin-gift-cards-tile-${width}.png` });
  console.info(`screenshots/admin-gift-cards-tile-${width}.png`);

  await page.goto(url('/admin/gift-cards'), { waitUntil: 'load' });
  await page
    .getByRole('status')
    .filter({ hasText: /Всего|Показано/ })
    .waitFor();
  await shootPage(page, 'admin-gift-cards', width);
  await page.getByRole('link', { name: new RegExp(`^Карта •••• ${last4}`) }).click();
  await page.getByRole('table', { name: 'Движения по карте' }).waitFor();
  await shootPage(page, 'admin-gift-card', width);
}

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const spent: string[] = [];
  for (const width of widths) spent.push(await customerJourney(browser, width));
  const setup = await browser.newPage();
  const admin = await signedInPage(browser, await signIn(setup, boss), widths[0]!);
  await setup.close();
  for (const [index, width] of widths.entries()) await adminJourney(admin, width, spent[index]!);
} finally {
  await browser.close();
}
