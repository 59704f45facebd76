import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const policy = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // blob: the admin's upload form previews the chosen clip and the poster frame it draws from it.
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
});

/** Helmet's headers, worked out once: they are the same for every answer. */
function computeHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  policy({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** The security headers of every answer (CSP, nosniff, frame-ancestors … — README.md, Deploying). */
export const securityHeaders: Readonly<Record<string, string>> = computeHeaders();

/**
 * Every answer carries the security headers and its request id, so a caller's report can be matched to
 * the logs. One synchronous hook: this runs on every request.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders).header('x-request-id', request.id);
    done();
  });
}
