import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages, tooManyFailures } from '@shop/shared/auth-messages';
import { MailCatcher } from '../../test/mail-catcher.ts';
import { uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authLimits } from './limits.ts';

/** Issue 16 §3: nobody can lock another person out of signing in, and guessing meets a shop-wide budget. */

let t: TestApp;
let mail: MailCatcher;
let clock = new Date('2026-11-23T12:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
const admin = 'boss@humbl.ru';

beforeAll(async () => {
  mail = await new MailCatcher().start();
  t = await createTestApp({ now: () => clock, env: { SMTP_URL: mail.url, ADMIN_EMAILS: admin } });
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});
beforeEach(() => {
  later(120 * 60_000); // every test starts clear of earlier windows, the shop's failure budget too
});

/** A client: its address and the session id its storefront keeps (none: a SPEC-shaped client). */
interface Client {
  ip: string;
  session?: string;
}
const client = (): Client => ({ ip: uniqueIp(), session: randomUUID() });
const sessionOf = (c: Client) => (c.session ? { session_id: c.session } : {});

const requestCode = (c: Client, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-code',
    payload: { email, ...sessionOf(c) },
    remoteAddress: c.ip,
  });
const verify = (c: Client, email: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { email, code, ...sessionOf(c) },
    remoteAddress: c.ip,
  });
const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

describe('a stranger hammering an e-mail', () => {
  it.each([
    ['a shopper', uniqueEmail('owner'), false],
    ['an admin (ADMIN_EMAILS)', admin, true],
  ])('never keeps %s from signing in from their own address', async (_, email, isAdmin) => {
    const strangers = [client(), { ip: uniqueIp() }]; // with a session, and without one
    const owner = client();

    // For ten minutes the strangers ask for a code for the owner's e-mail every minute and guess wrong
    // six times per code, also with made-up sessions. Each address gets 5 codes an hour, no more.
    const asked: number[] = [];
    for (let minute = 0; minute < 10; minute++) {
      for (const stranger of strangers) {
        const res = await requestCode(stranger, email);
        asked.push(res.statusCode);
        const code = res.statusCode === 200 ? await mail.code(email) : '00000';
        for (const guesser of [stranger, { ...stranger, session: randomUUID() }, { ip: stranger.ip }]) {
          for (let i = 0; i < 2; i++) {
            const guess = await verify(guesser, email, wrongCode(code));
            expect([400, 429]).toContain(guess.statusCode);
          }
        }
      }
      later(60_000);
    }
    expect(asked.filter((status) => status === 200)).toHaveLength(10);
    expect(asked.filter((status) => status === 429)).toHaveLength(10);

    // The owner asks from their own address with their own session: a code comes by mail at once.
    const requested = await requestCode(owner, email);
    expect(requested.statusCode).toBe(200);
    const code = await mail.code(email);

    // A stranger from a fresh address asks for a newer code and burns it with wrong guesses…
    const another = client();
    expect((await requestCode(another, email)).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) await verify(another, email, wrongCode(code));
    expect((await verify(another, email, code)).json().detail).toBe(authMessages.codeDead);

    // …and the owner's code still signs the owner in.
    const signedIn = await verify(owner, email, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email, is_admin: isAdmin });
  });

  it('never holds up the owner’s resend: the wait is the owner’s own', async () => {
    const email = uniqueEmail('owner');
    const [owner, stranger] = [client(), client()];
    expect((await requestCode(owner, email)).statusCode).toBe(200);
    later(30_000);
    expect((await requestCode(stranger, email)).statusCode).toBe(200);
    const early = await requestCode(owner, email);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    later(31_000);
    expect((await requestCode(owner, email)).statusCode).toBe(200);
    const code = await mail.code(email);
    expect((await verify(owner, email, code)).statusCode).toBe(200);
  });

  it('never uses up the owner’s codes with recovery codes a stranger sends to their e-mail', async () => {
    const email = uniqueEmail('owner');
    const stranger = client();
    const recover = (oldEmail: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/recover-contact/request',
        payload: { old_email: oldEmail, new_email: email, confirm_new_email: email },
        remoteAddress: stranger.ip,
      });
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await recover(uniqueEmail('old'))).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);

    const owner = client();
    expect((await requestCode(owner, email)).statusCode).toBe(200);
    expect((await verify(owner, email, await mail.code(email))).statusCode).toBe(200);
  });
});

describe('the shop-wide failure budget', () => {
  it('refuses the failed addresses before their code is checked once the shop is over budget, while clean ones sign in', async () => {
    const budget = authLimits.failureBudget.limit;
    const perAddress = 25; // within 30 checks per 10 minutes
    const attackers = Array.from({ length: Math.ceil(budget / perAddress) }, () => client());

    // Each attacking address asks for a code for a victim (mailed to the victim) and guesses it 5 times,
    // then guesses at e-mails it asked nothing for: across many e-mails and addresses, every one wrong.
    let failures = 0;
    for (const attacker of attackers) {
      const victim = uniqueEmail('victim');
      expect((await requestCode(attacker, victim)).statusCode).toBe(200);
      const mailed = await mail.code(victim);
      for (let i = 0; i < perAddress && failures < budget; i++, failures++) {
        const guess =
          i < 5
            ? await verify(attacker, victim, wrongCode(mailed))
            : await verify(attacker, uniqueEmail('victim'), '12345');
        expect(guess.statusCode).toBe(400);
      }
    }

    // Attack mode. An address that failed is refused before its code is looked at: even with the right one.
    const [first] = attackers as [Client];
    const victim = uniqueEmail('victim');
    expect((await requestCode(first, victim)).statusCode).toBe(200);
    const code = await mail.code(victim);
    const refused = await verify(first, victim, code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: tooManyFailures(60) });
    expect(refused.headers['retry-after']).toBe('3600');
    for (const attacker of attackers) {
      expect((await verify(attacker, uniqueEmail('victim'), '12345')).statusCode).toBe(429);
    }
    // The refused check did not touch the code: the same session from a clean address signs in with it.
    expect((await verify({ ...client(), session: first.session! }, victim, code)).statusCode).toBe(200);

    // An owner from a clean address asks for a code and signs in with it.
    const owner = client();
    const ownerEmail = uniqueEmail('owner');
    expect((await requestCode(owner, ownerEmail)).statusCode).toBe(200);
    const ownerCode = await mail.code(ownerEmail);
    expect((await verify(owner, ownerEmail, ownerCode)).statusCode).toBe(200);

    // A clean address gets one evaluated check at a time: one wrong guess, and it is a failed address.
    const clean = client();
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => verify(clean, uniqueEmail('victim'), '12345')),
    );
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([400, 429, 429, 429, 429]);
    const cleanEmail = uniqueEmail('owner');
    expect((await requestCode(clean, cleanEmail)).statusCode).toBe(200);
    expect((await verify(clean, cleanEmail, await mail.code(cleanEmail))).statusCode).toBe(429);

    // An hour on, the shop's budget and the addresses' marks are over: codes are checked again.
    later(60 * 60_000);
    expect((await verify(first, uniqueEmail('victim'), '12345')).statusCode).toBe(400);
  });
});
