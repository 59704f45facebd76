import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { authMessages } from '@shop/shared/accounts/messages';
import type { AccountConsents, ConsentPurpose, DocumentKind } from '@shop/shared/legal/legal-api';
import { consentMessages, rightsMessages } from '@shop/shared/legal/messages';
import { EXPORTS_PER_HOUR, type PersonalDataExport } from '@shop/shared/legal/rights-api';
import { formatMoscowDayAndTime } from '@shop/shared/moscow-time';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { consentLog, legalDocuments, users } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { deleteAccountCodeMail } from '../../lib/mail/templates.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import { conflict, unavailable } from '../../lib/refusals.ts';
import type { Caller } from '../auth/authenticator.ts';
import type { CodeService, CodeTarget } from '../auth/codes.ts';
import { authLimits, enforce } from '../auth/limits.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { CartService } from '../cart/cart.service.ts';
import { userOwner } from '../cart/owner.ts';
import type { LoyaltyService } from '../loyalty/loyalty.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { USER_AGENT_MAX, type ConsentSource, type ConsentsService } from './consents.service.ts';
import {
  eraseAccount,
  eraseGuestOrders,
  eraseSentCards,
  liveUnpaidOrder,
  withdrawnDue,
  type AccountErasure,
  type LiveUnpaidOrder,
} from './erasure.ts';

export interface PersonalDataDeps {
  db: Db;
  now: () => Date;
  /** PERSONAL_DATA_RETENTION_DAYS and GUEST_ORDER_DATA_MONTHS. */
  settings: Config['personalData'];
  codes: CodeService;
  sessions: SessionService;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The account's consents, withdrawal and erase dates (the answer of a withdrawal). */
  consents: Pick<ConsentsService, 'standing'>;
  /** What the export gathers, each as its own module shows it to the shopper. */
  orders: Pick<OrdersService, 'everyOrder'>;
  loyalty: Pick<LoyaltyService, 'card'>;
  cart: Pick<CartService, 'cart' | 'boxes'>;
}

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
/** Accounts erased per transaction batch, guests' orders per batch, batches per sweep run. */
const ACCOUNT_BATCH = 20;
const ORDER_BATCH = 200;
const MAX_BATCHES = 10;

/** The moment `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const moment = new Date(now);
  moment.setUTCMonth(moment.getUTCMonth() - months);
  return moment;
}

/** The code that confirms deleting an account: mailed to its e-mail, bound to the account. */
const deletionTarget = (user: { id: number; email: string }): CodeTarget => ({
  purpose: 'delete_account',
  contact: user.email,
  subject: String(user.id),
});

const unpaidRefusal = (order: LiveUnpaidOrder) =>
  conflict(rightsMessages.unpaidOrder(order.number, formatMoscowDayAndTime(order.payUntil)));

/**
 * The shopper's rights: the data export, withdrawal of the processing consent, deleting the account, and
 * the erasure sweeps (docs/product/personal-data.md#the-shoppers-rights). Every call is about the caller's
 * own account (no id is ever taken from a request); what erasure wipes is in erasure.ts.
 */
export class PersonalDataService {
  constructor(private readonly deps: PersonalDataDeps) {}

  /**
   * Withdraws the processing consent: once (a second call keeps the first date and logs nothing), logged
   * as a 'withdrawal' of the consent version the account accepted last (else the current one), with the
   * address and browser. The account is erased `retentionDays` later unless it consents again.
   */
  async withdraw(caller: Caller, source: ConsentSource): Promise<AccountConsents> {
    const { db, now, consents } = this.deps;
    const userId = caller.user.id;
    await db.transaction(async (tx) => {
      const [account] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      if (!account || account.consentWithdrawnAt) return;
      const document = await withdrawnDocument(tx, userId);
      if (!document) throw unavailable(consentMessages.documentMissing);
      const at = now();
      await tx.update(users).set({ consentWithdrawnAt: at }).where(eq(users.id, userId));
      await tx.insert(consentLog).values({
        at,
        userId,
        email: account.email,
        documentId: document,
        purpose: 'withdrawal',
        ip: source.ip,
        userAgent: source.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      });
    });
    return consents.standing(userId);
  }

  /** Everything the shop holds about the caller's account (at most EXPORTS_PER_HOUR an hour). */
  async exportData(caller: Caller): Promise<PersonalDataExport> {
    const { now, limiter } = this.deps;
    const at = now();
    const { user } = caller;
    await enforceLimit(
      limiter,
      `export:${user.id}`,
      { limit: EXPORTS_PER_HOUR, windowMs: HOUR_MS },
      at,
      () => rightsMessages.exportLimited,
    );
    const owner = userOwner(user.id);
    const [orders, loyalty, cart, boxes] = await Promise.all([
      this.deps.orders.everyOrder(owner),
      this.deps.loyalty.card(user.id),
      this.deps.cart.cart(owner),
      this.deps.cart.boxes(owner),
    ]);
    const consents = await this.consentRows(
      user.id,
      orders.map((order) => order.id),
    );
    return {
      exported_at: at.toISOString(),
      account: {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        phone: user.phone,
        phone_verified: user.phoneVerifiedAt !== null,
        phone_verified_at: user.phoneVerifiedAt?.toISOString() ?? null,
        created_at: user.createdAt.toISOString(),
        is_admin: user.isAdmin,
        consent_withdrawn_at: user.consentWithdrawnAt?.toISOString() ?? null,
      },
      loyalty,
      orders,
      consents,
      gift_cards: orders.flatMap((order) =>
        order.gift_cards.map((card) => ({ ...card, order_number: order.retailcrm_id })),
      ),
      cart: { ...cart, boxes },
    };
  }

