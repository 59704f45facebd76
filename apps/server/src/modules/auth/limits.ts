import { CODE_RESEND_SECONDS, authMessages, resendWait } from '@shop/shared/auth-messages';
import { tooManyRequests } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';

const minutes = (n: number) => n * 60_000;

interface Rule {
  limit: number;
  windowMs: number;
}

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
} satisfies Record<string, Rule>;

/** Counts one attempt against a rule; refuses with 429, Retry-After and a Russian detail. */
export async function enforce(
  limiter: RateLimiter,
  key: string,
  rule: Rule,
  now: Date,
  detail: (retryAfter: number) => string = () => authMessages.tooManyRequests,
): Promise<void> {
  const hit = await limiter.hit(key, rule.limit, rule.windowMs, now);
  if (!hit.allowed) throw tooManyRequests(detail(hit.retryAfter), hit.retryAfter);
}

/** The resend wait of one contact and purpose. */
export const resendKey = (purpose: string, contact: string, subject = '') =>
  `resend:${purpose}:${contact}:${subject}`;

export const enforceResendWait = (limiter: RateLimiter, key: string, now: Date) =>
  enforce(limiter, key, authLimits.resend, now, resendWait);
