import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/shop-config-test', DEMO: 'true' };
const production = {
  DATA_DIR: '/tmp/shop-config-test',
  SMTP_URL: 'smtps://shop:secret@smtp.example.ru:465',
  JWT_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://humbl.example',
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: '123',
  YOOKASSA_SECRET_KEY: 'live_x',
};

describe('production (no DEMO)', () => {
  it('refuses to start on the demo defaults, listing every problem at once', () => {
    const start = () => loadConfig({ DATA_DIR: '/tmp/shop-config-test' });
    expect(start).toThrow(ConfigError);
    for (const problem of [
      /SMTP_URL: required in production/,
      /JWT_SECRET: required in production/,
      /PUBLIC_URL: required in production/,
      /PAYMENT_PROVIDER: required in production/,
    ])
      expect(start).toThrow(problem);
  });

  it('refuses the test payment provider, which takes no money', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'test' })).toThrow(
      /PAYMENT_PROVIDER: test takes no money: only with DEMO=true/,
    );
  });

  it("starts with real mail, YooKassa and a secret, checking YooKassa's addresses by default", () => {
    const config = loadConfig(production);
    expect(config.demo).toBe(false);
    expect(config.payment.provider).toBe('yookassa');
    expect(config.payment.yookassa.checkIp).toBe(true);
    expect(loadConfig({ ...production, YOOKASSA_CHECK_IP: 'false' }).payment.yookassa.checkIp).toBe(false);
  });

  it('refuses TRUST_PROXY=true, with which any client names its own address; takes the proxies', () => {
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true lets any client/,
    );
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses a recovery wait under 24 hours, in production and in the demo', () => {
    for (const env of [production, base])
      expect(() => loadConfig({ ...env, RECOVERY_DELAY_HOURS: '23' })).toThrow(/RECOVERY_DELAY_HOURS/);
    expect(loadConfig({ ...production, RECOVERY_DELAY_HOURS: '24' }).recoveryDelayHours).toBe(24);
  });
});

describe('the demo (DEMO=true, `npm start`)', () => {
  it('runs the test payment page without YooKassa, and keeps its generated secret beside the data', () => {
    const config = loadConfig(base);
    expect(config.demo).toBe(true);
    expect(config.payment.provider).toBe('test');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });
});

describe('PAYMENT_PROVIDER=yookassa configuration', () => {
  it('refuses to start without the shop id and secret key, naming what is missing', () => {
    const start = () => loadConfig({ ...base, PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '123' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/YOOKASSA_SECRET_KEY: required with PAYMENT_PROVIDER=yookassa/);
    expect(start).not.toThrow(/YOOKASSA_SHOP_ID/);
  });

  it('defaults to the v3 API, no VAT and no tax system; reads what is set', () => {
    const keys = { PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '123', YOOKASSA_SECRET_KEY: 'live_x' };
    expect(loadConfig({ ...base, ...keys }).payment.yookassa).toMatchObject({
      apiUrl: 'https://api.yookassa.ru/v3',
      vatCode: 1,
      taxSystemCode: undefined,
      checkIp: false,
    });
    const set = loadConfig({
      ...base,
      ...keys,
      YOOKASSA_API_URL: 'http://127.0.0.1:9/v3/',
      YOOKASSA_VAT_CODE: '4',
      YOOKASSA_TAX_SYSTEM_CODE: '2',
      YOOKASSA_CHECK_IP: 'true',
    }).payment.yookassa;
    expect(set).toMatchObject({
      apiUrl: 'http://127.0.0.1:9/v3',
      vatCode: 4,
      taxSystemCode: 2,
      checkIp: true,
    });
  });

  it('refuses a VAT code the provider does not know', () => {
    const keys = { PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'k' };
    expect(() => loadConfig({ ...base, ...keys, YOOKASSA_VAT_CODE: '13' })).toThrow(/YOOKASSA_VAT_CODE/);
  });
});
