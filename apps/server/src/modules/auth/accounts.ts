import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Senders } from '../../lib/senders.ts';
import { TokenKeys } from '../../lib/tokens.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CartOwner } from '../cart/owner.ts';
import type { LoyaltyService } from '../loyalty/loyalty.service.ts';
import { PhoneProofService } from '../users/phone-proof.service.ts';
import { usersRoutes } from '../users/users.routes.ts';
import { UsersService } from '../users/users.service.ts';
import { AuthService } from './auth.service.ts';
import { authRoutes } from './auth.routes.ts';
import { Authenticator } from './authenticator.ts';
import { CodeService } from './codes.ts';
import { EmailChangeService } from './email-change.service.ts';
import { RecoveryService } from './recovery.service.ts';
import { SessionService } from './sessions.ts';

/**
 * Accounts: sign-in, tokens, profile, e-mail change, phone proof and recovery, with their mail and SMS
 * senders and rate limits. Registers their routes and answers what other modules need: the one check of
 * bearer tokens, and recovery for the tests' sweep.
 */
export async function registerAccounts(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    cart: CartService;
    senders: Senders;
    limiter: RateLimiter;
    loyalty: LoyaltyService;
    adoptGuestOrders: (guest: CartOwner, account: CartOwner, userId: number) => Promise<void>;
    now: () => Date;
  },
): Promise<{ authenticator: Authenticator; recovery: RecoveryService }> {
  const { config, db, cart, now } = deps;
  const { mailer, sms } = deps.senders;
  const limiter = deps.limiter;
  const logError = (err: unknown, message: string) => app.log.error({ err }, message);

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
    adminEmails: config.adminEmails,
  });

  await app.register(authRoutes(auth, recovery, authenticator));
  const phoneProof = new PhoneProofService({ users, codes, limiter, sms, now });
  await app.register(usersRoutes(users, new EmailChangeService(common), phoneProof, authenticator));

  // Recoveries apply before every sign-in anyway; the sweep sends their reminders on time (retrying one that
  // could not be sent) and ends the old sessions of a due one promptly.
  const sweep = setInterval(
    () => void recovery.applyDue(now()).catch((err: unknown) => logError(err, 'recovery sweep')),
    60_000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return { authenticator, recovery };
}
