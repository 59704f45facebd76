import { isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client as per-address limits count it: request.ip (proxy-aware), an IPv6 one as its /64. */
    readonly client: string;
  }
}

export function registerClientAddress(app: FastifyInstance): void {
  app.decorateRequest('client', {
    getter(this: { ip: string }) {
      return clientAddress(this.ip);
    },
  });
}

/**
 * The client address that per-address limits count (README "Security"). An IPv4 address is one client
 * (carriers put many shoppers behind one, which is why limits count stock, not people). One IPv6
 * subscriber gets a whole /64 — 2^64 addresses to rotate through — so an IPv6 address counts as its /64.
 * An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower-case without leading zeros (`::` expanded). */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0]!; // a zone (fe80::1%eth0) is no part of the address
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const middle = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
