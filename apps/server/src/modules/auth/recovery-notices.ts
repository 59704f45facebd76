import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMoves } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { recoveryReminderMail, recoveryRequestedMail } from '../../lib/mail/templates.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { formatMoment } from '../../lib/ru-date.ts';
import type { SmsSender } from '../../lib/sms/sms-sender.ts';
import { recoveryReminderSms, recoveryRequestedSms } from '../../lib/sms/texts.ts';
import { randomToken, tokenHash } from '../../lib/tokens.ts';
import type { UserRow } from '../users/directory.ts';
import type { UsersService } from '../users/users.service.ts';

export type ContactMove = typeof contactMoves.$inferSelect;

const hours = (n: number) => n * 3_600_000;

/** How long one instance holds a reminder it is sending before another may try (SMTP's own timeouts). */
const reminderLeaseMs = 10 * 60_000;

/** The reminder goes out when a day is left before the move, or half the waiting period if that is less. */
export const reminderNoticeMs = (delayHours: number) => Math.min(hours(24), hours(delayHours) / 2);

/** Whether the account still has the contact the move takes away (the owner may have changed it since). */
export function stillHolds(account: UserRow | undefined, move: ContactMove): account is UserRow {
  if (!account) return false;
  if (move.kind === 'email') return account.email === move.oldValue;
  return account.phone === move.oldValue && account.phoneVerifiedAt !== null;
}

export interface NoticeDeps {
  db: Db;
  users: UsersService;
  limiter: RateLimiter;
  mailer: Mailer;
  sms: SmsSender | null;
  publicUrl: string;
  delayHours: number;
  logError: (error: unknown, message: string) => void;
}

/**
 * What the owner of the old contact is told, with a link that cancels every pending move of the account:
 * a warning when a move is confirmed, and a reminder before it takes effect. Each goes to the account's
 * e-mail, and to the old phone too when the phone is moving.
 */
export class RecoveryNotices {
  constructor(private readonly deps: NoticeDeps) {}

  async send(
    kind: 'warning' | 'reminder',
    email: string,
    move: Pick<ContactMove, 'kind' | 'oldValue' | 'newValue'>,
    effectiveAt: Date,
    cancelToken: string,
  ): Promise<void> {
    const { mailer, sms, publicUrl } = this.deps;
    const cancelUrl = `${publicUrl}/?cancel_recovery=${encodeURIComponent(cancelToken)}`;
    const when = formatMoment(effectiveAt);
    const mail = kind === 'warning' ? recoveryRequestedMail : recoveryReminderMail;
    await mailer.send(mail(email, move.newValue, when, cancelUrl));
    const text = kind === 'warning' ? recoveryRequestedSms : recoveryReminderSms;
    // Not counted against the shop's SMS budget (limits.ts smsPerShop), nor limited to Russian numbers: it
    // goes only to the phone the account itself has proven, warning its owner, and an attacker who spent
    // the budget must not silence it. It is bounded by recoveriesPerOldContact and one reminder per move.
    if (move.kind === 'phone') await sms?.send(move.oldValue, text(when, cancelUrl));
  }

  /**
   * Sends every reminder that has come due. A move never applies before its reminder went out (see
   * applyDue), so one that could not be sent is tried again by the next sweep, never dropped.
   */
  async remindDue(at: Date): Promise<void> {
    const notice = reminderNoticeMs(this.deps.delayHours);
    const due = await this.deps.db
      .select()
      .from(contactMoves)
      .where(
        and(
          eq(contactMoves.status, 'pending'),
          isNull(contactMoves.remindedAt),
          lte(contactMoves.effectiveAt, new Date(at.getTime() + notice)),
        ),
      );
    for (const move of due) {
      await this.remind(move, at, notice).catch((error: unknown) =>
        this.deps.logError(error, 'recovery reminder not sent (the next sweep tries again)'),
      );
    }
  }

  /**
   * One reminder. A lease in the shared limiter store keeps other instances off it while it is sent (they
   * may try again only after the lease, so a crash loses nothing); its cancel link is stored first, so the
   * link works as soon as the mail arrives, and a conditional update records that it went out.
   */
  private async remind(move: ContactMove, at: Date, notice: number): Promise<void> {
    const { db, limiter, users } = this.deps;
    const lease = `recovery-reminder:${move.id}`;
    if (!(await limiter.hit(lease, 1, reminderLeaseMs, at)).allowed) return;
    const account = await users.findById(move.userId);
    const pending = and(eq(contactMoves.id, move.id), eq(contactMoves.status, 'pending'));
    if (!stillHolds(account, move)) {
      // The owner changed that contact meanwhile: the move gives way, as it would when applied.
      await db.update(contactMoves).set({ status: 'superseded', settledAt: at }).where(pending);
      return;
    }
    const token = randomToken();
    const claim = and(eq(contactMoves.id, move.id), eq(contactMoves.reminderTokenHash, tokenHash(token)));
    const [claimed] = await db
      .update(contactMoves)
      .set({ reminderTokenHash: tokenHash(token) })
      .where(and(pending, isNull(contactMoves.remindedAt)))
      .returning({ id: contactMoves.id });
    if (!claimed) return;
    // A late reminder (mail down, no instance running) still leaves the owner half its notice to act.
    const effectiveAt = new Date(Math.max(move.effectiveAt.getTime(), at.getTime() + notice / 2));
    try {
      await this.send('reminder', account.email, move, effectiveAt, token);
    } catch (error) {
      await db.update(contactMoves).set({ reminderTokenHash: null }).where(claim);
      await limiter.release(lease);
      throw error;
    }
    await db.update(contactMoves).set({ remindedAt: at, effectiveAt }).where(claim);
  }
}
