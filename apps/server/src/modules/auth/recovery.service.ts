import { and, eq, gt, gte, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { RecoverConfirmBody, RecoverRequestBody } from '@shop/shared/accounts/account-api';
import {
  authMessages,
  recoveryMessages,
  recoveryScheduled,
  userMessages,
} from '@shop/shared/accounts/messages';
import type { ContactKind } from '@shop/shared/accounts/recovery-form';
import { normaliseEmail, normalisePhone } from '@shop/shared/rules/contact-rules';
import type { Db, Tx } from '../../db/client.ts';
import { contactMoves } from '../../db/schema.ts';
import { conflict, notFound, unavailable, unprocessable } from '../../lib/refusals.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { emailChangedMail, recoveryCodeMail } from '../../lib/mail/templates.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { formatMoment } from '../../lib/ru-date.ts';
import type { SmsSender } from '../../lib/sms/sms-sender.ts';
import { recoveryCodeSms } from '../../lib/sms/texts.ts';
import { randomToken, tokenHash } from '../../lib/tokens.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { UserRow } from '../users/directory.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CodeService } from './codes.ts';
import { authLimits, enforce, enforceSmsBudget, isRussianPhone } from './limits.ts';
import { type ContactMove, RecoveryNotices, stillHolds } from './recovery-notices.ts';
import type { SessionService } from './sessions.ts';

export interface RecoveryDeps {
  db: Db;
  users: UsersService;
  codes: CodeService;
  sessions: SessionService;
  limiter: RateLimiter;
  mailer: Mailer;
  /** null without an SMS gateway (production without SMS_URL): phone recovery is unavailable. */
  sms: SmsSender | null;
  publicUrl: string;
  delayHours: number;
  now: () => Date;
  /** Where a notice that could not be sent is reported (the move itself still stands). */
  logError: (error: unknown, message: string) => void;
}

interface Contacts {
  kind: ContactKind;
  oldValue: string;
  newValue: string;
}

/**
 * Recovery of an account whose e-mail or phone the shopper lost. The code proves the new contact only, so
 * knowing someone's old contact is never enough: the old contact (and the account's e-mail) is told at once
 * with a link that cancels the move, reminded before it takes effect, and the move waits
 * RECOVERY_DELAY_HOURS before it applies. Only a phone proven by a code recovers its account. The answers
 * are the same whether or not the old contact has an account.
 */
export class RecoveryService {
  private readonly notices: RecoveryNotices;

  constructor(private readonly deps: RecoveryDeps) {
    this.notices = new RecoveryNotices(deps);
  }

  async request(body: RecoverRequestBody, ip: string): Promise<{ ok: true; resend_in: number }> {
    const { codes, limiter, mailer, sms, now } = this.deps;
    const confirm = 'confirm_new_email' in body ? body.confirm_new_email : body.confirm_new_phone;
    const contacts = normalised(body);
    const confirmed = contacts.kind === 'email' ? normaliseEmail(confirm) : normalisePhone(confirm);
    if (confirmed !== contacts.newValue) throw unprocessable(recoveryMessages.mismatch);
    if (contacts.oldValue === contacts.newValue) throw unprocessable(recoveryMessages.sameContact);
    if (contacts.kind === 'phone' && !sms) throw unprocessable(recoveryMessages.smsUnavailable);
    if (contacts.kind === 'phone' && !isRussianPhone(contacts.newValue))
      throw unprocessable(authMessages.smsRussianOnly);
    const at = now();
    await enforce(limiter, `codes-ip:${ip}`, authLimits.codesPerIp, at);
    const sent = await codes.send(
      { purpose: 'recover', contact: contacts.newValue, subject: contacts.oldValue },
      at,
      ip,
      (code) =>
        contacts.kind === 'email'
          ? mailer.send(recoveryCodeMail(contacts.newValue, code))
          : sms!.send(contacts.newValue, recoveryCodeSms(code)),
      contacts.kind === 'email' ? authMessages.mailFailed : authMessages.smsFailed,
      contacts.kind === 'phone' ? () => enforceSmsBudget(limiter, at) : undefined,
    );
    return { ok: true, ...sent };
  }

  /** Schedules the move of an account from the old contact to the proven new one. */
  async confirm(body: RecoverConfirmBody, ip: string): Promise<{ detail: string; effective_at: string }> {
    const { db, codes, limiter, now, delayHours } = this.deps;
    const contacts = normalised(body);
    const at = now();
    await codes.consume(
      { purpose: 'recover', contact: contacts.newValue, subject: contacts.oldValue },
      body.code,
      at,
      ip,
    );
    await enforce(
      limiter,
      `recoveries-old:${contacts.kind}:${contacts.oldValue}`,
      authLimits.recoveriesPerOldContact,
      at,
    );
    // The caller has just proved the new e-mail is theirs, so saying it already has an account reveals
    // nothing to a stranger; and a move onto it could only fail.
    if (contacts.kind === 'email' && (await this.deps.users.findByEmail(contacts.newValue)))
      throw conflict(userMessages.emailTaken);
    const effectiveAt = new Date(at.getTime() + delayHours * 3_600_000);
    const account = await this.accountOf(contacts);
    if (account) {
      const cancelToken = randomToken();
      const [move] = await db
        .insert(contactMoves)
        .values({
          userId: account.id,
          ...contacts,
          cancelTokenHash: tokenHash(cancelToken),
          requestedAt: at,
          effectiveAt,
        })
        .returning({ id: contactMoves.id });
      try {
        await this.notices.send('warning', account.email, contacts, effectiveAt, cancelToken);
      } catch (error) {
        // The warning is what keeps a stranger from taking the account: no warning, no move.
        await db.delete(contactMoves).where(eq(contactMoves.id, move!.id));
        throw unavailable(recoveryMessages.confirmFailed, error);
      }
      // Only a move whose owner has been warned replaces the older pending ones (never a newer one).
      await db
        .update(contactMoves)
        .set({ status: 'superseded', settledAt: at })
        .where(
          and(
            eq(contactMoves.userId, account.id),
            eq(contactMoves.kind, contacts.kind),
            eq(contactMoves.status, 'pending'),
            lt(contactMoves.id, move!.id),
          ),
        );
    }
    return { detail: recoveryScheduled(formatMoment(effectiveAt)), effective_at: effectiveAt.toISOString() };
  }

