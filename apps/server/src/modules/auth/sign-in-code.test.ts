import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authMessages, resendWait } from '@shop/shared/accounts/messages';
import { cartMessages } from '@shop/shared/cart/messages';
import { eq } from 'drizzle-orm';
import { users, verificationCodes } from '../../db/schema.ts';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { minutes, useSignInSuite, wrongCode } from './sign-in.fixtures.ts';

/** Signing in by a 5-digit code mailed to the address: its life, its limits, its refusals. */

let clock = new Date('2026-11-23T12:00:00Z');
const { t, mail, requestCode, verify, getUser } = useSignInSuite(
  { now: () => clock, setNow: (now) => (clock = now) },
  { ADMIN_EMAILS: 'Boss@Humbl.ru, second@humbl.ru' },
);

describe('sign-in code', () => {
  it('mails a branded Russian 5-digit code, HTML and text, and signs a new shopper up with it', async () => {
    const email = uniqueEmail();
    const res = await requestCode(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, resend_in: 60 });

    const letter = await mail.latest(email);
    const code = await mail.code(email);
    expect(code).toMatch(/^\d{5}$/);
    expect(letter.subject).toContain('Код для входа');
    expect(letter.text).toContain('Код действует 10 минут');
    expect(letter.html).toContain('humbl');
    expect(letter.html).toContain(code);

    const verified = await verify(email, code);
    expect(verified.statusCode).toBe(200);
    const { user, tokens } = verified.json();
    expect(user).toEqual({
      first_name: null,
      last_name: null,
      phone: null,
      phone_verified: false,
      email,
      loyalty_amount: 0,
      loyalty_level_name: 'Silver',
      is_admin: false,
    });
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.refresh_token.length).toBeGreaterThanOrEqual(40);
    expect((await getUser(tokens.access_token)).json()).toEqual(user);
  });

  it('answers the same for an address with an account and one without', async () => {
    const known = uniqueEmail('known');
    await signIn(t, mail, known);
    clock = new Date(clock.getTime() + minutes(2));
    const a = await requestCode(known);
    const b = await requestCode(uniqueEmail('stranger'));
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
  });

  it('stores only a keyed hash of the code', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await mail.code(email);
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.contact, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash.length).toBeGreaterThan(30);
  });

  it('takes a code once only', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await mail.code(email);
    expect((await verify(email, code)).statusCode).toBe(200);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(authMessages.verifyFailed);
  });

  it('keeps a code for 10 minutes and no longer', async () => {
    const inTime = uniqueEmail();
    const late = uniqueEmail();
    await requestCode(inTime);
    await requestCode(late);
    const [inTimeCode, lateCode] = [await mail.code(inTime), await mail.code(late)];
    clock = new Date(clock.getTime() + minutes(10) - 1000);
    expect((await verify(inTime, inTimeCode)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2000);
    const refused = await verify(late, lateCode);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(authMessages.verifyFailed);
  });

  it('kills a code after 5 wrong tries: the sixth is refused even with the right code', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await mail.code(email);
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(email, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toBe(authMessages.verifyFailed);
    }
    const sixth = await verify(email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().detail).toBe(authMessages.codeDead);
  });

  it('sends a new code only 60 s after the last, and then only the new code counts', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    expect((await requestCode(email, ip)).statusCode).toBe(200);
    const first = await mail.code(email);
    clock = new Date(clock.getTime() + 20_000);
    const early = await requestCode(email, ip);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json().detail).toBe(resendWait(40));
    expect(mail.countTo(email)).toBe(1);

    clock = new Date(clock.getTime() + 40_000);
    expect((await requestCode(email, ip)).statusCode).toBe(200);
    const second = await mail.code(email);
    expect(mail.countTo(email)).toBe(2);
    if (first !== second) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('sends one code when the same shopper asks several times at once', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestCode(email, ip)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    await mail.latest(email);
    expect(mail.countTo(email)).toBe(1);
    expect(
      await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.contact, email)),
    ).toHaveLength(1);
  });

  it('sends at most 5 codes an hour to one e-mail from one client address, whatever the sessions', async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(email, ip, { session_id: randomUUID() })).statusCode).toBe(200);
      clock = new Date(clock.getTime() + 61_000);
    }
    const sixth = await requestCode(email, ip, { session_id: randomUUID() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toBe(authMessages.tooManyRequests);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Another client address is not held up by it (the owner's, say: lockout.test.ts).
    expect((await requestCode(email)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + minutes(60));
    expect((await requestCode(email, ip)).statusCode).toBe(200);
  });

  it('binds a code to the session that asked for it: no other session, and no session, can use it', async () => {
    const email = uniqueEmail();
    const session = randomUUID();
    expect((await requestCode(email, uniqueIp(), { session_id: session })).statusCode).toBe(200);
    const code = await mail.code(email);
    for (const other of [{}, { session_id: randomUUID() }, { session_id: '' }]) {
      const refused = await verify(email, code, other);
      expect(refused.statusCode, JSON.stringify(other)).toBe(400);
      expect(refused.json().detail).toBe(authMessages.verifyFailed);
    }
    // Written in capitals it is the same session; the wrong tries of others did not touch its code.
    expect((await verify(email, code, { session_id: session.toUpperCase() })).statusCode).toBe(200);
  });

  it('signs in a client that asks with an e-mail alone: request-code with {email} only, verify-code with its session_id', async () => {
    const email = uniqueEmail();
    expect((await requestCode(email, uniqueIp())).statusCode).toBe(200);
    const code = await mail.code(email);
    const session = randomUUID();
    const verified = await verify(email, code, { session_id: session });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user.email).toBe(email);
  });

  it('limits code requests per client address, whatever the e-mails', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await requestCode(uniqueEmail(), ip)).statusCode).toBe(200);
    const refused = await requestCode(uniqueEmail(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await requestCode(uniqueEmail(), uniqueIp())).statusCode).toBe(200);
  });

  it('limits code checks per client address, so one machine cannot guess across many e-mails', async () => {
    const ip = uniqueIp();
    const email = uniqueEmail();
    await requestCode(email);
    const code = await mail.code(email);
    for (let i = 0; i < 30; i++) expect((await verify(uniqueEmail(), '12345', {}, ip)).statusCode).toBe(400);
    const refused = await verify(email, code, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('lets exactly one of parallel checks with the right code sign in', async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await mail.code(email);
    const results = await Promise.all(Array.from({ length: 8 }, () => verify(email, code)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('treats an address in capitals as the same address, for codes and accounts', async () => {
    const email = uniqueEmail();
    await requestCode(email.toUpperCase());
    const code = await mail.code(email);
    const results = await Promise.all([verify(email, code), verify(` ${email.toUpperCase()} `, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('says clearly when the mail could not be sent, stays up, and lets the shopper retry at once', async () => {
    const email = uniqueEmail();
    mail.failing = true;
    const failed = await requestCode(email);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ detail: authMessages.mailFailed });
    mail.failing = false;
    expect((await requestCode(email)).statusCode).toBe(200);
    expect((await verify(email, await mail.code(email))).statusCode).toBe(200);
  });

  it('refuses malformed input with 422 and a Russian detail', async () => {
    const badEmail = await requestCode('not-an-email');
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().detail).toContain('Некорректный email');
    const badCode = await verify(uniqueEmail(), '12a45');
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().detail).toContain(authMessages.codeShape);
    const badSession = await verify(uniqueEmail(), '12345', { session_id: 'not-a-uuid' });
    expect(badSession.statusCode).toBe(422);
    const badRequester = await requestCode(uniqueEmail(), uniqueIp(), { session_id: 'not-a-uuid' });
    expect(badRequester.statusCode).toBe(422);
    expect(badRequester.json().detail).toBe(cartMessages.sessionMalformed);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-code',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
  });
});
