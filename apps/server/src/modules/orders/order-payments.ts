import type { LimitRule } from '../../lib/rate-limit.ts';
import type { VerifiedPayment } from '../payments/payments.service.ts';
import { latePaymentRefundedMail } from './order-mails.ts';
import { afterMove, orderView, sendMail, type OrdersDeps } from './order-context.ts';
import { moveOrder } from './order-state.ts';
import { payableOrder } from './payable-order.ts';
import * as repo from './orders.repository.ts';

/**
 * What a caller can make the shop ask the payment provider: an open payment is read back at most once a
 * `readWindowMs` whatever the number of GETs and presses (notifications always read back), and one owner
 * may press 'Оплатить' `pay.limit` times a window (the orders route counts it) — so no shopper can use up
 * the shop's calls to the provider, which would leave other shoppers' orders without a payment page.
 */
export const PAYMENT_READS = {
  readWindowMs: 10_000,
  pay: { limit: 10, windowMs: 60_000 } satisfies LimitRule,
};

/**
 * Orders and their payments: what the provider says is read back and applied once (ADR 0010). A
 * confirmed success moves the order along the state table (order-state.ts), in one transaction with the
 * payment's status.
 */
export class OrderPayments {
  constructor(private readonly deps: OrdersDeps) {}

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
  async syncOpenPayment(orderId: number): Promise<void> {
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
   * Registers the offset receipt of what gift cards paid of a paid order (payments.service.ts), naming its
   * own payment or the payment that bought the first card (OrdersDeps.offsetReceiptPayment). Failures are
   * logged; the sweep tries again (`registerOffsets`).
   */
  async registerOffset(order: repo.OrderRow): Promise<void> {
    const { db, payments, giftCards, offsetReceiptPayment, log } = this.deps;
    if (order.giftCardSpent <= 0) return;
    try {
      const own =
        order.totalAmount > 0 && offsetReceiptPayment === 'order'
          ? await payments.succeededProviderId(order.id)
          : null;
      const purchase = own ? null : await giftCards.purchaseOfFirstSpent(order.id);
      const named = own ?? (purchase === null ? null : await payments.succeededProviderId(purchase));
      if (!named) return log.error(new Error(`order ${order.id}`), 'offset receipt: no payment to name');
      await payments.registerOffsetReceipt(await payableOrder(db, order), 'payment', named);
    } catch (err) {
      log.error(err, 'offset receipt');
    }
  }

  /**
   * Offset receipts (and reversals of refunded orders' offsets) of the last week's card-paid orders that
   * are not registered yet (the sweep).
   */
  async registerOffsets(now: Date): Promise<void> {
    const since = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
    for (const order of await repo.awaitingOffsetReceipt(this.deps.db, 'payment', since))
      await this.registerOffset(order);
    for (const order of await repo.awaitingOffsetReceipt(this.deps.db, 'refund', since))
      await this.reverseOffset(order);
  }

  /**
   * The reversal of a refunded order's offset receipt, tied to the refund of its payment. An order the
   * cards paid in full has no refund to name: its reversal is registered by hand (README, gift cards).
   */
  async reverseOffset(order: repo.OrderRow): Promise<void> {
    const { db, payments, log } = this.deps;
    const paymentId = order.totalAmount > 0 ? await payments.succeededProviderId(order.id) : null;
    if (!paymentId) {
      log.warn({ orderId: order.id }, 'offset receipt reversal: no refund to name, register it by hand');
      return;
    }
    await payments
      .registerOffsetReceipt(await payableOrder(db, order), 'refund', paymentId)
      .catch((err: unknown) => log.error(err, 'offset receipt reversal'));
  }

  /** The order's payment page, or null when the provider cannot be reached now (logged). */
  async tryPaymentUrl(order: repo.OrderRow): Promise<string | null> {
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
    type Outcome = { lapsed: repo.OrderRow } | { paid: Awaited<ReturnType<typeof moveOrder>> } | null;
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const order = await repo.lockOrder(tx, payment.orderId);
      // The payment's status and the order's change commit together (or neither does).
      await this.deps.payments.record(tx, payment);
      // Paid already, or further on (refunded, a fulfilment step): nothing to apply.
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
      if (order.status === 'cancelled' || order.payUntil <= now) return { lapsed: order };
      return { paid: await moveOrder(tx, loyalty, order, { to: 'paid', by: 'payment', now }) };
    });
    if (!outcome) return;
    if ('lapsed' in outcome) return this.refundLatePayment(outcome.lapsed, payment);
    const { row, transition } = outcome.paid;
    await afterMove(this.deps, transition, row, await orderView(this.deps, row), now);
    await this.registerOffset(row);
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
      sendMail(
        this.deps,
        latePaymentRefundedMail(await orderView(this.deps, order), payment.amount),
        'refund mail',
      );
  }
}
