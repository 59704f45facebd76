import { tooManyFailures } from '@shop/shared/accounts/messages';
import { tooManyRequests } from '../../lib/refusals.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { authLimits, type AuthLimits } from './limits.ts';

const shopKey = 'check-failures';
const addressKey = (ip: string) => `check-failures-ip:${ip}`;
const inFlightKey = (ip: string) => `check-in-flight-ip:${ip}`;

/** How long an admitted check holds its address's one slot under attack (given back when it settles). */
const inFlightMs = 60_000;

/** What `admit` decided: under attack the check holds its address's in-flight slot while it runs. */
export interface Admission {
  underAttack: boolean;
}

/**
 * The shop's failure budget (limits.ts): every wrong code check counts, per client address and across the
 * shop. While the shop is over budget (attack mode), an address with `failuresPerIpUnderAttack` wrong checks
 * this hour is refused before its code is looked at; an address under that still has its code checked, one
 * check at a time, so an owner who mistypes once or twice and then types the right code signs in whatever
 * happens elsewhere.
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
    // One evaluated check at a time per address, so parallel checks cannot all run on the failures the
    // address has left: the slot is taken before the failures are read, and given back only after a
    // wrong check has been counted (or lapses after a minute). It is a key of its own: giving it back must
    // not forget the failures the address has made.
    const slot = await this.limiter.hit(inFlightKey(ip), 1, inFlightMs, now);
    if (!slot.allowed) throw refuse(slot.retryAfter);
    const own = await this.limiter.peek(addressKey(ip), rule.windowMs, now);
    if (own.hits >= rule.limit) {
      await this.limiter.release(inFlightKey(ip));
      throw refuse(own.retryAfter);
    }
    return { underAttack: true };
  }

  /** After the check: counts a wrong one, and gives back the slot `admit` took under attack. */
  async settle(ip: string, admission: Admission, outcome: { wrong: boolean }, now: Date): Promise<void> {
    const { failureBudget: budget, failuresPerIpUnderAttack: rule } = this.limits;
    if (outcome.wrong) {
      await this.limiter.hit(shopKey, budget.limit, budget.windowMs, now);
      await this.limiter.hit(addressKey(ip), rule.limit, rule.windowMs, now);
    }
    if (admission.underAttack) await this.limiter.release(inFlightKey(ip));
  }
}
