import { tooManyFailures } from '@shop/shared/auth-messages';
import { tooManyRequests } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { authLimits, type AuthLimits } from './limits.ts';

const shopKey = 'check-failures';
const addressKey = (ip: string) => `check-failures-ip:${ip}`;

/** What `admit` decided: under attack the check was counted as wrong before it ran. */
export interface Admission {
  underAttack: boolean;
}

/**
 * The shop's failure budget (limits.ts): every wrong code check counts, per client address and across the
 * shop. While the shop is over budget (attack mode), an address with a wrong check this hour is refused
 * before its code is looked at; an address without one still has its code checked, so an owner typing the
 * right code signs in whatever happens elsewhere.
 */
export class GuessBudget {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: Pick<AuthLimits, 'failureBudget' | 'failuresPerIpUnderAttack'> = authLimits,
  ) {}

  /** Before a code is evaluated; throws 429 with the minutes to wait when the address may not guess. */
  async admit(ip: string, now: Date): Promise<Admission> {
    const { failureBudget: budget, failuresPerIpUnderAttack: rule } = this.limits;
    const shop = await this.limiter.peek(shopKey, budget.windowMs, now);
    if (shop.hits < budget.limit) return { underAttack: false };
    // Refused until the address's hour or the shop's ends, whichever comes first.
    const refuse = (seconds: number) => {
      const wait = Math.min(seconds, shop.retryAfter);
      return tooManyRequests(tooManyFailures(Math.ceil(wait / 60)), wait);
    };
    const own = await this.limiter.peek(addressKey(ip), rule.windowMs, now);
    if (own.hits >= rule.limit) throw refuse(own.retryAfter);
    // Counted before it runs and given back unless wrong, so parallel checks from one clean address get one
    // evaluation between them, not one each.
    const hit = await this.limiter.hit(addressKey(ip), rule.limit, rule.windowMs, now);
    if (!hit.allowed) throw refuse(hit.retryAfter);
    return { underAttack: true };
  }

  /** After the check: counts a wrong one, or gives back what `admit` counted in advance. */
  async settle(ip: string, admission: Admission, outcome: { wrong: boolean }, now: Date): Promise<void> {
    const { failureBudget: budget, failuresPerIpUnderAttack: rule } = this.limits;
    if (outcome.wrong) {
      await this.limiter.hit(shopKey, budget.limit, budget.windowMs, now);
      if (!admission.underAttack) await this.limiter.hit(addressKey(ip), rule.limit, rule.windowMs, now);
    } else if (admission.underAttack) {
      await this.limiter.release(addressKey(ip));
    }
  }
}