  /**
   * The old contact's owner stops the account's recovery: the link of any warning or reminder cancels every
   * pending move of that account (a newer one may have superseded the move the link was sent for). A link
   * is dead once its move, or any later move of the account, was applied, and moves already in force stay.
   */
  async cancel(token: string): Promise<{ detail: string }> {
    const { db, now } = this.deps;
    const at = now();
    const hash = tokenHash(token);
    const [link] = await db
      .select()
      .from(contactMoves)
      .where(or(eq(contactMoves.cancelTokenHash, hash), eq(contactMoves.reminderTokenHash, hash)));
    if (!link) throw notFound(recoveryMessages.cancelLinkDead);
    // Once a recovery has moved the account, the old contact may be someone else's: its links say nothing.
    const [movedSince] = await db
      .select({ id: contactMoves.id })
      .from(contactMoves)
      .where(
        and(
          eq(contactMoves.userId, link.userId),
          eq(contactMoves.status, 'applied'),
          gte(contactMoves.id, link.id),
        ),
      )
      .limit(1);
    if (movedSince) throw notFound(recoveryMessages.cancelLinkDead);
    const cancelled = await db
      .update(contactMoves)
      .set({ status: 'cancelled', settledAt: at })
      .where(
        and(
          eq(contactMoves.userId, link.userId),
          eq(contactMoves.status, 'pending'),
          or(gt(contactMoves.effectiveAt, at), isNull(contactMoves.remindedAt)),
        ),
      )
      .returning({ id: contactMoves.id });
    if (cancelled.length === 0) throw notFound(recoveryMessages.cancelLinkDead);
    return { detail: recoveryMessages.cancelled };
  }

  /**
   * Sends the reminders that have come due, then applies every move that has: the contact changes and
   * every session of the account ends. Runs before each sign-in and from a periodic sweep, so a move is in
   * force from its moment on without relying on the sweep. A move applies only once its reminder went out:
   * one that could not be sent by then waits for it (and a late reminder moves the moment on: recovery-notices.ts).
   * Each move is claimed by one conditional update, so two instances never apply it twice.
   */
  async applyDue(at: Date): Promise<void> {
    await this.notices.remindDue(at);
    const due = await this.deps.db
      .select()
      .from(contactMoves)
      .where(
        and(
          eq(contactMoves.status, 'pending'),
          lte(contactMoves.effectiveAt, at),
          isNotNull(contactMoves.remindedAt),
        ),
      );
    for (const move of due) {
      const outcome = await this.apply(move, at);
      if (outcome === 'applied' && move.kind === 'email') {
        // Not awaited: a slow mail server must not hold up the sign-in that found the move due.
        void this.deps.mailer
          .send(emailChangedMail(move.oldValue, move.newValue))
          .catch((error: unknown) => this.deps.logError(error, 'notice of an applied recovery not sent'));
      }
    }
  }

  /**
   * One due move, claimed by a conditional update (two instances never apply it twice). It gives way when
   * the owner changed that contact meanwhile ('superseded'), and fails when the new e-mail has become
   * another account's ('failed'), also in a race with a sign-up (the unique index decides).
   */
  private async apply(move: ContactMove, at: Date): Promise<string> {
    const settle = (tx: Tx, status: string) =>
      tx.update(contactMoves).set({ status, settledAt: at }).where(eq(contactMoves.id, move.id));
    return this.deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(contactMoves)
        .set({ status: 'applied', settledAt: at })
        .where(and(eq(contactMoves.id, move.id), eq(contactMoves.status, 'pending')))
        .returning({ id: contactMoves.id });
      if (!claimed) return 'taken';
      const account = await this.deps.users.findById(move.userId, tx);
      if (!stillHolds(account, move)) return (await settle(tx, 'superseded'), 'superseded');
      // Admin rights never travel with a recovered e-mail: the one who only proved the new address gets a
      // customer's account (ADMIN_EMAILS grants them again at sign-in if it lists that address). A phone
      // moved in was proven by its code when the move was confirmed.
      const contact =
        move.kind === 'email'
          ? { email: move.newValue, isAdmin: false as const }
          : { phone: move.newValue, provenAt: move.requestedAt };
      try {
        await tx.transaction((savepoint) => this.deps.users.setContact(savepoint, move.userId, contact));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return (await settle(tx, 'failed'), 'failed');
      }
      await this.deps.sessions.endAll(move.userId, 'contact-change', at, tx);
      return 'applied';
    });
  }

  private accountOf(contacts: Contacts): Promise<UserRow | undefined> {
    return contacts.kind === 'email'
      ? this.deps.users.findByEmail(contacts.oldValue)
      : this.deps.users.findOnlyByPhone(contacts.oldValue);
  }
}

function normalised(body: RecoverRequestBody | RecoverConfirmBody): Contacts {
  return 'old_email' in body
    ? { kind: 'email', oldValue: normaliseEmail(body.old_email), newValue: normaliseEmail(body.new_email) }
    : { kind: 'phone', oldValue: normalisePhone(body.old_phone), newValue: normalisePhone(body.new_phone) };
}
