import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import { MailCatcher } from '../../test/mail-catcher.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setAdmin, signInAdmin, signInCustomer, type SignedIn } from './admin-test-kit.ts';

/**
 * The authorisation matrix of issue 12: every admin route — collected from the app itself, so a route added
 * later is covered without touching this file — against a guest, a malformed token, a customer, an admin
 * and an admin demoted while their token is still valid. What each route does for an admin is tested in
 * its own file; here only that the guard lets the admin through.
 */

/** The routes issue 12 asks for: a route missing from the app fails the matrix. */
const expectedRoutes = [
  'PATCH /api/admin/contacts_info',
  'POST /api/admin/delivery-times',
  'PATCH /api/admin/delivery-times/:id',
  'DELETE /api/admin/delivery-times/:id',
  'PATCH /api/admin/support_returns',
  'PATCH /api/admin/support_certificates',
  'PATCH /api/admin/support_payments',
  'PATCH /api/admin/support_delivery',
  'PATCH /api/admin/site-status',
  'POST /api/admin/review-videos',
  'DELETE /api/admin/review-videos/:id',
  'GET /api/admin/products',
  'PATCH /api/admin/products/:id',
  'GET /api/admin/orders',
  'PATCH /api/admin/orders/:id',
  'POST /api/admin/orders/:id/cancel',
  'GET /api/admin/dashboard',
  'GET /api/admin/admins',
  'POST /api/admin/admins',
  'DELETE /api/admin/admins/:userId',
  'GET /api/admin/audit',
];

interface Route {
  method: string;
  path: string;
}

/**
 * Every route of the app from Fastify's route tree (printRoutes prints one node a line, four characters of
 * indentation a level, the node's methods in brackets): full paths rebuilt from their nodes.
 */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const pathAt: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    const path = (depth > 0 ? pathAt[depth - 1]! : '') + node[2]!;
    pathAt[depth] = path;
    pathAt.length = depth + 1;
    for (const method of node[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

/** The admin-only routes: /api/admin/… but not the public reads; HEAD mirrors GET and has no body to read. */
const adminOnly = (routes: Route[]) =>
  routes.filter(
    (route) =>
      route.path.startsWith('/api/admin/') && !route.path.endsWith('/public') && route.method !== 'HEAD',
  );

let t: TestApp;
let mail: MailCatcher;
let routes: Route[];
let customer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  mail = await new MailCatcher().start();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  routes = adminOnly(routesOf(t.app.printRoutes({ commonPrefix: false })));
  customer = await signInCustomer(t, mail);
  admin = await signInAdmin(t, mail);
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});

const call = (route: Route, authorization?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    // Every id is 1: the guard answers before the route looks at it.
    url: route.path.replace(/:\w+/g, '1'),
    headers: authorization === undefined ? {} : { authorization },
  });

/** The routes whose answer is not `status` with `detail`, as 'METHOD path → status body'. */
async function refusedOtherwise(authorization: string | undefined, status: number, detail: string) {
  const wrong: string[] = [];
  for (const route of routes) {
    const res = await call(route, authorization);
    const body = String(res.headers['content-type']).includes('json') ? res.json() : null;
    if (res.statusCode !== status || body?.detail !== detail)
      wrong.push(`${route.method} ${route.path} → ${res.statusCode} ${res.body.slice(0, 80)}`);
  }
  return wrong;
}

describe('the admin routes', () => {
  it('include every route of issue 12, each found in the route tree', () => {
    const found = routes.map((route) => `${route.method} ${route.path}`);
    expect(expectedRoutes.filter((route) => !found.includes(route))).toEqual([]);
    // Nothing public slipped in: the public reads live outside the guarded context.
    expect(found.filter((route) => route.endsWith('/public'))).toEqual([]);
  });

  it('reads nested nodes of the route tree back into full paths', () => {
    const tree = [
      '└── /api/',
      '    ├── admin/products (GET, HEAD)',
      '    │   └── /:id (PATCH)',
      '    └── orders/ (GET)',
    ].join('\n');
    expect(routesOf(tree)).toEqual([
      { method: 'GET', path: '/api/admin/products' },
      { method: 'HEAD', path: '/api/admin/products' },
      { method: 'PATCH', path: '/api/admin/products/:id' },
      { method: 'GET', path: '/api/orders/' },
    ]);
  });
});

describe('the authorisation matrix', () => {
  it('answers a guest 401 with the Russian detail on every admin route', async () => {
    expect(await refusedOtherwise(undefined, 401, adminMessages.tokenInvalid)).toEqual([]);
  });

  it('answers a malformed or forged token 401', async () => {
    expect(await refusedOtherwise('Bearer not-a-token', 401, adminMessages.tokenInvalid)).toEqual([]);
    const [header, , signature] = admin.token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: String(admin.id), admin: true })).toString('base64url');
    expect(
      await refusedOtherwise(`Bearer ${header}.${forged}.${signature}`, 401, adminMessages.tokenInvalid),
    ).toEqual([]);
  });

  it('answers a customer 403 on every admin route', async () => {
    expect(await refusedOtherwise(`Bearer ${customer.token}`, 403, adminMessages.notAdmin)).toEqual([]);
  });

  it('lets an admin through the guard, and refuses them on every route once demoted, same live token', async () => {
    const token = `Bearer ${admin.token}`;
    const guarded: string[] = [];
    for (const route of routes) {
      const res = await call(route, token);
      if (res.statusCode === 401 || res.statusCode === 403) guarded.push(`${route.method} ${route.path}`);
    }
    expect(guarded).toEqual([]);

    await setAdmin(t, admin.id, false);
    expect(await refusedOtherwise(token, 403, adminMessages.notAdmin)).toEqual([]);
  });
});
