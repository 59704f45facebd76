import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authMessages,
  resendWait,
  smsBudgetSpent,
  tooManyFailures,
  userMessages,
} from '@shop/shared/auth-messages';
import { contactMoves, rateLimits, users } from '../../db/schema.ts';
import { MailCatcher } from '../../test/mail-catcher.ts';
import { bearer, signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { productionEnv } from '../../test/environments.ts';
import { authLimits } from '../auth/limits.ts';

/**
 * A signed-in shopper proves the phone of their profile with a code texted to it; only a proven phone
 * recovers an account. The demo (no SMS_URL) keeps its SMS in the outbox, where these tests read them.
 */

let t: TestApp;
let mail: MailCatcher;
let clock = new Date('2026-11-23T12:00:00Z');
const minutes = (n: number) => n * 60_000;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  mail = await new MailCatcher().start();
  t = await createTestApp({ now: () => clock, env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});
beforeEach(() => {
  later(minutes(120)); // every test starts clear of earlier waits and windows
  mail.failing = false;
});

type Signed = Awaited<ReturnType<typeof signIn>>;
const token = (who: Signed) => who.tokens.access_token;

const getUser = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/user', headers: bearer(access) });
const patchUser = (access: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/user', headers: bearer(access), payload });
/** Asks for a code to the profile's phone: no body, as the storefront sends it (or `payload`). */
const requestProof = (access: string | undefined, ip = uniqueIp(), payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/verify-phone/request',
    headers: access ? bearer(access) : {},
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });
const confirmProof = (access: string | undefined, code: string, ip = uniqueIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/verify-phone/confirm',
    headers: access ? bearer(access) : {},
    payload: { code },
    remoteAddress: ip,
  });
const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

let phones = Math.floor(Math.random() * 9_000_000);
const uniquePhone = () => `+7999${String(++phones).padStart(7, '0')}`;

const proofTexts = (phone: string) =>
  t.outbox(phone).filter((m) => m.text.includes('код подтверждения телефона'));
