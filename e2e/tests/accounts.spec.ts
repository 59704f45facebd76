import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { CartAnswer } from '@shop/shared/cart/cart-api';
import { ADMIN_EMAIL, expect, test } from '../fixtures.ts';
import { newEmail, regularCards } from '../shop-data.ts';
import { accountButton, askForCode, digit, logOut, signIn, signInDialog, typeCode } from '../sign-in.ts';

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('a guest fills a cart, signs in with the mailed code and still has it', async ({ page, shop }) => {
  const bar = (await regularCards(page, 'Bars'))[0]!;
  const session = randomUUID();
  await page.addInitScript((id) => localStorage.setItem('session_id', id), session);
  const added = await page.request.post('/api/cart/', {
    data: { product_id: Number(bar.id), quantity: 3, session_id: session },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/');
  await expect(page.locator('#cart-count')).toHaveText('3');
  const email = newEmail('guest');
  await signIn(page, shop, email);

  // A customer lands on the profile, signed in, with the guest's cart now the account's.
  await expect(page).toHaveURL(/\/personalAccount$/);
  await expect(page.getByRole('heading', { name: 'Личные данные' })).toBeVisible();
  await expect(accountButton(page)).toHaveAccessibleName('Личный кабинет: вход выполнен');
  await expect(page.locator('#cart-count')).toHaveText('3');
  const access = await stored(page, 'access_token');
  const cart = (await (
    await page.request.get('/api/cart/', { headers: { authorization: `Bearer ${access}` } })
  ).json()) as CartAnswer;
  expect(cart.items).toMatchObject([{ product_id: Number(bar.id), quantity: 3 }]);

  // The mail was real: HTML and text, in Russian, with the code.
  const letter = await shop.mail.latest(email);
  expect(letter.subject).toContain('Код для входа в humbl');
  expect(letter.html).toContain('Ваш код для входа');

  // Signed in after a reload too (the refresh token renews the session).
  await page.reload();
  await expect(accountButton(page)).toHaveAccessibleName('Личный кабинет: вход выполнен');

  // Logout goes to the main page and forgets the tokens.
  await logOut(page);
  expect(await stored(page, 'refresh_token')).toBeNull();
  await expect(accountButton(page)).toHaveAccessibleName('Личный кабинет');
});

test('a wrong code shows the message, and after five wrong tries the code is refused', async ({
  page,
  shop,
  consoleErrors,
}) => {
  const email = newEmail('typo');
  await page.goto('/');
  await askForCode(page, email);
  await expect(page.getByText(/Отправить код ещё раз через 0:\d\d/)).toBeVisible();
  const code = await shop.mail.code(email);
  const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
  const dialog = signInDialog(page);
  for (let i = 0; i < 5; i++) {
    await typeCode(page, wrong);
    await expect(dialog.getByText('Неверный или просроченный код')).toBeVisible();
    await expect(digit(page, 1)).toHaveValue('');
    await expect(digit(page, 1)).toBeEnabled();
  }
  await typeCode(page, code);
  await expect(dialog.getByText('Слишком много неверных попыток. Запросите новый код')).toBeVisible();
  expect(await stored(page, 'access_token')).toBeNull();
  // The browser reports each refused check (400) as a failed resource: those are the six above.
  const refused = consoleErrors.filter((text) => /status of 400/.test(text));
  expect(refused).toHaveLength(6);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !refused.includes(text)));
});

test('a customer edits the profile, with checks on blur, and it stays saved', async ({ page, shop }) => {
  await page.goto('/personalAccount');
  await expect(page.getByRole('heading', { name: 'Войдите в личный кабинет' })).toBeVisible();
  await signIn(page, shop, newEmail('profile'));

  const firstName = page.getByRole('textbox', { name: 'Имя' });
  await firstName.fill('А');
  await firstName.blur();
  await expect(page.getByText('Минимум 2 символа')).toBeVisible();
  await firstName.fill('Анна');
  await expect(page.getByText('Минимум 2 символа')).toBeHidden();
  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Иванова');
  const phone = page.getByRole('textbox', { name: 'Телефон' });
  await phone.fill('12-34');
  await phone.blur();
  await expect(page.getByText('Некорректный номер телефона')).toBeVisible();
  await phone.fill('+7 999 123-45-67');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Профиль успешно обновлен')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна');
  await expect(page.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Иванова');
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+79991234567');
});

test('a customer changes the e-mail with a code and signs in again with the new one', async ({
  page,
  shop,
}) => {
  const oldEmail = newEmail('before');
  const nextEmail = newEmail('after');
  await page.goto('/');
  await signIn(page, shop, oldEmail);
  await page.getByRole('textbox', { name: 'Имя' }).fill('Борис');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Профиль успешно обновлен')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(nextEmail);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const modal = page.getByRole('dialog', { name: 'Смена email' });
  await expect(modal.getByText(nextEmail)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Имя' })).toBeDisabled();
  const code = await shop.mail.code(nextEmail);
  await modal.getByRole('textbox', { name: 'Цифра 1 из 5' }).click();
  await page.keyboard.type(code);
  await expect(modal.getByText('Email успешно обновлён. Авторизуйтесь заново.')).toBeVisible();
  expect(await stored(page, 'access_token')).toBeNull();

  // The old address is told; the new one signs in to the same account.
  const notice = await shop.mail.latest(oldEmail, (m) => m.subject.includes('изменён'));
  expect(notice.text).toContain(nextEmail);
  await modal.getByRole('button', { name: 'Войти' }).click();
  await signIn(page, shop, nextEmail);
  await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveValue('Борис');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(nextEmail);
});

test('an admin lands on /admin; a customer is sent away from it', async ({ page, shop }) => {
  await page.goto('/');
  await signIn(page, shop, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Администрирование' })).toBeVisible();

  await logOut(page);
  await signIn(page, shop, newEmail('customer'));
  await expect(page).toHaveURL(/\/personalAccount$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Администрирование' })).toBeHidden();
  // Replace, not push: Back does not return to /admin.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/admin$/);
});

test('a visitor who is not signed in is sent away from /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});
