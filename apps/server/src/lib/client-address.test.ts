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

  it('is the /48 of an IPv6 address, however the address is written', () => {
    const prefix = '2001:db8:85a3::/48';
    expect(clientAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(prefix);
    expect(clientAddress('2001:0DB8:85A3:ff00::1')).toBe(prefix);
    expect(clientAddress('2001:db8:85a3::')).toBe(prefix);
    expect(clientAddress('2001:db8:85a4::1')).not.toBe(prefix);
    expect(clientAddress('::1')).toBe('0:0:0::/48');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0::/48');
  });
});

describe('an IPv6 subscriber rotating through its /48', () => {
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
        // A /56 of its own, and /64s of it, all inside one /48.
        remoteAddress: `${prefix}:${((n % 256) * 256).toString(16)}::${n.toString(16)}`,
      });
    const prefix = '2001:db8:1234';
    for (let n = 1; n <= authLimits.codesPerIp.limit; n += 1)
      expect((await ask(n, prefix)).statusCode).toBe(200);
    const refused = await ask(999, prefix);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The neighbouring /48 is another subscriber.
    expect((await ask(1, '2001:db8:1235')).statusCode).toBe(200);
  });
});

describe('a forwarding header that names no address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t?.close());

  it('counts as the connection’s own address, so it cannot mint a new client per request', async () => {
    const ask = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-code',
        payload: { email: uniqueEmail() },
        remoteAddress: '198.51.100.77',
        headers: { 'x-forwarded-for': `anything-goes-${n}` },
      });
    for (let n = 1; n <= authLimits.codesPerIp.limit; n += 1) expect((await ask(n)).statusCode).toBe(200);
    expect((await ask(0)).statusCode).toBe(429);
  });
});
