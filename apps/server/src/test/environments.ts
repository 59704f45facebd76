import type { YooKassaFake } from './yookassa-fake.ts';

/** The variables that make a test app take payments through the local YooKassa fake. */
export const yooKassaEnv = (fake: YooKassaFake): Record<string, string> => ({
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: fake.shopId,
  YOOKASSA_SECRET_KEY: fake.secretKey,
  YOOKASSA_API_URL: fake.url,
});

/**
 * A production shop (no DEMO) with what production requires; mail goes to `smtpUrl` (a MailCatcher's).
 * YooKassa is never called by the tests that use it unless they point YOOKASSA_API_URL at the fake.
 */
export const productionEnv = (smtpUrl: string): Record<string, string> => ({
  DEMO: 'false',
  SMTP_URL: smtpUrl,
  JWT_SECRET: 'p'.repeat(48),
  PUBLIC_URL: 'https://shop.example.ru',
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: '1',
  YOOKASSA_SECRET_KEY: 'test-key',
});
