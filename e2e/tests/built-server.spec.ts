import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// What `npm start` runs: the bundled server on a fresh data dir must migrate, seed and serve the shop.
const serverBundle = path.resolve(import.meta.dirname, '../../apps/server/dist/server.js');

let output = '';

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

test('the built server starts on a fresh data dir and stops gracefully on SIGTERM', async ({ page }) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-built-'));
  const child = spawn(process.execPath, [serverBundle], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await waitForListening(child);
    expect((await page.request.get(`${url}/readyz`)).status()).toBe(200);
    const groups = await (await page.request.get(`${url}/api/products/grouped`)).json();
    expect(groups.length).toBeGreaterThan(3);

    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Популярное' })).toBeVisible();

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
