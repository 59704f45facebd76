import { CODE_RESEND_SECONDS, authMessages } from '@shop/shared/auth-messages';
import { enforceLimit, type LimitRule, type RateLimiter } from '../../lib/rate-limit.ts';

const minutes = (n: number) => n * 60_000;

/**
 * How often the code endpoints may be called (README "Limits"). Every limit counts the caller's own client
 * address, never a contact alone: a stranger asking for codes or guessing elsewhere cannot use up the
 * owner's allowance. So a botnet can still mail one contact 5 codes an hour per address it owns.
 *
 * Takeover arithmetic (a 5-digit code: 1 in 100 000 per guess). A guess needs a live code of the guesser's
 * own binding (codes are bound to the session that asked), 5 guesses each, so one address guesses at most
 * 20 codes × 5 = 100 times an hour: one account in ~1 000 hours. However many addresses guess, the shop
 * counts its wrong checks: after `failureBudget.limit` (G = 300) in an hour it is in attack mode, where an
 * address with a failure that hour is refused before its code is evaluated and a clean one gets one
 * evaluated check at a time. A attacking addresses thus get G + A guesses an hour: (300 + A) / 100 000
 * accounts an hour — 0.4 % an hour for 100 addresses (one account in ~10 days), 1 in ~9.7 hours for 10 000.
 */
export const authLimits = {
  /** One code per contact, purpose, session and client address per minute (SPEC.md §9 resend wait). */
  resend: { limit: 1, windowMs: CODE_RESEND_SECONDS * 1000 },
  /** Codes sent to one contact (e-mail or phone) from one client address per hour. */
  codesPerContact: { limit: 5, windowMs: minutes(60) },
  /** Code requests from one client address per hour (any contact). */
  codesPerIp: { limit: 20, windowMs: minutes(60) },
  /** Code checks (right or wrong) from one client address per 10 minutes. */
  checksPerIp: { limit: 30, windowMs: minutes(10) },
  /** Wrong code checks across the whole shop per hour before it is in attack mode (see above). */
  failureBudget: { limit: 300, windowMs: minutes(60) },
  /** Wrong checks one client address may make per hour while the shop is in attack mode. */
  failuresPerIpUnderAttack: { limit: 1, windowMs: minutes(60) },
  /**
   * Confirmed recoveries naming one old contact per day: each one warns its owner, so new addresses made by
   * the dozen cannot flood that owner with warnings. Counted whether or not the contact has an account.
   */
  recoveriesPerOldContact: { limit: 5, windowMs: minutes(24 * 60) },
} satisfies Record<string, LimitRule>;

export type AuthLimits = typeof authLimits;

/** Counts one attempt against a rule of accounts (their 429 detail unless told). */
export const enforce = (
  limiter: RateLimiter,
  key: string,
  rule: LimitRule,
  now: Date,
  detail: (retryAfter: number) => string = () => authMessages.tooManyRequests,
): Promise<void> => enforceLimit(limiter, key, rule, now, detail);
