import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { like, or } from 'drizzle-orm';
import { rateLimits } from '../apps/server/src/db/schema.ts';
import { ADMIN_EMAIL, appTookOver, expect, test as base, type Shop } from './fixtures.ts';
import { signIn } from './sign-in.ts';

/**
 * The admin journeys: the fixture's `page` is the admin's browser, `shopper` a second one (its own context:
 * not signed in, no shared storage) with the same rules — it waits for the app to take over a painted page,
 * and a console error in it fails the test.
 */
export const test = base.extend<{ shopper: Page }>({
  shopper: async ({ browser, shop }, use) => {
    const context = await browser.newContext({ baseURL: shop.url, locale: 'ru-RU' });
    const page = await context.newPage();
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appTookOver(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appTookOver(page);
      return response;
    };
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      // A new e-mail's right code sent without the consent is answered 422 by design, as in fixtures.ts.
      if (/status of 422/.test(message.text()) && message.location().url.endsWith('/api/auth/verify-code'))
        return;
      errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    await context.close();
    expect(errors, "console errors in the shopper's page").toEqual([]);
  },
});

export { expect };

/**
 * The journeys sign the same admin in from 127.0.0.1 far more often than a person would (one code a minute,
 * five an hour per address, twenty an hour per client address); those limits have tests of their own, so
 * their windows are forgotten before a journey signs in.
 */
async function forgetSignInLimits(shop: Shop): Promise<void> {
  await shop.database.db
    .delete(rateLimits)
    .where(
      or(
        like(rateLimits.key, `%${ADMIN_EMAIL}%`),
        like(rateLimits.key, 'codes-ip:%'),
        like(rateLimits.key, 'checks-ip:%'),
      ),
    );
}

/** Signs the admin in through the modal (an admin lands on /admin). */
export async function signInAsAdmin(page: Page, shop: Shop): Promise<void> {
  await forgetSignInLimits(shop);
  await page.goto('/');
  await signIn(page, shop, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Администрирование' })).toBeVisible();
}

/** Signs a shopper in (a customer lands on the profile). */
export async function signInAsCustomer(page: Page, shop: Shop, email: string): Promise<void> {
  await forgetSignInLimits(shop);
  await page.goto('/');
  await signIn(page, shop, email);
  await expect(page).toHaveURL(/\/personalAccount$/);
}

/** The Authorization header of whoever is signed in on `page`. */
export const bearerOf = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`,
});

/** Opens an admin section from the navigation, as staff do. */
export async function openSection(page: Page, label: string, heading: string | RegExp): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Разделы администрирования' })
    .getByRole('link', { name: label })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: heading }).first()).toBeVisible();
}

/** A product as the admin API sees it (price, stock, what is held). */
export async function adminProduct(
  request: APIRequestContext,
  admin: Page,
  id: number,
): Promise<AdminProduct> {
  const answer = await request.get('/api/admin/products', { headers: await bearerOf(admin) });
  expect(answer.status()).toBe(200);
  const product = ((await answer.json()) as AdminProduct[]).find((p) => p.id === id);
  if (!product) throw new Error(`no product ${id} in /api/admin/products`);
  return product;
}
