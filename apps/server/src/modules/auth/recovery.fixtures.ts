import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { contactMoves, users } from '../../db/schema.ts';
import type { OutboxMessage } from '../../lib/demo-outbox.ts';
import type { MailCatcher } from '../../test/mail-catcher.ts';
import { bearer, signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { type FileClock, useAccountsApp } from '../../test/suite.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the contact-recovery tests (recovery-*.test.ts) share: their app, asking for and confirming a move, the
 * warning and reminder mails with their cancel links, the minute sweep. Each test file owns its clock and,
 * through useRecoverySuite, its own app and mail catcher (its own database, in its own worker).
 */

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;

export type Body = Record<string, string>;

export const warningSubject = 'Запрошена смена контакта вашего аккаунта humbl';
export const reminderSubject = 'Напоминание: контакт вашего аккаунта humbl скоро сменится';
export const cancelLink = /(http:\/\/localhost:3000\/\?cancel_recovery=)([A-Za-z0-9_%-]+)/;
export const cancelTokenIn = (text: string) => {
  const match = cancelLink.exec(text);
  if (!match) throw new Error(`no cancel link in: ${text}`);
  return decodeURIComponent(match[2]!);
};

export const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

let phones = Math.floor(Math.random() * 9_000_000);
export const uniquePhoneDigits = () => `999${String(++phones).padStart(7, '0')}`;

/**
 * A test file's app and mail catcher (useAccountsApp, with `env` over SMTP_URL), and the calls of recoveryKit
 * on them and the file's clock.
 */
export function useRecoverySuite(clock: FileClock, env: Record<string, string>) {
  const { t, mail } = useAccountsApp(clock, env);
  return { t, mail, ...recoveryKit(() => ({ t, mail, clock: clock.now() }), clock.setNow) };
}

/** A test file's own app, mail catcher and clock (read when a call is made), and how it sets the clock. */
export type RecoveryWorld = () => { t: TestApp; mail: MailCatcher; clock: Date };

/** The calls and readings of the recovery tests, on one test file's app, mail catcher and clock. */
export function recoveryKit(world: RecoveryWorld, setNow: (now: Date) => Date) {
  const app = () => world().t;
  const mail = () => world().mail;
  const now = () => world().clock;
  const later = (ms: number) => setNow(new Date(now().getTime() + ms));

  const post = (path: string, payload: Body, ip = uniqueIp()) =>
    app().app.inject({
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
  const outbox = async (to: string): Promise<OutboxMessage[]> => app().outbox(to);
  const smsCode = async (phone: string) => {
    const sms = (await outbox(phone)).find((m) => m.text.includes('код восстановления'));
    const code = sms && /\b(\d{5})\b/.exec(sms.text)?.[1];
    if (!code) throw new Error(`no recovery code SMS to ${phone}`);
    return code;
  };

  const warningsTo = (email: string) =>
    mail().mails.filter((m) => m.to === email && m.subject === warningSubject);
  const remindersTo = (email: string) =>
    mail().mails.filter((m) => m.to === email && m.subject === reminderSubject);
  /** The cancel token of the newest warning mail to an address. */
  const warningToken = async (email: string) =>
    cancelTokenIn((await mail().latest(email, (m) => m.subject === warningSubject)).text);

  const sweep = () => app().app.services.recovery.applyDue(now());
  /** The minute sweep when a move's reminder is due: a day before the move (72 h wait). */
  const sweepAtReminder = async (effectiveAt: string) => {
    setNow(new Date(new Date(effectiveAt).getTime() - hours(24)));
    await sweep();
  };
  /** The moves of an account that recoveries named by its old contact. */
  const movesFrom = (oldValue: string) =>
    app()
      .database.db.select()
      .from(contactMoves)
      .where(eq(contactMoves.oldValue, oldValue))
      .orderBy(contactMoves.id);

  const refresh = (refreshToken: string) =>
    app().app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });
  const patchUser = (token: string, payload: Body) =>
    app().app.inject({ method: 'PATCH', url: '/api/users/user', headers: bearer(token), payload });

  /**
   * A phone proven by a code, as a phone recovery or POST /api/users/verify-phone/* leaves it (a profile's
   * phone proves nothing; modules/users/phone-proof.test.ts proves phones through the API).
   */
  const provePhone = (email: string, phone: string) =>
    app().database.db.update(users).set({ phone, phoneVerifiedAt: now() }).where(eq(users.email, email));

  /** Signs in a new shopper with a first name, so their account can be recognised after a move. */
  async function shopper(firstName: string) {
    const email = uniqueEmail('owner');
    const signedIn = await signIn(app(), mail(), email);
    expect((await patchUser(signedIn.tokens.access_token, { first_name: firstName })).statusCode).toBe(200);
    return { email, ...signedIn };
  }

  /** Asks for and confirms the move of an account from one e-mail to another; returns the confirm answer. */
  async function recoverEmail(oldEmail: string, newEmail: string) {
    const requested = await emailRequest(oldEmail, newEmail);
    expect(requested.statusCode).toBe(200);
    const confirmed = await emailConfirm(oldEmail, newEmail, await mail().code(newEmail));
    expect(confirmed.statusCode).toBe(200);
    return confirmed.json() as { detail: string; effective_at: string };
  }

  /** Signs in after the clock has moved by at least the resend wait. */
  const signInLater = async (email: string) => {
    later(61_000);
    return signIn(app(), mail(), email);
  };

  return {
    later,
    requestRecovery,
    confirmRecovery,
    cancel,
    emailRequest,
    emailConfirm,
    outbox,
    smsCode,
    warningsTo,
    remindersTo,
    warningToken,
    sweep,
    sweepAtReminder,
    movesFrom,
    refresh,
    patchUser,
    provePhone,
    shopper,
    recoverEmail,
    signInLater,
  };
}
