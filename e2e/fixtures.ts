import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';
import { webDistFolder } from '../apps/server/src/lib/server-root.ts';
import { MailCatcher } from '../apps/server/src/test/mail-catcher.ts';

/** Signs in as an admin in the journeys (ADMIN_EMAILS of the test shop). */
export const ADMIN_EMAIL = 'admin@humbl.test';

export interface Shop {
  url: string;
  app: FastifyInstance;
  database: Database;
  /** The real SMTP server the shop sends its mail to: journeys read sign-in codes from it. */
  mail: MailCatcher;
  /** Its data dir: a demo without SMS_URL keeps its SMS in demo-outbox.jsonl there. */
  dataDir: string;
}

/**
 * Each worker runs the real server on a fresh data dir (embedded database, first-start seed) serving the
 * built storefront, so a test can also reach into the database the way an admin's change would.
 */
export const test = base.extend<{ consoleErrors: string[] }, { shop: Shop }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
      const mail = await new MailCatcher().start();
      const config = loadConfig({
        DEMO: 'true',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SMTP_URL: mail.url,
        ADMIN_EMAILS: ADMIN_EMAIL,
        // A test may play a shopper at another address (X-Forwarded-For), as a proxy would say.
        TRUST_PROXY: '127.0.0.1',
      });
      const database = await openDatabase({ dataDir });
      await database.migrate(seedIfEmpty);
      const app = await buildApp({ config, database, webDist: webDistFolder, logger: false });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      await use({ url: address, app, database, mail, dataDir });
      await app.close();
      await database.close();
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  // Tests act like a shopper who waits for a server-painted page to come alive before using it.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => withApp(page, await goto(...args));
    page.reload = async (...args) => withApp(page, await reload(...args));
    await use(page);
  },
  // A console.error in the page fails the test.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // Chromium logs a page answered with a 404 status as a failed resource; that is the server's
      // deliberate answer for unknown addresses, not an error of the page.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest())
          notFoundPages.add(response.url());
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        if (msg.text().startsWith('Failed to load resource') && notFoundPages.has(msg.location().url)) return;
        // Nor is the sign-in's ask for a new e-mail's consent: its right code, sent without the consent, is
        // answered 422 by design (docs/product/personal-data.md#consents); the modal then shows the checkbox.
        if (/status of 422/.test(msg.text()) && msg.location().url.endsWith('/api/auth/verify-code')) return;
        errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until the app has taken over a page the server painted (its content carries React's fiber), so
 * that clicks and choices reach the app rather than the inert painted copy.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('page-data')) return true;
    const content = document.querySelector('#main > *');
    return content !== null && Object.keys(content).some((key) => key.startsWith('__reactFiber$'));
  });
}

async function withApp<T>(page: Page, response: T): Promise<T> {
  await appTookOver(page);
  return response;
}

export { expect };
