import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authMessages,
  recoveryMessages,
  resendWait,
  smsBudgetSpent,
  userMessages,
} from '@shop/shared/auth-messages';
import { contactMessages } from '@shop/shared/rules/contact-rules';
import { contactMoves, rateLimits, users } from '../../db/schema.ts';
import type { OutboxMessage } from '../../lib/demo-outbox.ts';
import { MailCatcher } from '../../test/mail-catcher.ts';
import { bearer, signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { productionEnv } from '../../test/environments.ts';
import { authLimits } from './limits.ts';

let t: TestApp;
let mail: MailCatcher;
let clock = new Date('2026-11-23T12:00:00Z');
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  mail = await new MailCatcher().start();
  // No SMS_URL: a demo prints SMS in its terminal (and demo-outbox.jsonl).
  t = await createTestApp({
    now: () => clock,
    env: { SMTP_URL: mail.url, RECOVERY_DELAY_HOURS: '72' },
  });
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
});
beforeEach(() => {
  later(minutes(120)); // every test starts clear of earlier waits and windows
  mail.failing = false;
});

type Body = Record<string, string>;
const post = (path: string, payload: Body, ip = uniqueIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/recover-contact/${path}`,
    payload,
    remoteAddress: ip,
  });
const requestRecovery = (payload: Body, ip?: string) => post('request', payload, ip);
const confirmRecovery = (payload: Body) => post('confirm', payload);
const cancel = (token: string) => post('cancel', { token });
const emailRequest = (oldEmail: string, newEmail: string, confirm = newEmail, ip?: string) =>
  requestRecovery({ old_email: oldEmail, new_email: newEmail, confirm_new_email: confirm }, ip);
const emailConfirm = (oldEmail: string, newEmail: string, code: string) =>
  confirmRecovery({ old_email: oldEmail, new_email: newEmail, code });

/** The demo outbox (no SMS_URL): what the person at the keyboard reads in the terminal. */
const outbox = async (to: string): Promise<OutboxMessage[]> => t.outbox(to);
const smsCode = async (phone: string) => {
  const sms = (await outbox(phone)).find((m) => m.text.includes('код восстановления'));
  const code = sms && /\b(\d{5})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no recovery code SMS to ${phone}`);
  return code;
};

const warningSubject = 'Запрошена смена контакта вашего аккаунта humbl';
const reminderSubject = 'Напоминание: контакт вашего аккаунта humbl скоро сменится';
const warningsTo = (email: string) =>
  mail.mails.filter((m) => m.to === email && m.subject === warningSubject);
const remindersTo = (email: string) =>
  mail.mails.filter((m) => m.to === email && m.subject === reminderSubject);
const cancelLink = /(http:\/\/localhost:3000\/\?cancel_recovery=)([A-Za-z0-9_%-]+)/;
const cancelTokenIn = (text: string) => {
  const match = cancelLink.exec(text);
  if (!match) throw new Error(`no cancel link in: ${text}`);
  return decodeURIComponent(match[2]!);
};
/** The cancel token of the newest warning mail to an address. */
const warningToken = async (email: string) =>
  cancelTokenIn((await mail.latest(email, (m) => m.subject === warningSubject)).text);

const sweep = () => t.app.services.recovery.applyDue(clock);
/** The minute sweep when a move's reminder is due: a day before the move (72 h wait). */
const sweepAtReminder = async (effectiveAt: string) => {
  clock = new Date(new Date(effectiveAt).getTime() - hours(24));
  await sweep();
};
/** The moves of an account that recoveries named by its old contact. */
const movesFrom = (oldValue: string) =>
  t.database.db
    .select()
    .from(contactMoves)
    .where(eq(contactMoves.oldValue, oldValue))
    .orderBy(contactMoves.id);

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });
const patchUser = (token: string, payload: Body) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/user', headers: bearer(token), payload });
const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

let phones = Math.floor(Math.random() * 9_000_000);
const uniquePhoneDigits = () => `999${String(++phones).padStart(7, '0')}`;

/**
 * A phone proven by a code, as a phone recovery or POST /api/users/verify-phone/* leaves it (a profile's
 * phone proves nothing; modules/users/phone-proof.test.ts proves phones through the API).
 */
const provePhone = (email: string, phone: string) =>
  t.database.db.update(users).set({ phone, phoneVerifiedAt: clock }).where(eq(users.email, email));

