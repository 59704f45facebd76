import { createHash } from 'node:crypto';
import { adminMessages, fulfilmentStepsFrom } from '@shop/shared/admin';
import {
  checkoutMessages,
  isPaidStatus,
  orderMessages,
  type FulfilmentStatus,
  type OrderStatus,
} from '@shop/shared/order-messages';
import type { CreateOrderAnswer, CreateOrderBody, Order } from '@shop/shared/orders';
import { cashBackFor } from '@shop/shared/rules/order-totals';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound, unavailable, unprocessable } from '../../lib/refusals.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { enforceLimit, type LimitRule, type RateLimiter } from '../../lib/rate-limit.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CartOwner } from '../cart/owner.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { LoyaltyService } from '../loyalty/loyalty.service.ts';
import { ProviderUnavailable } from '../payments/payment-provider.ts';
import {
  PaymentSucceeded,
  type PaymentsService,
  type VerifiedPayment,
} from '../payments/payments.service.ts';
import {
  latePaymentRefundedMail,
  orderCancelledByShopMail,
  orderCancelledMail,
  orderPaidMail,
  orderPlacedMail,
  orderRefundedMail,
} from './order-mails.ts';
import { payableOrder } from './payable-order.ts';
import { mayMailOrder } from './unproven-mail.ts';
import { ledgerRef, toOrder, unitsOf } from './order-view.ts';
import { checkedKey, checkOrderForm, placeOrder, requestHash, type Orderer } from './place-order.ts';
import * as repo from './orders.repository.ts';

/**
 * What a caller can make the shop ask the payment provider: an open payment is read back at most once a
 * `readWindowMs` whatever the number of GETs and presses (notifications always read back), and one owner
 * may press 'Оплатить' `pay.limit` times a window — so no shopper can use up the shop's calls to the
 * provider, which would leave other shoppers' orders without a payment page.
 */
export const PAYMENT_READS = {
  readWindowMs: 10_000,
  pay: { limit: 10, windowMs: 60_000 } satisfies LimitRule,
};

export interface OrdersDeps {
  db: Db;
  cart: CartService;
  catalog: CatalogService;
  content: ContentService;
  loyalty: LoyaltyService;
  payments: PaymentsService;
  mailer: Mailer;
  /** Absolute links in mails. */
  publicUrl: string;
  limiter: RateLimiter;
  /** How long an unpaid order keeps its goods and its payment link. */
  orderMinutes: number;
  now: () => Date;
  log: { error: (err: unknown, message: string) => void; warn: (data: object, message: string) => void };
}

/** Runs inside an order change's transaction with the row before and after (the admin's audit row). */
export type OrderChangeRecord = (tx: Tx, before: repo.OrderRow, after: repo.OrderRow) => Promise<void>;

/**
 * Orders and their lifecycle (ADR 0010): made from the cart in one transaction, kept for `orderMinutes`
 * while unpaid, paid once through the payment provider, cancelled with stock and bonuses back when their
 * time runs out — correct by timestamps without any sweep, which only tidies up and sends the mails.
 */
export class OrdersService {
  constructor(private readonly deps: OrdersDeps) {}

  async create(
    orderer: Orderer,
    body: CreateOrderBody,
    idempotencyKey: string | undefined,
    ip: string,
  ): Promise<CreateOrderAnswer> {
    const { db, now: clock } = this.deps;
    const key = checkedKey(idempotencyKey);
    const hash = requestHash(body);
    if (key) {
      const earlier = await repo.findByKey(db, orderer.owner.key, key);
      if (earlier) return this.replay(earlier, hash);
    }
    // What one client (owner, address) may keep in carts and unpaid orders is bounded when the cart is
    // taken (cart/hold-limits.ts), so orders per address need no limit of their own.
    const now = clock();
    const where = await checkOrderForm(this.deps.content, body, orderer, now);
    if (orderer.userId !== null) await this.expireDue(now, orderer.owner.key);

    const outcome = await placeOrder(this.deps, orderer, body, where, { key, hash, now, ip });
    if ('refused' in outcome) {
      // A parallel request with the same key took the cart a moment ago: answer its order.
      const earlier = key ? await repo.findByKey(db, orderer.owner.key, key) : undefined;
      if (earlier) return this.replay(earlier, hash);
      throw conflict(outcome.refused);
    }
    const paymentUrl = await this.tryPaymentUrl(outcome);
    const order = await this.view(outcome);
    const link = paymentUrl && new URL(paymentUrl, this.deps.publicUrl).href;
    if (await mayMailOrder(this.deps, outcome, 'order-placed', now))
      this.mail(orderPlacedMail(order, link), 'order placed mail');
    return { order, payment_url: paymentUrl };
  }

