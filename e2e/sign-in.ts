import type { Page } from '@playwright/test';
import { consentIfAsked } from './consents.ts';
import { expect, type Shop } from './fixtures.ts';

/** Signing in through the auth modal, as a shopper does (codes come from the shop's real SMTP mail). */

export const accountButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Личный кабинет/ });
export const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Вход' });
export const digit = (page: Page, n: number) => page.getByRole('textbox', { name: `Цифра ${n} из 5` });

/** Opens the auth modal (unless a 'Войти' button already did) and asks for a code for `email`. */
export async function askForCode(page: Page, email: string): Promise<void> {
  const dialog = signInDialog(page);
  if (!(await dialog.isVisible())) await accountButton(page).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(dialog.getByText(email)).toBeVisible();
}

/** Types a code into the five boxes; the modal submits by itself once they are full. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await digit(page, 1).click();
  await page.keyboard.type(code);
}

/** Logs out from the user menu and waits for the modal to have gone. */
export async function logOut(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('dialog', { name: 'Личный кабинет' }).getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * Signs in through the modal with the code from the mail the shop sent, ticking the processing consent when
 * the e-mail is new.
 */
export async function signIn(page: Page, shop: Shop, email: string): Promise<void> {
  const before = shop.mail.countTo(email);
  await askForCode(page, email);
  await expect.poll(() => shop.mail.countTo(email)).toBeGreaterThan(before);
  await typeCode(page, await shop.mail.code(email));
  await consentIfAsked(page);
  await expect(signInDialog(page)).toBeHidden();
}
