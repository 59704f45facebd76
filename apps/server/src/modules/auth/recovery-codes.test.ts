import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages, recoveryMessages, resendWait, smsBudgetSpent } from '@shop/shared/accounts/messages';
import { contactMessages } from '@shop/shared/rules/contact-rules';
import { rateLimits } from '../../db/schema.ts';
import { signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { authLimits } from './limits.ts';
import {
  type Body,
  hours,
  minutes,
  uniquePhoneDigits,
  useRecoverySuite,
  wrongCode,
} from './recovery.fixtures.ts';

/** Contact recovery: asking for a code to the new contact, and the checks of its confirmation. */

let clock = new Date('2026-11-23T12:00:00Z');
const {
  t,
  mail,
  later,
  requestRecovery,
  confirmRecovery,
  emailRequest,
  emailConfirm,
  outbox,
  smsCode,
  warningsTo,
  refresh,
  provePhone,
  shopper,
  recoverEmail,
} = useRecoverySuite(
  { now: () => clock, setNow: (now) => (clock = now) },
  // No SMS_URL: a demo prints SMS in its terminal (and demo-outbox.jsonl).
  { RECOVERY_DELAY_HOURS: '72' },
);

describe('asking for a code', () => {
  it('refuses what the form refuses, with 422 and its words, and sends nothing', async () => {
    const oldEmail = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const [oldPhone, newPhone] = [`+7${uniquePhoneDigits()}`, `+7${uniquePhoneDigits()}`];
    const cases: [Body, string][] = [
      [
        { old_email: oldEmail, new_email: newEmail, confirm_new_email: uniqueEmail('typo') },
        recoveryMessages.mismatch,
      ],
      [
        { old_phone: oldPhone, new_phone: newPhone, confirm_new_phone: `+7${uniquePhoneDigits()}` },
        recoveryMessages.mismatch,
      ],
      [
        { old_email: oldEmail, new_email: oldEmail.toUpperCase(), confirm_new_email: oldEmail },
        recoveryMessages.sameContact,
      ],
      [
        // The same number written two ways.
        { old_phone: oldPhone, new_phone: `8 ${oldPhone.slice(2)}`, confirm_new_phone: oldPhone },
        recoveryMessages.sameContact,
      ],
      [{ old_email: oldEmail, new_email: 'nope', confirm_new_email: 'nope' }, contactMessages.email],
      [{ old_email: 'old@', new_email: newEmail, confirm_new_email: newEmail }, contactMessages.email],
      [{ old_phone: oldPhone, new_phone: '12345', confirm_new_phone: '12345' }, contactMessages.phone],
      [
        { old_phone: 'нет телефона', new_phone: newPhone, confirm_new_phone: newPhone },
        contactMessages.phone,
      ],
    ];
    for (const [body, detail] of cases) {
      const res = await requestRecovery(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().detail, JSON.stringify(body)).toContain(detail);
    }
    // An e-mail and a phone mixed in one request, or fields left out.
    const malformed: Body[] = [
      { old_email: oldEmail, new_phone: newPhone, confirm_new_phone: newPhone },
      { old_email: oldEmail, new_email: newEmail },
      {},
    ];
    for (const body of malformed) {
      expect((await requestRecovery(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(mail.countTo(newEmail) + mail.countTo(oldEmail)).toBe(0);
    expect(await outbox(newPhone)).toEqual([]);
    expect(await outbox(oldPhone)).toEqual([]);
  });

  it('sends the code to the new e-mail only, and answers the same whether the old one has an account', async () => {
    const owner = await shopper('Ольга');
    const newEmail = uniqueEmail('new');
    const known = await emailRequest(owner.email, newEmail);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ ok: true, resend_in: 60 });
    const letter = await mail.latest(newEmail);
    expect(letter.subject).toContain('Код восстановления доступа');
    expect(await mail.code(newEmail)).toMatch(/^\d{5}$/);
    expect(mail.countTo(owner.email)).toBe(1); // its sign-in code only

    const nobody = uniqueEmail('nobody');
    const unknown = await emailRequest(nobody, uniqueEmail('new'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
  });
});

describe('confirming', () => {
  it('refuses a wrong code (400), kills it after 5 wrong tries, and sends a new one only after 60 s', async () => {
    const owner = await shopper('Вера');
    const newEmail = uniqueEmail('new');
    const ip = uniqueIp();
    await emailRequest(owner.email, newEmail, newEmail, ip);
    const code = await mail.code(newEmail);

    // The code is bound to the old contact it was asked for.
    const elsewhere = await emailConfirm(uniqueEmail('other'), newEmail, code);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ detail: authMessages.verifyFailed });

    for (let i = 0; i < 5; i++) {
      const wrong = await emailConfirm(owner.email, newEmail, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: authMessages.verifyFailed });
    }
    const dead = await emailConfirm(owner.email, newEmail, code);
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toEqual({ detail: authMessages.codeDead });
    expect(warningsTo(owner.email)).toHaveLength(0);

    later(20_000);
    const early = await emailRequest(owner.email, newEmail, newEmail, ip);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json()).toEqual({ detail: resendWait(40) });
    expect(mail.countTo(newEmail)).toBe(1);

    later(40_000);
    expect((await emailRequest(owner.email, newEmail, newEmail, ip)).statusCode).toBe(200);
    const second = await mail.code(newEmail);
    expect((await emailConfirm(owner.email, newEmail, second)).statusCode).toBe(200);
    expect(warningsTo(owner.email)).toHaveLength(1);
    // Used once only.
    expect((await emailConfirm(owner.email, newEmail, second)).statusCode).toBe(400);
    expect(warningsTo(owner.email)).toHaveLength(1);
  });

  it('schedules one move of parallel confirmations with the right code', async () => {
    const owner = await shopper('Вера');
    const newEmail = uniqueEmail('new');
    await emailRequest(owner.email, newEmail);
    const code = await mail.code(newEmail);
    const results = await Promise.all([1, 2, 3].map(() => emailConfirm(owner.email, newEmail, code)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(warningsTo(owner.email)).toHaveLength(1);
  });

  it('warns one owner at most 5 times a day, however many new addresses ask', async () => {
    const owner = await shopper('Лев');
    for (let i = 0; i < 5; i++) await recoverEmail(owner.email, uniqueEmail('flood'));
    const newEmail = uniqueEmail('flood');
    await emailRequest(owner.email, newEmail);
    const sixth = await emailConfirm(owner.email, newEmail, await mail.code(newEmail));
    expect([sixth.statusCode, sixth.json().detail]).toEqual([429, authMessages.tooManyRequests]);
    expect(warningsTo(owner.email)).toHaveLength(5);
    // The same for an address without an account: the refusal tells nothing about who has one.
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) await recoverEmail(nobody, uniqueEmail('flood'));
    const other = uniqueEmail('flood');
    await emailRequest(nobody, other);
    expect((await emailConfirm(nobody, other, await mail.code(other))).statusCode).toBe(429);
    // A day later the owner may be warned again.
    later(hours(24));
    await recoverEmail(owner.email, uniqueEmail('flood'));
    expect(warningsTo(owner.email)).toHaveLength(6);
  });

  it('lets a code expire after 10 minutes', async () => {
    const owner = await shopper('Вера');
    const newEmail = uniqueEmail('new');
    await emailRequest(owner.email, newEmail);
    const code = await mail.code(newEmail);
    later(minutes(10) + 1000);
    expect((await emailConfirm(owner.email, newEmail, code)).statusCode).toBe(400);
    expect(warningsTo(owner.email)).toHaveLength(0);
  });

  it('answers 503 and schedules nothing when the warning mail cannot be sent', async () => {
    const owner = await shopper('Фёдор');
    const newEmail = uniqueEmail('new');
    await emailRequest(owner.email, newEmail);
    const code = await mail.code(newEmail);

    mail.failing = true;
    const failed = await emailConfirm(owner.email, newEmail, code);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ detail: recoveryMessages.confirmFailed });
    mail.failing = false;

    later(hours(73));
    await t.app.services.recovery.applyDue(clock);
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({ first_name: 'Фёдор' });
    expect((await signIn(t, mail, newEmail)).user).toMatchObject({ first_name: null });
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(200);
  });
});

