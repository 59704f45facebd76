// Screenshots of the profile's 'Персональные данные' and its dialogs, at the widths we design for:
//   DATA_DIR=… node --import tsx scripts/screenshots-personal-data.ts [baseUrl] [outDir]
// Needs a shop started with `--demo` and no SMTP_URL on this machine (DATA_DIR as the shop's): the sign-in and
// deletion codes are read from its demo outbox file (scripts/demo-codes.ts). Each width signs up a new
// address through the API, orders and pays, then looks at the section, withdraws, and deletes the account
// (2 codes per width of the 20 an hour the shop allows one client address). Writes personal-data-*.png,
// withdraw-dialog-*.png, personal-data-withdrawn-*.png, delete-dialog-*.png, delete-code-*.png and
// account-deleted-*.png into outDir (screenshots/ unless told, git-ignored).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import type { DocumentSummary } from '@shop/shared/legal/legal-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { demoCode } from './demo-codes.ts';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots'] = process.argv.slice(2);
const widths = [375, 768, 1440];
const run = Date.now().toString(36);
const url = (route: string) => new URL(route, baseUrl).toString();

async function api<T>(method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(url(route), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The current versions of the consent and the offer (what the checkboxes accept). */
async function versions() {
  const documents = await api<DocumentSummary[]>('GET', '/api/legal/documents');
  const of = (kind: string) => documents.find((document) => document.kind === kind)!.version;
  return { personal_data: of('consent'), offer: of('offer') };
}

/** Signs up through the API with a profile and a paid order; answers the tokens. */
async function shopperWithOrder(email: string) {
  const consents = await versions();
  await api('POST', '/api/auth/request-code', { email });
  const { tokens } = await api<{ tokens: { access_token: string; refresh_token: string } }>(
    'POST',
    '/api/auth/verify-code',
    { email, code: await demoCode(email), consent: consents.personal_data },
  );
  const token = tokens.access_token;
  const contacts = { first_name: 'Анна', last_name: 'Петрова', phone: '+79991234567' };
  await api('PATCH', '/api/users/user', contacts, token);
  const groups = await api<ProductGroup[]>('GET', '/api/products/grouped');
  const productId = Number(buildCatalogCards(groups).find((card) => card.kind === 'regular')!.id);
  await api('POST', '/api/cart/', { product_id: productId, quantity: 2 }, token);
  const placed = await api<{ payment_url: string }>(
    'POST',
    '/api/orders/',
    { ...contacts, email, delivery: { delivery_type: 'pickup', shop_number: 1 }, consents },
    token,
  );
  await api('POST', `/api/payments/test/${placed.payment_url.split('/').pop()}/confirm`, {
    outcome: 'succeeded',
  });
  return tokens;
}

async function shoot(page: Page, name: string, width: number, element?: string) {
  await page.waitForTimeout(600);
  const file = path.join(outDir, `${name}-${width}.png`);
  if (element) await page.getByRole('region', { name: element }).screenshot({ path: file });
  else await page.screenshot({ path: file });
  console.info(file);
}

async function personalData(browser: Browser, width: number) {
  const email = `rights-${run}-${width}@example.ru`;
  const tokens = await shopperWithOrder(email);
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  await page.addInitScript(
    ([access, refresh]) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('access_token', access!);
        localStorage.setItem('refresh_token', refresh!);
      }
    },
    [tokens.access_token, tokens.refresh_token],
  );
  await page.goto(url('/personalAccount'), { waitUntil: 'networkidle' });
  const section = page.getByRole('region', { name: 'Персональные данные' });
  await section.getByRole('listitem').first().waitFor();
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'personal-data', width, 'Персональные данные');

  // Withdrawing: the dialog, then the section saying when, and when the account goes.
  await section.getByRole('button', { name: 'Отозвать согласие' }).click();
  const withdrawal = page.getByRole('dialog', { name: 'Отозвать согласие?' });
  await withdrawal.waitFor();
  await shoot(page, 'withdraw-dialog', width);
  await withdrawal.getByRole('button', { name: 'Отозвать согласие' }).click();
  await section.getByText(/отозвано/).waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await shoot(page, 'personal-data-withdrawn', width, 'Персональные данные');

  // Deleting: what goes and stays, the code step, then signed out on the main page, told so.
  await section.getByRole('button', { name: 'Удалить аккаунт' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' });
  await dialog.waitFor();
  await shoot(page, 'delete-dialog', width);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await dialog.getByRole('textbox', { name: 'Цифра 1 из 5' }).waitFor();
  await shoot(page, 'delete-code', width);
  const code = await demoCode(email);
  await page.keyboard.type(code, { delay: 30 });
  await page.keyboard.press('Enter');
  await page.getByText('Аккаунт удалён').waitFor();
  await shoot(page, 'account-deleted', width);
  await page.close();
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const width of widths) await personalData(browser, width);
} finally {
  await browser.close();
}