  /** The caller's orders, newest first (three queries whatever their number). */
  async list(owner: CartOwner): Promise<Order[]> {
    await this.settlePayments({ owner: owner.key });
    await this.expireDue(this.deps.now(), owner.key);
    const rows = await repo.listByOwner(this.deps.db, owner.key);
    return this.views(rows);
  }

  /**
   * One of the caller's orders as it truly stands: an unpaid one's open payment is read back from the
   * provider first (a shopper back from the payment page may be quicker than the notification).
   */
  async get(owner: CartOwner, id: number): Promise<Order> {
    const order = await this.owned(owner, id);
    if (order.status === 'awaiting_payment') await this.syncOpenPayment(id);
    await this.settlePayments({ orderId: id });
    await this.expireDue(this.deps.now(), owner.key);
    return this.view(await this.owned(owner, id));
  }

  /** Where to pay an unpaid order: its live payment page, or a new payment while the order's hour lasts. */
  async pay(owner: CartOwner, id: number): Promise<{ payment_url: string }> {
    // Keyed by a hash: a guest's owner key holds its session id, a bearer secret the limiter must not keep.
    const payer = createHash('sha256').update(owner.key).digest('base64url').slice(0, 22);
    await enforceLimit(this.deps.limiter, `pay:${payer}`, PAYMENT_READS.pay, this.deps.now(), (retryAfter) =>
      orderMessages.payTooOften(retryAfter),
    );
    await this.owned(owner, id);
    await this.syncOpenPayment(id);
    await this.settlePayments({ orderId: id });
    await this.expireDue(this.deps.now(), owner.key);
    const order = await this.owned(owner, id);
    if (isPaidStatus(order.status as OrderStatus)) throw conflict(orderMessages.alreadyPaid);
    if (order.status === 'cancelled' || order.status === 'refunded') throw conflict(orderMessages.cancelled);
    try {
      return { payment_url: await this.deps.payments.paymentUrl(await payableOrder(this.deps.db, order)) };
    } catch (err) {
      if (err instanceof PaymentSucceeded) {
        // Paid a moment ago (its notification is on its way): apply it; never a second payment.
        await this.syncPayment(err.providerPaymentId);
        throw conflict(orderMessages.alreadyPaid);
      }
      if (!(err instanceof ProviderUnavailable)) throw err;
      this.deps.log.error(err, 'payment provider unavailable');
      throw unavailable(orderMessages.paymentUnavailable);
    }
  }

  /**
   * Acts on what the provider says about one of our payments (read back from it, never taken from a
   * notification): a success pays its order once. Answers false when the payment is not ours.
   */
  async syncPayment(providerPaymentId: string): Promise<boolean> {
    const verified = await this.deps.payments.verify(providerPaymentId);
    if (!verified) return false;
    if (verified.status === 'succeeded') await this.applySuccess(verified);
    else await this.deps.payments.record(this.deps.db, verified);
    return true;
  }

  /**
   * The provider may know more than we do (a notification still on its way): ask before paying again —
   * at most once per payment a PAYMENT_READS.readWindowMs (by the app's clock); within it nothing is read.
   */
  private async syncOpenPayment(orderId: number): Promise<void> {
    const { payments, limiter, now, log } = this.deps;
    const open = await payments.openProviderId(orderId);
    if (!open) return;
    try {
      const read = await limiter.hit(`payment-read:${open}`, 1, PAYMENT_READS.readWindowMs, now());
      if (read.allowed) await this.syncPayment(open);
    } catch (err) {
      log.error(err, 'payment read');
    }
  }

