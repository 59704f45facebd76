import { describe, expect, it } from 'vitest';
import { authMessages, userMessages } from '@shop/shared/accounts/messages';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { token, uniquePhone, usePhoneProofSuite } from './phone-proof.fixtures.ts';

/**
 * A signed-in shopper proves the phone of their profile with a code texted to it; only a proven phone
 * recovers an account (helpers: phone-proof.fixtures.ts).
 */

let clock = new Date('2026-11-23T12:00:00Z');
const {
  t,
  mail,
  later,
  getUser,
  patchUser,
  requestProof,
  confirmProof,
  proofTexts,
  proofCode,
  shopperWith,
  prove,
  recoveryFinds,
  accountId,
} = usePhoneProofSuite({ now: () => clock, setNow: (now) => (clock = now) });

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
