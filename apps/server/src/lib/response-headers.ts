import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * Yandex Metrica's addresses, from its guide to counters on sites with a CSP ("Установка счетчика на сайт с
 * CSP", the general list): the counter reports to whichever of them serves the visitor's region. The wss://
 * ones serve Webvisor only, which the shop does not switch on (docs/product/personal-data.md).
 */
const METRICA_REGIONS = [
  'ru',
  'az',
  'by',
  'co.il',
  'com',
  'com.am',
  'com.ge',
  'com.tr',
  'ee',
  'fr',
  'kg',
  'kz',
  'lt',
  'lv',
  'md',
  'tj',
  'tm',
  'uz',
];
export const METRICA_HOSTS: readonly string[] = [
  ...METRICA_REGIONS.map((region) => `https://mc.yandex.${region}`),
  'https://mc.webvisor.com',
  'https://mc.webvisor.org',
  'https://yastatic.net',
];
/** Where the counter's code comes from (tag.js and the modules it loads). */
export const METRICA_SCRIPT_HOSTS: readonly string[] = ['https://mc.yandex.ru', 'https://yastatic.net'];

/** The shop's own policy; `metrica` adds the counter's hosts (the visitor accepted analytics). */
function policy(metrica: boolean) {
  const hosts = metrica ? METRICA_HOSTS : [];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(metrica ? METRICA_SCRIPT_HOSTS : [])],
        // blob: the admin's upload form previews the chosen clip and the poster frame it draws from it.
        imgSrc: ["'self'", 'data:', 'blob:', ...hosts],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...hosts],
        ...(metrica ? { frameSrc: ["'self'", ...hosts] } : {}),
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/** Helmet's headers of one policy, worked out once. */
function computeHeaders(metrica: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  policy(metrica)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** The security headers of every answer (CSP, nosniff, frame-ancestors … — README.md, Deploying). */
export const securityHeaders: Readonly<Record<string, string>> = computeHeaders(false);

/** The same with Yandex Metrica's hosts allowed: for a visitor who accepted analytics. */
export const analyticsSecurityHeaders: Readonly<Record<string, string>> = computeHeaders(true);

/**
 * The storefront keeps the visitor's answer to the cookie notice in this cookie (features/analytics):
 * `granted` or `denied`. A forged one only loosens the sender's own policy.
 */
const ANALYTICS_GRANTED = /(?:^|;)\s*analytics=granted\s*(?:;|$)/;

/** Whether the request carries the visitor's acceptance of analytics (no cookie parsing: one regex). */
export const acceptedAnalytics = (request: FastifyRequest): boolean => {
  const cookie = request.headers.cookie;
  return cookie !== undefined && ANALYTICS_GRANTED.test(cookie);
};

/**
 * Every answer carries the security headers and its request id, so a caller's report can be matched to
 * the logs. With a Metrica counter configured (`metrika`), a visitor who accepted analytics gets the policy
 * that lets the counter load (docs/product/personal-data.md); everyone else, and every visitor of a shop
 * without a counter, the shop's own. One synchronous hook: this runs on every request.
 */
export function registerResponseHeaders(app: FastifyInstance, { metrika = false } = {}): void {
  app.addHook('onRequest', (request, reply, done) => {
    const headers = metrika && acceptedAnalytics(request) ? analyticsSecurityHeaders : securityHeaders;
    reply.headers(headers).header('x-request-id', request.id);
    done();
  });
}
