// Screenshots of the admin's catalogue editor at the widths we design for:
//   DATA_DIR=… node --import tsx scripts/screenshots-catalogue.ts [baseUrl] [outDir]
// Needs a fresh shop started with `--demo`, no SMTP_URL and ADMIN_EMAILS=boss@example.ru on this machine
// (DATA_DIR as the shop's: sign-in codes come from its demo outbox file). Uploads two photos to a bar and
// archives a T-shirt first. Shoots the list, 'Добавить товар', the new-product form of a box flavour with two
// photos chosen (and refused for its missing food information), an editor with photos, the archive and the
// archive's confirmation into outDir (default /tmp/catalogue-shots) as catalogue-*.png, and prints what axe
// finds serious or critical on each.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { demoCode, putTokens } from './demo-codes.ts';

const [baseUrl = 'http://127.0.0.1:3997', outDir = '/tmp/catalogue-shots'] = process.argv.slice(2);
const widths = [375, 768, 1440];
const boss = 'boss@example.ru';
const url = (where: string) => new URL(where, baseUrl).toString();

type Tokens = { access_token: string; refresh_token: string };

/** A photo-like JPEG: a warm gradient with a bar drawn on it, as a phone would send (4:3). */
async function photoFile(folder: string, name: string, hue: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#fff4e6"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>
    <rect x="420" y="470" width="760" height="260" rx="60" fill="#5b3a29" transform="rotate(-12 800 600)"/>
    <rect x="470" y="520" width="660" height="60" rx="30" fill="#d98b3a" transform="rotate(-12 800 600)"/>
  </svg>`;
  const file = path.join(folder, name);
  await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toFile(file);
  return file;
}

async function signIn(page: Page, email: string): Promise<Tokens> {
  await page.request.post(url('/api/auth/request-code'), { data: { email } });
  const verified = await page.request.post(url('/api/auth/verify-code'), {
    data: { email, code: await demoCode(email), consent: 1 },
  });
  return ((await verified.json()) as { tokens: Tokens }).tokens;
}

/** Two photos on the first bar, a T-shirt in the archive: the editor and the archive are not empty. */
async function prepare(page: Page, tokens: Tokens, photos: string[]) {
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const products = (await (
    await page.request.get(url('/api/admin/products'), { headers })
  ).json()) as AdminProduct[];
  const bar = products.find((product) => product.kind === 'bar')!;
  if (bar.photos.length === 0) {
    for (const [index, file] of photos.entries()) {
      const answer = await page.request.post(url(`/api/admin/products/${bar.id}/photos`), {
        headers,
        multipart: {
          alt: index === 0 ? `${bar.name} в упаковке` : `${bar.name} в разрезе`,
          file: { name: path.basename(file), mimeType: 'image/jpeg', buffer: readFileSync(file) },
        },
      });
      if (answer.status() !== 201) throw new Error(`photo: ${answer.status()} ${await answer.text()}`);
    }
  }
  const archived = (await (
    await page.request.get(url('/api/admin/products?archived=1'), { headers })
  ).json()) as AdminProduct[];
  if (archived.length === 0) {
    const shirt = products.find((product) => product.kind === 'merch')!;
    await page.request.post(url(`/api/admin/products/${shirt.id}/archive`), { headers });
  }
  return bar;
}

const findings: string[] = [];
async function axe(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
    findings.push(
      `${state}: ${violation.id} (${violation.impact}) ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }
}

async function shoot(page: Page, name: string, width: number, fullPage = true) {
  await page.waitForTimeout(500);
  const file = `${outDir}/catalogue-${name}-${width}.png`;
  await page.screenshot({ path: file, fullPage });
  console.info(file);
}

async function shootWidth(page: Page, width: number, bar: AdminProduct, photos: string[]) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url('/admin/catalogue'), { waitUntil: 'load' });
  await page.getByRole(width >= 1280 ? 'table' : 'region', { name: 'Товары' }).waitFor();
  await shoot(page, 'list', width);
  await shoot(page, 'list-top', width, false);
  if (width === widths[0]) await axe(page, 'list');

  await page
    .getByRole('button', { name: /^В архив:/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, 'archive-confirm', width, false);
  if (width === widths[0]) await axe(page, 'archive confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await page.getByRole('radio', { name: /Архив/ }).check();
  await page.getByRole('list', { name: 'Архив' }).waitFor();
  await shoot(page, 'archive', width);
  if (width === widths[0]) await axe(page, 'archive');

  await page.getByRole('link', { name: 'Добавить товар' }).click();
  await page.getByRole('heading', { name: 'Новый товар' }).waitFor();
  await shoot(page, 'new-kind', width);
  await page.getByRole('link', { name: /Вкус для своего бокса/ }).click();
  const form = page.getByRole('form', { name: 'Новый товар: Вкус для своего бокса' });
  await form.waitFor();
  await form.getByRole('combobox', { name: 'Бокс' }).selectOption({ label: 'Box humblbar' });
  await form.getByRole('textbox', { name: 'Название' }).fill('humblbar Манго');
  await form.getByRole('textbox', { name: 'Цена', exact: true }).fill('189');
  await form.getByRole('textbox', { name: 'Остаток на складе' }).fill('30');
  await form
    .getByRole('textbox', { name: 'Состав' })
    .fill('Финики, манго, кешью, изолят сывороточного белка');
  await form.getByLabel('Добавить фото').setInputFiles(photos);
  await form.getByRole('textbox', { name: 'Что на фото' }).first().fill('Батончик манго в упаковке');
  await form.getByRole('button', { name: 'Опубликовать' }).click();
  await form.getByText('Исправьте отмеченные поля').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'new-form', width);
  await shoot(page, 'new-form-top', width, false);
  if (width === widths[0]) await axe(page, 'new product form');

  await page.goto(url(`/admin/catalogue?product=${bar.id}`), { waitUntil: 'load' });
  await page.getByRole('form', { name: bar.name }).waitFor();
  await page.getByRole('list', { name: 'Фото товара' }).waitFor();
  await shoot(page, 'editor', width);
  if (width === widths[0]) await axe(page, 'editor with photos');
}

mkdirSync(outDir, { recursive: true });
const folder = mkdtempSync(path.join(tmpdir(), 'catalogue-photos-'));
const photos = [
  await photoFile(folder, 'IMG_2041.jpg', '#ffd3b0'),
  await photoFile(folder, 'IMG_2042.jpg', '#8bab4a'),
];
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const setup = await browser.newPage();
  const tokens = await signIn(setup, boss);
  const bar = await prepare(setup, tokens, photos);
  await setup.close();
  // axe needs a page of a context of its own.
  const context = await browser.newContext({ viewport: { width: widths[0]!, height: 900 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await putTokens(page, tokens);
  for (const width of widths) await shootWidth(page, width, bar, photos);
} finally {
  await browser.close();
}
console.info(
  findings.length === 0 ? 'axe: no serious or critical violation' : `axe:\n${findings.join('\n')}`,
);
