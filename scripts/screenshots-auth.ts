// Screenshots of signing in and the personal account, at the widths we design for:
//   node --import tsx scripts/screenshots-auth.ts [baseUrl]
// Needs a shop started with `--demo` and no SMTP_URL on this machine (DATA_DIR as the shop's): the codes
// are read from its demo outbox file (scripts/demo-codes.ts). Each run signs up new addresses and asks for 9 codes, of the 20 an hour the shop
// allows one client address: a third run within the hour needs the server restarted on a fresh DATA_DIR.
// Writes screenshots/auth-*.png (auth-consent*: a new e-mail's consent), recovery-*.png, profile-*.png, email-change-*.png, orders-*.png and
// loyalty-*.png (git-ignored).
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/playwright.config.ts';
import { demoCode } from './demo-codes.ts';

const [baseUrl = 'http://localhost:3000'] = process.argv.slice(2);
const widths = [375, 768, 1440];
const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl).toString();

/** Another 5-digit code than the right one. */
const wrongCode = (code: string) => String((Number(code) + 11111) % 100000).padStart(5, '0');

async function typeCode(scope: Locator, code: string) {
  await scope.getByRole('textbox', { name: 'Цифра 1 из 5' }).focus();
  await scope.page().keyboard.type(code, { delay: 30 });
}

/** The viewport as it is (a modal over the page), once the modal's fade-in is over. */
async function shoot(page: Page, name: string, width: number) {
  await page.waitForTimeout(600);
  const path = `screenshots/${name}-${width}.png`;
  await page.screenshot({ path });
  console.info(path);
}

/** The page from its top to the end of its content (the footer is left out: it is the same everywhere). */
async function shootPage(page: Page, name: string, width: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
  const bottom = await page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().bottom);
  const path = `screenshots/${name}-${width}.png`;
  await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width, height: Math.ceil(bottom) } });
  console.info(path);
}

async function openAuthModal(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Личный кабинет/ })
    .click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

/** Sign-in steps, the user menu, the profile and its e-mail change, the account's other pages. */
async function signedInJourney(browser: Browser, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  const email = `shots-${run}-${width}@example.ru`;
  await page.goto(url('/'), { waitUntil: 'networkidle' });
  const dialog = await openAuthModal(page, 'Вход');
  await shoot(page, 'auth-email', width);

  const field = dialog.getByRole('textbox', { name: 'Email' });
  await field.fill('anna@');
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await dialog.getByText('Некорректный email').waitFor();
  await shoot(page, 'auth-email-error', width);

  await field.fill(email);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await dialog.getByText(/Отправить код ещё раз через/).waitFor();
  await shoot(page, 'auth-code', width);

  const code = await demoCode(email);
  await typeCode(dialog, wrongCode(code));
  await dialog.getByText('Неверный или просроченный код').waitFor();
  await shoot(page, 'auth-code-wrong', width);

  // A new e-mail: the right code asks for the processing consent (docs/product/personal-data.md#consents).
  await typeCode(dialog, code);
  const consent = dialog.getByRole('checkbox', { name: 'Даю согласие на обработку персональных данных' });
  await consent.waitFor();
  await shoot(page, 'auth-consent', width);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await dialog.getByText('Подтвердите согласие на обработку персональных данных', { exact: true }).waitFor();
  await shoot(page, 'auth-consent-error', width);
  await consent.check();
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('heading', { name: 'Личные данные' }).waitFor();
  const profileField = (label: string) => page.getByRole('main').getByRole('textbox', { name: label });
  await profileField('Имя').fill('Анна');
  await profileField('Фамилия').fill('Петрова');
  await profileField('Телефон').fill('+79991234567');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Профиль успешно обновлен').waitFor();
  await shootPage(page, 'profile', width);

  await profileField('Имя').fill('А');
  await profileField('Телефон').fill('12-34');
  await profileField('Фамилия').focus();
  await page.getByText('Минимум 2 символа').waitFor();
  await shootPage(page, 'profile-error', width);

  await openAuthModal(page, 'Личный кабинет');
  await shoot(page, 'auth-menu', width);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  for (const [tab, path, name] of [
    ['Заказы', '/personalAccount/orders', 'orders'],
    ['Карта лояльности', '/personalAccount/cardLoyal', 'loyalty'],
  ] as const) {
    await page.getByRole('main').getByRole('link', { name: tab }).click();
    await page.waitForURL(url(path));
    await shootPage(page, name, width);
  }

  // The profile again, fresh: another e-mail opens its confirmation.
  await page.goto(url('/personalAccount'), { waitUntil: 'networkidle' });
  const newEmail = `shots-${run}-${width}-new@example.ru`;
  await profileField('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const change = page.getByRole('dialog', { name: 'Смена email' });
  await change.getByText(/Отправить код ещё раз через/).waitFor();
  await shoot(page, 'email-change-code', width);
  await typeCode(change, await demoCode(newEmail));
  await change.getByText('Email успешно обновлён. Авторизуйтесь заново.').waitFor();
  await shoot(page, 'email-change-done', width);
  await page.close();
}

/** A guest: the account's pages asking to sign in, the recovery of a lost contact, the cancel link. */
async function guestJourney(browser: Browser, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  for (const [path, name] of [
    ['/personalAccount', 'profile-signed-out'],
    ['/personalAccount/orders', 'orders-signed-out'],
    ['/personalAccount/cardLoyal', 'loyalty-signed-out'],
  ] as const) {
    await page.goto(url(path), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Войдите в личный кабинет' }).waitFor();
    await shootPage(page, name, width);
  }

  const signIn = await openAuthModal(page, 'Вход');
  await signIn.getByRole('button', { name: 'Забыли email?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Восстановление доступа' });
  const send = dialog.getByRole('button', { name: 'Получить код' });
  const fill = async (old: string, next: string, confirm: string) => {
    await dialog.getByRole('textbox').nth(0).fill(old);
    await dialog.getByRole('textbox').nth(1).fill(next);
    await dialog.getByRole('textbox').nth(2).fill(confirm);
  };
  const newEmail = `shots-${run}-${width}-found@example.ru`;
  await fill('lost@example.ru', newEmail, `shots-${run}@example.ru`);
  await send.click();
  await dialog.getByText('Новый контакт и подтверждение не совпадают').waitFor();
  await shoot(page, 'recovery-email-error', width);

  await dialog.getByText('Телефон', { exact: true }).click();
  await fill('+79991234567', '8999', '8999');
  await send.click();
  await dialog.getByText(/Введите корректный номер телефона/).waitFor();
  await shoot(page, 'recovery-phone-error', width);

  await dialog.getByText('Email', { exact: true }).click();
  await fill('lost@example.ru', newEmail, newEmail);
  await send.click();
  await dialog.getByText(/Отправить код ещё раз через/).waitFor();
  await shoot(page, 'recovery-code', width);
  await typeCode(dialog, await demoCode(newEmail));
  await dialog.getByText(/Новый контакт подтверждён/).waitFor();
  await shoot(page, 'recovery-done', width);

  await page.goto(url('/?cancel_recovery=sometoken'), { waitUntil: 'networkidle' });
  const cancel = page.getByRole('dialog', { name: 'Отмена смены контакта' });
  await cancel.waitFor();
  await shoot(page, 'recovery-cancel', width);
  await cancel.getByRole('button', { name: 'Отменить смену контакта' }).click();
  await cancel.getByRole('status').waitFor();
  await shoot(page, 'recovery-cancel-answer', width);
  await page.close();
}

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const width of widths) {
    await signedInJourney(browser, width);
    await guestJourney(browser, width);
  }
} finally {
  await browser.close();
}
