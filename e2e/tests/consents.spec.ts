import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { consentMessages } from '@shop/shared/legal/messages';
import type { Order } from '@shop/shared/orders/order-api';
import { consentLog, legalDocuments } from '../../apps/server/src/db/schema.ts';
import { barsOf, catalogue } from '../cart.ts';
import { consentBox, currentConsents, offerBox } from '../consents.ts';
import { expect, test } from '../fixtures.ts';
import { expectAxeClean, tabTo } from '../accessibility.ts';
import { newEmail } from '../shop-data.ts';
import { accountButton, signInDialog } from '../sign-in.ts';

/**
 * The consents a shopper gives (docs/product/personal-data.md#consents): a guest's order needs the processing
 * consent and the offer, a new e-mail's sign-in the consent; both with the keyboard alone.
 */

/** A guest whose cart holds one bar. */
async function guestWithBar(page: Page): Promise<string> {
  const session = randomUUID();
  await page.addInitScript((id) => localStorage.setItem('session_id', id), session);
  const bar = barsOf((await catalogue(page)).cards)[0]!;
  const added = await page.request.post('/api/cart/', {
    data: { product_id: Number(bar.id), quantity: 1, session_id: session },
  });
  expect(added.status()).toBe(200);
  return session;
}

const ordersOf = async (page: Page, session: string) =>
  (await (await page.request.get(`/api/orders/?session_id=${session}`)).json()) as Order[];

test('a guest cannot order without ticking the consent and the offer, and can after — by keyboard', async ({
  page,
  shop,
}) => {
  const session = await guestWithBar(page);
  await page.goto('/check_out_page');
  const email = newEmail('consenting-guest');
  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Петрова');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+79991234567');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('group', { name: 'Магазин для самовывоза' }).getByRole('radio').first().check();

  // Two separate boxes, unticked, each linking to its document's current text in a new tab.
  await expect(consentBox(page)).not.toBeChecked();
  await expect(offerBox(page)).not.toBeChecked();
  const consentLink = page.getByRole('link', {
    name: 'согласие на обработку персональных данных',
    exact: true,
  });
  await expect(consentLink).toHaveAttribute('href', '/legal/consent');
  await expect(consentLink).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'публичной оферты', exact: true })).toHaveAttribute(
    'href',
    '/legal/offer',
  );

  // 'Оплатить' by keyboard without the ticks: each box says why, the first gets the focus, nothing is ordered.
  const pay = page.getByRole('button', { name: 'Оплатить' });
  await tabTo(page, pay, 80);
  await page.keyboard.press('Enter');
  await expect(consentBox(page)).toHaveAccessibleDescription(consentMessages.personalDataRequired);
  await expect(consentBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(offerBox(page)).toHaveAccessibleDescription(consentMessages.offerRequired);
  await expect(consentBox(page)).toBeFocused();
  await expectAxeClean(page, 'the checkout with both checkboxes refused');
  expect(await ordersOf(page, session)).toEqual([]);

  // The server refuses as well: the API without the consents orders nothing either.
  const refused = await page.request.post('/api/orders/', {
    data: {
      first_name: 'Анна',
      last_name: 'Петрова',
      phone: '+79991234567',
      email,
      delivery: { delivery_type: 'pickup', shop_number: 1 },
      session_id: session,
      consents: { offer: (await currentConsents(page.request)).offer },
    },
  });
  expect([refused.status(), (await refused.json()).detail]).toEqual([
    422,
    consentMessages.personalDataRequired,
  ]);
  expect(await ordersOf(page, session)).toEqual([]);

  // Space ticks each box (the focus is on the first), Enter pays.
  await page.keyboard.press('Space');
  await expect(consentBox(page)).toBeChecked();
  await expect(consentBox(page)).not.toHaveAttribute('aria-invalid');
  await tabTo(page, offerBox(page));
  await page.keyboard.press('Space');
  await expect(offerBox(page)).toBeChecked();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);

  const [order] = await ordersOf(page, session);
  const offer = (await currentConsents(page.request)).offer;
  expect(order!.offer_version).toBe(offer);
  const rows = await shop.database.db
    .select({ kind: legalDocuments.kind, purpose: consentLog.purpose, orderId: consentLog.orderId })
    .from(consentLog)
    .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.documentId))
    .where(eq(consentLog.email, email));
  expect(rows).toEqual([
    { kind: 'consent', purpose: 'checkout', orderId: order!.id },
    { kind: 'offer', purpose: 'checkout', orderId: order!.id },
  ]);
});

test('a new e-mail cannot sign in without the consent, and can with the same code after ticking it — by keyboard', async ({
  page,
  shop,
}) => {
  const email = newEmail('consenting-new');
  await page.goto('/');
  await tabTo(page, accountButton(page));
  await page.keyboard.press('Enter');
  const dialog = signInDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(email)).toBeVisible();
  const code = await shop.mail.code(email);
  await expect(dialog.getByRole('textbox', { name: 'Цифра 1 из 5' })).toBeFocused();
  await page.keyboard.type(code);

  // The right code asks for the consent: the note, the unticked box with the focus; not signed in.
  const box = dialog.getByRole('checkbox', { name: consentMessages.personalDataLabel });
  await expect(dialog.getByText(consentMessages.signInConsentNote)).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).not.toBeChecked();
  await expect(
    dialog.getByRole('link', { name: 'согласие на обработку персональных данных' }),
  ).toHaveAttribute('href', '/legal/consent');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // 'Войти' without the tick: refused at the box.
  const signInButton = dialog.getByRole('button', { name: 'Войти' });
  await tabTo(page, signInButton);
  await page.keyboard.press('Enter');
  await expect(box).toHaveAccessibleDescription(consentMessages.personalDataRequired);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, 'the sign-in consent step with its error');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // Ticked with Space, the same code signs in.
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await tabTo(page, signInButton);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/personalAccount$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();

  const rows = await shop.database.db
    .select({ purpose: consentLog.purpose, ip: consentLog.ip, userAgent: consentLog.userAgent })
    .from(consentLog)
    .where(eq(consentLog.email, email));
  expect(rows).toEqual([
    { purpose: 'sign_in', ip: '127.0.0.1', userAgent: expect.stringContaining('Chrome') },
  ]);
});
