// Screenshots of the admin area's dashboard, orders and catalogue at the widths we design for:
//   node --import tsx scripts/screenshots-admin.ts [baseUrl] [outDir]
// Needs a fresh shop started with `--demo`, no SMTP_URL and ADMIN_EMAILS=boss@example.ru on this machine
// (DATA_DIR as the shop's: sign-in codes come from its demo outbox file). Places and pays a few guest orders first, so that the
// lists and the chart are not empty. Writes admin-*.png into outDir (default /tmp/admin-shots).
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { courierDates } from '@shop/shared/rules/delivery-dates';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { demoCode, putTokens } from './demo-codes.ts';

const [baseUrl = 'http://127.0.0.1:3997', outDir = '/tmp/admin-shots'] = process.argv.slice(2);
const widths = [375, 768, 1440];
const boss = 'boss@example.ru';
const url = (path: string) => new URL(path, baseUrl).toString();

type Tokens = { access_token: string; refresh_token: string };

async function shoot(page: Page, name: string, width: number, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
  const path = `${outDir}/admin-${name}-${width}.png`;
  if (fullPage) {
    const bottom = await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().bottom);
    await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width, height: Math.ceil(bottom) } });
  } else {
    await page.screenshot({ path });
  }
  console.info(path);
}

async function signIn(page: Page, email: string): Promise<Tokens> {
  await page.request.post(url('/api/auth/request-code'), { data: { email } });
  const verified = await page.request.post(url('/api/auth/verify-code'), {
    // The processing consent ticked (version 1, migration 0010): a new e-mail needs it.
    data: { email, code: await demoCode(email), consent: 1 },
  });
  return ((await verified.json()) as { tokens: Tokens }).tokens;
}

/** Guest orders: two paid pickups, a paid courier order, one waiting for payment; one moved on, one low stock. */
async function placeOrders(page: Page, admin: Tokens) {
  const headers = { authorization: `Bearer ${admin.access_token}` };
  const products = (await (
    await page.request.get(url('/api/admin/products'), { headers })
  ).json()) as AdminProduct[];
  const bars = products.filter((product) => product.active && product.quantity > 20).slice(0, 4);
  const slots = (await (await page.request.get(url('/api/admin/delivery-times/public'))).json()) as {
    id: number;
  }[];
  const customers = [
    { first_name: 'Анна', last_name: 'Петрова', phone: '+79991234567', email: 'anna@example.ru' },
    { first_name: 'Борис', last_name: 'Смирнов', phone: '+79117654321', email: 'boris.smirnov@example.ru' },
    { first_name: 'Вера', last_name: 'Ким', phone: '+79215550011', email: 'vera.kim@example.ru' },
    { first_name: 'Глеб', last_name: 'Орлов', phone: '+79030001122', email: 'gleb@example.ru' },
  ];
  const placed: CreateOrderAnswer[] = [];
  for (const [index, customer] of customers.entries()) {
    const session = randomUUID();
    await page.request.post(url('/api/cart/'), {
      data: { product_id: bars[index % bars.length]!.id, quantity: 2 + index, session_id: session },
    });
    await page.request.post(url('/api/cart/'), {
      data: { product_id: bars[(index + 1) % bars.length]!.id, quantity: 1, session_id: session },
    });
    const courier = index === 2 && slots[0];
    const delivery = courier
      ? {
          delivery_type: 'courier',
          address: 'ул. Рубинштейна, 5, кв. 12',
          date: courierDates(new Date())[0],
          slot_id: slots[0]!.id,
        }
      : { delivery_type: 'pickup', shop_number: 1 + (index % 2) };
    const answer = await page.request.post(url('/api/orders/'), {
      data: { ...customer, delivery, session_id: session, add_package: index === 1 },
    });
    if (!answer.ok()) throw new Error(`order: ${answer.status()} ${await answer.text()}`);
    const order = (await answer.json()) as CreateOrderAnswer;
    placed.push(order);
    if (index < 3 && order.payment_url) {
      await page.request.post(url(`/api/payments/test/${order.payment_url.split('/').pop()}/confirm`), {
        data: { outcome: 'succeeded' },
      });
    }
  }
  await page.request.patch(url(`/api/admin/orders/${placed[0]!.order.id}`), {
    headers,
    data: { status: 'assembling' },
  });
  await page.request.patch(url(`/api/admin/products/${bars[3]!.id}`), { headers, data: { quantity: 9 } });
  await page.request.patch(url(`/api/admin/products/${products.at(-1)!.id}`), {
    headers,
    data: { active: false },
  });
}

/** One page for every width: a sign-in code can be asked for once a minute, and the tokens rotate. */
async function adminPage(browser: Browser, tokens: Tokens) {
  const page = await browser.newPage({ viewport: { width: widths[0]!, height: 900 }, locale: 'ru-RU' });
  await putTokens(page, tokens);
  return page;
}

async function shootSections(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });

  await page.goto(url('/admin'), { waitUntil: 'load' });
  await page.getByText('Заказов сегодня').waitFor();
  await shoot(page, 'dashboard', width);

  await page.goto(url('/admin/orders'), { waitUntil: 'load' });
  await page.getByRole('list', { name: 'Заказы магазина' }).waitFor();
  await shoot(page, 'orders', width);
  await page
    .getByRole('button', { name: /Заказ №/ })
    .nth(1)
    .click();
  await page.getByRole('region', { name: 'Действия' }).waitFor();
  await shoot(page, 'order-open', width);
  await page
    .getByRole('button', { name: /Отменить/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, 'order-cancel', width, false);
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('nobody@example.ru');
  await page.getByText('Заказов с такими условиями нет').waitFor();
  await shoot(page, 'orders-empty', width);

  await page.goto(url('/admin/catalogue'), { waitUntil: 'load' });
  await page.getByRole(width >= 1280 ? 'table' : 'region', { name: 'Товары' }).waitFor();
  await shoot(page, 'catalogue', width);
  await shoot(page, 'catalogue-top', width, false);
  await page
    .getByRole('button', { name: /^Изменить:/ })
    .first()
    .click();
  await page.getByRole('form').waitFor();
  await page.getByRole('textbox', { name: 'Остаток на складе' }).fill('0');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.waitForTimeout(800);
  await shoot(page, 'product-edit', width, false);
  await page.getByRole('button', { name: 'Отмена' }).click();
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const setup = await browser.newPage();
  const tokens = await signIn(setup, boss);
  await placeOrders(setup, tokens);
  await setup.close();
  const page = await adminPage(browser, tokens);
  for (const width of widths) await shootSections(page, width);
} finally {
  await browser.close();
}
