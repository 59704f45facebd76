import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startBuiltServer } from '../built-server.ts';

test('the built server starts on a fresh data dir and stops gracefully on SIGTERM', async ({ page }) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-built-'));
  const server = await startBuiltServer(dataDir);
  try {
    expect((await page.request.get(`${server.url}/readyz`)).status()).toBe(200);
    const groups = await (await page.request.get(`${server.url}/api/products/grouped`)).json();
    expect(groups.length).toBeGreaterThan(3);

    await page.goto(server.url);
    await expect(page.getByRole('heading', { name: 'Популярное' })).toBeVisible();

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited, server.output()).toBe(0);
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
