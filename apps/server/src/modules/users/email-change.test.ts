import { describe, expect, it } from 'vitest';
import { authMessages, userMessages } from '@shop/shared/accounts/messages';
import { contactMessages } from '@shop/shared/rules/contact-rules';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { minutes, useUsersSuite, wrongCode } from './users.fixtures.ts';

/** Changing an account's e-mail: a code to the new address; confirming ends every session. */

let clock = new Date('2026-11-23T12:00:00Z');
const { t, mail, getUser, patchUser, requestChange, confirmChange, refresh, noticesTo } = useUsersSuite({
  now: () => clock,
  setNow: (now) => (clock = now),
});

describe('e-mail change', () => {
  it('mails a code to the new address; confirming ends every session, tells the old address and moves the account', async () => {
    const oldEmail = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const phone = await signIn(t, mail, oldEmail);
    clock = new Date(clock.getTime() + minutes(2));
    const laptop = await signIn(t, mail, oldEmail);
    await patchUser(phone.tokens.access_token, { first_name: 'Мария' });

    const requested = await requestChange(laptop.tokens.access_token, newEmail.toUpperCase(), ` ${newEmail}`);
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ detail: userMessages.codeSent, resend_in: 60 });
    const letter = await mail.latest(newEmail);
    expect(letter.subject).toContain('Код подтверждения нового email');
    const code = await mail.code(newEmail);
    expect(noticesTo(oldEmail)).toHaveLength(0);
    // Asking is not changing: both devices still work, and the address is still the old one.
    expect((await getUser(phone.tokens.access_token)).json().email).toBe(oldEmail);

    const confirmed = await confirmChange(laptop.tokens.access_token, newEmail, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ detail: userMessages.emailChanged });

    for (const device of [phone, laptop]) {
      const res = await getUser(device.tokens.access_token);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe(authMessages.tokenInvalid);
      expect((await refresh(device.tokens.refresh_token)).statusCode).toBe(401);
    }

    const notice = await mail.latest(oldEmail, (m) => m.subject === 'Email вашего аккаунта humbl изменён');
    expect(notice.text).toContain(newEmail);
    expect(noticesTo(newEmail)).toHaveLength(0);

    clock = new Date(clock.getTime() + minutes(2));
    const moved = await signIn(t, mail, newEmail);
    expect(moved.user).toMatchObject({ email: newEmail, first_name: 'Мария' });
    const fresh = await signIn(t, mail, oldEmail);
    expect(fresh.user).toMatchObject({ email: oldEmail, first_name: null });
  });

  it('refuses a confirmation that does not match, and the current address (422), sending nothing', async () => {
    const email = uniqueEmail();
    const { tokens } = await signIn(t, mail, email);
    const newEmail = uniqueEmail('new');

    const mismatch = await requestChange(tokens.access_token, newEmail, uniqueEmail('typo'));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({ detail: userMessages.emailMismatch });

    const same = await requestChange(tokens.access_token, ` ${email.toUpperCase()} `, email);
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({ detail: userMessages.emailSame });

    const invalid = await requestChange(tokens.access_token, 'not-an-email');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toContain(contactMessages.email);

    expect(mail.countTo(newEmail)).toBe(0);
    expect(mail.countTo(email)).toBe(1); // its sign-in code only
  });

  it('refuses an address another account uses (409), at request', async () => {
    const alice = await signIn(t, mail, uniqueEmail('alice'));
    const bobEmail = uniqueEmail('bob');
    await signIn(t, mail, bobEmail);

    const taken = await requestChange(alice.tokens.access_token, bobEmail.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: userMessages.emailTaken });
    expect(mail.countTo(bobEmail)).toBe(1); // its sign-in code only
    expect((await getUser(alice.tokens.access_token)).json().email).toBe(alice.user.email);
  });

  it('limits how often an account may ask, so the 409 cannot be used to list the shop’s customers', async () => {
    const { tokens } = await signIn(t, mail, uniqueEmail('prober'));
    const customer = await signIn(t, mail, uniqueEmail('customer'));
    for (let i = 0; i < 5; i++) {
      const probe = await requestChange(tokens.access_token, customer.user.email, undefined, uniqueIp());
      expect(probe.statusCode).toBe(409);
    }
    const refused = await requestChange(tokens.access_token, customer.user.email, undefined, uniqueIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: authMessages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits how often one client address may ask, whichever accounts it uses', async () => {
    const probers = await Promise.all([1, 2, 3, 4].map(() => signIn(t, mail, uniqueEmail('prober'))));
    const customer = await signIn(t, mail, uniqueEmail('customer'));
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      const probe = await requestChange(
        probers[i % 4]!.tokens.access_token,
        customer.user.email,
        undefined,
        ip,
      );
      expect(probe.statusCode).toBe(409);
    }
    const fresh = await signIn(t, mail, uniqueEmail('prober'));
    const refused = await requestChange(fresh.tokens.access_token, customer.user.email, undefined, ip);
    expect(refused.statusCode).toBe(429);
  });

  it('refuses (409) at confirm when another account took the address after the code was sent', async () => {
    const alice = await signIn(t, mail, uniqueEmail('alice'));
    await patchUser(alice.tokens.access_token, { first_name: 'Алиса' });
    const contested = uniqueEmail('contested');
    expect((await requestChange(alice.tokens.access_token, contested)).statusCode).toBe(200);
    const code = await mail.code(contested);

    const squatter = await signIn(t, mail, contested);
    await patchUser(squatter.tokens.access_token, { first_name: 'Захар' });

    const late = await confirmChange(alice.tokens.access_token, contested, code);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: userMessages.emailTaken });
    // Nothing happened to either account, and Alice stays signed in.
    expect((await getUser(alice.tokens.access_token)).json()).toMatchObject({
      email: alice.user.email,
      first_name: 'Алиса',
    });
    expect((await getUser(squatter.tokens.access_token)).json()).toMatchObject({
      email: contested,
      first_name: 'Захар',
    });
    expect(noticesTo(alice.user.email)).toHaveLength(0);
  });

  it('refuses a wrong code (400) and a code mailed for another shopper', async () => {
    const alice = await signIn(t, mail, uniqueEmail('alice'));
    const bob = await signIn(t, mail, uniqueEmail('bob'));
    const target = uniqueEmail('target');
    expect((await requestChange(alice.tokens.access_token, target)).statusCode).toBe(200);
    const aliceCode = await mail.code(target);

    // Bob has no code for this address: Alice's does not work for him.
    const stolen = await confirmChange(bob.tokens.access_token, target, aliceCode);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ detail: authMessages.verifyFailed });

    // Nor once he has asked for his own code to the same address.
    expect((await requestChange(bob.tokens.access_token, target)).statusCode).toBe(200);
    const bobCode = await mail.code(target);
    if (bobCode !== aliceCode) {
      expect((await confirmChange(bob.tokens.access_token, target, aliceCode)).statusCode).toBe(400);
    }

    // The code is bound to the address it was mailed to.
    const otherAddress = await confirmChange(alice.tokens.access_token, uniqueEmail('other'), aliceCode);
    expect(otherAddress.statusCode).toBe(400);

    const wrong = await confirmChange(alice.tokens.access_token, target, wrongCode(aliceCode));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: authMessages.verifyFailed });

    expect((await getUser(bob.tokens.access_token)).json().email).toBe(bob.user.email);
    expect((await getUser(alice.tokens.access_token)).json().email).toBe(alice.user.email);

    // Alice's own code still works after those failures; Bob's, for an address now hers, is refused.
    expect((await confirmChange(alice.tokens.access_token, target, aliceCode)).statusCode).toBe(200);
    const bobLate = await confirmChange(bob.tokens.access_token, target, bobCode);
    expect(bobLate.statusCode).toBe(409);
    expect((await getUser(bob.tokens.access_token)).json().email).toBe(bob.user.email);
  });

  it('lets exactly one of two parallel confirmations with the right code through', async () => {
    const email = uniqueEmail();
    const { tokens } = await signIn(t, mail, email);
    const target = uniqueEmail('target');
    await requestChange(tokens.access_token, target);
    const code = await mail.code(target);

    const results = await Promise.all([1, 2].map(() => confirmChange(tokens.access_token, target, code)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The loser either finds the code used (400) or its session already ended (401).
    expect([400, 401]).toContain(statuses.find((s) => s !== 200));
    expect(noticesTo(email)).toHaveLength(1);
  });

  it('needs a signed-in token for both steps (401)', async () => {
    const target = uniqueEmail('target');
    const requested = await requestChange(undefined, target);
    expect(requested.statusCode).toBe(401);
    expect(requested.json()).toEqual({ detail: authMessages.tokenInvalid });
    const confirmed = await confirmChange(undefined, target, '12345');
    expect(confirmed.statusCode).toBe(401);
    expect(confirmed.json()).toEqual({ detail: authMessages.tokenInvalid });
    expect(mail.countTo(target)).toBe(0);
  });
});
