import { readDemoOutbox } from '../../apps/server/src/lib/demo-outbox.ts';
import { expect, test } from '../fixtures.ts';
import { newEmail } from '../shop-data.ts';
import { signIn } from '../sign-in.ts';
import { expectAxeClean } from '../accessibility.ts';

test('a shopper proves the profile phone by SMS with the keyboard alone, the form axe-clean throughout', async ({
  page,
  shop,
  consoleErrors,
}) => {
  await page.goto('/');
  await signIn(page, shop, newEmail('phone'));
  await expect(page).toHaveURL(/\/personalAccount$/);
  const phone = `+7999${String(Date.now() % 10_000_000).padStart(7, '0')}`;

  // Type the phone and save it, keyboard only.
  const phoneField = page.getByRole('textbox', { name: 'Телефон' });
  await phoneField.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Не подтверждён')).toBeVisible();
  await expectAxeClean(page, 'unproven');

  // Tab from the phone to 'Подтвердить по SMS' and press it.
  const prove = page.getByRole('button', { name: 'Подтвердить по SMS' });
  await phoneField.focus();
  for (let tabs = 0; tabs < 5 && !(await prove.evaluate((b) => b === document.activeElement)); tabs += 1)
    await page.keyboard.press('Tab');
  await expect(prove).toBeFocused();
  await page.keyboard.press('Enter');
  const first = page.getByRole('textbox', { name: 'Цифра 1 из 5' });
  await expect(first).toBeFocused();
  await expectAxeClean(page, 'code entry');

  // A wrong code is said at the boxes; the right one, typed, proves the phone.
  await expect.poll(() => readDemoOutbox(shop.dataDir, phone).length).toBeGreaterThan(0);
  const code = /\b(\d{5})\b/.exec(readDemoOutbox(shop.dataDir, phone)[0]!.text)![1]!;
  await page.keyboard.type(String((Number(code) + 1) % 100_000).padStart(5, '0'));
  await expect(page.getByText('Неверный или просроченный код')).toBeVisible();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, 'wrong code');
  await expect(first).toBeFocused();
  await page.keyboard.type(code);
  await expect(page.getByText('Телефон подтверждён')).toBeVisible();
  await expectAxeClean(page, 'proven');
  // The browser reports the refused wrong code (400) as a failed resource; that is the refusal above.
  const refused = consoleErrors.filter((text) => /status of 400/.test(text));
  expect(refused).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !refused.includes(text)));
});
