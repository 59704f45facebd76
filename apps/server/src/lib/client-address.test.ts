import { describe, expect, it } from 'vitest';
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
