// Screenshots of /admin's content, review videos, admins and audit log, the maintenance view (for a shopper,
// for an admin, with the staff sign-in) and the certificates page, at the widths we design for:
//   node --import tsx scripts/screenshots-admin-content.ts [baseUrl] [outDir]
// Needs a fresh demo without SMTP_URL on this machine, with ADMIN_EMAILS=boss@example.ru (and the same
// DATA_DIR given to this script: sign-in codes come from its demo outbox file):
//   export DATA_DIR=$(mktemp -d); PORT=3996 ADMIN_EMAILS=boss@example.ru node apps/server/dist/server.js --demo
// It makes changes through the admin API first (so that the audit log has something to show) and leaves the
// site switched on at the end. Writes <outDir>/*.png (default /tmp/admin-content-shots).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { demoCode, putTokens } from './demo-codes.ts';

const [baseUrl = 'http://127.0.0.1:3996', outDir = '/tmp/admin-content-shots'] = process.argv.slice(2);
const widths = [375, 768, 1440];
const url = (address: string) => new URL(address, baseUrl).toString();
const clip = path.resolve('apps/server/assets/reviews/review-2.mp4');

interface Tokens {
  access_token: string;
  refresh_token: string;
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

/** Changes through the API, as another admin session would make them: the audit log's entries. */
async function makeChanges(page: Page, tokens: Tokens) {
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const send = async (method: 'PATCH' | 'POST' | 'DELETE', address: string, data?: unknown) => {
    const answer = await page.request.fetch(url(address), { method, headers, data });
    if (!answer.ok()) console.warn(`${method} ${address}: ${answer.status()} ${await answer.text()}`);
    return answer;
  };
  await send('PATCH', '/api/admin/contacts_info', { phone: '+79990001122' });
  const slots = (await (await page.request.get(url('/api/admin/delivery-times/public'))).json()) as {
    id: number;
  }[];
  if (slots[0])
    await send('PATCH', `/api/admin/delivery-times/${slots[0].id}`, { time_from: '10:00', time_to: '12:00' });
  await send('POST', '/api/admin/delivery-times', { time_from: '18:00', time_to: '20:00' });
  await send('PATCH', '/api/admin/support_returns', {
    refund_time: 'Деньги возвращаются на карту в течение 3–10 рабочих дней после одобрения возврата.',
  });
  await signIn(page, 'olga@example.ru');
  await send('POST', '/api/admin/admins', { email: 'olga@example.ru' });
  await send('PATCH', '/api/admin/site-status', { is_active: false });
  await send('PATCH', '/api/admin/site-status', { is_active: true });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function shootFull(page: Page, name: string, width: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  const file = `${outDir}/${name}-${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.info(file);
}

async function shootView(page: Page, name: string, width: number) {
  await page.waitForTimeout(600);
  const file = `${outDir}/${name}-${width}.png`;
  await page.screenshot({ path: file });
  console.info(file);
}

/** Each anchored part of /admin/content on its own, easier to read than the whole long page. */
async function shootParts(page: Page, width: number) {
  for (const part of ['site', 'contacts', 'delivery-zone', 'delivery-slots', 'support-texts']) {
    const file = `${outDir}/content-${part}-${width}.png`;
    await page.locator(`#${part}`).screenshot({ path: file });
    console.info(file);
  }
}

async function adminScreens(page: Page, width: number) {
  await page.goto(url('/admin/content'), { waitUntil: 'load' });
  await page.getByRole('switch', { name: 'Сайт открыт для покупателей' }).waitFor();
  await page.getByRole('textbox', { name: 'Телефон' }).waitFor();
  await shootFull(page, 'content', width);
  await shootParts(page, width);
  await page.getByRole('switch', { name: 'Сайт открыт для покупателей' }).click();
  await page.getByRole('dialog', { name: 'Выключить сайт?' }).waitFor();
  await shootView(page, 'content-switch-off-confirm', width);
  await page.getByRole('button', { name: 'Отмена' }).click();
  await page.waitForTimeout(600);

  // A slot that ends before it starts: the client's check.
  const slot = page.getByRole('form', { name: /^Интервал / }).first();
  await slot.getByLabel('с').fill('15:00');
  await slot.getByLabel('до').fill('13:00');
  await slot.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByRole('tab', { name: 'Доставка' }).click();
  await page.locator('#delivery-slots').scrollIntoViewIfNeeded();
  await shootView(page, 'content-slots-error', width);

  // The zone: a third marketplace with an http:// link, refused at its field before anything is sent.
  const zone = page.locator('#delivery-zone');
  await zone.getByRole('button', { name: 'Добавить маркетплейс' }).click();
  const third = zone.getByRole('group', { name: 'Маркетплейс 3' });
  await third.getByRole('textbox', { name: 'Название' }).fill('Яндекс Маркет');
  await third.getByRole('textbox', { name: 'Ссылка' }).fill('http://market.yandex.ru');
  await zone.getByRole('button', { name: 'Сохранить доставку' }).click();
  await zone.screenshot({ path: `${outDir}/content-delivery-zone-error-${width}.png` });
  console.info(`${outDir}/content-delivery-zone-error-${width}.png`);

  await page.goto(url('/admin/videos'), { waitUntil: 'load' });
  await page.getByRole('heading', { name: 'Видео на сайте' }).waitFor();
  await page.getByRole('textbox', { name: 'Название' }).fill('Мария о батончике с арахисом');
  await page
    .getByRole('textbox', { name: 'Описание' })
    .fill('Беру с собой на тренировку, вкус как у десерта.');
  await page.locator('input[type=file]').setInputFiles(clip);
  await page.getByText(/Обложка — кадр|Кадр для обложки не получился/).waitFor({ timeout: 15_000 });
  await shootFull(page, 'videos-chosen', width);
  await page.getByRole('button', { name: 'Загрузить видео' }).click();
  await page.getByText(/Видео «Мария о батончике с арахисом» добавлено|Ошибка/).waitFor({ timeout: 30_000 });
  await shootFull(page, 'videos-uploaded', width);

  await page.goto(url('/admin/admins'), { waitUntil: 'load' });
  await page.getByRole('listitem', { name: 'olga@example.ru' }).waitFor();
  await shootFull(page, 'admins', width);

  await page.goto(url('/admin/audit'), { waitUntil: 'load' });
  await page
    .getByText(/Что изменилось/)
    .first()
    .waitFor();
  for (const summary of await page.getByText(/Что изменилось/).all()) await summary.click();
  await shootFull(page, 'audit', width);
}

async function certificates(page: Page, width: number) {
  await page.goto(url('/support/sert'), { waitUntil: 'load' });
  const card = page.getByRole('link', { name: /ISO 9001/ });
  await card.waitFor();
  await card.scrollIntoViewIfNeeded();
  await shootFull(page, 'certificates', width);
  const opened = page.context().waitForEvent('page');
  await card.click();
  // At once: the card shows itself pressed for the 500 ms before its document opens.
  await page.screenshot({ path: `${outDir}/certificates-pressed-${width}.png` });
  const documentPage = await opened;
  await documentPage.waitForLoadState('load');
  await documentPage.setViewportSize({ width, height: Math.round(width * 1.414) });
  await shootView(documentPage, 'certificate-document', width);
  await documentPage.close();
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const admin = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 900 } });
  const page = await admin.newPage();
  const tokens = await signIn(page, 'boss@example.ru');
  await makeChanges(page, tokens);
  await putTokens(admin, tokens);
  const guest = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 900 } });
  const shopper = await guest.newPage();
  const headers = { authorization: `Bearer ${tokens.access_token}` };

  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await shopper.setViewportSize({ width, height: 900 });
    await adminScreens(page, width);
    await certificates(shopper, width);

    // The site switched off: the shopper's maintenance view, the staff sign-in, the admin's banner.
    await page.request.patch(url('/api/admin/site-status'), { headers, data: { is_active: false } });
    await shopper.goto(url('/'), { waitUntil: 'load' });
    await shopper.getByRole('heading', { name: 'Сайт временно не работает' }).waitFor();
    await shootView(shopper, 'maintenance', width);
    await shopper.getByRole('button', { name: 'Вход для сотрудников' }).click();
    await shopper.getByRole('dialog', { name: 'Вход' }).waitFor();
    await shootView(shopper, 'maintenance-staff-sign-in', width);
    await page.goto(url('/'), { waitUntil: 'load' });
    await page.getByText('Сайт выключен для покупателей.').waitFor();
    await shootView(page, 'admin-site-off-banner', width);
    await page.goto(url('/admin/content'), { waitUntil: 'load' });
    await page.getByText('Сайт выключен', { exact: true }).waitFor();
    await shootView(page, 'content-site-off', width);
    await page.request.patch(url('/api/admin/site-status'), { headers, data: { is_active: true } });
  }
} finally {
  await browser.close();
}
