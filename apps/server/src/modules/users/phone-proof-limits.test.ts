import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages, resendWait, tooManyFailures } from '@shop/shared/accounts/messages';
import { rateLimits } from '../../db/schema.ts';
import { bearer, signIn, uniqueIp } from '../../test/sign-in.ts';
import { createTestApp } from '../../test/test-app.ts';
import { authLimits } from '../auth/limits.ts';
import { minutes, token, uniquePhone, usePhoneProofSuite, wrongCode } from './phone-proof.fixtures.ts';

/**
 * Phone proof: wrong, dead and expired codes, and the limits on asking and checking (per client address,
 * behind a trusted proxy too).
 */

let clock = new Date('2026-11-23T12:00:00Z');
const { t, mail, later, getUser, requestProof, confirmProof, proofTexts, proofCode, shopperWith } =
  usePhoneProofSuite({ now: () => clock, setNow: (now) => (clock = now) });

describe('proving the profile phone', () => {
  it('behind a trusted proxy counts each shopper by the forwarded address, not the proxy', async () => {
    const proxied = await createTestApp({
      database: t.database,
      now: () => clock,
      env: { SMTP_URL: mail.url, TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const ask = (access: string, forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/users/verify-phone/request',
          headers: { ...bearer(access), 'x-forwarded-for': forwardedFor },
          remoteAddress: '127.0.0.1',
        });
      const phone = uniquePhone();
      const owner = await shopperWith(phone);
      // The resend wait is one shopper's (their address), not everyone's behind the proxy.
      expect((await ask(token(owner), '203.0.113.41')).statusCode).toBe(200);
      expect((await ask(token(owner), '203.0.113.41')).statusCode).toBe(429);
      const other = await shopperWith(uniquePhone());
      expect((await ask(token(other), '203.0.113.42')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('codes and limits', () => {
  it('answers wrong codes as every code does: 400, then dead after 5 wrong tries', async () => {
    const phone = uniquePhone();
    const owner = await shopperWith(phone);
    expect((await requestProof(token(owner))).statusCode).toBe(200);
    const code = proofCode(phone);
    for (let i = 0; i < 5; i++) {
      const wrong = await confirmProof(token(owner), wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: authMessages.verifyFailed });
    }
    const dead = await confirmProof(token(owner), code);
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toEqual({ detail: authMessages.codeDead });
    expect((await getUser(token(owner))).json().phone_verified).toBe(false);

    // A new code replaces the dead one; a code lives 10 minutes.
    later(61_000);
    expect((await requestProof(token(owner))).statusCode).toBe(200);
    const fresh = proofCode(phone);
    later(minutes(10));
    const expired = await confirmProof(token(owner), fresh);
    expect([expired.statusCode, expired.json()]).toEqual([400, { detail: authMessages.verifyFailed }]);
    later(61_000);
    expect((await requestProof(token(owner))).statusCode).toBe(200);
    expect((await confirmProof(token(owner), proofCode(phone))).statusCode).toBe(200);
  });

  it('waits a minute between codes from one address, and texts at most 5 codes an hour for one account', async () => {
    const phone = uniquePhone();
    const owner = await shopperWith(phone);
    const ip = uniqueIp();
    expect((await requestProof(token(owner), ip)).statusCode).toBe(200);
    const wait = await requestProof(token(owner), ip);
    expect(wait.statusCode).toBe(429);
    expect(wait.json()).toEqual({ detail: resendWait(60) });
    expect(wait.headers['retry-after']).toBe('60');

    // From other addresses (no wait between them) the account gets 5 codes an hour in all.
    for (let i = 0; i < 3; i++) expect((await requestProof(token(owner))).statusCode).toBe(200);
    const capped = await requestProof(token(owner));
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ detail: authMessages.tooManyRequests });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect(proofTexts(phone)).toHaveLength(4);
    // An hour on (and signed in again: an access token lives 15 minutes) the account may ask again.
    later(minutes(61));
    expect((await requestProof(token(await signIn(t, mail, owner.email)))).statusCode).toBe(200);
  });

  it('texts one number at most 5 codes an hour from one address, whichever accounts ask', async () => {
    const phone = uniquePhone();
    const [first, second] = [await shopperWith(phone), await shopperWith(phone)];
    const ip = uniqueIp();
    for (let round = 0; round < 3; round++) {
      expect((await requestProof(token(first), ip)).statusCode).toBe(200);
      if (round < 2) expect((await requestProof(token(second), ip)).statusCode).toBe(200);
      later(61_000);
    }
    const refused = await requestProof(token(second), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: authMessages.tooManyRequests });
    expect(proofTexts(phone)).toHaveLength(5);
    // Another address is not held up by that one.
    expect((await requestProof(token(second))).statusCode).toBe(200);
  });

  it('counts code requests per client address with the other codes (20 an hour)', async () => {
    const ip = uniqueIp();
    const owners = [];
    for (let i = 0; i < authLimits.codesPerIp.limit + 1; i++) owners.push(await shopperWith(uniquePhone()));
    const answers = [];
    for (const owner of owners) answers.push((await requestProof(token(owner), ip)).statusCode);
    expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('counts code checks per client address (30 per 10 minutes), wrong and dead ones too', async () => {
    const phone = uniquePhone();
    const owner = await shopperWith(phone);
    expect((await requestProof(token(owner))).statusCode).toBe(200);
    const code = proofCode(phone);
    const ip = uniqueIp();
    const answers: string[] = [];
    for (let i = 0; i < authLimits.checksPerIp.limit; i++) {
      const res = await confirmProof(token(owner), wrongCode(code), ip);
      expect(res.statusCode).toBe(400);
      answers.push(res.json().detail);
    }
    expect(answers.slice(0, 5).every((detail) => detail === authMessages.verifyFailed)).toBe(true);
    expect(answers.slice(5).every((detail) => detail === authMessages.codeDead)).toBe(true);
    later(61_000);
    expect((await requestProof(token(owner))).statusCode).toBe(200);
    const fresh = proofCode(phone);
    const refused = await confirmProof(token(owner), fresh, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: authMessages.tooManyRequests });
    // The refused check did not touch the new code.
    expect((await confirmProof(token(owner), fresh)).statusCode).toBe(200);
  });

  it("goes through the shop's failure budget: over it, an address that guessed wrong 3 times is refused", async () => {
    const phone = uniquePhone();
    const owner = await shopperWith(phone);
    expect((await requestProof(token(owner))).statusCode).toBe(200);
    const code = proofCode(phone);
    const guesser = uniqueIp();
    for (let i = 0; i < authLimits.failuresPerIpUnderAttack.limit; i++) {
      expect((await confirmProof(token(owner), wrongCode(code), guesser)).statusCode).toBe(400);
    }

    // The shop has had its budget of wrong checks this hour (as lockout.test.ts reaches it): attack mode.
    const hits = authLimits.failureBudget.limit;
    await t.database.db
      .insert(rateLimits)
      .values({ key: 'check-failures', windowStart: clock, hits })
      .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: clock, hits } });
    const refused = await confirmProof(token(owner), code, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: tooManyFailures(60) });
    // The refused check did not touch the code: from a clean address it proves the phone.
    expect((await confirmProof(token(owner), code)).statusCode).toBe(200);
    await t.database.db.delete(rateLimits).where(eq(rateLimits.key, 'check-failures'));
  });
});
