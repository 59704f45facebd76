import { CODE_RESEND_SECONDS, authMessages, resendWait } from '@shop/shared/auth-messages';
import { enforceLimit, type LimitRule, type RateLimiter } from '../../lib/rate-limit.ts';

const minutes = (n: number) => n * 60_000;

/**
 * How often the code endpoints may be called (README "Limits"). Together with 5 tries per code they make
 * guessing a 5-digit code hopeless: at most 5 codes an hour for one address, 25 guesses, 1 in 4 000.
 */
export const authLimits = {
  /** One code per contact and purpose per minute (SPEC.md §9 resend wait). */
  resend: { limit: 1, windowMs: CODE_RESEND_SECONDS * 1000 },
  /** Codes sent to one contact (e-mail or phone) per hour, whatever asked for them. */
  codesPerContact: { limit: 5, windowMs: minutes(60) },
  /** Code requests from one client address per hour (any contact). */
  codesPerIp: { limit: 20, windowMs: minutes(60) },
  /** Code checks (right or wrong) from one client address per 10 minutes. */
  checksPerIp: { limit: 30, windowMs: minutes(10) },
  /**
   * Confirmed recoveries naming one old contact per day: each one warns its owner, so new addresses made by
   * the dozen cannot flood that owner with warnings. Counted whether or not the contact has an account.
   */
  recoveriesPerOldContact: { limit: 5, windowMs: minutes(24 * 60) },
} satisfies Record<string, LimitRule>;

/** Counts one attempt against a rule of accounts (their 429 detail unless told). */
export const enforce = (
  limiter: RateLimiter,
  key: string,
  rule: LimitRule,
  now: Date,
  detail: (retryAfter: number) => string = () => authMessages.tooManyRequests,
): Promise<void> => enforceLimit(limiter, key, rule, now, detail);

/** The resend wait of one contact and purpose. */
export const resendKey = (purpose: string, contact: string, subject = '') =>
  `resend:${purpose}:${contact}:${subject}`;

export const enforceResendWait = (limiter: RateLimiter, key: string, now: Date) =>
  enforce(limiter, key, authLimits.resend, now, resendWait);
