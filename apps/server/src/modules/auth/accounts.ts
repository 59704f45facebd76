import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Senders } from '../../lib/senders.ts';
import { TokenKeys } from '../../lib/tokens.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CartOwner } from '../cart/owner.ts';
import type { ConsentsService } from '../legal/consents.service.ts';
import type { LoyaltyService } from '../loyalty/loyalty.service.ts';
import { PhoneProofService } from '../users/phone-proof.service.ts';
import { UsersService } from '../users/users.service.ts';
import { AuthService } from './auth.service.ts';
import { Authenticator } from './authenticator.ts';
import { CodeService } from './codes.ts';
import { EmailChangeService } from './email-change.service.ts';
import { RecoveryService } from './recovery.service.ts';
import { SessionService } from './sessions.ts';
import type { GuestContact } from '../orders/orders.service.ts';
import type { ShopEvents } from '../../lib/metrics.ts';

export interface AccountsDeps {
  config: Config;
  db: Db;
  cart: CartService;
  senders: Senders;
  limiter: RateLimiter;
  /** The profile shows the loyalty card's balance and level. */
  loyalty: Pick<LoyaltyService, 'standing'>;
  /** Moves a guest's orders to the account at sign-in (the orders module); answers the newest one's contact. */
  adoptGuestOrders: (guest: CartOwner, account: CartOwner, userId: number) => Promise<GuestContact | null>;
  /** Sign-in with a new e-mail needs the consent to processing personal data. */
  consents: ConsentsService;
  /** Sign-in codes sent and refused are counted (/metrics). */
  events: Pick<ShopEvents, 'signInCode'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Accounts as the other modules and the routes see them. */
export interface Accounts {
  /** The one check of bearer tokens, which every module's routes ask. */
  authenticator: Authenticator;
  auth: AuthService;
  users: UsersService;
  emailChange: EmailChangeService;
  phoneProof: PhoneProofService;
  /** Applies due recoveries: before every sign-in, and by the root's sweep. */
  recovery: RecoveryService;
  /** One-time codes and sessions, for the shopper's rights (deleting an account: modules/legal). */
  codes: CodeService;
  sessions: SessionService;
}

/**
 * Accounts (this module and users): sign-in, tokens, profile, e-mail change, phone proof and recovery,
 * with their mail and SMS senders and rate limits.
 */
export function buildAccounts(deps: AccountsDeps): Accounts {
  const { config, db, cart, limiter, now } = deps;
  const { mailer, sms } = deps.senders;
  const logError = (err: unknown, message: string) => deps.log.error({ err }, message);

  const keys = new TokenKeys(config.jwtSecret);
  const sessions = new SessionService(db, keys);
  const authenticator = new Authenticator(keys, sessions, now);
  const codes = new CodeService(db, keys, limiter);
  const users = new UsersService(db, deps.loyalty);
  const common = { db, users, codes, sessions, limiter, mailer, now, logError };
  const recovery = new RecoveryService({
    ...common,
    sms,
    publicUrl: config.publicUrl,
    delayHours: config.recoveryDelayHours,
  });
  const auth = new AuthService({
    ...common,
    cart,
    recovery,
    adoptGuestOrders: deps.adoptGuestOrders,
    consents: deps.consents,
    adminEmails: config.adminEmails,
    events: deps.events,
  });
  return {
    authenticator,
    auth,
    users,
    emailChange: new EmailChangeService(common),
    phoneProof: new PhoneProofService({ users, codes, limiter, sms, now }),
    recovery,
    codes,
    sessions,
  };
}
