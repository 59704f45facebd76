import type { RefreshAnswer, VerifyCodeAnswer } from '@shop/shared/accounts/account-api';
import { authMessages } from '@shop/shared/accounts/messages';
import { normaliseEmail } from '@shop/shared/rules/contact-rules';
import type { Db } from '../../db/client.ts';
import { Refusal, unauthorized } from '../../lib/refusals.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { loginCodeMail } from '../../lib/mail/templates.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { CartService } from '../cart/cart.service.ts';
import { guestOwner, userOwner, type CartOwner } from '../cart/owner.ts';
import type { ConsentSource, ConsentsService } from '../legal/consents.service.ts';
import type { DocumentRow } from '../legal/documents.service.ts';
import { signUpOrIn } from '../users/directory.ts';
import type { GuestContact } from '../orders/orders.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { Caller } from './authenticator.ts';
import type { CodeService } from './codes.ts';
import { authLimits, enforce } from './limits.ts';
import type { RecoveryService } from './recovery.service.ts';
import type { SessionService } from './sessions.ts';
import type { ShopEvents } from '../../lib/metrics.ts';

export interface AuthDeps {
  db: Db;
  codes: CodeService;
  sessions: SessionService;
  limiter: RateLimiter;
  mailer: Mailer;
  users: UsersService;
  cart: CartService;
  /** Moves a guest's orders to the account at sign-in (the orders module). */
  adoptGuestOrders: (guest: CartOwner, account: CartOwner, userId: number) => Promise<GuestContact | null>;
  recovery: RecoveryService;
  /** Sign-in with a new e-mail needs the consent to processing personal data. */
  consents: ConsentsService;
  adminEmails: readonly string[];
  events: Pick<ShopEvents, 'signInCode'>;
  now: () => Date;
}

/** A session id sent along (none or empty: no guest); a malformed one is 422 (modules/cart/owner.ts). */
const guestOf = (sessionId: string | undefined): CartOwner | null =>
  sessionId === undefined || sessionId === '' ? null : guestOwner(sessionId);

/** Sign-in by e-mail code, token renewal and logout (docs/product/accounts.md#api). */
export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  /**
   * Sends a sign-in code, bound to the guest session that asks (none: the code is for a check without one).
   * Known and unknown addresses get the same answer and the same mail (a new address becomes an account
   * when its code is verified), so the answer tells nobody who shops here.
   */
  async requestCode(
    rawEmail: string,
    sessionId: string | undefined,
    ip: string,
  ): Promise<{ ok: true; resend_in: number }> {
    const { codes, limiter, mailer, now } = this.deps;
    const email = normaliseEmail(rawEmail);
    const requester = guestOf(sessionId)?.sessionId ?? '';
    const at = now();
    const sent = await this.counted('login', async () => {
      await enforce(limiter, `codes-ip:${ip}`, authLimits.codesPerIp, at);
      return codes.send(
        { purpose: 'login', contact: email, requester },
        at,
        ip,
        (code) => mailer.send(loginCodeMail(email, code)),
        authMessages.mailFailed,
      );
    });
    return { ok: true, ...sent };
  }

  /**
   * Signs in with a code asked for with the same session: the account is made on the first sign-in, admin
   * rights granted from ADMIN_EMAILS, a session started, and the guest's cart and orders moved into it.
   * An e-mail without an account (or whose consent was withdrawn) must send the current processing consent
   * version; only the right code hears so (422, the code left unused), so the answer tells nobody else
   * whether the e-mail has an account (docs/product/personal-data.md#consents).
   */
  async verifyCode(
    rawEmail: string,
    code: string,
    sessionId: string | undefined,
    source: ConsentSource,
    consent?: number,
  ): Promise<VerifyCodeAnswer> {
    const { codes, sessions, cart, recovery, consents, now } = this.deps;
    const { ip } = source;
    const email = normaliseEmail(rawEmail);
    const guest = guestOf(sessionId);
    const at = now();
    // The consent to record once the account exists (the check's admission answers it).
    const admitted: { consent: DocumentRow | null } = { consent: null };
    await this.counted(null, () =>
      codes.consume(
        { purpose: 'login', contact: email, requester: guest?.sessionId ?? '' },
        code,
        at,
        ip,
        async (tx) => {
          admitted.consent = await consents.admitSignIn(tx, email, consent);
        },
      ),
    );
    // A recovery that has come due moves its e-mail before anyone signs in with the old or new address.
    await recovery.applyDue(at);
    // A new account and its consent are made together: no account without the consent it was made with.
    const user = await this.deps.db.transaction(async (tx) => {
      const account = await signUpOrIn(tx, email, this.deps.adminEmails.includes(email), at);
      if (admitted.consent) await consents.recordSignIn(tx, account.id, email, admitted.consent, source);
      return account;
    });
    const tokens = await sessions.start(user.id, at);
    let signedIn = user;
    if (guest) {
      await cart.adoptGuestCart(guest, userOwner(user.id), ip);
      const contact = await this.deps.adoptGuestOrders(guest, userOwner(user.id), user.id);
      // Who just checked out as a guest under this e-mail fills the profile's blanks (name, phone); another
      // person's order on a shared browser fills nothing.
      if (contact && normaliseEmail(contact.email) === email)
        signedIn = (await this.deps.users.fillBlanks(user.id, contact)) ?? user;
    }
    return { user: await this.deps.users.toUser(signedIn), tokens };
  }

  /**
   * Counts a code sent (`sent`: what for) or, when `work` is refused, the refusal by its kind: a limit
   * (rate_limited), a mail that could not go (unavailable), a wrong, expired or used code (invalid …).
   */
  private async counted<T>(sent: string | null, work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      if (sent) this.deps.events.signInCode('sent', sent);
      return result;
    } catch (err) {
      if (err instanceof Refusal) this.deps.events.signInCode('refused', err.kind);
      throw err;
    }
  }

  /** A new token pair for a refresh token, used once; 401 when it is unknown, expired, revoked or reused. */
  async refresh(refreshToken: string): Promise<RefreshAnswer> {
    const rotated = await this.deps.sessions.rotate(refreshToken, this.deps.now());
    if (!rotated) throw unauthorized(authMessages.refreshFailed);
    return { ...rotated.tokens, is_admin: rotated.user.isAdmin };
  }

  /** Ends the caller's session, and the session of the refresh token sent along if it is theirs too. */
  async logout(caller: Caller, refreshToken: string | undefined): Promise<void> {
    const at = this.deps.now();
    await this.deps.sessions.end(caller.sessionId, 'logout', at);
    if (refreshToken) await this.deps.sessions.endByRefreshToken(caller.user.id, refreshToken, at);
  }
}
