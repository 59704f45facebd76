import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryMessages } from '@shop/shared/accounts/messages';
import { users } from '../../db/schema.ts';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { createTestApp } from '../../test/test-app.ts';
import { productionEnv } from '../../test/environments.ts';
import {
  type Body,
  cancelTokenIn,
  hours,
  minutes,
  reminderSubject,
  uniquePhoneDigits,
  useRecoverySuite,
  warningSubject,
} from './recovery.fixtures.ts';

/** Contact recovery by phone: codes texted to the new phone, warnings to the old one; proven phones only. */

let clock = new Date('2026-11-23T12:00:00Z');
const {
  t,
  mail,
  later,
  requestRecovery,
  confirmRecovery,
  cancel,
  outbox,
  smsCode,
  warningsTo,
  sweepAtReminder,
  movesFrom,
  refresh,
  patchUser,
  provePhone,
  shopper,
  signInLater,
} = useRecoverySuite(
  { now: () => clock, setNow: (now) => (clock = now) },
  // No SMS_URL: a demo prints SMS in its terminal (and demo-outbox.jsonl).
  { RECOVERY_DELAY_HOURS: '72' },
);

describe('phone recovery', () => {
  it('texts the code to the new phone, warns the account e-mail and the old phone, and moves the phone after 72 h', async () => {
    const owner = await shopper('Анна');
    const [oldDigits, newDigits] = [uniquePhoneDigits(), uniquePhoneDigits()];
    const [oldPhone, newPhone] = [`+7${oldDigits}`, `+7${newDigits}`];
    const typedOld = `8 (${oldDigits.slice(0, 3)}) ${oldDigits.slice(3, 6)}-${oldDigits.slice(6, 8)}-${oldDigits.slice(8)}`;
    const saved = await patchUser(owner.tokens.access_token, { phone: typedOld });
    expect(saved.json().phone).toBe(oldPhone);
    await provePhone(owner.email, oldPhone);

    const requested = await requestRecovery({
      old_phone: typedOld,
      new_phone: `+7 ${newDigits}`,
      confirm_new_phone: `8${newDigits}`,
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ ok: true, resend_in: 60 });
    // The code is in the demo outbox under the number as the shopper typed it.
    const typed = t.outbox(newPhone);
    expect(typed).toHaveLength(1);
    expect(typed[0]).toMatchObject({ channel: 'sms', to: newPhone });
    const code = await smsCode(newPhone);
    expect(await outbox(oldPhone)).toEqual([]);
    expect(warningsTo(owner.email)).toHaveLength(0);

    const confirmed = await confirmRecovery({ old_phone: oldPhone, new_phone: newPhone, code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().effective_at).toBe(new Date(clock.getTime() + hours(72)).toISOString());

    const warning = await mail.latest(owner.email, (m) => m.subject === warningSubject);
    expect(warning.text).toContain(newPhone);
    const texts = await outbox(oldPhone);
    expect(texts).toHaveLength(1);
    expect(cancelTokenIn(texts[0]!.text)).toBe(cancelTokenIn(warning.text));
    expect(await outbox(newPhone)).toHaveLength(1); // the code only

    // A day before the move, the account's e-mail and the old phone are reminded, with a link of their own.
    await sweepAtReminder(confirmed.json().effective_at);
    const reminder = await mail.latest(owner.email, (m) => m.subject === reminderSubject);
    const [reminderSms] = await outbox(oldPhone);
    expect(await outbox(oldPhone)).toHaveLength(2);
    expect(reminderSms!.text).toContain('напоминаем');
    expect(cancelTokenIn(reminderSms!.text)).toBe(cancelTokenIn(reminder.text));
    expect(cancelTokenIn(reminder.text)).not.toBe(cancelTokenIn(warning.text));

    later(hours(23));
    const before = await signIn(t, mail, owner.email);
    expect(before.user).toMatchObject({ first_name: 'Анна', phone: oldPhone });

    later(hours(1));
    const after = await signInLater(owner.email);
    expect(after.user).toMatchObject({ email: owner.email, first_name: 'Анна', phone: newPhone });
    expect((await refresh(before.tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(401);
    // Its code proved the new phone: it recovers the account from now on.
    const [account] = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(account!.phoneVerifiedAt).not.toBeNull();
  });

  it('can be cancelled from the link texted to the old phone', async () => {
    const owner = await shopper('Анна');
    const [oldPhone, newPhone] = [`+7${uniquePhoneDigits()}`, `+7${uniquePhoneDigits()}`];
    await patchUser(owner.tokens.access_token, { phone: oldPhone });
    await provePhone(owner.email, oldPhone);
    await requestRecovery({ old_phone: oldPhone, new_phone: newPhone, confirm_new_phone: newPhone });
    const code = await smsCode(newPhone);
    expect((await confirmRecovery({ old_phone: oldPhone, new_phone: newPhone, code })).statusCode).toBe(200);
    const [texted] = await outbox(oldPhone);
    expect((await cancel(cancelTokenIn(texted!.text))).statusCode).toBe(200);

    later(hours(73));
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({ phone: oldPhone });
  });

  it("never uses a phone nobody proved: a stranger's profile phone neither blocks the owner nor recovers anything", async () => {
    const victim = await shopper('Анна');
    const phone = `+7${uniquePhoneDigits()}`;
    await patchUser(victim.tokens.access_token, { phone });
    await provePhone(victim.email, phone);
    // The attacker types the victim's number into their own profile (nobody checks a profile's phone).
    const attacker = await shopper('Злодей');
    expect((await patchUser(attacker.tokens.access_token, { phone })).statusCode).toBe(200);

    // The victim's recovery by their proven phone still finds their account, and only theirs.
    const newPhone = `+7${uniquePhoneDigits()}`;
    await requestRecovery({ old_phone: phone, new_phone: newPhone, confirm_new_phone: newPhone });
    const confirmed = await confirmRecovery({
      old_phone: phone,
      new_phone: newPhone,
      code: await smsCode(newPhone),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(warningsTo(victim.email)).toHaveLength(1);
    expect(warningsTo(attacker.email)).toHaveLength(0);
    await sweepAtReminder(confirmed.json().effective_at);
    clock = new Date(new Date(confirmed.json().effective_at).getTime() + minutes(1));
    expect((await signIn(t, mail, victim.email)).user).toMatchObject({ first_name: 'Анна', phone: newPhone });
    expect((await signIn(t, mail, attacker.email)).user).toMatchObject({ first_name: 'Злодей', phone });

    // The attacker's unproven phone recovers nothing, answering as a phone nobody has does.
    const [stolen, nobody, nobodys] = [1, 2, 3].map(() => `+7${uniquePhoneDigits()}`) as [
      string,
      string,
      string,
    ];
    await requestRecovery({ old_phone: phone, new_phone: stolen, confirm_new_phone: stolen });
    await requestRecovery({ old_phone: nobody, new_phone: nobodys, confirm_new_phone: nobodys });
    const viaAttacker = await confirmRecovery({
      old_phone: phone,
      new_phone: stolen,
      code: await smsCode(stolen),
    });
    expect(viaAttacker.statusCode).toBe(200);
    const unknown = await confirmRecovery({
      old_phone: nobody,
      new_phone: nobodys,
      code: await smsCode(nobodys),
    });
    expect(viaAttacker.body).toBe(unknown.body);
    expect((await movesFrom(phone)).map((m) => m.newValue)).toEqual([newPhone]);
    expect(warningsTo(attacker.email)).toHaveLength(0);
  });

  it('forgets the proof of a phone changed in the profile', async () => {
    const owner = await shopper('Анна');
    const [proven, typed] = [`+7${uniquePhoneDigits()}`, `+7${uniquePhoneDigits()}`];
    await patchUser(owner.tokens.access_token, { phone: proven });
    await provePhone(owner.email, proven);
    const provenAt = async () =>
      (await t.database.db.select().from(users).where(eq(users.email, owner.email)))[0]!.phoneVerifiedAt;

    // Saving the profile with the same number keeps it proven; another number is not.
    await patchUser(owner.tokens.access_token, { first_name: 'Аня', phone: proven });
    expect(await provenAt()).not.toBeNull();
    await patchUser(owner.tokens.access_token, { phone: typed });
    expect(await provenAt()).toBeNull();
    await patchUser(owner.tokens.access_token, { phone: proven });
    expect(await provenAt()).toBeNull();

    const newPhone = `+7${uniquePhoneDigits()}`;
    await requestRecovery({ old_phone: proven, new_phone: newPhone, confirm_new_phone: newPhone });
    const confirmed = await confirmRecovery({
      old_phone: proven,
      new_phone: newPhone,
      code: await smsCode(newPhone),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await movesFrom(proven)).toEqual([]);
    expect(warningsTo(owner.email)).toHaveLength(0);
  });

  it('is unavailable in production without SMS_URL (422), while e-mail recovery works', async () => {
    const production = await createTestApp({
      database: t.database,
      now: () => clock,
      env: productionEnv(mail.url),
    });
    try {
      const ask = (payload: Body) =>
        production.app.inject({
          method: 'POST',
          url: '/api/auth/recover-contact/request',
          payload,
          remoteAddress: uniqueIp(),
        });
      const [oldPhone, newPhone] = [`+7${uniquePhoneDigits()}`, `+7${uniquePhoneDigits()}`];
      const refused = await ask({ old_phone: oldPhone, new_phone: newPhone, confirm_new_phone: newPhone });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ detail: recoveryMessages.smsUnavailable });
      expect(production.outbox()).toEqual([]);
      const newEmail = uniqueEmail('new');
      const byEmail = await ask({
        old_email: uniqueEmail('old'),
        new_email: newEmail,
        confirm_new_email: newEmail,
      });
      expect(byEmail.statusCode).toBe(200);
      expect(await mail.code(newEmail)).toMatch(/^\d{5}$/);
    } finally {
      await production.close();
    }
  });
});