  /**
   * Applies payments that succeeded but whose order never learnt it — left by a crash before payments and
   * orders changed in one transaction, or by a notification that never came: succeeded payments of unpaid
   * (or lapsed, never refunded) orders of one owner or order, or all of them and, with `staleMinutes`, open
   * payments older than that, read back from the provider. Runs on every read of orders and in the sweep.
   */
  async settlePayments(scope: { owner?: string; orderId?: number; staleMinutes?: number } = {}) {
    const { db, payments, log, now } = this.deps;
    const ids = await repo.unsettledSuccesses(db, scope);
    if (scope.staleMinutes !== undefined)
      ids.push(...(await payments.staleOpenProviderIds(now(), scope.staleMinutes)));
    for (const id of ids)
      await this.syncPayment(id).catch((err: unknown) => log.error(err, 'payment settle'));
  }

  /**
   * Cancels unpaid orders whose hour has run out (one owner's, or all for the sweep) and returns the
   * bonuses they spent. Stock needs nothing: an order past its hour stopped counting as reserved anyway.
   */
  async expireDue(now: Date, owner?: string): Promise<void> {
    const cancelled = await this.deps.db.transaction(async (tx) => {
      const rows = await repo.cancelDue(tx, now, owner);
      for (const row of rows) {
        if (row.userId !== null) await this.deps.loyalty.returnSpent(tx, ledgerRef(row, row.userId), now);
      }
      return rows;
    });
    if (cancelled.length === 0) return;
    const views = await this.views(cancelled);
    for (const [i, row] of cancelled.entries()) {
      if (await mayMailOrder(this.deps, row, 'order-cancelled', now))
        this.mail(orderCancelledMail(views[i]!), 'order cancelled mail');
    }
  }

  /**
   * A guest's orders become the account's when the guest signs in with that session, and count as its own:
   * they earn cash back at the account's level, and those already paid are credited and counted towards
   * the level at once. The UPDATE waits for a payment being applied to one of them, so each paid order is
   * credited exactly once, here or by the payment.
   */
  async adoptGuestOrders(guest: CartOwner, account: CartOwner, userId: number): Promise<void> {
    const { db, loyalty, now: clock } = this.deps;
    const now = clock();
    await db.transaction(async (tx) => {
      const adopted = await repo.adopt(tx, guest.key, account.key, userId);
      if (adopted.length === 0) return;
      const { level } = await loyalty.standingIn(tx, userId);
      for (const order of adopted) {
        const cashBack = cashBackFor(order.goodsAmount - order.bonusSpent, level);
        await repo.setCashBack(tx, order.id, cashBack);
        if (isPaidStatus(order.status as OrderStatus))
          await loyalty.creditPaid(tx, ledgerRef(order, userId), cashBack, order.totalAmount, now);
      }
    });
  }

  /** The same Idempotency-Key with the same request answers the order it made; with another, 422. */
  private async replay(order: repo.OrderRow, hash: string): Promise<CreateOrderAnswer> {
    if (order.requestHash !== hash) throw unprocessable(checkoutMessages.idempotencyReused);
    await this.syncOpenPayment(order.id);
    const current = (await repo.findById(this.deps.db, order.id))!;
    const payable = current.status === 'awaiting_payment' && current.payUntil > this.deps.now();
    const paymentUrl = payable ? await this.tryPaymentUrl(current) : null;
    return { order: await this.view(current), payment_url: paymentUrl };
  }

  private async tryPaymentUrl(order: repo.OrderRow): Promise<string | null> {
    try {
      return await this.deps.payments.paymentUrl(await payableOrder(this.deps.db, order));
    } catch (err) {
      this.deps.log.error(err, 'payment provider unavailable');
      return null;
    }
  }

