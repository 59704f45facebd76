import { CODE_RESEND_SECONDS, authMessages, smsBudgetSpent } from '@shop/shared/accounts/messages';
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
 * counts its wrong checks — only guesses: a live code of the caller's binding compared and missed; a check
 * finding no live code (or a dead one) guesses nothing and costs nothing, so checks at made-up e-mails
 * cannot put the shop into attack mode. After `failureBudget.limit` (G = 300) guesses in an hour it is in
 * attack mode, where an address with 3 failures that hour is refused before its code is evaluated and one
 * with fewer gets one evaluated check at a time (an owner may mistype twice). A attacking addresses thus
 * get G + 3A guesses an hour: (300 + 3A) / 100 000 accounts an hour — 0.6 % an hour for A = 100 (one
 * account in ~167 hours, ~7 days), 0.303 an hour for A = 10 000 (one account in ~3.3 hours).
 *
 * SMS cost money wherever they go, so code SMS go to Russian numbers only (+7 and 10 digits) and the shop
 * sends at most `smsPerShop` of them an hour (key 'sms-shop'), whoever asks.
 */
export const authLimits = {
  /** One code per contact, purpose, session and client address per minute (the 60 s resend wait). */
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
  failuresPerIpUnderAttack: { limit: 3, windowMs: minutes(60) },
  /**
   * Code SMS (recovery, phone proof) the whole shop sends per hour: pumping SMS to numbers an attacker is
   * paid for costs the shop at most this. Warnings and reminders to an account's own old phone are not
   * counted (recovery-notices.ts): they protect the owner, and a full budget must not silence them.
   */
  smsPerShop: { limit: 100, windowMs: minutes(60) },
  /**
   * Confirmed recoveries naming one old contact per day: each one warns its owner, so new addresses made by
   * the dozen cannot flood that owner with warnings. Counted whether or not the contact has an account.
   */
  recoveriesPerOldContact: { limit: 5, windowMs: minutes(24 * 60) },
} satisfies Record<string, LimitRule>;

export type AuthLimits = typeof authLimits;

/** Russian mobile and landline numbers as normalisePhone stores them: the only ones code SMS go to. */
export const isRussianPhone = (phone: string): boolean => /^\+7\d{10}$/.test(phone);

/**
 * Counts one code SMS against the shop's hourly budget: 429 with Retry-After and the minutes to wait when
 * it is spent, before anything is sent.
 */
export const enforceSmsBudget = (limiter: RateLimiter, now: Date): Promise<void> =>
  enforceLimit(limiter, 'sms-shop', authLimits.smsPerShop, now, (retryAfter) =>
    smsBudgetSpent(Math.ceil(retryAfter / 60)),
  );

/** Counts one attempt against a rule of accounts (their 429 detail unless told). */
export const enforce = (
  limiter: RateLimiter,
  key: string,
  rule: LimitRule,
  now: Date,
  detail: (retryAfter: number) => string = () => authMessages.tooManyRequests,
): Promise<void> => enforceLimit(limiter, key, rule, now, detail);
