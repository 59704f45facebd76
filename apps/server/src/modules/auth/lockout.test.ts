import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, gte, like } from 'drizzle-orm';
import { CODE_MAX_ATTEMPTS, authMessages, tooManyFailures } from '@shop/shared/accounts/messages';
import { rateLimits } from '../../db/schema.ts';
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

/** A client: its address and the session id its storefront keeps (none: a client that sends no session). */
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
    // The processing consent ticked (version 1 of migration 0010): the owner may be new here.
    payload: { email, code, consent: 1, ...sessionOf(c) },
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
  const budget = authLimits.failureBudget.limit;
  const underAttack = authLimits.failuresPerIpUnderAttack.limit;

  it('refuses the failed addresses before their code is checked once the shop is over budget, while clean ones sign in', async () => {
    // Each attacking address asks for codes for victims (mailed to the victims) and guesses each one wrong
    // 5 times (its code is dead then): 25 guesses an address, within 30 checks per 10 minutes.
    const perCode = CODE_MAX_ATTEMPTS;
    const codesEach = 5;
    const attackers = Array.from({ length: Math.ceil(budget / (perCode * codesEach)) }, () => client());
    let failures = 0;
    for (const attacker of attackers) {
      for (let c = 0; c < codesEach && failures < budget; c++) {
        const victim = uniqueEmail('victim');
        expect((await requestCode(attacker, victim)).statusCode).toBe(200);
        const mailed = await mail.code(victim);
        for (let i = 0; i < perCode; i++, failures++) {
          const guess = await verify(attacker, victim, wrongCode(mailed));
          expect([guess.statusCode, guess.json().detail]).toEqual([400, authMessages.verifyFailed]);
        }
      }
    }
    expect(failures).toBe(budget);

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

    // An owner from a clean address asks for a code, mistypes it once, and signs in with it.
    const owner = client();
    const ownerEmail = uniqueEmail('owner');
    expect((await requestCode(owner, ownerEmail)).statusCode).toBe(200);
    const ownerCode = await mail.code(ownerEmail);
    expect((await verify(owner, ownerEmail, wrongCode(ownerCode))).statusCode).toBe(400);
    expect((await verify(owner, ownerEmail, ownerCode)).statusCode).toBe(200);

    // A clean address gets one evaluated check at a time, and 3 wrong guesses: then it is a failed address.
    const clean = client();
    const target = uniqueEmail('victim');
    expect((await requestCode(clean, target)).statusCode).toBe(200);
    const wrong = wrongCode(await mail.code(target));
    const parallel = await Promise.all(Array.from({ length: 5 }, () => verify(clean, target, wrong)));
    const evaluated = parallel.filter((r) => r.statusCode === 400).length;
    expect(parallel.filter((r) => r.statusCode === 429)).toHaveLength(5 - evaluated);
    expect(evaluated).toBeGreaterThanOrEqual(1);
    expect(evaluated).toBeLessThanOrEqual(underAttack);
    for (let i = evaluated; i < underAttack; i++) {
      expect((await verify(clean, target, wrong)).statusCode).toBe(400);
    }
    const failed = await verify(clean, target, wrong);
    expect([failed.statusCode, failed.json()]).toEqual([429, { detail: tooManyFailures(60) }]);
    const cleanEmail = uniqueEmail('owner');
    expect((await requestCode(clean, cleanEmail)).statusCode).toBe(200);
    expect((await verify(clean, cleanEmail, await mail.code(cleanEmail))).statusCode).toBe(429);

    // An hour on, the shop's budget and the addresses' marks are over: codes are checked again.
    later(60 * 60_000);
    expect((await verify(first, uniqueEmail('victim'), '12345')).statusCode).toBe(400);
  }, 120_000); // hundreds of sequential sign-in calls: slow on a loaded machine

  it('counts no check that compared no code: checks at e-mails nobody asked a code for, or at a dead code', async () => {
    // 300 checks at made-up e-mails, from as many addresses as the checks limit needs.
    const perAddress = authLimits.checksPerIp.limit;
    for (let sent = 0; sent < budget;) {
      const stranger = { ip: uniqueIp() };
      for (let i = 0; i < perAddress && sent < budget; i++, sent++) {
        const check = await verify(stranger, uniqueEmail('nobody'), '12345');
        expect([check.statusCode, check.json().detail]).toEqual([400, authMessages.verifyFailed]);
      }
    }
    // A code guessed dead: its 5 wrong tries count, the 20 checks after them do not.
    const burner = client();
    const burnt = uniqueEmail('burnt');
    expect((await requestCode(burner, burnt)).statusCode).toBe(200);
    const wrong = wrongCode(await mail.code(burnt));
    for (let i = 0; i < 25; i++) expect((await verify(burner, burnt, wrong)).statusCode).toBe(400);

    // Not attack mode: an owner who mistypes more than an attacked shop allows still signs in.
    const owner = client();
    const email = uniqueEmail('owner');
    expect((await requestCode(owner, email)).statusCode).toBe(200);
    const code = await mail.code(email);
    for (let i = 0; i <= underAttack; i++) {
      const typo = await verify(owner, email, wrongCode(code));
      expect([typo.statusCode, typo.json().detail]).toEqual([400, authMessages.verifyFailed]);
    }
    expect((await verify(owner, email, code)).statusCode).toBe(200);
    const [shop] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'check-failures'));
    expect(shop?.hits).toBe(CODE_MAX_ATTEMPTS + underAttack + 1);
  });
});

describe('a code another window or device asked for', () => {
  it.each([
    ['without a session', (): Client => ({ ip: uniqueIp() })],
    ['with another session', client],
  ])('tells the owner so when a stranger asked %s, using none of their tries', async (_, stranger) => {
    const start = clock;
    const email = uniqueEmail('owner');
    const owner = client();
    expect((await requestCode(owner, email)).statusCode).toBe(200);
    const ownMail = await mail.latest(email);
    const ownCode = /\b(\d{5})\b/.exec(ownMail.text)![1]!;

    // A stranger asks for the same e-mail: a newer mail lands in the owner's inbox, and the owner types it.
    const other = stranger();
    expect((await requestCode(other, email)).statusCode).toBe(200);
    const newer = /\b(\d{5})\b/.exec((await mail.latest(email, (m) => m !== ownMail)).text)![1]!;
    if (newer === ownCode) return; // 1 in 100 000: the same digits are the owner's own code
    const typed = await verify(owner, email, newer);
    expect([typed.statusCode, typed.json()]).toEqual([400, { detail: authMessages.codeOfAnotherWindow }]);

    // No try used and no failure counted: 4 typos and the right code still sign the owner in.
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i++) {
      const typo = await verify(
        owner,
        email,
        wrongCode(ownCode) === newer ? wrongCode(newer) : wrongCode(ownCode),
      );
      expect(typo.json().detail).toBe(authMessages.verifyFailed);
    }
    // The owner's address is the only one to fail in this test (its key is the address's /48).
    const failures = await t.database.db
      .select()
      .from(rateLimits)
      .where(and(like(rateLimits.key, 'check-failures-ip:%'), gte(rateLimits.windowStart, start)));
    expect(failures.map((row) => row.hits)).toEqual([CODE_MAX_ATTEMPTS - 1]);
    expect((await verify(owner, email, ownCode)).statusCode).toBe(200);

    // The code typed in the wrong place is used up: it signs in nobody now.
    expect((await verify(other, email, newer)).json()).toEqual({ detail: authMessages.verifyFailed });
  });
});
