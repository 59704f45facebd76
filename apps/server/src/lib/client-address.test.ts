import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authLimits } from '../modules/auth/limits.ts';
import { uniqueEmail } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { clientAddress } from './client-address.ts';

describe('the address per-address limits count', () => {
  it('is an IPv4 address itself, also when written as IPv6', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    const prefix = '2001:db8:85a3:8d3::/64';
    expect(clientAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(prefix);
    expect(clientAddress('2001:0DB8:85A3:08D3::1')).toBe(prefix);
    expect(clientAddress('2001:db8:85a3:8d3::')).toBe(prefix);
    expect(clientAddress('2001:db8:85a3:8d4::1')).not.toBe(prefix);
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('an IPv6 subscriber rotating through its /64', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('is one client to the per-address limits: the 21st code request of the hour is refused', async () => {
    const ask = (n: number, prefix: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-code',
        payload: { email: uniqueEmail() },
        remoteAddress: `${prefix}::${n.toString(16)}:${(n * 7).toString(16)}`,
      });
    const prefix = '2001:db8:1234:5678';
    for (let n = 1; n <= authLimits.codesPerIp.limit; n += 1)
      expect((await ask(n, prefix)).statusCode).toBe(200);
    const refused = await ask(999, prefix);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The neighbouring /64 is another subscriber.
    expect((await ask(1, '2001:db8:1234:5679')).statusCode).toBe(200);
  });
});