  /**
   * A confirmed success pays its order once: stock is taken for good and cash back credited. Paid more
   * than once, or an amount other than the order's, changes nothing. A success for an order whose hour
   * had run out is not applied (its goods may be someone else's by now): the money goes back.
   */
  private async applySuccess(payment: VerifiedPayment): Promise<void> {
    const { db, loyalty, now: clock, log } = this.deps;
    const now = clock();
    const outcome = await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, payment.orderId);
      // The payment's status and the order's change commit together (or neither does).
      await this.deps.payments.record(tx, payment);
      // Paid already, or further on (refunded, and later the fulfilment states): nothing to apply.
      if (!order || (order.status !== 'awaiting_payment' && order.status !== 'cancelled')) return null;
      if (payment.amount !== order.totalAmount) {
        // Only a payment made outside the shop can get here; its receipt cannot match the order, so its
        // money goes back by hand (the provider's dashboard), not by an automatic refund.
        log.error(
          new Error(`payment ${payment.providerPaymentId} of ${payment.amount} ₽ for order ${order.id}`),
          'payment amount differs from the order: not applied, refund it by hand',
        );
        return null;
      }
      if (order.status === 'cancelled' || order.payUntil <= now) return { lapsed: true, order };
      const units = unitsOf(await repo.itemsOf(tx, [order.id]));
      await repo.lockStock(tx, [...units.keys()]);
      await repo.takeStock(tx, units);
      await repo.markPaid(tx, order.id, now);
      if (order.userId !== null)
        await loyalty.creditPaid(tx, ledgerRef(order, order.userId), order.cashBack, order.totalAmount, now);
      return { lapsed: false, order };
    });
    if (!outcome) return;
    if (outcome.lapsed) return this.refundLatePayment(outcome.order, payment);
    const paid = { ...outcome.order, status: 'paid', paidAt: now };
    this.mail(orderPaidMail(await this.view(paid)), 'order paid mail');
  }

  /**
   * Money that arrived after its order lapsed goes back in full. A provider that cannot be reached makes
   * the notification fail, so it is delivered again and the refund retried with the same key.
   */
  private async refundLatePayment(order: repo.OrderRow, payment: VerifiedPayment): Promise<void> {
    const { payments, log } = this.deps;
    const refund = await payments.refund(
      payment.providerPaymentId,
      await payableOrder(this.deps.db, order),
      'Оплата пришла после отмены заказа',
    );
    log.warn(
      { orderId: order.id, payment: payment.providerPaymentId, refund },
      'payment after the order lapsed',
    );
    if (refund.status === 'canceled') log.error(new Error('late payment refund refused'), 'refund refused');
    else if (refund.first)
      this.mail(latePaymentRefundedMail(await this.view(order), payment.amount), 'refund mail');
  }

  /**
   * Cancels a paid order with its money back (the admin's cancel, ADR 0012). The provider refunds the
   * payment first; then, in one transaction and once however often this is called, the order becomes
   * refunded, its units go back to stock, its cash back is taken back and the bonuses it spent return.
   */
  async refund(id: number, reason: string): Promise<Order> {
    const { db, payments, loyalty, now: clock } = this.deps;
    const order = await repo.findById(db, id);
    if (!order) throw notFound(orderMessages.notFound);
    if (order.status === 'refunded') return this.view(order);
    const paid = isPaidStatus(order.status as OrderStatus);
    const paymentId = paid ? await payments.succeededProviderId(id) : null;
    if (!paymentId) throw conflict(orderMessages.refundNeedsPayment);
    let refund;
    try {
      refund = await payments.refund(paymentId, await payableOrder(db, order), reason);
    } catch (err) {
      if (!(err instanceof ProviderUnavailable)) throw err;
      this.deps.log.error(err, 'refund: payment provider unavailable');
      throw unavailable(orderMessages.refundUnavailable);
    }
    if (refund.status === 'canceled') throw conflict(orderMessages.refundRefused);
    const now = clock();
    const refunded = await db.transaction(async (tx) => {
      const locked = await repo.lockOrder(tx, id);
      if (!locked || !isPaidStatus(locked.status as OrderStatus)) return false;
      const units = unitsOf(await repo.itemsOf(tx, [id]));
      await repo.lockStock(tx, [...units.keys()]);
      await repo.returnStock(tx, units);
      await repo.markRefunded(tx, id, now);
      if (locked.userId !== null) {
        const ref = ledgerRef(locked, locked.userId);
        await loyalty.reverseCashBack(tx, ref, now);
        await loyalty.returnSpent(tx, ref, now);
      }
      return true;
    });
    const current = await this.view((await repo.findById(db, id))!);
    if (refunded) this.mail(orderRefundedMail(current), 'order refunded mail');
    return current;
  }

  /** Any order as it stands (the admin's view), or null. */
  async find(id: number): Promise<Order | null> {
    const row = await repo.findById(this.deps.db, id);
    return row ? this.view(row) : null;
  }

  /**
   * Every order matching an admin's search, newest first, a page at a time; lapsed unpaid orders are
   * settled first so the list shows them cancelled.
   */
  async search(query: Omit<repo.OrderSearch, 'status'> & { status?: OrderStatus | undefined }) {
    await this.expireDue(this.deps.now());
    const { rows, total } = await repo.search(this.deps.db, query);
    return { orders: await this.views(rows), total };
  }

  /**
   * Moves a paid order one fulfilment step (fulfilmentStepsFrom); anything else, or a step another admin
   * took a moment earlier, is 409. `record` runs in the same transaction (the audit row).
   */
  async moveOn(id: number, to: FulfilmentStatus, record: OrderChangeRecord): Promise<Order> {
    const now = this.deps.now();
    const moved = await this.deps.db.transaction(async (tx) => {
      const current = await repo.findById(tx, id);
      if (!current) throw notFound(adminMessages.orderNotFound);
      const steps = fulfilmentStepsFrom(
        current.status as OrderStatus,
        current.deliveryType as 'pickup' | 'courier',
      );
      if (!steps.includes(to)) throw conflict(adminMessages.statusNotAllowed);
      const row = await repo.moveStatus(tx, id, current.status, to, now);
      if (!row) throw conflict(adminMessages.statusNotAllowed);
      await record(tx, current, row);
      return row;
    });
    return this.view(moved);
  }

  /**
   * Cancels an unpaid order now (the admin's cancel): its goods stop being reserved with the commit and
   * the bonuses it spent come back. Null when it is no longer awaiting payment — paid a moment earlier,
   * or cancelled already. A payment confirmed afterwards finds it cancelled and is refunded (applySuccess).
   */
  async cancelUnpaid(id: number, now: Date, record?: OrderChangeRecord): Promise<Order | null> {
    const cancelled = await this.deps.db.transaction(async (tx) => {
      const before = await repo.findById(tx, id);
      const row = await repo.cancelUnpaid(tx, id, now);
      if (!before || !row) return null;
      if (row.userId !== null) await this.deps.loyalty.returnSpent(tx, ledgerRef(row, row.userId), now);
      await record?.(tx, before, row);
      return row;
    });
    if (!cancelled) return null;
    const order = await this.view(cancelled);
    this.mail(orderCancelledByShopMail(order), 'order cancelled by the shop mail');
    return order;
  }

  private async owned(owner: CartOwner, id: number): Promise<repo.OrderRow> {
    const order = await repo.findById(this.deps.db, id);
    // Someone else's order looks exactly like a missing one.
    if (!order || order.owner !== owner.key) throw notFound(orderMessages.notFound);
    return order;
  }

  private async view(row: repo.OrderRow): Promise<Order> {
    return (await this.views([row]))[0]!;
  }

  private async views(rows: readonly repo.OrderRow[]): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const [items, payments] = await Promise.all([
      repo.itemsOf(this.deps.db, ids),
      this.deps.payments.ofOrders(ids),
    ]);
    return rows.map((row) => toOrder(row, items, payments.get(row.id) ?? []));
  }

  private mail(mail: Parameters<Mailer['send']>[0], what: string): void {
    this.deps.mailer.send(mail).catch((err: unknown) => this.deps.log.error(err, what));
  }
}
