import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { and, desc, eq } from 'drizzle-orm';
import type { DocumentSummary } from '@shop/shared/legal/legal-api';
import { consentMessages } from '@shop/shared/legal/messages';
import { consentLog, legalDocuments, users } from '../../apps/server/src/db/schema.ts';
import { bearerOf, expect, openSection, signInAsAdmin, signInAsCustomer, test } from '../admin.ts';
import { consentBox, offerBox } from '../consents.ts';
import { ADMIN_EMAIL } from '../fixtures.ts';
import { expectAxeClean, tabTo } from '../accessibility.ts';
import { newEmail, regularCards } from '../shop-data.ts';

/**
 * The shop's documents (docs/product/personal-data.md#documents): the footer's links to the current texts,
 * an admin publishing a new version from 'Документы' with the keyboard alone (every version stays readable
 * by its number), the admin's consent log with its CSV, and a returning shopper asked again at checkout
 * once the consent has a new version.
 */

// An admin and a shopper in two browsers, with sign-ins by mailed code, next to the other worker.
test.describe.configure({ timeout: 120_000 });

/** The current version of `kind` (GET /api/legal/documents). */
async function currentVersion(page: Page, kind: string): Promise<number> {
  const documents = (await (await page.request.get('/api/legal/documents')).json()) as DocumentSummary[];
  return documents.find((document) => document.kind === kind)!.version;
}

/** 'DD.MM.YYYY' of today in Moscow, as the document pages write a version's day. */
const today = () =>
  new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('.');

/** Opens a document's editor from 'Документы' and waits for its draft. */
async function openEditor(page: Page, title: string): Promise<void> {
  await openSection(page, 'Документы', 'Документы');
  await page
    .getByRole('list', { name: 'Документы магазина' })
    .getByRole('link', { name: `Редактировать «${title}»` })
    .click();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Текст' })).not.toBeEmpty();
}

/**
 * Publishes the draft with the keyboard alone: Tab to 'Опубликовать', Enter opens the confirmation (axe
 * checked), Enter on its focused 'Опубликовать' publishes; answers the note.
 */
async function publishByKeyboard(page: Page, version: number): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Текст' }) });
  await tabTo(page, form.getByRole('button', { name: 'Опубликовать' }), 60);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Опубликовать редакцию ${version}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Опубликовать' })).toBeFocused();
  await expectAxeClean(page, 'the publish confirmation');
  await page.keyboard.press('Enter');
  // Gone from the page once its closing animation is over.
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: `Опубликована редакция ${version}` }),
  ).toBeVisible();
}

