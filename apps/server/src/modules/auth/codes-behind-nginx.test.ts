import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNginx, Nginx } from '../../test/nginx.ts';
import { uniqueEmail } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A demo shop (no SMTP_URL) behind a real nginx on the same host — the deployment the hostile review found
 * open: `proxy_pass http://127.0.0.1:3000;` sends `Host: 127.0.0.1:3000` and no forwarding header, so the
 * shop cannot tell it from the person at the keyboard. Codes therefore reach only the terminal; nothing
 * over HTTP, through any proxying and any Host, shows one.
 */
describe.skipIf(!hasNginx)('sign-in codes behind nginx', () => {
  let t: TestApp;
  let nginx: Nginx;
  let getPaths: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const upstream = `proxy_pass ${shop}/;`;
    nginx = await new Nginx().start(`
      location /plain/ { ${upstream} }
      location /localhost/ { ${upstream} proxy_set_header Host localhost; }
      location /forwarding/ {
        ${upstream}
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header Forwarded "for=127.0.0.1;host=localhost";
      }
      location /client-host/ { ${upstream} proxy_set_header Host $http_host; }
    `);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    getPaths = Object.entries(document.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([route]) => route.replace(/\{[^}]+\}/g, '1'));
  });
  afterAll(async () => {
    await nginx?.stop();
    await t?.close();
  });

  const proxies = ['plain', 'localhost', 'forwarding', 'client-host'];
  const hosts = [undefined, 'localhost', 'localhost:3000', '127.0.0.1', '127.0.0.1:3000', '[::1]'];
  const forwarding: Record<string, string>[] = [
    {},
    { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost' },
  ];

  it('shows a code requested through nginx in the terminal only, whatever Host and forwarding headers', async () => {
    const email = uniqueEmail();
    const requested = await fetch(`${nginx.url}/plain/api/auth/request-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(requested.status).toBe(200);
    const printed = t.terminal.find((text) => text.includes(email));
    const code = /Код: (\d{5})/.exec(printed ?? '')?.[1];
    expect(code, 'the demo prints the code for the person at the keyboard').toMatch(/^\d{5}$/);

    const paths = [
      '/api/dev/outbox',
      `/api/dev/outbox?to=${encodeURIComponent(email)}`,
      '/api/dev/mail',
      '/dev/outbox',
      ...getPaths,
    ];
    let answered = 0;
    for (const proxy of proxies) {
      for (const host of hosts) {
        for (const headers of forwarding) {
          for (const route of paths) {
            const response = await fetch(`${nginx.url}/${proxy}${route}`, {
              headers: { ...(host ? { host } : {}), ...headers },
            });
            const body = await response.text();
            expect(body, `${proxy}${route} (Host ${host ?? 'nginx default'})`).not.toContain(code);
            if (route.includes('/dev/')) expect(response.status).not.toBe(200);
            answered += 1;
          }
        }
      }
    }
    expect(answered).toBe(proxies.length * hosts.length * forwarding.length * paths.length);
    // The shop itself, asked directly on loopback like a browser on this machine, shows no code either.
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { host: 'localhost' },
    });
    expect(direct.statusCode).toBe(404);
  });
});