  /**
   * Mails a code that confirms deleting the account to its e-mail; refused (409) while an order of the
   * account may still be paid. Limited as an e-mail change: per client address and per account.
   */
  async requestDeletion(caller: Caller, ip: string): Promise<{ detail: string; resend_in: number }> {
    const { db, codes, limiter, mailer, now } = this.deps;
    const at = now();
    const unpaid = await liveUnpaidOrder(db, caller.user.id, at);
    if (unpaid) throw unpaidRefusal(unpaid);
    await enforce(limiter, `codes-ip:${ip}`, authLimits.codesPerIp, at);
    await enforce(limiter, `delete-account:${caller.user.id}`, authLimits.codesPerContact, at);
    const { email } = caller.user;
    const sent = await codes.send(
      deletionTarget(caller.user),
      at,
      ip,
      (code) => mailer.send(deleteAccountCodeMail(email, code)),
      authMessages.mailFailed,
    );
    return { detail: consentMessages.deletionCodeSent, ...sent };
  }

  /**
   * Deletes the account with the mailed code: the code is used up (of two requests with it one passes, the
   * other gets 400), then everything erasure.ts lists is wiped in one transaction and every session ends.
   */
  async confirmDeletion(caller: Caller, code: string, ip: string): Promise<void> {
    const { db, codes, now } = this.deps;
    const at = now();
    // Checked before the code is used, so the shopper keeps it for when the order is settled.
    const unpaid = await liveUnpaidOrder(db, caller.user.id, at);
    if (unpaid) throw unpaidRefusal(unpaid);
    await codes.consume(deletionTarget(caller.user), code, at, ip);
    const erasure = await this.erase(caller.user.id, at);
    if (erasure.outcome === 'unpaid') throw unpaidRefusal(erasure.order);
  }

  /**
   * The sweep: accounts whose withdrawal is older than the retention are erased as by deletion; guests'
   * never-paid orders older than GUEST_ORDER_DATA_MONTHS lose their personal data, in batches; cards of
   * erased orders mailed since lose their gift details. Safe with several instances sweeping at once.
   */
  async eraseDue(): Promise<void> {
    const { db, now: clock, settings } = this.deps;
    const now = clock();
    const dueBefore = new Date(now.getTime() - settings.retentionDays * DAY_MS);
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const ids = await withdrawnDue(db, dueBefore, now, ACCOUNT_BATCH);
      for (const id of ids) await this.erase(id, now, dueBefore);
      if (ids.length < ACCOUNT_BATCH) break;
    }
    const placedBefore = monthsBefore(now, settings.guestOrderMonths);
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      if ((await eraseGuestOrders(db, placedBefore, now, ORDER_BATCH)) < ORDER_BATCH) break;
    }
    await eraseSentCards(db, now);
  }

  /** One account's erasure in its own transaction (its sessions end in it). */
  private erase(userId: number, now: Date, dueBefore?: Date): Promise<AccountErasure> {
    const { db, sessions } = this.deps;
    return db.transaction((tx) =>
      eraseAccount(tx, userId, now, (t) => sessions.endAll(userId, 'account-deleted', now, t), dueBefore),
    );
  }

  /** The consent log rows about the account (its own and its orders'), newest first, with their evidence. */
  private async consentRows(userId: number, orderIds: number[]): Promise<PersonalDataExport['consents']> {
    const rows = await this.deps.db
      .select({ log: consentLog, document: legalDocuments })
      .from(consentLog)
      .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.documentId))
      .where(
        or(
          eq(consentLog.userId, userId),
          orderIds.length > 0 ? inArray(consentLog.orderId, orderIds) : undefined,
        ),
      )
      .orderBy(desc(consentLog.at), desc(consentLog.id));
    return rows.map(({ log, document }) => ({
      at: log.at.toISOString(),
      kind: document.kind as DocumentKind,
      title: document.title,
      version: document.version,
      hash: document.hash,
      purpose: log.purpose as ConsentPurpose,
      order_number: log.orderNumber,
      email: log.email,
      session_id: log.sessionId,
      ip: log.ip,
      user_agent: log.userAgent,
    }));
  }
}

/** The id of the consent version the account accepted last, else of the current consent. */
async function withdrawnDocument(tx: Tx, userId: number): Promise<number | undefined> {
  const [accepted] = await tx
    .select({ id: legalDocuments.id })
    .from(consentLog)
    .innerJoin(legalDocuments, eq(legalDocuments.id, consentLog.documentId))
    .where(
      and(
        eq(consentLog.userId, userId),
        eq(legalDocuments.kind, 'consent'),
        inArray(consentLog.purpose, ['sign_in', 'checkout']),
      ),
    )
    .orderBy(desc(consentLog.at), desc(consentLog.id))
    .limit(1);
  if (accepted) return accepted.id;
  const [current] = await tx
    .select({ id: legalDocuments.id })
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, 'consent'))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  return current?.id;
}
