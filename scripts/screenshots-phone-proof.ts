// Screenshots of proving the profile's phone by SMS, at the widths we design for:
//   DATA_DIR=… node --import tsx scripts/screenshots-phone-proof.ts [baseUrl] [outDir]
// Needs a shop started with `--demo` and no SMTP_URL / SMS_URL on this machine (DATA_DIR as the shop's): the
// sign-in codes and the SMS are read from its demo outbox file (scripts/demo-codes.ts). Each run signs up
// three new addresses through the API and asks for 3 sign-in codes and 3 SMS codes (of the 20 an hour the
// shop allows one client address). Writes phone-unproven-*.png, phone-code-*.png, phone-code-wrong-*.png,
// phone-proven-*.png and phone-proven-later-*.png into outDir (screenshots/ unless told, git-ignored).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { demoCode } from './demo-codes.ts';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots'] = process.argv.slice(2);
const widths = [375, 768, 1440];
const run = Date.now().toString(36);
const url = (route: string) => new URL(route, baseUrl).toString();
const wrongCode = (code: string) => String((Number(code) + 11111) % 100000).padStart(5, '0');

async function api<T>(method: string, route: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url(route), {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs up through the API and saves a name and an (unproven) phone; answers the tokens. */
async function signUpWithPhone(email: string, phone: string) {
  await api('POST', '/api/auth/request-code', { email });
  const { tokens } = await api<{ tokens: { access_token: string; refresh_token: string } }>(
    'POST',
    '/api/auth/verify-code',
    { email, code: await demoCode(email), consent: 1 },
  );
  await api(
    'PATCH',
    '/api/users/user',
    { first_name: 'Анна', last_name: 'Петрова', phone },
    tokens.access_token,
  );
  return tokens;
}

/** The page from its top to the end of its content (the footer is the same everywhere). */
async function shootPage(page: Page, name: string, width: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
  const bottom = await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().bottom);
  const file = path.join(outDir, `${name}-${width}.png`);
  await page.screenshot({
    path: file,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.ceil(bottom) },
  });
  console.info(file);
}

async function phoneProof(browser: Browser, width: number) {
  const email = `phone-${run}-${width}@example.ru`;
  const phone = `+7999${String(Date.now() % 1_000_000).padStart(6, '0')}${String(width % 10)}`;
  const tokens = await signUpWithPhone(email, phone);
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  await page.addInitScript(
    ([access, refresh]) => {
      if (!localStorage.getItem('refresh_token')) {
        localStorage.setItem('access_token', access!);
        localStorage.setItem('refresh_token', refresh!);
      }
    },
    [tokens.access_token, tokens.refresh_token],
  );
  await page.goto(url('/personalAccount'), { waitUntil: 'networkidle' });
  const prove = page.getByRole('button', { name: 'Подтвердить по SMS' });
  await prove.waitFor();
  await shootPage(page, 'phone-unproven', width);

  await prove.click();
  const boxes = page.getByRole('group', { name: 'Код из SMS' });
  await boxes.waitFor();
  await page.getByText(/Отправить код ещё раз через/).waitFor();
  await shootPage(page, 'phone-code', width);

  const code = await demoCode(phone);
  await boxes.getByRole('textbox', { name: 'Цифра 1 из 5' }).focus();
  await page.keyboard.type(wrongCode(code), { delay: 30 });
  await page.getByText('Неверный или просроченный код').waitFor();
  await shootPage(page, 'phone-code-wrong', width);

  // The boxes are emptied and the first one focused again for the next try.
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Цифра 1 из 5');

  await page.keyboard.type(code, { delay: 30 });
  await page.getByText('Телефон подтверждён').waitFor();
  await shootPage(page, 'phone-proven', width);

  // Later visits say 'Подтверждён'.
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByText('Подтверждён', { exact: true }).waitFor();
  await shootPage(page, 'phone-proven-later', width);
  await page.close();
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const width of widths) await phoneProof(browser, width);
} finally {
  await browser.close();
}
