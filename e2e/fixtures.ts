import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';
import { webDistFolder } from '../apps/server/src/lib/server-root.ts';

export interface Shop {
  url: string;
  app: FastifyInstance;
  database: Database;
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
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      const database = await openDatabase({ dataDir });
      await database.migrate(seedIfEmpty);
      const app = await buildApp({ config, database, webDist: webDistFolder, logger: false });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      await use({ url: address, app, database });
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  // A console.error in the page fails the test (DESIGN.md).
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
        errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
