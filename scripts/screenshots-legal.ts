// Screenshots of the shop's documents and their admin sections, at the widths we design for:
//   DATA_DIR=… node --import tsx scripts/screenshots-legal.ts [baseUrl] [outDir]
// Needs a fresh shop started with `--demo`, no SMTP_URL and ADMIN_EMAILS=boss@example.ru on this machine
// (DATA_DIR as the shop's: sign-in codes come from its demo outbox file). Signs a few shoppers in (each
// sign-in logs its consent) and publishes version 2 of the offer first, so that the log and the versions are
// not empty. Writes legal-*.png into outDir (screenshots/ unless told, git-ignored): the policy page, an
// older version of the offer, the admin's documents, the offer's editor (with an edit in its preview), the
// publish confirmation and the consent log.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { DocumentSummary } from '@shop/shared/legal/legal-api';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { demoCode, putTokens } from './demo-codes.ts';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots'] = process.argv.slice(2);
const widths = [375, 768, 1440];
const boss = 'boss@example.ru';
const url = (route: string) => new URL(route, baseUrl).toString();

type Tokens = { access_token: string; refresh_token: string };

async function api<T>(method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(url(route), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs `email` in through the API, ticking the processing consent in force. */
async function signIn(email: string): Promise<Tokens> {
  const documents = await api<DocumentSummary[]>('GET', '/api/legal/documents');
  const consent = documents.find((document) => document.kind === 'consent')!.version;
  await api('POST', '/api/auth/request-code', { email });
  const verified = await api<{ tokens: Tokens }>('POST', '/api/auth/verify-code', {
    email,
    code: await demoCode(email),
    consent,
  });
  return verified.tokens;
}

async function shoot(page: Page, name: string, width: number, fullPage = true): Promise<void> {
  await page.waitForTimeout(500);
  const file = path.join(outDir, `legal-${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage });
  console.info(file);
}

mkdirSync(outDir, { recursive: true });
const admin = await signIn(boss);
for (const name of ['anna.petrova', 'boris.smirnov', 'vera.kim']) await signIn(`${name}@example.ru`);
// Version 2 of the offer, so that the versions table and an older version's page have something to show.
await api(
  'PUT',
  '/api/admin/legal/offer/draft',
  {
    title: 'Публичная оферта',
    format: 'markdown',
    body: '## 1. Продавец\n\nООО «Хамбл», ОГРН 1227800000000, ИНН 7801000000.\n\n## 2. Возврат\n\n- **Продукты питания** надлежащего качества возврату не подлежат.\n- **Мерч** — в течение 7 дней.',
  },
  admin.access_token,
);
await api('POST', '/api/admin/legal/offer/publish', undefined, admin.access_token);

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: widths[0]!, height: 900 }, locale: 'ru-RU' });
  await putTokens(page, admin);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });

    await page.goto(url('/political'));
    await page.getByRole('region', { name: 'Все редакции' }).getByRole('link').first().waitFor();
    await shoot(page, 'policy', width);
    await page.goto(url('/legal/offer/1'));
    await page.getByRole('note').filter({ hasText: 'Это не действующая' }).waitFor();
    await shoot(page, 'offer-v1', width);

    await page.goto(url('/admin/legal'));
    await page.getByRole('list', { name: 'Документы магазина' }).waitFor();
    await shoot(page, 'documents', width);
    await page.goto(url('/admin/legal?kind=offer'));
    const text = page.getByRole('textbox', { name: 'Текст' });
    await text.waitFor();
    await text.focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(
      '\n\n## 3. Изменения\n\nНовый пункт: [политика](/political), <b>не HTML</b>.',
    );
    await page.getByRole('region', { name: 'Как это будет выглядеть' }).getByText('3. Изменения').waitFor();
    await shoot(page, 'editor', width);
    await page.getByRole('button', { name: 'Опубликовать' }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'publish-dialog', width, false);
    await page.keyboard.press('Escape');

    await page.goto(url('/admin/consents'));
    await page.getByRole('region', { name: 'Журнал согласий' }).waitFor();
    await shoot(page, 'consents', width);
  }
} finally {
  await browser.close();
}
