import { checkoutMessages, orderMessages } from '@shop/shared/order-messages';
import type { CreateOrderAnswer, CreateOrderBody, Order } from '@shop/shared/orders';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { enforceLimit, type RateLimiter } from '../../lib/rate-limit.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CartOwner } from '../cart/owner.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { LoyaltyService } from '../loyalty/loyalty.service.ts';
import { ProviderUnavailable } from '../payments/payment-provider.ts';
import type { PayableOrder, PaymentsService, VerifiedPayment } from '../payments/payments.service.ts';
import { orderCancelledMail, orderPaidMail, orderPlacedMail } from './order-mails.ts';
import { ledgerRef, orderNumber, toOrder, unitsOf } from './order-view.ts';
import { checkedKey, checkOrderForm, placeOrder, requestHash, type Orderer } from './place-order.ts';
import * as repo from './orders.repository.ts';

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

/**
 * Orders one client address may place per hour: a script cannot tie up the whole stock for an hour at a
 * time with throwaway sessions (every order reserves its goods for ORDER_PAYMENT_MINUTES).
 */
export const ORDERS_PER_IP = { limit: 30, windowMs: 60 * 60_000 };

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
    const now = clock();
    await enforceLimit(
      this.deps.limiter,
      `orders-ip:${ip}`,
      ORDERS_PER_IP,
      now,
      checkoutMessages.tooManyOrders,
    );
    const where = await checkOrderForm(this.deps.content, body, orderer, now);
    if (orderer.userId !== null) await this.expireDue(now, orderer.owner.key);

    const outcome = await placeOrder(this.deps, orderer, body, where, { key, hash, now });
    if ('refused' in outcome) {
      // A parallel request with the same key took the cart a moment ago: answer its order.
      const earlier = key ? await repo.findByKey(db, orderer.owner.key, key) : undefined;
      if (earlier) return this.replay(earlier, hash);
      throw conflict(outcome.refused);
    }
    const paymentUrl = await this.tryPaymentUrl(outcome);
    const order = await this.view(outcome);
    const link = paymentUrl && new URL(paymentUrl, this.deps.publicUrl).href;
    this.mail(orderPlacedMail(order, link), 'order placed mail');
    return { order, payment_url: paymentUrl };
  }

  /** The caller's orders, newest first (three queries whatever their number). */
  async list(owner: CartOwner): Promise<Order[]> {
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
    await this.expireDue(this.deps.now(), owner.key);
    return this.view(await this.owned(owner, id));
  }

  /** Where to pay an unpaid order: its live payment page, or a new payment while the order's hour lasts. */
  async pay(owner: CartOwner, id: number): Promise<{ payment_url: string }> {
    await this.owned(owner, id);
    await this.syncOpenPayment(id);
    await this.expireDue(this.deps.now(), owner.key);
    const order = await this.owned(owner, id);
    if (order.status === 'paid') throw conflict(orderMessages.alreadyPaid);
    if (order.status === 'cancelled') throw conflict(orderMessages.cancelled);
    try {
      return { payment_url: await this.deps.payments.paymentUrl(await this.payable(order)) };
    } catch (err) {
      if (!(err instanceof ProviderUnavailable)) throw err;
      this.deps.log.error(err, 'payment provider unavailable');
      throw new HttpError(503, orderMessages.paymentUnavailable);
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
    return true;
  }

  /** The provider may know more than we do (a notification still on its way): ask before paying again. */
  private async syncOpenPayment(orderId: number): Promise<void> {
    const open = await this.deps.payments.openProviderId(orderId);
    if (open) await this.syncPayment(open).catch((err: unknown) => this.deps.log.error(err, 'payment read'));
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
    for (const order of await this.views(cancelled))
      this.mail(orderCancelledMail(order), 'order cancelled mail');
  }

  /** A guest's orders become the account's when the guest signs in with that session. */
  adoptGuestOrders(guest: CartOwner, account: CartOwner, userId: number): Promise<void> {
    return repo.adopt(this.deps.db, guest.key, account.key, userId);
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
      return await this.deps.payments.paymentUrl(await this.payable(order));
    } catch (err) {
      this.deps.log.error(err, 'payment provider unavailable');
      return null;
    }
  }

  /**
   * A confirmed success pays its order once: stock is taken for good and cash back credited. Paid more
   * than once, or an amount other than the order's, changes nothing. A success for an order whose hour
   * had run out is not applied (its goods may be someone else's by now): it is logged for a refund.
   */
  private async applySuccess(payment: VerifiedPayment): Promise<void> {
    const { db, loyalty, now: clock, log } = this.deps;
    const now = clock();
    const paid = await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, payment.orderId);
      if (!order || order.status === 'paid') return null;
      if (payment.amount !== order.totalAmount) {
        log.warn(
          { orderId: order.id, amount: payment.amount },
          'payment amount differs from the order; ignored',
        );
        return null;
      }
      if (order.status === 'cancelled' || order.payUntil <= now) {
        log.warn(
          { orderId: order.id, payment: payment.providerPaymentId },
          'payment after the order lapsed: refund',
        );
        return null;
      }
      const units = unitsOf(await repo.itemsOf(tx, [order.id]));
      await repo.lockStock(tx, [...units.keys()]);
      await repo.takeStock(tx, units);
      await repo.markPaid(tx, order.id, now);
      if (order.userId !== null)
        await loyalty.creditPaid(tx, ledgerRef(order, order.userId), order.cashBack, order.totalAmount, now);
      return order;
    });
    if (paid)
      this.mail(orderPaidMail(await this.view({ ...paid, status: 'paid', paidAt: now })), 'order paid mail');
  }

  /** What the payments module needs to take the order's money, its receipt's lines included. */
  private async payable(order: repo.OrderRow): Promise<PayableOrder> {
    const items = await repo.itemsOf(this.deps.db, [order.id]);
    return {
      id: order.id,
      number: orderNumber(order),
      total: order.totalAmount,
      payUntil: order.payUntil,
      email: order.email,
      phone: order.phone,
      receipt: {
        lines: items
          .filter((item) => item.parentId === null)
          .map((item) => ({
            description: item.name,
            price: item.price,
            quantity: item.quantity,
            discountable: item.kind !== 'package',
          })),
        delivery: order.deliveryAmount,
        discount: order.bonusSpent,
      },
    };
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
