import { expect, it } from 'vitest';
import { authMessages } from '@shop/shared/accounts/messages';
import { uniqueIp } from '../../test/sign-in.ts';
import { useSmsGateway } from '../../test/sms-gateway.ts';
import { useTestApp } from '../../test/suite.ts';

const gateway = useSmsGateway();
const { received } = gateway;
const t = useTestApp(() => ({ env: { SMS_URL: gateway.url } }));

const requestPhoneRecovery = (newPhone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/recover-contact/request',
    payload: { old_phone: '+79990000001', new_phone: newPhone, confirm_new_phone: newPhone },
    remoteAddress: uniqueIp(),
  });

it('sends the recovery code through the SMS gateway, and says so when the gateway fails', async () => {
  gateway.failing = true;
  const refused = await requestPhoneRecovery('+79990000002');
  expect([refused.statusCode, refused.json().detail]).toEqual([503, authMessages.smsFailed]);
  expect(received).toHaveLength(0);

  // The failed send left no wait behind: asked again at once, the code goes out.
  gateway.failing = false;
  const sent = await requestPhoneRecovery('+79990000002');
  expect(sent.statusCode, sent.body).toBe(200);
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toBe('+79990000002');
  expect(received[0]!.text).toMatch(/\b\d{5}\b/);
});
