import { createHash } from 'node:crypto';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import { CODE_BITS } from '@shop/shared/gift-cards/rules';
import type { LimitRule, RateLimiter } from '../../lib/rate-limit.ts';
import { tooManyRequests } from '../../lib/refusals.ts';

const hour = 60 * 60_000;

/**
 * How often codes may be tried (README "Gift cards"). Every check of a code on the balance page or at
 * checkout counts against the client's address and against its session (a guest's session or the
 * account); a code entered with an order counts when it is refused. Whatever the reason a card cannot be
 * used — unknown, expired, disabled, empty — the answer is the same, so a guess learns one bit: "not a
 * live card".
 *
 * Guessing arithmetic: a code carries CODE_BITS (80) random bits, 2^80 ≈ 1.2 × 10^24 codes. With 100 000
 * live cards a guess hits one with probability 100 000 / 2^80 ≈ 8.3 × 10^-20. One address makes at most
 * 30 guesses an hour, 262 800 a year: 2.2 × 10^-14 a year. A million addresses guessing for a year find a
 * card with probability 2.2 × 10^-8.
 */
export const giftCardLimits = {
  perAddress: { limit: 30, windowMs: hour },
  perSession: { limit: 15, windowMs: hour },
  /** Mails of one card a buyer may ask for again (each makes a new code). */
  resendsPerCard: { limit: 3, windowMs: 24 * hour },
} satisfies Record<string, LimitRule>;

export const GUESS_BITS = CODE_BITS;

/** A limiter key of an owner key (which holds a guest's session id: a secret the limiter must not keep). */
export const sessionKey = (ownerKey: string): string =>
  createHash('sha256').update(ownerKey).digest('base64url').slice(0, 22);

/** Who is trying codes: the client's address, and its session (guest session or account), if any. */
export interface Guesser {
  ip: string;
  session: string | null;
}

const keys = (who: Guesser) => [
  { key: `gift-code:ip:${who.ip}`, rule: giftCardLimits.perAddress },
  ...(who.session ? [{ key: `gift-code:session:${who.session}`, rule: giftCardLimits.perSession }] : []),
];

/** Counts one try; 429 once the address or the session has used its hour. */
export async function countTry(limiter: RateLimiter, who: Guesser, now: Date): Promise<void> {
  for (const { key, rule } of keys(who)) {
    const hit = await limiter.hit(key, rule.limit, rule.windowMs, now);
    if (!hit.allowed) throw tooManyRequests(giftCardMessages.tooManyAttempts(hit.retryAfter), hit.retryAfter);
  }
}

/** 429 when the address or the session has used its hour already (nothing counted). */
export async function refuseSpent(limiter: RateLimiter, who: Guesser, now: Date): Promise<void> {
  for (const { key, rule } of keys(who)) {
    const count = await limiter.peek(key, rule.windowMs, now);
    if (count.hits >= rule.limit)
      throw tooManyRequests(giftCardMessages.tooManyAttempts(count.retryAfter), count.retryAfter);
  }
}