describe('SMS pumping', () => {
  /** Sets the shop's count of code SMS this hour (as 100 requests from 5 addresses would). */
  const smsSent = (hits: number) =>
    t.database.db
      .insert(rateLimits)
      .values({ key: 'sms-shop', windowStart: clock, hits })
      .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: clock, hits } });
  const smsCount = async () =>
    (await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'sms-shop')))[0]?.hits;

  it('texts codes to Russian numbers only (+7 and 10 digits): any other is 422, and nothing is sent', async () => {
    const oldPhone = `+7${uniquePhoneDigits()}`;
    for (const foreign of ['+447911123456', '+12025550123', '+79991234567890', '+3801234567']) {
      const refused = await requestRecovery({
        old_phone: oldPhone,
        new_phone: foreign,
        confirm_new_phone: foreign,
      });
      expect(refused.statusCode, foreign).toBe(422);
      expect(refused.json(), foreign).toEqual({ detail: authMessages.smsRussianOnly });
      expect(await outbox(foreign)).toEqual([]);
    }
    // A Russian number typed with 8 and separators is one.
    const digits = uniquePhoneDigits();
    const typed = `8 (${digits.slice(0, 3)}) ${digits.slice(3)}`;
    const sent = await requestRecovery({ old_phone: oldPhone, new_phone: typed, confirm_new_phone: typed });
    expect(sent.statusCode).toBe(200);
    expect(await smsCode(`+7${digits}`)).toMatch(/^\d{5}$/);
  });

  it('sends at most 100 code SMS an hour across the shop (429, nothing sent), yet still warns the old phone', async () => {
    const owner = await shopper('Анна');
    const oldPhone = `+7${uniquePhoneDigits()}`;
    await provePhone(owner.email, oldPhone);
    const [last, refusedPhone] = [`+7${uniquePhoneDigits()}`, `+7${uniquePhoneDigits()}`];
    const ask = (newPhone: string) =>
      requestRecovery({ old_phone: oldPhone, new_phone: newPhone, confirm_new_phone: newPhone });

    await smsSent(authLimits.smsPerShop.limit - 1);
    expect((await ask(last)).statusCode).toBe(200);
    expect(await smsCount()).toBe(authLimits.smsPerShop.limit);
    const refused = await ask(refusedPhone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: smsBudgetSpent(60) });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await outbox(refusedPhone)).toEqual([]);
    // E-mail codes are not SMS.
    const newEmail = uniqueEmail('new');
    expect((await emailRequest(uniqueEmail('old'), newEmail)).statusCode).toBe(200);

    // The code sent before the budget ran out confirms; the warning to the old phone bypasses the budget.
    const confirmed = await confirmRecovery({
      old_phone: oldPhone,
      new_phone: last,
      code: await smsCode(last),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await outbox(oldPhone)).map((m) => m.channel)).toEqual(['sms']);
    expect(await smsCount()).toBe(authLimits.smsPerShop.limit + 1); // the refused one, no more

    // An hour on, codes are texted again.
    later(minutes(60));
    expect((await ask(refusedPhone)).statusCode).toBe(200);
    expect(await smsCode(refusedPhone)).toMatch(/^\d{5}$/);
  });
});
