import { describe, expect, it } from 'vitest';
import { isYooKassaAddress } from './provider-addresses.ts';

describe('isYooKassaAddress', () => {
  it('knows the published ranges, IPv4-mapped IPv6 included', () => {
    for (const ip of [
      '185.71.76.1',
      '185.71.77.31',
      '77.75.153.127',
      '77.75.154.200',
      '77.75.156.11',
      '::ffff:185.71.76.5',
      '2a02:5180::1',
    ])
      expect(isYooKassaAddress(ip), ip).toBe(true);
  });

  it('refuses everything else', () => {
    for (const ip of [
      '185.71.76.32',
      '77.75.156.12',
      '127.0.0.1',
      '10.0.0.1',
      '2a02:5181::1',
      'not an ip',
      '',
    ])
      expect(isYooKassaAddress(ip), ip).toBe(false);
  });
});