/** Signs in a new shopper with a first name, so their account can be recognised after a move. */
async function shopper(firstName: string) {
  const email = uniqueEmail('owner');
  const signedIn = await signIn(t, mail, email);
  expect((await patchUser(signedIn.tokens.access_token, { first_name: firstName })).statusCode).toBe(200);
  return { email, ...signedIn };
}

/** Asks for and confirms the move of an account from one e-mail to another; returns the confirm answer. */
async function recoverEmail(oldEmail: string, newEmail: string) {
  const requested = await emailRequest(oldEmail, newEmail);
  expect(requested.statusCode).toBe(200);
  const confirmed = await emailConfirm(oldEmail, newEmail, await mail.code(newEmail));
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json() as { detail: string; effective_at: string };
}

/** Signs in after the clock has moved by at least the resend wait. */
const signInLater = async (email: string) => {
  later(61_000);
  return signIn(t, mail, email);
};

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
  it('answers when the move takes effect (72 h), in the same words whether the old e-mail has an account', async () => {
    const owner = await shopper('Ольга');
    const [newA, newB, nobody] = [uniqueEmail('new'), uniqueEmail('new'), uniqueEmail('nobody')];
    await emailRequest(owner.email, newA);
    await emailRequest(nobody, newB);
    const codeA = await mail.code(newA);
    const codeB = await mail.code(newB);

    const known = await emailConfirm(owner.email, newA, codeA);
    const unknown = await emailConfirm(nobody, newB, codeB);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const effective = new Date(clock.getTime() + hours(72));
    expect(known.json().effective_at).toBe(effective.toISOString());
    expect(unknown.json()).toEqual(known.json());
    const moscow = new Date(effective.getTime() + hours(3));
    const hhmm = `${String(moscow.getUTCHours()).padStart(2, '0')}:${String(moscow.getUTCMinutes()).padStart(2, '0')}`;
    expect(known.json().detail).toContain('Новый контакт подтверждён');
    expect(known.json().detail).toContain(`${hhmm} (МСК)`);

    // Only the account's owner is warned; nobody is written to for an address without an account.
    expect(warningsTo(owner.email)).toHaveLength(1);
    expect(mail.countTo(nobody)).toBe(0);
  });

  it('warns the old e-mail at once with a cancel link; the account moves only after 72 h, ending its sessions', async () => {
    const owner = await shopper('Ольга');
    const newEmail = uniqueEmail('new');
    await recoverEmail(owner.email, newEmail);

    const warning = await mail.latest(owner.email, (m) => m.subject === warningSubject);
    expect(warning.text).toContain(newEmail);
    expect(warning.text).toMatch(cancelLink);
    expect(warning.html).toContain(`?cancel_recovery=${cancelTokenIn(warning.text)}`);
    expect(mail.countTo(newEmail)).toBe(1); // the code only: no warning goes to the new address

    // 71 h on (the sweep has reminded the owner meanwhile), the account is still the old e-mail's, and
    // its sessions live.
    later(hours(48));
    await sweep();
    expect(remindersTo(owner.email)).toHaveLength(1);
    later(hours(23));
    const stillOld = await signIn(t, mail, owner.email);
    expect(stillOld.user).toMatchObject({ email: owner.email, first_name: 'Ольга' });
    const renewed = await refresh(owner.tokens.refresh_token);
    expect(renewed.statusCode).toBe(200);

    later(hours(1));
    const moved = await signIn(t, mail, newEmail);
    expect(moved.user).toMatchObject({ email: newEmail, first_name: 'Ольга' });
    const fresh = await signInLater(owner.email);
    expect(fresh.user).toMatchObject({ email: owner.email, first_name: null });

    // Every session from before the move has ended.
    expect((await refresh(renewed.json().refresh_token)).statusCode).toBe(401);
    expect((await refresh(stillOld.tokens.refresh_token)).statusCode).toBe(401);
    const notice = await mail.latest(owner.email, (m) => m.subject === 'Email вашего аккаунта humbl изменён');
    expect(notice.text).toContain(newEmail);
  });

  it('is applied by the sweep without any sign-in, ending the sessions that existed', async () => {
    const owner = await shopper('Глеб');
    const newEmail = uniqueEmail('new');
    const { effective_at } = await recoverEmail(owner.email, newEmail);
    await sweepAtReminder(effective_at);

    // A minute before it is due, a token renewed then still works…
    clock = new Date(new Date(effective_at).getTime() - minutes(1));
    const renewed = (await refresh(owner.tokens.refresh_token)).json();
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/users/user', headers: bearer(renewed.access_token) });
    await t.app.services.recovery.applyDue(clock);
    expect((await me()).statusCode).toBe(200);

    // …and once the sweep has run after the moment, it does not.
    later(minutes(2));
    await t.app.services.recovery.applyDue(clock);
    expect((await me()).statusCode).toBe(401);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(contactMoves)
      .where(eq(contactMoves.oldValue, owner.email));
    expect(rows.map((r) => r.status)).toEqual(['applied']);
    expect((await signIn(t, mail, newEmail)).user.first_name).toBe('Глеб');
  });

  it("does not hand an admin's rights to the new e-mail", async () => {
    const owner = await shopper('Ирина');
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.email, owner.email));
    const newEmail = uniqueEmail('new');
    const { effective_at } = await recoverEmail(owner.email, newEmail);
    await sweepAtReminder(effective_at);
    clock = new Date(new Date(effective_at).getTime() + minutes(1));
    const moved = await signIn(t, mail, newEmail);
    expect(moved.user).toMatchObject({ first_name: 'Ирина', email: newEmail, is_admin: false });
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: bearer(moved.tokens.access_token),
    });
    expect(admin.statusCode).toBe(403);
  });

  it('fails, keeping the account where it is, when the new e-mail signed in before the move', async () => {
    const owner = await shopper('Пётр');
    const newEmail = uniqueEmail('new');
    await recoverEmail(owner.email, newEmail);

    // Signing in with the new e-mail before the move makes it an account of its own…
    const early = await signInLater(newEmail);
    expect(early.user).toMatchObject({ email: newEmail, first_name: null });

    // …which the move cannot take over: both accounts stay as they were.
    later(hours(48));
    await sweep();
    later(hours(25));
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({
      email: owner.email,
      first_name: 'Пётр',
    });
    expect((await signInLater(newEmail)).user).toMatchObject({ email: newEmail, first_name: null });
    const [move] = await t.database.db
      .select()
      .from(contactMoves)
      .where(eq(contactMoves.oldValue, owner.email));
    expect(move!.status).toBe('failed');
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(200);
  });

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

