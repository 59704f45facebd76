import type { User } from '@shop/shared/accounts/account-api';
import { authMessages, userMessages } from '@shop/shared/accounts/messages';
import { badRequest, conflict, unprocessable } from '../../lib/refusals.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { SmsSender } from '../../lib/sms/sms-sender.ts';
import { verifyPhoneCodeSms } from '../../lib/sms/texts.ts';
import type { Caller } from '../auth/authenticator.ts';
import type { CodeService, CodeTarget } from '../auth/codes.ts';
import { authLimits, enforce, enforceSmsBudget, isRussianPhone } from '../auth/limits.ts';
import type { UsersService } from './users.service.ts';

export interface PhoneProofDeps {
  users: UsersService;
  codes: CodeService;
  limiter: RateLimiter;
  /** null without an SMS gateway (production without SMS_URL): no phone can be proven. */
  sms: SmsSender | null;
  now: () => Date;
}

/**
 * A signed-in shopper proves the phone saved in their profile with a code sent to it by SMS, so that it can
 * recover the account (only a proven phone does: recovery.service.ts). The code is bound to the account
 * and to that phone: once the profile's phone changes (which unproves it) a code sent to the old one
 * proves nothing. A phone already proven is refused with 409, so no SMS is spent on it.
 */
export class PhoneProofService {
  constructor(private readonly deps: PhoneProofDeps) {}

  async request(caller: Caller, ip: string): Promise<{ detail: string; resend_in: number }> {
    const { codes, limiter, sms, now } = this.deps;
    const phone = provable(caller);
    if (!sms) throw unprocessable(userMessages.phoneSmsUnavailable);
    // A profile may keep any number for deliveries; codes are texted to Russian ones only (limits.ts).
    if (!isRussianPhone(phone)) throw unprocessable(authMessages.smsRussianOnly);
    const at = now();
    // As an e-mail change: per client address, and per account (only the account itself can ask, so its
    // cap locks nobody else out; it keeps a shopper who typed someone's number from texting it all day).
    await enforce(limiter, `codes-ip:${ip}`, authLimits.codesPerIp, at);
    await enforce(limiter, `verify-phone:${caller.user.id}`, authLimits.codesPerContact, at);
    const sent = await codes.send(
      target(caller.user.id, phone),
      at,
      ip,
      (code) => sms.send(phone, verifyPhoneCodeSms(code)),
      authMessages.smsFailed,
      () => enforceSmsBudget(limiter, at),
    );
    return { detail: userMessages.phoneCodeSent, ...sent };
  }

  async confirm(caller: Caller, code: string, ip: string): Promise<{ detail: string; user: User }> {
    const { codes, users, now } = this.deps;
    const phone = provable(caller);
    const at = now();
    // The code of the phone the profile has now: one sent to an earlier phone is not found (400).
    await codes.consume(target(caller.user.id, phone), code, at, ip);
    // A PATCH changing the phone between the check and this update leaves it unproven.
    const row = await users.provePhone(caller.user.id, phone, at);
    if (!row) throw badRequest(authMessages.verifyFailed);
    return { detail: userMessages.phoneVerified, user: await users.toUser(row) };
  }
}

const target = (userId: number, phone: string): CodeTarget => ({
  purpose: 'verify_phone',
  contact: phone,
  subject: String(userId),
});

/** The profile's phone, which a code may prove: 422 without one, 409 when it is proven already. */
function provable(caller: Caller): string {
  const { phone, phoneVerifiedAt } = caller.user;
  if (!phone) throw unprocessable(userMessages.phoneMissing);
  if (phoneVerifiedAt) throw conflict(userMessages.phoneAlreadyVerified);
  return phone;
}
