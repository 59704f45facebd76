import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICA_HOSTS, METRICA_SCRIPT_HOSTS, securityHeaders } from '../../lib/response-headers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A shop with a Yandex Metrica counter (YANDEX_METRIKA_ID): every page names it, and the CSP lets it load
// only for a visitor whose request carries the acceptance cookie (docs/product/personal-data.md).
// The shop without a counter is storefront.test.ts's.

const COUNTER = '98765432';
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = path.join(mkdtempSync(path.join(tmpdir(), 'web-')), 'dist');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="ru"><head><title>humbl</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist, env: { YANDEX_METRIKA_ID: COUNTER } });
});
afterAll(async () => {
  await t?.close();
  rmSync(path.dirname(webDist), { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });
const cspOf = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
/** The sources one directive of a policy allows. */
const sourcesOf = (csp: string, directive: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];
const metricaIn = (csp: string) => /yandex|yastatic|webvisor/.test(csp);

describe('a shop with a Metrica counter', () => {
  it('names the counter on every page, once, in <head>', async () => {
    for (const url of ['/', '/catalog', '/personalAccount/orders', '/no/such/page']) {
      const html = (await get(url)).body;
      expect(html.match(/<meta name="yandex-metrika" content="98765432" \/>/g), url).toHaveLength(1);
      expect(html.indexOf('yandex-metrika')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it("keeps the shop's own policy for a visitor who has not accepted analytics", async () => {
    for (const url of ['/', '/catalog', '/api/products/grouped', '/no/such/page']) {
      const res = await get(url);
      expect(cspOf(res), url).toBe(securityHeaders['content-security-policy']);
      expect(metricaIn(cspOf(res))).toBe(false);
    }
  });

  it('allows the counter hosts for a visitor whose request says analytics=granted', async () => {
    for (const cookie of [
      'analytics=granted',
      'sid=1; analytics=granted; other=2',
      'analytics=granted;x=1',
    ]) {
      for (const url of ['/', '/catalog/1', '/api/products/grouped']) {
        const csp = cspOf(await get(url, cookie));
        expect(sourcesOf(csp, 'script-src'), `${url} ${cookie}`).toEqual(["'self'", ...METRICA_SCRIPT_HOSTS]);
        for (const directive of ['img-src', 'connect-src', 'frame-src'])
          expect(sourcesOf(csp, directive)).toEqual(expect.arrayContaining([...METRICA_HOSTS]));
        expect(sourcesOf(csp, 'connect-src')).toContain('https://mc.yandex.ru');
        // Nothing else loosens: no inline scripts, still never framed, no plugins.
        expect(sourcesOf(csp, 'script-src')).not.toContain("'unsafe-inline'");
        expect(sourcesOf(csp, 'frame-ancestors')).toEqual(["'none'"]);
        expect(sourcesOf(csp, 'object-src')).toEqual(["'none'"]);
        expect(sourcesOf(csp, 'default-src')).toEqual(["'self'"]);
      }
    }
  });

  it('changes nothing for any other cookie value or name', async () => {
    for (const cookie of [
      'analytics=denied',
      'analytics=',
      'analytics=grantedx',
      'analytics=Granted',
      'analytics="granted"',
      'xanalytics=granted',
      'other=analytics=granted',
      'analytics_granted=1',
      '',
    ]) {
      const csp = cspOf(await get('/', cookie));
      expect(csp, cookie).toBe(securityHeaders['content-security-policy']);
    }
  });
});
