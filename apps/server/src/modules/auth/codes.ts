import { and, desc, eq, gt } from 'drizzle-orm';
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_MINUTES,
  authMessages,
  resendWait,
} from '@shop/shared/accounts/messages';
import type { Db, Tx } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';
import { badRequest, unavailable } from '../../lib/refusals.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { type TokenKeys, randomDigits } from '../../lib/tokens.ts';
import { GuessBudget } from './guess-budget.ts';
import { authLimits, enforce } from './limits.ts';

export type CodePurpose = 'login' | 'change_email' | 'recover' | 'verify_phone' | 'delete_account';

/** What a code is for: its purpose, where it went, and what else it is bound to (see the table). */
export interface CodeTarget {
  purpose: CodePurpose;
  contact: string;
  subject?: string;
  /** The guest session that asked for a sign-in code: only a check from the same session reaches it. */
  requester?: string;
}

/** The codes of one purpose, contact and subject (of any requester), and their order: newest first. */
const sameTarget = (t: CodeTarget) =>
  and(
    eq(verificationCodes.purpose, t.purpose),
    eq(verificationCodes.contact, t.contact),
    eq(verificationCodes.subject, t.subject ?? ''),
  );
const newestFirst = [desc(verificationCodes.createdAt), desc(verificationCodes.id)] as const;
const useUp = (tx: Tx, id: number, now: Date) =>
  tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, id));

const binding = (t: CodeTarget) =>
  [t.purpose, t.contact, t.subject ?? '', ...(t.requester ? [t.requester] : [])].join('\n');

/**
 * One-time codes: 5 CSPRNG digits stored as a keyed hash, valid 10 minutes, single use, dead after 5 wrong
 * tries; only the newest code of a target (purpose, contact, subject and requester) counts, so nobody
 * without the owner's session can replace or kill the owner's code. A new one is sent at most once a
 * minute and five times an hour per contact and client address; checks go through the failure budget.
 */
export class CodeService {
  private readonly budget: GuessBudget;

  constructor(
    private readonly db: Db,
    private readonly keys: TokenKeys,
    private readonly limiter: RateLimiter,
  ) {
    this.budget = new GuessBudget(limiter);
  }

  /**
   * Makes a code and hands it to `deliver`. When delivery fails the code is dropped and the resend wait
   * given back, so the shopper can try again at once; the caller gets `failure` as a 503.
   */
  async send(
    target: CodeTarget,
    now: Date,
    ip: string,
    deliver: (code: string) => Promise<void>,
    failure: string,
    /** Runs once the code's own limits passed, before it is made (the shop's SMS budget: limits.ts). */
    beforeSend?: () => Promise<void>,
  ): Promise<{ resend_in: number }> {
    const { purpose, contact, subject = '', requester = '' } = target;
    const wait = `resend:${purpose}:${contact}:${subject}:${requester}:${ip}`;
    await enforce(this.limiter, wait, authLimits.resend, now, resendWait);
    await enforce(this.limiter, `codes:${contact}:${ip}`, authLimits.codesPerContact, now);
    await beforeSend?.();
    const code = randomDigits(CODE_LENGTH);
    const [row] = await this.db
      .insert(verificationCodes)
      .values({
        purpose,
        contact,
        subject,
        requester,
        codeHash: this.keys.codeHash(code, binding(target)),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      })
      .returning({ id: verificationCodes.id });
    try {
      await deliver(code);
    } catch (error) {
      await this.db.delete(verificationCodes).where(eq(verificationCodes.id, row!.id));
      await this.limiter.release(wait);
      throw unavailable(failure, error);
    }
    return { resend_in: CODE_RESEND_SECONDS };
  }