test('the footer leads to the current policy, offer and consent; a version never published is a 404', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Публичная оферта' })).toHaveAttribute(
    'href',
    '/legal/offer',
  );
  await expect(
    footer.getByRole('link', { name: 'Согласие на обработку персональных данных' }),
  ).toHaveAttribute('href', '/legal/consent');
  await footer.getByRole('link', { name: 'Политика конфиденциальности' }).click();
  await expect(page).toHaveURL(/\/political$/);
  const version = await currentVersion(page, 'privacy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Политика обработки персональных данных' }),
  ).toBeVisible();
  await expect(
    page.locator('header p', { hasText: new RegExp(`^Редакция ${version} от \\d{2}\\.\\d{2}\\.\\d{4}$`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('article').getByRole('heading', { name: '1. Кто обрабатывает данные' }),
  ).toBeVisible();
  const versions = page.getByRole('region', { name: 'Все редакции' });
  await expect(versions.getByRole('link', { name: /^Редакция 1 от 26\.11\.2026$/ })).toHaveAttribute(
    'href',
    '/legal/privacy/1',
  );
  await expect(page).toHaveTitle('Политика обработки персональных данных — humbl');
  await expectAxeClean(page, 'the privacy policy page');

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Публичная оферта' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Публичная оферта' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Продукты питания');

  // A version nobody published, and no document at all.
  await page.goto('/legal/offer/999');
  await expect(page.getByRole('heading', { level: 1, name: 'Такой редакции документа нет' })).toBeVisible();
  await expectAxeClean(page, 'a version never published');
  const unknown = await page.goto('/legal/terms');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 - Страница не найдена' })).toBeVisible();
});

test('an admin edits the offer and publishes a new version by keyboard; the old one stays readable', async ({
  page,
  shop,
}) => {
  const before = await currentVersion(page, 'offer');
  const [oldText] = await shop.database.db
    .select({ body: legalDocuments.body })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, 'offer'), eq(legalDocuments.version, before)));
  await signInAsAdmin(page, shop);
  await openSection(page, 'Документы', 'Документы');
  const offerCard = page
    .getByRole('list', { name: 'Документы магазина' })
    .getByRole('listitem')
    .filter({ hasText: 'Публичная оферта' });
  await expect(offerCard).toContainText(`Редакция ${before}`);
  await expectAxeClean(page, 'the documents list');

  await openEditor(page, 'Публичная оферта');
  await expectAxeClean(page, 'the offer editor');
  const text = page.getByRole('textbox', { name: 'Текст' });
  const added = `\n\n## 8. Изменения ${before + 1}\n\nОферта в редакции ${before + 1} действует с момента публикации. <script>alert(1)</script>`;
  await text.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(added);
  // The server's preview shows the new heading, and the script as text.
  const preview = page.getByRole('region', { name: 'Как это будет выглядеть' });
  await expect(preview.getByRole('heading', { name: `8. Изменения ${before + 1}` })).toBeVisible();
  await expect(preview).toContainText('<script>alert(1)</script>');
  await expect(page.getByText('Есть несохранённые правки')).toBeVisible();

  // 'Сохранить черновик' by keyboard: the draft waits, the site still shows the version in force.
  await tabTo(page, page.getByRole('button', { name: 'Сохранить черновик' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Черновик сохранён' })).toBeVisible();
  await expect(page.getByText('Черновик отличается от действующей редакции')).toBeVisible();
  expect(await currentVersion(page, 'offer')).toBe(before);

  await publishByKeyboard(page, before + 1);
  const rows = page.getByRole('region', { name: 'Редакции' }).getByRole('row');
  await expect(rows).toHaveCount(before + 2);
  await expect(rows.nth(1)).toContainText(ADMIN_EMAIL);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(String(before + 1));
  await expectAxeClean(page, 'the offer editor after publishing');

  // The stable page shows the new version; the old one is still there by its number.
  await rows
    .nth(1)
    .getByRole('link', { name: `Редакция ${before + 1} на сайте` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/legal/offer/${before + 1}$`));
  await page.goto('/legal/offer');
  await expect(page.getByText(`Редакция ${before + 1} от ${today()}`, { exact: true }).first()).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: `8. Изменения ${before + 1}` })).toBeVisible();
  await expect(article).toContainText('<script>alert(1)</script>');
  expect(await page.evaluate(() => document.querySelectorAll('article script').length)).toBe(0);
  await expectAxeClean(page, 'the offer page after publishing');

  await page.goto(`/legal/offer/${before}`);
  await expect(
    page.getByRole('note').filter({ hasText: 'Это не действующая редакция документа.' }),
  ).toBeVisible();
  await expect(page.getByRole('article')).not.toContainText(`8. Изменения ${before + 1}`);
  const [stored] = await shop.database.db
    .select({ body: legalDocuments.body })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, 'offer'), eq(legalDocuments.version, before)));
  expect(stored!.body).toBe(oldText!.body);
  await expectAxeClean(page, 'an older version of the offer');
});

test('the admin’s consent log lists, searches and downloads as CSV', async ({ page, shop }) => {
  await signInAsAdmin(page, shop);
  await openSection(page, 'Согласия', 'Согласия');
  const table = page.getByRole('region', { name: 'Журнал согласий' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAxeClean(page, 'the consent log');

  // The admin's own sign-in with its processing consent is in the log.
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(ADMIN_EMAIL.split('@')[0]!);
  await page.getByRole('combobox', { name: 'Цель' }).selectOption('sign_in');
  await expect(page).toHaveURL(/purpose=sign_in/);
  await expect(page).toHaveURL(/q=admin/);
  const row = table.getByRole('row').filter({ hasText: ADMIN_EMAIL }).first();
  await expect(
    row.getByRole('link', { name: /^Согласие на обработку персональных данных, редакция \d+$/ }),
  ).toBeVisible();
  await expect(row).toContainText('Вход');
  await expect(row).toContainText('127.0.0.1');
  await expectAxeClean(page, 'the consent log searched');

  const csvLink = page.getByRole('link', { name: 'Скачать CSV' });
  await expect(csvLink).toHaveAttribute(
    'href',
    /\/api\/admin\/consents\/export\.csv\?q=admin&purpose=sign_in$/,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^consents-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Дата и время (МСК),Аккаунт,E-mail,Сессия,Документ,Редакция,Хеш (SHA-256),Цель,Заказ,IP,Браузер,Данные удалены',
  );
  expect(lines.slice(1).some((line) => line.includes(ADMIN_EMAIL) && line.includes(',Вход,'))).toBe(true);
  expect(lines.slice(1).every((line) => line.includes(',Вход,'))).toBe(true);

  // The CSV needs an admin: a shopper's token and none are refused.
  const refused = await page.request.get('/api/admin/consents/export.csv', {
    headers: { authorization: '' },
  });
  expect(refused.status()).toBe(401);
  expect(
    (await page.request.get('/api/admin/consents/export.csv', { headers: await bearerOf(page) })).status(),
  ).toBe(200);
});

test('a returning shopper who consented to a version is asked again at checkout after the admin publishes a new one', async ({
  page,
  shopper,
  shop,
}) => {
  // The shopper signs in with a new e-mail, consenting to the version in force.
  const before = await currentVersion(page, 'consent');
  const email = newEmail('returning');
  await signInAsCustomer(shopper, shop, email);
  const [brownie] = await regularCards(page, 'Brownie');
  const addBrownie = async () => {
    const added = await shopper.request.post('/api/cart/', {
      headers: await bearerOf(shopper),
      data: { product_id: Number(brownie!.id), quantity: 1 },
    });
    expect(added.status()).toBe(200);
  };
  await addBrownie();
  await shopper.goto('/check_out_page');
  await expect(offerBox(shopper)).toBeVisible();
  // The consent is current: checkout does not ask for it.
  await expect(consentBox(shopper)).toBeHidden();

  // The admin publishes a new consent through 'Документы'.
  await signInAsAdmin(page, shop);
  await openEditor(page, 'Согласие на обработку персональных данных');
  const text = page.getByRole('textbox', { name: 'Текст' });
  await text.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(
    `\n\nРедакция ${before + 1}: согласие распространяется и на доставку курьером.`,
  );
  await publishByKeyboard(page, before + 1);
  expect(await currentVersion(page, 'consent')).toBe(before + 1);

  // At the next checkout the shopper is asked for it again, unticked, and cannot order without it.
  await shopper.reload();
  await shopper.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await shopper.getByRole('textbox', { name: 'Фамилия' }).fill('Петрова');
  await shopper.getByRole('textbox', { name: 'Телефон' }).fill('+79991234567');
  const emailField = shopper.getByRole('textbox', { name: 'Email' });
  if ((await emailField.inputValue()) === '') await emailField.fill(email);
  const stores = (await (await shopper.request.get('/api/stores')).json()) as { name: string }[];
  await shopper.getByRole('radio', { name: new RegExp(stores[0]!.name) }).check();
  await expect(consentBox(shopper)).toBeVisible();
  await expect(consentBox(shopper)).not.toBeChecked();
  await offerBox(shopper).check();
  await shopper.getByRole('button', { name: 'Оплатить' }).click();
  await expect(consentBox(shopper)).toHaveAccessibleDescription(consentMessages.personalDataRequired);
  await expect(shopper).toHaveURL(/\/check_out_page$/);

  // Ticked, the order goes through, and the log names the new version for it.
  await consentBox(shopper).check();
  await shopper.getByRole('button', { name: 'Оплатить' }).click();
  await expect(shopper).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
  const [account] = await shop.database.db.select().from(users).where(eq(users.email, email));
  const rows = await shop.database.db
    .select({ version: legalDocuments.version, purpose: consentLog.purpose })
    .from(consentLog)
    .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.documentId))
    .where(and(eq(consentLog.userId, account!.id), eq(legalDocuments.kind, 'consent')))
    .orderBy(desc(consentLog.id));
  expect(rows).toEqual([
    { version: before + 1, purpose: 'checkout' },
    { version: before, purpose: 'sign_in' },
  ]);
});
