import type { APIRequestContext, Page } from '@playwright/test';
import type { DocumentSummary, OrderConsents } from '@shop/shared/legal/legal-api';
import { consentMessages } from '@shop/shared/legal/messages';
import { expect } from './fixtures.ts';

/**
 * The consent checkboxes of sign-in and checkout (docs/product/personal-data.md#consents), ticked as a
 * shopper does, and the current versions for calls made through the API.
 */

export const consentBox = (page: Page) =>
  page.getByRole('checkbox', { name: consentMessages.personalDataLabel });
export const offerBox = (page: Page) => page.getByRole('checkbox', { name: consentMessages.offerLabel });

/**
 * Ticks the checkout's offer, and the processing consent when it is shown (always to a guest; to an account
 * only when its consent is not current).
 */
export async function acceptTerms(page: Page): Promise<void> {
  await offerBox(page).check();
  if (await consentBox(page).isVisible()) await consentBox(page).check();
}

/**
 * After typing a sign-in code: a new e-mail is asked for the processing consent (the code stays valid), so the
 * box is ticked and the same code sent again with 'Войти'. An account's sign-in just closes the modal.
 */
export async function consentIfAsked(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  const box = dialog.getByRole('checkbox', { name: consentMessages.personalDataLabel });
  await expect.poll(async () => (await box.isVisible()) || !(await dialog.isVisible())).toBe(true);
  if (!(await box.isVisible())) return;
  await box.check();
  await dialog.getByRole('button', { name: 'Войти' }).click();
}

/** The checkout's consents at the current versions (GET /api/legal/documents), for POST /api/orders/. */
export async function currentConsents(request: APIRequestContext, baseUrl = ''): Promise<OrderConsents> {
  const answer = await request.get(`${baseUrl}/api/legal/documents`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const documents = (await answer.json()) as DocumentSummary[];
  const version = (kind: string) => documents.find((document) => document.kind === kind)!.version;
  return { personal_data: version('consent'), offer: version('offer') };
}
