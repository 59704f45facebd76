import { BlockList, isIPv4 } from 'node:net';

/**
 * The addresses YooKassa sends notifications from (YooKassa's documentation;
 * docs/product/payments.md#notifications).
 */
const yooKassaRanges = new BlockList();
for (const [network, prefix] of [
  ['185.71.76.0', 27],
  ['185.71.77.0', 27],
  ['77.75.153.0', 25],
  ['77.75.154.128', 25],
] as const)
  yooKassaRanges.addSubnet(network, prefix, 'ipv4');
yooKassaRanges.addAddress('77.75.156.11', 'ipv4');
yooKassaRanges.addAddress('77.75.156.35', 'ipv4');
yooKassaRanges.addSubnet('2a02:5180::', 32, 'ipv6');

/** Whether a client address (as Fastify's proxy-aware request.ip gives it) is one of YooKassa's. */
export function isYooKassaAddress(ip: string): boolean {
  const plain = ip.replace(/^::ffff:/i, '');
  try {
    return yooKassaRanges.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}
