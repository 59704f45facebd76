import type { Db } from '../../db/client.ts';
import type { LimitRule, RateLimiter } from '../../lib/rate-limit.ts';
import { findUserById } from '../users/directory.ts';

/**
 * Mails to an e-mail nobody proved — a guest's order, or a signed-in shopper's order to an e-mail other
 * than the account's — that an anonymous caller can make the shop send at will ('order placed', and
 * 'order cancelled' an hour later) are bounded, so the shop cannot be used to flood someone's mailbox.
 * Mails about money (paid, refunded) always go.
 */
export const UNPROVEN_MAIL = {
  /** A carrier NAT's 100 shoppers an hour get both mails of their orders. */
  perAddress: { limit: 200, windowMs: 60 * 60_000 } satisfies LimitRule,
  /** Far more orders a day than one real shopper places, far fewer mails than make a flood. */
  perRecipient: { limit: 20, windowMs: 24 * 60 * 60_000 } satisfies LimitRule,
};

export interface MailedOrder {
  id: number;
  userId: number | null;
  email: string;
  /** The address that placed the order (null for orders placed before addresses were kept). */
  clientIp: string | null;
}

/**
 * One mailbox however its address is spelt, for the per-recipient limit only (mail still goes to the
 * address as given): lower case, without a '+tag' (victim+1@… reaches victim@…), and for Gmail without
 * the dots it ignores, on gmail.com.
 */
export function recipientKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

interface Deps {
  db: Db;
  limiter: RateLimiter;
  log: { error: (err: unknown, message: string) => void; warn: (data: object, message: string) => void };
}

/**
 * Whether the mail `kind` about `order` may go: always to the account's own e-mail; to any other within
 * UNPROVEN_MAIL per the address that placed the order and per recipient. A skipped mail is logged by order
 * and kind (neither the e-mail nor the client address); the limiter failing lets the mail go.
 */
export async function mayMailOrder(deps: Deps, order: MailedOrder, kind: string, now: Date) {
  const { db, limiter, log } = deps;
  try {
    if (order.userId !== null && (await findUserById(db, order.userId))?.email === order.email) return true;
    const allowed = async (key: string, rule: LimitRule) =>
      (await limiter.hit(key, rule.limit, rule.windowMs, now)).allowed;
    let over: 'address' | 'recipient' | null = null;
    if (order.clientIp !== null && !(await allowed(`mail-ip:${order.clientIp}`, UNPROVEN_MAIL.perAddress)))
      over = 'address';
    else if (!(await allowed(`mail-to:${recipientKey(order.email)}`, UNPROVEN_MAIL.perRecipient)))
      over = 'recipient';
    if (over)
      log.warn({ orderId: order.id, kind, limit: over }, 'mail to an unproven e-mail not sent: limit');
    return over === null;
  } catch (err) {
    log.error(err, 'mail limit');
    return true;
  }
}
