import { isIP, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client as per-address limits count it: request.ip (proxy-aware), an IPv6 one as its /48. */
    readonly client: string;
  }
}

/**
 * `request.client`, and a warning (once) when a proxy seems to stand in front of a shop that trusts none:
 * every shopper behind it would count as the proxy's one address.
 */
export function registerClientAddress(app: FastifyInstance, trustProxy: boolean | string): void {
  app.decorateRequest('client', {
    getter(this: { ip: string; socket: { remoteAddress?: string | undefined } }) {
      // A forwarding header may name anything; what is no address counts as the connection's own.
      return clientAddress(isIP(this.ip) ? this.ip : (this.socket.remoteAddress ?? this.ip));
    },
  });
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(
        'X-Forwarded-For arrives but TRUST_PROXY is unset: every shopper behind that proxy counts as one address',
      );
    }
    done();
  });
}

/**
 * The client address that per-address limits count (README "Security"). An IPv4 address is one client
 * (carriers put many shoppers behind one, which is why limits count stock, not people). An IPv6 address
 * counts as its /48: one subscriber gets a /64 to a /48 (a home line often a /56, a free tunnel a /48) and
 * could rotate through all of it; several subscribers of a carrier in one /48 are like a carrier NAT, which
 * the limits let through. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 3).join(':')}::/48`;
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