/** The newest proof code texted to `phone` (the demo outbox is newest first). */
const proofCode = (phone: string) => {
  const code = /\b(\d{5})\b/.exec(proofTexts(phone)[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no phone proof SMS to ${phone}`);
  return code;
};

/** A signed-in shopper whose profile has `phone` (unproven). */
async function shopperWith(phone: string, firstName = 'Анна') {
  const email = uniqueEmail('owner');
  const signed = await signIn(t, mail, email);
  const saved = await patchUser(token(signed), { first_name: firstName, phone });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ phone, phone_verified: false });
  return { email, ...signed };
}

/** Asks for a code and confirms it; answers the confirmation. */
async function prove(who: Signed, phone: string) {
  const requested = await requestProof(token(who));
  expect(requested.statusCode, requested.body).toBe(200);
  return confirmProof(token(who), proofCode(phone));
}

/** Whether a phone recovery naming `phone` as the old contact finds an account (its owner is warned). */
async function recoveryFinds(phone: string): Promise<number | null> {
  const newPhone = uniquePhone();
  const post = (path: string, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/recover-contact/${path}`,
      payload,
      remoteAddress: uniqueIp(),
    });
  const requested = await post('request', {
    old_phone: phone,
    new_phone: newPhone,
    confirm_new_phone: newPhone,
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const code = /\b(\d{5})\b/.exec(t.outbox(newPhone)[0]?.text ?? '')?.[1] ?? '';
  const confirmed = await post('confirm', { old_phone: phone, new_phone: newPhone, code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [move] = await t.database.db.select().from(contactMoves).where(eq(contactMoves.newValue, newPhone));
  return move?.userId ?? null;
}

const accountId = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('proving the profile phone', () => {
  it('texts a code to the saved phone; confirming proves it, GET shows it, and the phone now recovers the account', async () => {
    const phone = uniquePhone();
    const owner = await shopperWith(phone);
    expect((await getUser(token(owner))).json().phone_verified).toBe(false);
    // Unproven, the phone recovers nothing (answering as for a phone nobody has).
    expect(await recoveryFinds(phone)).toBeNull();

    const requested = await requestProof(token(owner));
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ detail: userMessages.phoneCodeSent, resend_in: 60 });
    const [sms] = proofTexts(phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    expect(sms!.text).toMatch(/^humbl: код подтверждения телефона \d{5}\. Действует 10 мин\./);
    expect(t.outbox(phone)).toHaveLength(1);
    // Asking proves nothing yet.
    expect((await getUser(token(owner))).json().phone_verified).toBe(false);

    const confirmed = await confirmProof(token(owner), proofCode(phone));
    expect(confirmed.statusCode).toBe(200);
    const profile = (await getUser(token(owner))).json();
    expect(confirmed.json()).toEqual({ detail: userMessages.phoneVerified, user: profile });
    expect(profile).toEqual({
      first_name: 'Анна',
      last_name: null,
      phone,
      phone_verified: true,
      email: owner.email,
      loyalty_amount: 0,
      loyalty_level_name: 'Silver',
      is_admin: false,
    });
    // The proof ends no session.
    expect((await getUser(token(owner))).statusCode).toBe(200);

    expect(await recoveryFinds(phone)).toBe(await accountId(owner.email));
    const warning = await mail.latest(owner.email);
    expect(warning.subject).toBe('Запрошена смена контакта вашего аккаунта humbl');
  });

  it('proves once when the right code is confirmed twice at once, and texts one code for two parallel requests', async () => {
    const phone = uniquePhone();
    const owner = await shopperWith(phone);
    const ip = uniqueIp();
    const asked = await Promise.all([requestProof(token(owner), ip), requestProof(token(owner), ip)]);
    expect(asked.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(proofTexts(phone)).toHaveLength(1);
    const code = proofCode(phone);
    const confirmed = await Promise.all([confirmProof(token(owner), code), confirmProof(token(owner), code)]);
    // One proves it; the other finds the code used (400) or, coming second, the phone proven (409).
    const [first, second] = confirmed.map((r) => r.statusCode).sort();
    expect(first).toBe(200);
    expect([400, 409]).toContain(second);
    expect((await getUser(token(owner))).json().phone_verified).toBe(true);
  });

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

  it('takes no body or an empty one, and refuses a body naming a phone (422): the code goes to the saved phone only', async () => {
    const phone = uniquePhone();
    const owner = await shopperWith(phone);
    const other = uniquePhone();
    const named = await requestProof(token(owner), uniqueIp(), { phone: other });
    expect(named.statusCode).toBe(422);
    expect(named.json().detail).toMatch(/^Некорректные данные запроса/);
    expect(t.outbox(other)).toEqual([]);

    expect((await requestProof(token(owner), uniqueIp(), {})).statusCode).toBe(200);
    expect((await requestProof(token(owner), uniqueIp())).statusCode).toBe(200);
    expect(proofTexts(phone)).toHaveLength(2);

    const malformed = await confirmProof(token(owner), '12a45');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toContain(authMessages.codeShape);
  });

  it('forgets the proof when the profile phone changes, also when changed back', async () => {
    const phone = uniquePhone();
    const owner = await shopperWith(phone);
    expect((await prove(owner, phone)).statusCode).toBe(200);

    // Saving the same number (written another way) and other fields keeps it proven.
    const same = await patchUser(token(owner), { first_name: 'Аня', phone: `8${phone.slice(2)}` });
    expect(same.json()).toMatchObject({ phone, phone_verified: true });

    const other = uniquePhone();
    const changed = await patchUser(token(owner), { phone: other });
    expect(changed.json()).toMatchObject({ phone: other, phone_verified: false });
    const back = await patchUser(token(owner), { phone });
    expect(back.json()).toMatchObject({ phone, phone_verified: false });
    expect((await getUser(token(owner))).json().phone_verified).toBe(false);
    expect(await recoveryFinds(phone)).toBeNull();

    // Proven again by a new code, it recovers the account again.
    expect((await prove(owner, phone)).statusCode).toBe(200);
    expect(await recoveryFinds(phone)).toBe(await accountId(owner.email));
  });

  it('never lets a code texted to the old phone prove the new one', async () => {
    const oldPhone = uniquePhone();
    const owner = await shopperWith(oldPhone);
    expect((await requestProof(token(owner))).statusCode).toBe(200);
    const oldCode = proofCode(oldPhone);

    const newPhone = uniquePhone();
    expect((await patchUser(token(owner), { phone: newPhone })).statusCode).toBe(200);
    const refused = await confirmProof(token(owner), oldCode);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: authMessages.verifyFailed });
    expect((await getUser(token(owner))).json()).toMatchObject({ phone: newPhone, phone_verified: false });
    expect(await recoveryFinds(newPhone)).toBeNull();

    // Nor once a code has gone to the new phone: only that one proves it.
    expect((await requestProof(token(owner))).statusCode).toBe(200);
    const newCode = proofCode(newPhone);
    if (newCode !== oldCode) expect((await confirmProof(token(owner), oldCode)).statusCode).toBe(400);
    expect((await confirmProof(token(owner), newCode)).statusCode).toBe(200);
    expect((await getUser(token(owner))).json()).toMatchObject({ phone: newPhone, phone_verified: true });
  });

  it("refuses a code of someone else's account, even for the same number typed into another profile", async () => {
    const phone = uniquePhone();
    const alice = await shopperWith(phone, 'Алиса');
    const bob = await shopperWith(phone, 'Борис');
    expect((await requestProof(token(alice))).statusCode).toBe(200);
    const aliceCode = proofCode(phone);

    const stolen = await confirmProof(token(bob), aliceCode);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ detail: authMessages.verifyFailed });
    expect((await getUser(token(bob))).json().phone_verified).toBe(false);

    // Nor without a token at all (401), and Alice's code still works after those tries.
    const anonymous = await confirmProof(undefined, aliceCode);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: authMessages.tokenInvalid });
    expect((await confirmProof(token(alice), aliceCode)).statusCode).toBe(200);
    expect((await getUser(token(alice))).json().phone_verified).toBe(true);
    expect((await getUser(token(bob))).json().phone_verified).toBe(false);
    expect(await recoveryFinds(phone)).toBe(await accountId(alice.email));
  });

  it('moves the proof to the account that proved the number last (a number passed on to someone else)', async () => {
    const phone = uniquePhone();
    const before = await shopperWith(phone, 'Прежний');
    expect((await prove(before, phone)).statusCode).toBe(200);
    const now = await shopperWith(phone, 'Нынешний');
    later(61_000);
    expect((await prove(now, phone)).statusCode).toBe(200);

    expect((await getUser(token(before))).json()).toMatchObject({ phone, phone_verified: false });
    expect((await getUser(token(now))).json()).toMatchObject({ phone, phone_verified: true });
    expect(await recoveryFinds(phone)).toBe(await accountId(now.email));
  });

  it('refuses a profile without a phone (422) and a phone already proven (409), texting nothing', async () => {
    const bare = await signIn(t, mail, uniqueEmail('bare'));
    for (const res of [await requestProof(token(bare)), await confirmProof(token(bare), '12345')]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: userMessages.phoneMissing });
    }

    const phone = uniquePhone();
    const owner = await shopperWith(phone);
    expect((await prove(owner, phone)).statusCode).toBe(200);
    later(61_000);
    for (const res of [await requestProof(token(owner)), await confirmProof(token(owner), '12345')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: userMessages.phoneAlreadyVerified });
    }
    expect(proofTexts(phone)).toHaveLength(1);
    expect((await getUser(token(owner))).json().phone_verified).toBe(true);
  });

  it('is documented in the OpenAPI document with its answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post?: { tags: string[]; summary: string; responses: object } }>;
    };
    for (const step of ['request', 'confirm']) {
      const operation = doc.paths[`/api/users/verify-phone/${step}`]?.post;
      expect(operation?.tags).toEqual(['users']);
      expect(operation?.summary).toBeTruthy();
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '401', '409', '422', '429', '503']),
      );
    }
  });

  it('needs a signed-in token for both steps (401)', async () => {
    for (const res of [
      await requestProof(undefined),
      await requestProof('not-a-token'),
      await confirmProof(undefined, '12345'),
      await confirmProof('not-a-token', '12345'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: authMessages.tokenInvalid });
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

  let gateway: Server;
  let gatewayUrl = '';
  let failing = false;
  const received: { to: string; text: string }[] = [];
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
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise((resolve) => gateway?.close(resolve)));

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
    const app = await production({ SMS_URL: gatewayUrl });
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
      failing = true;
      const failed = await again();
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ detail: authMessages.smsFailed });
      failing = false;
      const sent = await again();
      expect(sent.statusCode, sent.body).toBe(200);
      const texted = received.filter((m) => m.to === phone);
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