  /**
   * Checks a code and uses it up. The newest code of the target is locked while it is checked, so two
   * requests racing with the right code cannot both pass, and every wrong try is counted. Throws 400 with
   * 'Неверный или просроченный код', the dead-code message after 5 wrong tries, or — for a
   * code that another window or device asked for — a message saying so; 429 when the client address has
   * used up its checks or, while the shop is over its failure budget, has failed too often.
   *
   * Only a guess counts against the failure budget: a live code of the caller's binding compared and not
   * matched. A check that finds no live code (or a dead one) compares nothing, so checks at e-mails nobody
   * asked a code for cannot put the shop into attack mode (the per-address checks limit still counts them).
   *
   * `admit` runs inside the check's transaction once the caller's own code matched, before it is used up:
   * what it throws is the answer, and then the code stays unused and the check is no wrong guess (sign-in
   * asks a new e-mail for its consent only from whoever holds the right, live code; the same code then
   * works with it).
   */
  async consume(
    target: CodeTarget,
    code: string,
    now: Date,
    ip: string,
    admit?: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    await enforce(this.limiter, `checks-ip:${ip}`, authLimits.checksPerIp, now);
    const admission = await this.budget.admit(ip, now);
    let outcome: Outcome;
    try {
      outcome = await this.evaluate(target, code, now, admit);
    } catch (error) {
      await this.budget.settle(ip, admission, { wrong: false }, now);
      throw error;
    }
    await this.budget.settle(ip, admission, { wrong: outcome === 'wrong' }, now);
    if (outcome === 'dead') throw badRequest(authMessages.codeDead);
    if (outcome === 'foreign') throw badRequest(authMessages.codeOfAnotherWindow);
    if (outcome !== 'ok') throw badRequest(authMessages.verifyFailed);
  }

  /**
   * The newest live code of the caller's own binding, else — for a check that names a session — of the
   * binding without one: a client may ask with {email} alone and check with its session_id, and
   * such a client must still sign in (it shares that binding with anyone who asks without a session).
   *
   * A code that does not match is looked up among the other requesters' newest live codes of the same
   * purpose, contact and subject: someone else asking for the same e-mail puts a newer mail in the owner's
   * inbox, and the owner typing that one has not guessed ('foreign': no try used, no failure counted). The
   * matched code is used up, so a guesser holding many sessions cannot test one guess against all of their
   * codes and then sign in with the one it matched.
   */
  private evaluate(
    target: CodeTarget,
    code: string,
    now: Date,
    admit: ((tx: Tx) => Promise<void>) | undefined,
  ): Promise<Outcome> {
    return this.db.transaction(async (tx) => {
      const requesters = target.requester ? [target.requester, ''] : [''];
      for (const requester of requesters) {
        const [latest] = await tx
          .select()
          .from(verificationCodes)
          .where(and(sameTarget(target), eq(verificationCodes.requester, requester)))
          .orderBy(...newestFirst)
          .limit(1)
          .for('update');
        if (!latest || latest.consumedAt || latest.expiresAt <= now) continue;
        if (latest.attempts >= CODE_MAX_ATTEMPTS) return 'dead';
        if (this.keys.codeMatches(code, binding({ ...target, requester }), latest.codeHash)) {
          await admit?.(tx);
          await useUp(tx, latest.id, now);
          return 'ok';
        }
        const foreign = await this.foreignMatch(tx, target, requester, code, now);
        if (foreign !== undefined) {
          await useUp(tx, foreign, now);
          return 'foreign';
        }
        await tx
          .update(verificationCodes)
          .set({ attempts: latest.attempts + 1 })
          .where(eq(verificationCodes.id, latest.id));
        return 'wrong';
      }
      return 'none';
    });
  }

  /** The id of another requester's newest live code of the target that `code` matches, if any. */
  private async foreignMatch(
    tx: Tx,
    target: CodeTarget,
    own: string,
    code: string,
    now: Date,
  ): Promise<number | undefined> {
    // Codes unexpired now (few: sending is limited per contact and address), newest first; only each
    // requester's newest counts, as in evaluate().
    const rows = await tx
      .select()
      .from(verificationCodes)
      .where(and(sameTarget(target), gt(verificationCodes.expiresAt, now)))
      .orderBy(...newestFirst)
      .for('update');
    const seen = new Set([own]);
    for (const row of rows) {
      if (seen.has(row.requester)) continue;
      seen.add(row.requester);
      if (row.consumedAt || row.attempts >= CODE_MAX_ATTEMPTS) continue;
      if (this.keys.codeMatches(code, binding({ ...target, requester: row.requester }), row.codeHash))
        return row.id;
    }
    return undefined;
  }
}

/**
 * How a check ended: signed in, a guess that missed the caller's live code, no live code to compare, a
 * code dead after too many tries, or the code of another requester (another window or device).
 */
type Outcome = 'ok' | 'wrong' | 'none' | 'dead' | 'foreign';