describe('cancelling', () => {
  it('stops the move with the link before the deadline: after 72 h nothing has moved', async () => {
    const owner = await shopper('Нина');
    const newEmail = uniqueEmail('new');
    await recoverEmail(owner.email, newEmail);
    later(hours(70));

    const cancelled = await cancel(await warningToken(owner.email));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ detail: 'Смена контакта отменена' });

    later(hours(3));
    await t.app.services.recovery.applyDue(clock);
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(200);
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({ first_name: 'Нина' });
    expect((await signIn(t, mail, newEmail)).user).toMatchObject({ email: newEmail, first_name: null });
  });

  it('answers 404 to a link used twice, forged, or used once the move is due or applied', async () => {
    const dead = { detail: recoveryMessages.cancelLinkDead };
    const first = await shopper('Нина');
    await recoverEmail(first.email, uniqueEmail('new'));
    const token = await warningToken(first.email);
    expect((await cancel(token)).statusCode).toBe(200);
    const twice = await cancel(token);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual(dead);

    for (const forged of [randomBytes(32).toString('base64url'), `${token}x`, 'x']) {
      const res = await cancel(forged);
      expect(res.statusCode, forged).toBe(404);
      expect(res.json()).toEqual(dead);
    }

    const second = await shopper('Лев');
    const newEmail = uniqueEmail('new');
    const { effective_at } = await recoverEmail(second.email, newEmail);
    const lateToken = await warningToken(second.email);
    await sweepAtReminder(effective_at);
    clock = new Date(new Date(effective_at).getTime() + 1000);
    expect((await cancel(lateToken)).json()).toEqual(dead); // due and reminded: in force, not applied yet
    await t.app.services.recovery.applyDue(clock);
    const afterMove = await cancel(lateToken);
    expect(afterMove.statusCode).toBe(404);
    expect(afterMove.json()).toEqual(dead);
    expect((await signIn(t, mail, newEmail)).user).toMatchObject({ first_name: 'Лев' });
  });

  it("cancels every pending move of the account from any warning's link, a superseded move's too", async () => {
    const owner = await shopper('Нина');
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    await recoverEmail(owner.email, first);
    const firstToken = await warningToken(owner.email);
    later(hours(1));
    const secondMove = await recoverEmail(owner.email, second);
    expect((await movesFrom(owner.email)).map((m) => m.status)).toEqual(['superseded', 'pending']);

    // The owner acts on the first warning: the move that superseded it stops too.
    const cancelled = await cancel(firstToken);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ detail: recoveryMessages.cancelled });
    expect((await movesFrom(owner.email)).map((m) => m.status)).toEqual(['superseded', 'cancelled']);

    clock = new Date(new Date(secondMove.effective_at).getTime() + hours(1));
    await sweep();
    expect(remindersTo(owner.email)).toHaveLength(0);
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(200);
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({ first_name: 'Нина' });
    expect((await signIn(t, mail, second)).user).toMatchObject({ email: second, first_name: null });
  });

  it("cancels from the reminder's own link, sent once a day before the move", async () => {
    const owner = await shopper('Нина');
    const newEmail = uniqueEmail('new');
    const { effective_at } = await recoverEmail(owner.email, newEmail);
    const warning = await warningToken(owner.email);

    clock = new Date(new Date(effective_at).getTime() - hours(24) - minutes(1));
    await sweep();
    expect(remindersTo(owner.email)).toHaveLength(0);
    later(minutes(1));
    await sweep();
    await sweep();
    const [reminder, ...more] = remindersTo(owner.email);
    expect(more).toHaveLength(0);
    expect(reminder!.text).toContain(newEmail);
    const reminderToken = cancelTokenIn(reminder!.text);
    expect(reminderToken).not.toBe(warning);
    expect(reminder!.html).toContain(`?cancel_recovery=${reminderToken}`);

    expect((await cancel(reminderToken)).statusCode).toBe(200);
    expect((await movesFrom(owner.email)).map((m) => m.status)).toEqual(['cancelled']);
    clock = new Date(new Date(effective_at).getTime() + hours(1));
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({ first_name: 'Нина' });
  });

  it('leaves a link dead once its move, or a later one of the account, was applied', async () => {
    const owner = await shopper('Лев');
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    await recoverEmail(owner.email, first);
    const supersededToken = await warningToken(owner.email);
    later(hours(1));
    const { effective_at } = await recoverEmail(owner.email, second);
    const appliedToken = await warningToken(owner.email);
    await sweepAtReminder(effective_at);
    const reminderToken = cancelTokenIn(
      (await mail.latest(owner.email, (m) => m.subject === reminderSubject)).text,
    );
    clock = new Date(new Date(effective_at).getTime() + minutes(1));
    await sweep();
    expect((await movesFrom(owner.email)).map((m) => m.status)).toEqual(['superseded', 'applied']);

    // The account moved on a new recovery: whoever holds the old mailbox cannot stop its next one.
    const third = uniqueEmail('third');
    await recoverEmail(second, third);
    for (const token of [appliedToken, reminderToken, supersededToken]) {
      const res = await cancel(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: recoveryMessages.cancelLinkDead });
    }
    expect((await movesFrom(second)).map((m) => m.status)).toEqual(['pending']);
  });
});

