import { authMessages, userMessages } from '@shop/shared/accounts/messages';
import { normaliseEmail } from '@shop/shared/rules/contact-rules';
import type { Db } from '../../db/client.ts';
import { conflict, unprocessable } from '../../lib/refusals.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { changeEmailCodeMail, emailChangedMail } from '../../lib/mail/templates.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { UsersService } from '../users/users.service.ts';
import type { Caller } from './authenticator.ts';
import type { CodeService } from './codes.ts';
import { authLimits, enforce } from './limits.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { SessionService } from './sessions.ts';

export interface EmailChangeDeps {
  db: Db;
  users: UsersService;
  codes: CodeService;
  sessions: SessionService;
  limiter: RateLimiter;
  mailer: Mailer;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
}

/**
 * A signed-in shopper moves their account to a new e-mail: a code to the new address proves it, then every
 * session ends and the old address is told. An address another account uses is refused, without saying whose.
 */
export class EmailChangeService {
  constructor(private readonly deps: EmailChangeDeps) {}

  async request(
    caller: Caller,
    rawEmail: string,
    rawConfirm: string,
    ip: string,
  ): Promise<{ detail: string; resend_in: number }> {
    const { codes, limiter, mailer, now } = this.deps;
    const email = normaliseEmail(rawEmail);
    if (normaliseEmail(rawConfirm) !== email) throw unprocessable(userMessages.emailMismatch);
    if (email === caller.user.email) throw unprocessable(userMessages.emailSame);
    const at = now();
    // Counted before the lookup: a 409 says the address has an account, so it is as limited as a code,
    // per client address and per account.
    await enforce(limiter, `codes-ip:${ip}`, authLimits.codesPerIp, at);
    // Only the account itself can ask, so a cap per account locks nobody else out.
    await enforce(limiter, `email-change:${caller.user.id}`, authLimits.codesPerContact, at);
    if (await this.deps.users.findByEmail(email)) throw conflict(userMessages.emailTaken);
    const sent = await codes.send(
      { purpose: 'change_email', contact: email, subject: String(caller.user.id) },
      at,
      ip,
      (code) => mailer.send(changeEmailCodeMail(email, code)),
      authMessages.mailFailed,
    );
    return { detail: userMessages.codeSent, ...sent };
  }

  async confirm(caller: Caller, rawEmail: string, code: string, ip: string): Promise<{ detail: string }> {
    const { db, codes, sessions, mailer, now } = this.deps;
    const email = normaliseEmail(rawEmail);
    const at = now();
    await codes.consume(
      { purpose: 'change_email', contact: email, subject: String(caller.user.id) },
      code,
      at,
      ip,
    );
    const oldEmail = caller.user.email;
    try {
      await db.transaction(async (tx) => {
        await this.deps.users.setContact(tx, caller.user.id, { email });
        await sessions.endAll(caller.user.id, 'contact-change', at, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(userMessages.emailTaken);
      throw error;
    }
    await mailer
      .send(emailChangedMail(oldEmail, email))
      .catch((error: unknown) => this.deps.logError(error, 'notice to the old e-mail not sent'));
    return { detail: userMessages.emailChanged };
  }
}
