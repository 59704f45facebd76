import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MailCatcher } from '../../apps/server/src/test/mail-catcher.ts';
import { YooKassaFake } from '../../apps/server/src/test/yookassa-fake.ts';
import { startBuiltServer, type BuiltServer } from '../built-server.ts';

const bundle = path.resolve(import.meta.dirname, '../../apps/server/dist/server.js');
const DEMO_BANNER = 'Демо-режим: деньги не списываются';

async function stopGracefully(server: BuiltServer): Promise<void> {
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  expect(await exited, server.output()).toBe(0);
}

test('npm start is a demo: it says so on every page and prints sign-in codes in its terminal only', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-built-'));
  const server = await startBuiltServer(dataDir);
  try {
    expect((await page.request.get(`${server.url}/readyz`)).status()).toBe(200);
    const groups = await (await page.request.get(`${server.url}/api/products/grouped`)).json();
    expect(groups.length).toBeGreaterThan(3);

    for (const address of ['/', '/catalog', '/no-such-page']) {
      await page.goto(`${server.url}${address}`);
      await expect(page.getByRole('note').filter({ hasText: DEMO_BANNER })).toBeVisible();
    }

    // The code reaches the person at the keyboard through the terminal; no HTTP address shows it.
    const email = 'newcomer@example.ru';
    expect(
      (await page.request.post(`${server.url}/api/auth/request-code`, { data: { email } })).status(),
    ).toBe(200);
    await expect.poll(() => server.output()).toContain(`Письмо для ${email}`);
    const printed = server.output().slice(server.output().indexOf(`Письмо для ${email}`));
    const code = /\b(\d{5})\b/.exec(printed)![1];
    expect((await page.request.get(`${server.url}/api/dev/outbox?to=${email}`)).status()).toBe(404);
    // A new e-mail: the processing consent ticked (version 1, migration 0010).
    const verified = await page.request.post(`${server.url}/api/auth/verify-code`, {
      data: { email, code, consent: 1 },
    });
    expect(verified.status()).toBe(200);

    await stopGracefully(server);
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the deployment command is production: it refuses to start on demo defaults, listing every problem', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-built-'));
  try {
    const run = spawnSync(process.execPath, [bundle], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    for (const problem of [
      'SMTP_URL: required in production',
      'JWT_SECRET: required in production',
      'PUBLIC_URL: required in production',
      'PAYMENT_PROVIDER: required in production',
    ])
      expect(run.stderr).toContain(problem);

    const testPayments = spawnSync(process.execPath, [bundle], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', PAYMENT_PROVIDER: 'test' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(testPayments.status).toBe(1);
    expect(testPayments.stderr).toContain('PAYMENT_PROVIDER: test takes no money: only with DEMO=true');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('production with real mail and YooKassa: no banner, no test payments, no code in its output', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-built-'));
  const mail = await new MailCatcher().start();
  const yookassa = await new YooKassaFake().start();
  const server = await startBuiltServer(dataDir, {
    demo: false,
    env: {
      SMTP_URL: mail.url,
      JWT_SECRET: 'p'.repeat(48),
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: yookassa.shopId,
      YOOKASSA_SECRET_KEY: yookassa.secretKey,
      YOOKASSA_API_URL: yookassa.url,
    },
  });
  try {
    await page.goto(server.url);
    await expect(page.getByRole('heading', { name: 'Популярное' })).toBeVisible();
    await expect(page.getByText(DEMO_BANNER)).toHaveCount(0);

    const email = 'shopper@example.ru';
    await page.request.post(`${server.url}/api/auth/request-code`, { data: { email } });
    const code = await mail.code(email);
    expect(server.output()).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect((await page.request.get(`${server.url}/api/dev/outbox`)).status()).toBe(404);
    // The test provider's notification and page do not exist: nothing can mark an order paid for free.
    const forged = await page.request.post(`${server.url}/api/payments/test/notification`, {
      data: { payment_id: '1' },
    });
    expect(forged.status()).toBe(404);
    // YooKassa's notifications are accepted only from its published addresses (on by default).
    const notification = await page.request.post(`${server.url}/api/payments/yookassa/notification`, {
      data: { type: 'notification', event: 'payment.succeeded', object: { id: 'x' } },
    });
    expect(notification.status()).toBe(403);

    await stopGracefully(server);
  } finally {
    server.child.kill('SIGKILL');
    await mail.stop();
    await yookassa.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