describe('several recoveries', () => {
  it('lets a newer confirmed recovery supersede a pending one: only the newest applies', async () => {
    const owner = await shopper('Ирина');
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    const firstMove = await recoverEmail(owner.email, first);
    later(hours(1));
    const secondMove = await recoverEmail(owner.email, second);
    expect(warningsTo(owner.email)).toHaveLength(2);

    // When the first move would have been due, nothing happens; only the newest is reminded of.
    await sweepAtReminder(secondMove.effective_at);
    expect(remindersTo(owner.email)).toHaveLength(1);
    clock = new Date(new Date(firstMove.effective_at).getTime() + minutes(1));
    await t.app.services.recovery.applyDue(clock);
    expect((await signIn(t, mail, first)).user).toMatchObject({ email: first, first_name: null });
    expect((await signIn(t, mail, owner.email)).user).toMatchObject({ first_name: 'Ирина' });

    later(hours(1));
    expect((await signIn(t, mail, second)).user).toMatchObject({ email: second, first_name: 'Ирина' });
  });

  it('keeps a pending recovery when a newer one fails for want of its warning mail', async () => {
    const owner = await shopper('Ирина');
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    const firstMove = await recoverEmail(owner.email, first);
    later(hours(1));

    await emailRequest(owner.email, second);
    const code = await mail.code(second);
    mail.failing = true;
    expect((await emailConfirm(owner.email, second, code)).statusCode).toBe(503);
    mail.failing = false;

    // The first recovery still stands and applies when due; the failed one never does.
    await sweepAtReminder(firstMove.effective_at);
    clock = new Date(new Date(firstMove.effective_at).getTime() + minutes(1));
    expect((await signIn(t, mail, first)).user).toMatchObject({ email: first, first_name: 'Ирина' });
    expect((await signInLater(second)).user).toMatchObject({ email: second, first_name: null });
  });
});

