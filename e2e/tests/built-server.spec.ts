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

    // Without SMTP_URL the sign-in code waits in the development outbox of the loopback server.
    const email = 'newcomer@example.ru';
    expect(
      (await page.request.post(`${server.url}/api/auth/request-code`, { data: { email } })).status(),
    ).toBe(200);
    const [letter] = await (await page.request.get(`${server.url}/api/dev/outbox?to=${email}`)).json();
    const code = /\b(\d{5})\b/.exec(letter.text)![1];
    const verified = await page.request.post(`${server.url}/api/auth/verify-code`, { data: { email, code } });
    expect(verified.status()).toBe(200);
    expect(server.output()).not.toMatch(new RegExp(`\\b${code}\\b`));

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited, server.output()).toBe(0);
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
