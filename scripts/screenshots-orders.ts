// Screenshots of checkout, the test payment page, orders and the loyalty card, at the widths we design for:
//   node --import tsx scripts/screenshots-orders.ts [baseUrl]
// Needs a shop started with `--demo` and no SMTP_URL on this machine (DATA_DIR as the shop's); sign-in
// codes come from its demo outbox file.
// Each run places 12 orders of the 30 an hour one client address may place: restart on a fresh DATA_DIR
// for a third run within the hour.
// Writes screenshots/checkout-*.png, payment-*.png, orders-*.png and loyalty-card-*.png (git-ignored).
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { BoxCard, RegularCard } from '@shop/shared/rules/cards';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { demoCode, putTokens } from './demo-codes.ts';

const [baseUrl = 'http://localhost:3000'] = process.argv.slice(2);
const widths = [375, 768, 1440];
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl).toString();

/** The checkout form (a phone also shows its pay button in the bar at the bottom). */
const checkoutForm = (page: Page) => page.getByRole('form', { name: 'Оформление заказа' });

async function shootPage(page: Page, name: string, width: number) {
  // Let the page settle first (back from paying, the orders page scrolls to that order), then shoot from
  // the top: a full-page shot of a scrolled page paints the sticky header halfway down.
  await page.waitForTimeout(700);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(200);
  const bottom = await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().bottom);
  const path = `screenshots/${name}-${width}.png`;
  await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width, height: Math.ceil(bottom) } });
  console.info(path);
}

async function catalogue(page: Page) {
  const groups = (await (await page.request.get(url('/api/products/grouped'))).json()) as ProductGroup[];
  const cards = buildCatalogCards(groups);
  return {
    bars: cards.filter((c): c is RegularCard => c.kind === 'regular' && c.subcategoryType === 'Bars'),
    box: cards.find((c): c is BoxCard => c.kind === 'box' && c.flavors.length >= 3)!,
  };
}

async function fillContacts(page: Page) {
  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Петрова');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+79991234567');
  await page.getByRole('textbox', { name: 'Email' }).fill('anna@example.ru');
  // A guest's two consent checkboxes (docs/product/personal-data.md#consents).
  await page.getByRole('checkbox', { name: 'Даю согласие на обработку персональных данных' }).check();
  await page.getByRole('checkbox', { name: 'Принимаю условия публичной оферты' }).check();
}

/** A guest with two bars and a custom box: the checkout with errors, pickup, courier; paying; orders. */
async function guestJourney(browser: Browser, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  const session = randomUUID();
  await page.addInitScript((id) => localStorage.setItem('session_id', id), session);
  const { bars, box } = await catalogue(page);
  await page.request.post(url('/api/cart/'), {
    data: { product_id: Number(bars[0]!.id), quantity: 2, session_id: session },
  });
  await page.request.post(url('/api/cart/'), {
    data: { product_id: Number(bars[1]!.id), quantity: 4, session_id: session },
  });
  const [a, b] = box.flavors;
  await page.request.post(url('/api/boxes/'), {
    data: {
      box_type: 'box4',
      items: [
        { product_id: Number(a!.id), quantity: 3 },
        { product_id: Number(b!.id), quantity: 1 },
      ],
      session_id: session,
    },
  });

  await page.goto(url('/check_out_page'), { waitUntil: 'load' });
  await checkoutForm(page).getByRole('button', { name: 'Оплатить' }).click();
  await shootPage(page, 'checkout-errors', width);
  await fillContacts(page);
  const stores = page.getByRole('group', { name: 'Магазин для самовывоза' }).getByRole('radio');
  await stores.first().check();
  await page.getByRole('checkbox', { name: /Пакет/ }).check();
  await shootPage(page, 'checkout-pickup', width);
  await page.getByRole('radio', { name: /Доставка курьером/ }).check();
  const address = page.getByRole('textbox', { name: 'Адрес доставки' });
  await address.fill('Москва, Тверская 1');
  await address.blur();
  await shootPage(page, 'checkout-courier-outside-zone', width);
  await address.fill('Санкт-Петербург, ул. Ленина, 1, кв. 5');
  await page.getByRole('group', { name: 'Дата доставки' }).getByRole('radio').first().check();
  await page.getByRole('group', { name: 'Время доставки' }).getByRole('radio').nth(1).check();
  await page.getByRole('checkbox', { name: /Подарочная упаковка/ }).check();
  await shootPage(page, 'checkout-courier', width);

  await checkoutForm(page).getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/pay\//);
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `screenshots/payment-${width}.png`, fullPage: true });
  console.info(`screenshots/payment-${width}.png`);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/personalAccount\/orders/);
  await page.waitForLoadState('load');
  await shootPage(page, 'orders-paid', width);
  await page.close();
}

/** A customer with a paid order and one waiting for payment: the orders list and the loyalty card. */
async function customerJourney(browser: Browser, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  const email = `orders-${run}-${width}@example.ru`;
  await page.request.post(url('/api/auth/request-code'), { data: { email } });
  const verified = await page.request.post(url('/api/auth/verify-code'), {
    // The processing consent ticked (version 1, migration 0010): a new e-mail needs it.
    data: { email, code: await demoCode(email), consent: 1 },
  });
  const { tokens } = (await verified.json()) as { tokens: { access_token: string; refresh_token: string } };
  await putTokens(page, tokens);
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const { bars } = await catalogue(page);
  const form = {
    first_name: 'Анна',
    last_name: 'Петрова',
    phone: '+79991234567',
    email,
    delivery: { delivery_type: 'pickup', shop_number: 1 },
    // The offer accepted (version 1, migration 0010); the account consented at sign-in.
    consents: { offer: 1 },
  };
  for (const [index, quantity, pay] of [
    [2, 12, true],
    [3, 8, true],
    [4, 2, false],
  ] as const) {
    await page.request.post(url('/api/cart/'), {
      headers,
      data: { product_id: Number(bars[index]!.id), quantity },
    });
    const placed = (await (
      await page.request.post(url('/api/orders/'), { headers, data: { ...form, use_bonus: !pay } })
    ).json()) as CreateOrderAnswer;
    // The unpaid one was declined on the payment page ('Отказаться').
    await page.request.post(url(`/api/payments/test/${placed.payment_url!.split('/').pop()}/confirm`), {
      data: { outcome: pay ? 'succeeded' : 'canceled' },
    });
  }
  await page.goto(url('/personalAccount/orders'), { waitUntil: 'load' });
  await page
    .getByRole('button', { name: /Заказ №/ })
    .first()
    .click();
  await shootPage(page, 'orders-account', width);
  await page.goto(url('/personalAccount/cardLoyal'), { waitUntil: 'load' });
  await shootPage(page, 'loyalty-card', width);
  await page.close();
}

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const width of widths) {
    await guestJourney(browser, width);
    await customerJourney(browser, width);
  }
} finally {
  await browser.close();
}
