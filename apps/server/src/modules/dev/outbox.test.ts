import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevOutbox } from '../../lib/dev-outbox.ts';
import { outboxMailer } from '../../lib/mail/mailer.ts';
import { loginCodeMail } from '../../lib/mail/templates.ts';
import { uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('the development outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('keeps the sign-in mail, so a shopper on `npm start` can read the code and sign in', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-code',
      payload: { email },
      remoteAddress: ip,
    });
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    expect(outbox.statusCode).toBe(200);
    const [letter] = outbox.json();
    expect(letter).toMatchObject({ channel: 'email', to: email });
    expect(letter.html).toContain('humbl');
    const code = /\b(\d{5})\b/.exec(letter.text)![1]!;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { email, code },
      remoteAddress: ip,
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers nobody who comes through a proxy or from another machine', async () => {
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    const remote = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    // A proxy that adds no forwarding header still passes on the public name; a page that rebinds its
    // own domain to 127.0.0.1 sends that domain.
    for (const host of ['shop.example.ru', 'evil.example:3000']) {
      const named = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host } });
      expect(named.statusCode, host).toBe(404);
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const local = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host } });
      expect(local.statusCode, host).toBe(200);
    }
  });

  it('does not exist when the server listens beyond loopback, nor with SMTP_URL and SMS_URL set', async () => {
    for (const env of <Record<string, string>[]>[
      { HOST: '0.0.0.0' },
      { SMTP_URL: 'smtp://127.0.0.1:1/', SMS_URL: 'http://127.0.0.1:1/sms' },
    ]) {
      const other = await createTestApp({ database: t.database, env });
      const res = await other.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode, JSON.stringify(env)).toBe(404);
      await other.close();
    }
  });

  it('logs that a mail was kept without its code', async () => {
    let logged = '';
    const log = pino(
      { level: 'info' },
      new Writable({ write: (chunk, _enc, done) => ((logged += chunk), done()) }),
    );
    const outbox = new DevOutbox();
    await outboxMailer(outbox, log).send(loginCodeMail('anna@example.ru', '40417'));
    expect(logged).toContain('anna@example.ru');
    expect(logged).toContain('login-code');
    expect(logged).not.toContain('40417');
    expect(outbox.list()[0]!.text).toContain('40417');
  });
});
