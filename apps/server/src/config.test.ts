import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/shop-config-test' };

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
