import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@shop/shared/accounts/messages';
import { consentMessages } from '@shop/shared/legal/messages';
import { verificationCodes } from '../../db/schema.ts';
import { currentVersion } from '../../test/consents.ts';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { useSignInSuite, wrongCode } from '../auth/sign-in.fixtures.ts';
import { accountOf, longUserAgent, publish, rowsOf, withdraw } from './consents.fixtures.ts';

/**
 * Sign-in with a new e-mail needs the consent to processing personal data (docs/product/personal-data.md
 * #consents): only the holder of the right, live code hears so, the code stays usable, and the consent is
 * logged once with the shopper's address (behind the trusted proxy) and browser.
 */

let clock = new Date('2026-11-23T12:00:00Z');
const { t, mail, requestCode, verify } = useSignInSuite(
  { now: () => clock, setNow: (now) => (clock = now) },
  { TRUST_PROXY: '127.0.0.1' },
);

/** verify-code without any consent (the helpers tick it otherwise). */
const bare = (email: string, code: string, ip = uniqueIp()) =>
  verify(email, code, { consent: undefined }, ip);

/** The login codes of an e-mail, newest last. */
const codesOf = (email: string) =>
  t.database.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.contact, email), eq(verificationCodes.purpose, 'login')));

const answer = (res: { statusCode: number; json(): { detail?: string } }) => [
  res.statusCode,
  res.json().detail,
];

describe('signing in with a new e-mail', () => {
  it('answers a wrong code without consent as any wrong code: nothing tells whether the e-mail has an account', async () => {
    const known = uniqueEmail('known');
    await signIn(t, mail, known);
    const stranger = uniqueEmail('new');
    const answers = [];
    for (const email of [known, stranger]) {
      await requestCode(email);
      answers.push(answer(await bare(email, wrongCode(await mail.code(email)))));
    }
    expect(answers).toEqual([
      [400, authMessages.verifyFailed],
      [400, authMessages.verifyFailed],
    ]);
    // …and it was a wrong guess like any other.
    expect((await codesOf(stranger)).map((code) => code.attempts)).toEqual([1]);
  });

  it('asks the holder of the right code for the consent, keeps the code unused, and takes the same code with it', async () => {
    const email = uniqueEmail('new');
    await requestCode(email);
    const code = await mail.code(email);

    // Asked as often as the shopper likes: no try used, no account made, nothing logged.
    for (let i = 0; i < 6; i++)
      expect(answer(await bare(email, code))).toEqual([422, consentMessages.personalDataRequired]);
    expect((await codesOf(email)).map((row) => [row.attempts, row.consumedAt])).toEqual([[0, null]]);
    expect(await accountOf(t, email)).toBeUndefined();
    expect(await rowsOf(t, email)).toEqual([]);

    const signedIn = await verify(email, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
    expect(answer(await verify(email, code))).toEqual([400, authMessages.verifyFailed]); // used up now
  });

  it('logs the consent once, with the shopper’s address behind the trusted proxy and the browser', async () => {
    const email = uniqueEmail('new');
    await requestCode(email);
    const code = await mail.code(email);
    const consent = await currentVersion(t, 'consent');
    const proxied = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-code',
        payload: { email, code, ...payload },
        headers: { 'x-forwarded-for': '203.0.113.7', 'user-agent': longUserAgent },
        remoteAddress: '127.0.0.1',
      });
    expect((await proxied({})).statusCode).toBe(422);
    const signedIn = await proxied({ consent });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    const account = await accountOf(t, email);
    expect(await rowsOf(t, email)).toEqual([
      {
        userId: account!.id,
        email,
        sessionId: null,
        purpose: 'sign_in',
        orderId: null,
        orderNumber: null,
        ip: '203.0.113.7',
        userAgent: longUserAgent.slice(0, 300),
        kind: 'consent',
        version: consent,
        at: clock,
      },
    ]);

    // The account signs in again without being asked, and nothing more is logged.
    await requestCode(email);
    expect((await bare(email, await mail.code(email))).statusCode).toBe(200);
    expect(await rowsOf(t, email)).toHaveLength(1);
  });

  it('asks nothing of an account: a consent sent along is neither checked nor logged', async () => {
    const email = uniqueEmail('known');
    await signIn(t, mail, email);
    await requestCode(email);
    expect((await bare(email, await mail.code(email))).statusCode).toBe(200);
    await requestCode(email);
    expect((await verify(email, await mail.code(email), { consent: 999 })).statusCode).toBe(200);
    expect(await rowsOf(t, email)).toHaveLength(1); // the first sign-in's
  });

  it('refuses a version other than the current one, and a forged one, with the code kept', async () => {
    const email = uniqueEmail('new');
    await requestCode(email);
    const code = await mail.code(email);
    const current = await currentVersion(t, 'consent');
    expect(answer(await verify(email, code, { consent: current + 1 }))).toEqual([
      422,
      consentMessages.personalDataOutdated,
    ]);
    for (const forged of ['1', 0, -1, 1.5, 2 ** 40, null])
      expect((await verify(email, code, { consent: forged })).statusCode, String(forged)).toBe(422);
    expect((await verify(email, code, { consent: current })).statusCode).toBe(200);
  });

  it('asks again for the consent of an account that withdrew it, and clears the withdrawal', async () => {
    const email = uniqueEmail('withdrawn');
    await signIn(t, mail, email);
    await withdraw(t, email, clock);
    await requestCode(email);
    const code = await mail.code(email);
    expect(answer(await bare(email, code))).toEqual([422, consentMessages.personalDataRequired]);
    expect((await verify(email, code)).statusCode).toBe(200);
    expect((await accountOf(t, email))!.consentWithdrawnAt).toBeNull();
    expect((await rowsOf(t, email)).map((row) => row.purpose)).toEqual(['sign_in', 'sign_in']);
  });

  it('signs in once and logs once when the right code and consent arrive twice at once', async () => {
    const email = uniqueEmail('twice');
    await requestCode(email);
    const code = await mail.code(email);
    const both = await Promise.all([verify(email, code), verify(email, code)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(await rowsOf(t, email)).toHaveLength(1);
  });

  it('refuses a code that ran out whatever the consent, and asks the new one’s holder after a new version', async () => {
    const email = uniqueEmail('late');
    await requestCode(email);
    const code = await mail.code(email);
    clock = new Date(clock.getTime() + 11 * 60_000);
    expect(answer(await bare(email, code))).toEqual([400, authMessages.verifyFailed]);
    expect(answer(await verify(email, code))).toEqual([400, authMessages.verifyFailed]);

    const old = await currentVersion(t, 'consent');
    const next = await publish(t, 'consent', clock);
    await requestCode(email);
    const fresh = await mail.code(email);
    expect(answer(await verify(email, fresh, { consent: old }))).toEqual([
      422,
      consentMessages.personalDataOutdated,
    ]);
    expect((await verify(email, fresh, { consent: next })).statusCode).toBe(200);
    expect((await rowsOf(t, email)).map((row) => row.version)).toEqual([next]);
  });
});