describe('the owner acting meanwhile', () => {
  it('refuses a new e-mail that already has an account, once its code proves it is the caller’s', async () => {
    const owner = await shopper('Вера');
    const taken = uniqueEmail('taken');
    await signIn(t, mail, taken);
    later(61_000);
    expect((await emailRequest(owner.email, taken)).statusCode).toBe(200);
    const refused = await emailConfirm(owner.email, taken, await mail.code(taken));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: userMessages.emailTaken });
    expect(warningsTo(owner.email)).toHaveLength(0);
  });

  it('lets a pending move give way when the owner changed that contact before it came due', async () => {
    const owner = await shopper('Глеб');
    const stranger = uniqueEmail('stranger');
    await recoverEmail(owner.email, stranger);
    // The owner ignores the warning but moves their account to a new address of their own.
    const renamed = uniqueEmail('renamed');
    const headers = bearer(owner.tokens.access_token);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-email/request',
      headers,
      payload: { new_email: renamed, confirm_new_email: renamed },
      remoteAddress: uniqueIp(),
    });
    expect(request.statusCode).toBe(200);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-email/confirm',
      headers,
      payload: { new_email: renamed, code: await mail.code(renamed) },
      remoteAddress: uniqueIp(),
    });
    expect(confirm.statusCode).toBe(200);

    later(hours(73));
    await t.app.services.recovery.applyDue(clock);
    const [move] = await t.database.db.select().from(contactMoves).where(eq(contactMoves.newValue, stranger));
    expect(move!.status).toBe('superseded');
    const back = await signIn(t, mail, renamed);
    expect(back.user.first_name).toBe('Глеб');
    expect((await signInLater(stranger)).user.first_name).toBeNull();
  });
});

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

describe('reminders', () => {
  it('go out once however many instances sweep at once', async () => {
    const other = await createTestApp({
      database: t.database,
      now: () => clock,
      env: { SMTP_URL: mail.url, RECOVERY_DELAY_HOURS: '72' },
    });
    try {
      const owner = await shopper('Ольга');
      const { effective_at } = await recoverEmail(owner.email, uniqueEmail('new'));
      clock = new Date(new Date(effective_at).getTime() - hours(24));
      await Promise.all([sweep(), other.app.services.recovery.applyDue(clock), sweep()]);
      expect(remindersTo(owner.email)).toHaveLength(1);
      const [move] = await movesFrom(owner.email);
      expect(move!.remindedAt).toEqual(clock);
      expect(move!.reminderTokenHash).not.toBeNull();
    } finally {
      await other.close();
    }
  });

  it('are tried again until sent, and a move never applies before its reminder went out', async () => {
    const owner = await shopper('Ольга');
    const newEmail = uniqueEmail('new');
    const { effective_at } = await recoverEmail(owner.email, newEmail);
    const due = new Date(effective_at);

    mail.failing = true;
    await sweepAtReminder(effective_at);
    clock = new Date(due.getTime() + minutes(1));
    await sweep();
    const [waiting] = await movesFrom(owner.email);
    expect(waiting).toMatchObject({ status: 'pending', remindedAt: null, reminderTokenHash: null });
    expect((await refresh(owner.tokens.refresh_token)).statusCode).toBe(200);

    // Sent late, the reminder leaves the owner half a day (half its notice) to act: the move waits.
    mail.failing = false;
    later(minutes(1));
    await sweep();
    expect(remindersTo(owner.email)).toHaveLength(1);
    const [reminded] = await movesFrom(owner.email);
    expect(reminded!.status).toBe('pending');
    expect(reminded!.effectiveAt).toEqual(new Date(clock.getTime() + hours(12)));
    later(hours(12) - minutes(1));
    await sweep();
    expect((await movesFrom(owner.email))[0]!.status).toBe('pending');
    later(minutes(1));
    await sweep();
    expect((await movesFrom(owner.email))[0]!.status).toBe('applied');
    expect((await signInLater(newEmail)).user.first_name).toBe('Ольга');
  });
});
