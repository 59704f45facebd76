import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { contactMoves, users } from '../../db/schema.ts';
import type { MailCatcher } from '../../test/mail-catcher.ts';
import { bearer, signIn, uniqueEmail, uniqueIp } from '../../test/sign-in.ts';
import { type FileClock, useAccountsApp } from '../../test/suite.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the phone-proof tests (phone-proof*.test.ts) share: a signed-in shopper proves the phone of their
 * profile with a code texted to it; only a proven phone recovers an account. The demo (no SMS_URL) keeps its
 * SMS in the outbox, where these tests read them. Each test file owns its clock and, through
 * usePhoneProofSuite, its own app and mail catcher (its own database, in its own worker).
 */

export const minutes = (n: number) => n * 60_000;

export type Signed = Awaited<ReturnType<typeof signIn>>;
export const token = (who: Signed) => who.tokens.access_token;

export const wrongCode = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

let phones = Math.floor(Math.random() * 9_000_000);
export const uniquePhone = () => `+7999${String(++phones).padStart(7, '0')}`;

/**
 * A test file's app and mail catcher on its clock (useAccountsApp, with `later` to move the clock), and the
 * calls of phoneProofKit on them.
 */
export function usePhoneProofSuite(clock: FileClock) {
  const { t, mail, later } = useAccountsApp(clock);
  return { t, mail, later, ...phoneProofKit(() => ({ t, mail })) };
}

/** A test file's own app and mail catcher (read when a call is made). */
export type PhoneProofWorld = () => { t: TestApp; mail: MailCatcher };

/** The calls and readings of the phone-proof tests, on one test file's app and mail catcher. */
export function phoneProofKit(world: PhoneProofWorld) {
  const app = () => world().t;

  const getUser = (access: string) =>
    app().app.inject({ method: 'GET', url: '/api/users/user', headers: bearer(access) });
  const patchUser = (access: string, payload: Record<string, string>) =>
    app().app.inject({ method: 'PATCH', url: '/api/users/user', headers: bearer(access), payload });
  /** Asks for a code to the profile's phone: no body, as the storefront sends it (or `payload`). */
  const requestProof = (access: string | undefined, ip = uniqueIp(), payload?: Record<string, unknown>) =>
    app().app.inject({
      method: 'POST',
      url: '/api/users/verify-phone/request',
      headers: access ? bearer(access) : {},
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
  const confirmProof = (access: string | undefined, code: string, ip = uniqueIp()) =>
    app().app.inject({
      method: 'POST',
      url: '/api/users/verify-phone/confirm',
      headers: access ? bearer(access) : {},
      payload: { code },
      remoteAddress: ip,
    });

  const proofTexts = (phone: string) =>
    app()
      .outbox(phone)
      .filter((m) => m.text.includes('код подтверждения телефона'));
  /** The newest proof code texted to `phone` (the demo outbox is newest first). */
  const proofCode = (phone: string) => {
    const code = /\b(\d{5})\b/.exec(proofTexts(phone)[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no phone proof SMS to ${phone}`);
    return code;
  };

  /** A signed-in shopper whose profile has `phone` (unproven). */
  async function shopperWith(phone: string, firstName = 'Анна') {
    const email = uniqueEmail('owner');
    const signed = await signIn(app(), world().mail, email);
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
      app().app.inject({
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
    const code = /\b(\d{5})\b/.exec(app().outbox(newPhone)[0]?.text ?? '')?.[1] ?? '';
    const confirmed = await post('confirm', { old_phone: phone, new_phone: newPhone, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [move] = await app()
      .database.db.select()
      .from(contactMoves)
      .where(eq(contactMoves.newValue, newPhone));
    return move?.userId ?? null;
  }

  const accountId = async (email: string) =>
    (await app().database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

  return {
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
  };
}
