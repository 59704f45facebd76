// Screenshots of the lists read a page at a time (orders, bonus history, the admin's consent log) at the end
// of their first page and after 'Показать ещё', with axe-core's verdict on each and the button pressed from
// the keyboard:
//   DATA_DIR=<the shop's> node --import tsx scripts/screenshots-lists.ts URL CUSTOMER_EMAIL ADMIN_EMAIL
// Needs a demo (`--demo`, no SMTP_URL, TRUST_PROXY=127.0.0.1) holding more than a page of each, e.g. after
// `npm run seed:scale -- --accounts 300 --orders 3000 --heavy 70` (it prints both e-mails).
// Writes screenshots/list-*.png (git-ignored).
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { pagingMessages } from '@shop/shared/api/paging-words';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { readDemoOutbox } from '../apps/server/src/lib/demo-outbox.ts';
import { demoCode, putTokens } from './demo-codes.ts';

const dataDir = process.env.DATA_DIR ?? './data';

const [baseUrl = 'http://localhost:3000', customer, admin] = process.argv.slice(2);
if (!customer || !admin) throw new Error('usage: screenshots-lists.ts URL CUSTOMER_EMAIL ADMIN_EMAIL');
const url = (path: string) => new URL(path, baseUrl).toString();

// Behind TRUST_PROXY=127.0.0.1 each run signs in from an address of its own (codes are limited per address).
const headers = {
  'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
};

async function signedIn(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  const page = await context.newPage();
  // Without an IntersectionObserver nothing loads by itself: the button waits to be pressed and is seen.
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  // A code mailed to this e-mail before (an earlier run) is not the one to wait for.
  const before = readDemoOutbox(dataDir, email)[0]?.text.match(/\b\d{5}\b/)?.[0];
  // A code a minute per e-mail: an earlier run may have to be waited out.
  for (;;) {
    const asked = await page.request.post(url('/api/auth/request-code'), { data: { email }, headers });
    if (asked.ok()) break;
    const wait = Number(asked.headers()['retry-after']);
    if (asked.status() !== 429 || !(wait > 0)) throw new Error(`a code for ${email}: ${asked.status()}`);
    console.info(`${email}: a new code in ${wait} s (${(await asked.json()).detail})`);
    await page.waitForTimeout((wait + 1) * 1000);
  }
  const verified = await page.request.post(url('/api/auth/verify-code'), {
    data: { email, code: await demoCode(email, before), consent: 1 },
    headers,
  });
  if (!verified.ok()) throw new Error(`sign-in of ${email}: ${verified.status()} ${await verified.text()}`);
  const { tokens } = (await verified.json()) as { tokens: { access_token: string; refresh_token: string } };
  await putTokens(page, tokens);
  return page;
}

async function axe(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.info(`${state}: ${grave.length ? grave.map((v) => v.id).join(', ') : 'axe clean'}`);
}

/** The end of the list with its button on screen, then the keyboard presses it and the next page shows. */
async function list(page: Page, path: string, name: string, width: number) {
  await page.goto(url(path));
  const more = page.getByRole('button', { name: pagingMessages.more });
  await more.waitFor();
  await more.evaluate((button) => button.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `screenshots/list-${name}-end-${width}.png` });
  await axe(page, `${name} ${width}: end of the first page`);
  const rows = await page.locator('main li, main tbody tr').count();
  await more.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (before) => document.querySelectorAll('main li, main tbody tr').length > before,
    rows,
    { timeout: 10_000 },
  );
  await page.waitForTimeout(400);
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const status = await page.getByRole('status').allInnerTexts();
  console.info(
    `${name} ${width}: ${rows} → ${await page.locator('main li, main tbody tr').count()} rows, focus on '${focused}', status ${JSON.stringify(status.filter(Boolean))}`,
  );
  await page.screenshot({ path: `screenshots/list-${name}-more-${width}.png` });
  await axe(page, `${name} ${width}: after the next page`);
}

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  // One session per person (a code a minute per e-mail), the window resized for each width.
  const shopper = await signedIn(browser, customer, 375);
  const staff = await signedIn(browser, admin, 375);
  for (const width of [375, 768, 1440]) {
    for (const page of [shopper, staff]) await page.setViewportSize({ width, height: 900 });
    await list(shopper, '/personalAccount/orders', 'orders', width);
    await list(shopper, '/personalAccount/cardLoyal', 'bonuses', width);
    await list(staff, '/admin/consents', 'consents', width);
  }
} finally {
  await browser.close();
}
