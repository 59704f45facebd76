import { describe, expect, it } from 'vitest';
import { authMessages, userMessages } from '@shop/shared/accounts/messages';
import { contactMessages } from '@shop/shared/rules/contact-rules';
import { bearer, signIn, uniqueEmail } from '../../test/sign-in.ts';
import { minutes, useUsersSuite } from './users.fixtures.ts';

/** A shopper's profile: GET and PATCH /api/users/user with their rules; each sees only their own. */

let clock = new Date('2026-11-23T12:00:00Z');
const { t, mail, getUser, patchUser, requestChange } = useUsersSuite({
  now: () => clock,
  setNow: (now) => (clock = now),
});

describe('profile', () => {
  it('answers 401 without a valid token, reading and changing nothing', async () => {
    for (const res of [
      await getUser(),
      await getUser('not-a-token'),
      await patchUser(undefined, { first_name: 'Анна' }),
      await patchUser('not-a-token', { first_name: 'Анна' }),
      // The token is checked first: a bad body without one says nothing about the body.
      await patchUser(undefined, { is_admin: true }),
      await requestChange(undefined, 'not-an-email'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: authMessages.tokenInvalid });
    }
  });

  it('saves first name, last name and phone trimmed, the phone as +digits, and shows them on GET', async () => {
    const email = uniqueEmail();
    const { tokens } = await signIn(t, mail, email);
    const res = await patchUser(tokens.access_token, {
      first_name: '  Анна ',
      last_name: ' Петрова-Водкина ',
      phone: '8 (999) 123-45-67',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      first_name: 'Анна',
      last_name: 'Петрова-Водкина',
      phone: '+79991234567',
      phone_verified: false,
      email,
      loyalty_amount: 0,
      loyalty_level_name: 'Silver',
      is_admin: false,
    };
    expect(res.json()).toEqual(expected);
    expect((await getUser(tokens.access_token)).json()).toEqual(expected);

    // Only the fields sent change; the next sign-in (another device) finds the saved profile.
    const partial = await patchUser(tokens.access_token, { last_name: "Д'Артаньян" });
    expect(partial.json()).toEqual({ ...expected, last_name: "Д'Артаньян" });
    clock = new Date(clock.getTime() + minutes(2));
    const again = await signIn(t, mail, email);
    expect(again.user).toEqual({ ...expected, last_name: "Д'Артаньян" });
  });

  it('refuses invalid values with 422 and the Russian rule, saving nothing of the request', async () => {
    const { tokens } = await signIn(t, mail, uniqueEmail());
    await patchUser(tokens.access_token, {
      first_name: 'Мария',
      last_name: 'Иванова',
      phone: '+79990001122',
    });
    const before = (await getUser(tokens.access_token)).json();

    const cases: [Record<string, string>, string][] = [
      [{ first_name: 'А' }, contactMessages.nameTooShort],
      [{ last_name: '   ' }, contactMessages.nameTooShort],
      [{ first_name: '' }, contactMessages.nameTooShort],
      [{ first_name: 'Я'.repeat(51) }, contactMessages.nameTooLong],
      [{ last_name: 'Я'.repeat(101) }, contactMessages.nameTooLong],
      [{ last_name: 'R2-D2' }, contactMessages.nameLetters],
      [{ first_name: '<script>' }, contactMessages.nameLetters],
      [{ phone: '12345' }, contactMessages.phone],
      [{ phone: '+7 999 123 45 67 89 012' }, contactMessages.phone], // 16 digits,
      [{ phone: 'позвоните мне' }, contactMessages.phone],
      [{ phone: '+7 (999) 123-45-67, добавочный 1234' }, contactMessages.phone], // over 32 characters
      // One bad field refuses the whole request: the good one is not saved either.
      [{ first_name: 'Ольга', phone: 'abc' }, contactMessages.phone],
      [{ first_name: 'Ольга', last_name: 'Щ' }, contactMessages.nameTooShort],
    ];
    for (const [body, detail] of cases) {
      const res = await patchUser(tokens.access_token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().detail, JSON.stringify(body)).toContain(detail);
    }
    expect((await getUser(tokens.access_token)).json()).toEqual(before);
  });

  it('refuses unknown keys such as email or is_admin with 422, and changes nothing', async () => {
    const email = uniqueEmail();
    const { tokens } = await signIn(t, mail, email);
    await patchUser(tokens.access_token, { first_name: 'Мария' });
    const before = (await getUser(tokens.access_token)).json();
    const other = uniqueEmail('other');
    for (const body of [
      { email: other },
      { is_admin: true },
      { first_name: 'Ольга', is_admin: true },
      { last_name: 'Иванова', email: other },
      { loyalty_amount: 100_000 },
      { first_name: 42 },
      { phone: null },
    ]) {
      const res = await patchUser(tokens.access_token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().detail).toMatch(/^Некорректные данные запроса/);
    }
    expect((await getUser(tokens.access_token)).json()).toEqual(before);
    expect(before).toMatchObject({ email, first_name: 'Мария', is_admin: false });
    // The address named in the refused body got no account of this shopper.
    clock = new Date(clock.getTime() + minutes(2));
    expect((await signIn(t, mail, other)).user.first_name).toBeNull();
  });

  it('answers 400 to an empty change', async () => {
    const { tokens } = await signIn(t, mail, uniqueEmail());
    const res = await patchUser(tokens.access_token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: userMessages.nothingToUpdate });
  });

  it('lets each shopper see and change only their own profile', async () => {
    const alice = await signIn(t, mail, uniqueEmail('alice'));
    const bob = await signIn(t, mail, uniqueEmail('bob'));
    await patchUser(alice.tokens.access_token, { first_name: 'Алиса', phone: '+79990000001' });
    await patchUser(bob.tokens.access_token, { first_name: 'Борис' });

    const aliceSees = (await getUser(alice.tokens.access_token)).json();
    const bobSees = (await getUser(bob.tokens.access_token)).json();
    expect(aliceSees).toMatchObject({ email: alice.user.email, first_name: 'Алиса', phone: '+79990000001' });
    expect(bobSees).toMatchObject({ email: bob.user.email, first_name: 'Борис', phone: null });

    await patchUser(bob.tokens.access_token, { last_name: 'Бобров', phone: '+79990000002' });
    expect((await getUser(alice.tokens.access_token)).json()).toEqual(aliceSees);
    // No route takes an account id: the caller's token is the only way to name a profile.
    const byId = await t.app.inject({
      method: 'GET',
      url: '/api/users/1',
      headers: bearer(bob.tokens.access_token),
    });
    expect(byId.statusCode).toBe(404);
  });
});
