import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authMessages } from '@shop/shared/accounts/messages';
import { uniqueIp } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** An SMS gateway as SMS_URL names it: records each {to, text} it is given, or answers 500 when failing. */
let gateway: Server;
const received: { to: string; text: string }[] = [];
let failing = false;
let t: TestApp;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (failing) return response.writeHead(500).end();
      received.push(JSON.parse(body));
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({ env: { SMS_URL: `http://127.0.0.1:${port}/send` } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

const requestPhoneRecovery = (newPhone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/recover-contact/request',
    payload: { old_phone: '+79990000001', new_phone: newPhone, confirm_new_phone: newPhone },
    remoteAddress: uniqueIp(),
  });

it('sends the recovery code through the SMS gateway, and says so when the gateway fails', async () => {
  failing = true;
  const refused = await requestPhoneRecovery('+79990000002');
  expect([refused.statusCode, refused.json().detail]).toEqual([503, authMessages.smsFailed]);
  expect(received).toHaveLength(0);

  // The failed send left no wait behind: asked again at once, the code goes out.
  failing = false;
  const sent = await requestPhoneRecovery('+79990000002');
  expect(sent.statusCode, sent.body).toBe(200);
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toBe('+79990000002');
  expect(received[0]!.text).toMatch(/\b\d{5}\b/);
});
