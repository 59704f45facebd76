import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages, smsBudgetSpent, userMessages } from '@shop/shared/accounts/messages';
import { rateLimits } from '../../db/schema.ts';
import { bearer, signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { useSmsGateway } from '../../test/sms-gateway.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { productionEnv } from '../../test/environments.ts';
import { authLimits } from '../auth/limits.ts';
import { token, uniquePhone, usePhoneProofSuite } from './phone-proof.fixtures.ts';

/** Phone proof: SMS to Russian numbers only within the shop's budget, and through a real gateway. */

let clock = new Date('2026-11-23T12:00:00Z');
const { t, mail, requestProof, confirmProof, proofTexts, proofCode, shopperWith } = usePhoneProofSuite({
  now: () => clock,
  setNow: (now) => (clock = now),
});

describe('SMS pumping', () => {
  it('texts codes to Russian numbers only: a profile phone abroad is 422, texting nothing', async () => {
    const foreign = '+447911123456';
    const owner = await shopperWith(foreign);
    const refused = await requestProof(token(owner));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: authMessages.smsRussianOnly });
    expect(t.outbox(foreign)).toEqual([]);
  });

  it('counts each code SMS against the shop’s 100 an hour: over it, 429 and nothing texted', async () => {
    const count = async () =>
      (await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'sms-shop')))[0]?.hits;
    const phone = uniquePhone();
    const owner = await shopperWith(phone);
    const hits = authLimits.smsPerShop.limit - 1;
    await t.database.db
      .insert(rateLimits)
      .values({ key: 'sms-shop', windowStart: clock, hits })
      .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: clock, hits } });
    expect((await requestProof(token(owner))).statusCode).toBe(200);
    expect(await count()).toBe(authLimits.smsPerShop.limit);

    const other = uniquePhone();
    const stopped = await shopperWith(other);
    const refused = await requestProof(token(stopped));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: smsBudgetSpent(60) });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(proofTexts(other)).toEqual([]);
    // The code texted before the budget ran out still proves its phone.
    expect((await confirmProof(token(owner), proofCode(phone))).statusCode).toBe(200);
    await t.database.db.delete(rateLimits).where(eq(rateLimits.key, 'sms-shop'));
  });
});

describe('without an SMS gateway, and with one', () => {
  const production = (env: Record<string, string> = {}) =>
    createTestApp({
      database: t.database,
      now: () => clock,
      env: { ...productionEnv(mail.url), ...env },
    });
  const ask = (app: TestApp, access: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/users/verify-phone/request',
      headers: bearer(access),
      remoteAddress: uniqueIp(),
    });
  const answer = (app: TestApp, access: string, code: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/users/verify-phone/confirm',
      headers: bearer(access),
      payload: { code },
      remoteAddress: uniqueIp(),
    });
  async function signedInWithPhone(app: TestApp, phone: string) {
    const signed = await signIn(app, mail, uniqueEmail('prod'));
    const saved = await app.app.inject({
      method: 'PATCH',
      url: '/api/users/user',
      headers: bearer(signed.tokens.access_token),
      payload: { phone },
    });
    expect(saved.statusCode).toBe(200);
    return signed.tokens.access_token;
  }

  const gateway = useSmsGateway();

  it('is unavailable in production without SMS_URL (422), texting nothing', async () => {
    const app = await production();
    try {
      const phone = uniquePhone();
      const access = await signedInWithPhone(app, phone);
      const refused = await ask(app, access);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ detail: userMessages.phoneSmsUnavailable });
      expect(app.outbox()).toEqual([]);
      expect(app.terminal).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('texts the code through the gateway, and says so when the gateway fails (503, no wait left behind)', async () => {
    const app = await production({ SMS_URL: gateway.url });
    try {
      const phone = uniquePhone();
      const access = await signedInWithPhone(app, phone);
      const ip = uniqueIp();
      const again = () =>
        app.app.inject({
          method: 'POST',
          url: '/api/users/verify-phone/request',
          headers: bearer(access),
          remoteAddress: ip,
        });
      gateway.failing = true;
      const failed = await again();
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ detail: authMessages.smsFailed });
      gateway.failing = false;
      const sent = await again();
      expect(sent.statusCode, sent.body).toBe(200);
      const texted = gateway.received.filter((m) => m.to === phone);
      expect(texted).toHaveLength(1);
      expect(texted[0]!.text).toContain('код подтверждения телефона');
      const code = /\b(\d{5})\b/.exec(texted[0]!.text)![1]!;
      const confirmed = await answer(app, access, code);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().user).toMatchObject({ phone, phone_verified: true });
    } finally {
      await app.close();
    }
  });
});
