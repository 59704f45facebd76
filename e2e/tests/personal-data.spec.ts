import { readFileSync } from 'node:fs';
import type { PersonalDataExport } from '@shop/shared/legal/rights-api';
import type { CreateOrderAnswer } from '@shop/shared/orders/order-api';
import { moscowDate } from '@shop/shared/moscow-time';
import { bearerOf, expect, openSection, signInAsAdmin, signInAsCustomer, test } from '../admin.ts';
import { currentConsents } from '../consents.ts';
import { newEmail, regularCards } from '../shop-data.ts';
import { expectAxeClean } from '../accessibility.ts';

// A sign-in, an order paid, a download, a deletion by mailed code and the admin's sign-in and search, next to
// the other worker: under load about a minute. The limit catches hangs, not slowness.
test.describe.configure({ timeout: 120_000 });

const person = { firstName: 'Ефросинья', lastName: 'Удалёнова', phone: '+79035557788' };

test('a shopper downloads their data and deletes their account; the admin sees the order without them', async ({
  page,
  shop,
}) => {
  // A shopper with a paid order (placed and paid through the API the checkout uses).
  const email = newEmail('erase');
  await signInAsCustomer(page, shop, email);
  const headers = await bearerOf(page);
  const [bar] = await regularCards(page, 'Bars');
  expect(
    (
      await page.request.post('/api/cart/', { headers, data: { product_id: Number(bar!.id), quantity: 2 } })
    ).status(),
  ).toBe(200);
  const placed = await page.request.post('/api/orders/', {
    headers,
    data: {
      first_name: person.firstName,
      last_name: person.lastName,
      phone: person.phone,
      email,
      delivery: { delivery_type: 'pickup', shop_number: 1 },
      consents: await currentConsents(page.request),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, payment_url } = (await placed.json()) as CreateOrderAnswer;
  const paid = await page.request.post(`/api/payments/test/${payment_url!.split('/').pop()}/confirm`, {
    data: { outcome: 'succeeded' },
  });
  expect(paid.status()).toBe(200);
  const number = order.retailcrm_id;

  // The profile's 'Персональные данные': the consents given, each linking to its version.
  await page.goto('/personalAccount');
  const section = page.getByRole('region', { name: 'Персональные данные' });
  const consents = section.getByRole('region', { name: 'Ваши согласия' });
  await expect(consents.getByRole('listitem')).toHaveCount(2);
  await expect(consents.getByRole('link', { name: 'Публичная оферта' })).toHaveAttribute(
    'href',
    /^\/legal\/offer\/\d+$/,
  );
  await expect(consents.getByText(new RegExp(`Заказ №${number}`)).first()).toBeVisible();
  await expectAxeClean(page, 'the profile with its personal data section');

  // The withdrawal dialog, looked at and cancelled with Escape: the focus comes back to its button.
  const withdraw = section.getByRole('button', { name: 'Отозвать согласие' });
  await withdraw.focus();
  await page.keyboard.press('Enter');
  const withdrawDialog = page.getByRole('dialog', { name: 'Отозвать согласие?' });
  await expect(withdrawDialog).toContainText('аккаунт будет удалён');
  await expect(withdrawDialog.getByRole('button', { name: 'Не отзывать' })).toBeFocused();
  await expectAxeClean(page, 'the withdrawal dialog');
  await page.keyboard.press('Escape');
  await expect(withdrawDialog).toBeHidden();
  await expect(withdraw).toBeFocused();

  // 'Скачать мои данные': a JSON file with their e-mail and order, fetched with their token.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Скачать мои данные' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`humbl-data-${moscowDate(new Date())}.json`);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as PersonalDataExport;
  expect(data.account.email).toBe(email);
  expect(data.orders.map((o) => o.retailcrm_id)).toContain(number);
  expect(data.orders.find((o) => o.retailcrm_id === number)!.customer).toMatchObject({
    first_name: person.firstName,
    phone: person.phone,
  });
  await expect(section.getByText('Файл с вашими данными скачан')).toBeVisible();

  // 'Удалить аккаунт' with the keyboard alone: what goes and what stays, a code by mail, 'Удалить навсегда'.
  const remove = section.getByRole('button', { name: 'Удалить аккаунт' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' });
  await expect(dialog.getByRole('region', { name: 'Что удалится' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Что останется' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Получить код' })).toBeFocused();
  await expectAxeClean(page, 'the deletion dialog');
  const mailsBefore = shop.mail.countTo(email);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Цифра 1 из 5' })).toBeFocused();
  await expect.poll(() => shop.mail.countTo(email)).toBeGreaterThan(mailsBefore);
  const letter = await shop.mail.latest(email, (m) => m.subject.startsWith('Код для удаления аккаунта'));
  const code = /\b(\d{5})\b/.exec(letter.text)![1]!;
  await expectAxeClean(page, 'the deletion dialog, code step');
  await page.keyboard.type(code);
  await expect(dialog.getByRole('button', { name: 'Удалить навсегда' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Signed out, told so, on the main page.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Аккаунт удалён' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  // Their old token is refused by the server.
  expect((await page.request.get('/api/users/user', { headers })).status()).toBe(401);

  // The admin finds the order: its money and goods, no name, phone or e-mail.
  await signInAsAdmin(page, shop);
  await openSection(page, 'Заказы', 'Заказы');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(number);
  const list = page.getByRole('list', { name: 'Заказы магазина' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem').filter({ hasText: `№${number}` });
  const summary = row.getByRole('button', { name: new RegExp(`Заказ №${number}`) });
  await expect(summary).toContainText('Персональные данные удалены');
  await summary.click();
  const details = row.getByRole('region', { name: `Заказ №${number}` });
  const customer = details.getByRole('region', { name: 'Покупатель' });
  await expect(customer).toContainText('Персональные данные удалены');
  for (const trace of [person.firstName, person.lastName, person.phone, email])
    await expect(row).not.toContainText(trace);
  await expect(details.getByText('Оплачен', { exact: true })).toBeVisible();
  await expectAxeClean(page, "the admin's erased order");
});
