import { adminMessages } from '@shop/shared/admin/messages';
import { orderMessages } from '@shop/shared/orders/messages';
import type { Order } from '@shop/shared/orders/order-api';
import {
  isPaidStatus,
  type FulfilmentStatus,
  type OrderActor,
  type OrderStatus,
} from '@shop/shared/orders/status';
import { conflict, notFound, Refusal, unavailable } from '../../lib/refusals.ts';
import * as giftCardLedger from '../gift-cards/gift-card-ledger.ts';
import { ProviderUnavailable } from '../payments/payment-provider.ts';
import {
  afterMove,
  orderView,
  orderViews,
  type OrderChangeRecord,
  type OrdersDeps,
} from './order-context.ts';
import { lapse, lapseDue, moveOrder } from './order-state.ts';
import { payableOrder } from './payable-order.ts';
import * as repo from './orders.repository.ts';

/**
 * The order changes that open their own transaction (order-state.ts applies each move): lapses, the
 * admin's steps and cancels, refunds. Payments move orders in order-payments.ts.
 */
export class OrderChanges {
  constructor(
    private readonly deps: OrdersDeps,
    /** Registers the reversal of a refunded order's offset receipt (order-payments.ts). */
    private readonly reverseOffset: (order: repo.OrderRow) => Promise<void>,
  ) {}

  /**
   * Moves an order along the state table on behalf of `by` (409 for a move the table does not have, or
   * one another caller made first); `record` runs in the same transaction. Mails once committed.
   */
  async move(
    id: number,
    to: OrderStatus,
    by: OrderActor,
    record?: OrderChangeRecord,
    refusal?: string,
  ): Promise<repo.OrderRow> {
    const { db, loyalty, now: clock } = this.deps;
    const now = clock();
    const moved = await db.transaction(async (tx) => {
      const before = await repo.findById(tx, id);
      if (!before) throw notFound(orderMessages.notFound);
      const moved = await moveOrder(tx, loyalty, before, { to, by, now, ...(refusal ? { refusal } : {}) });
      await record?.(tx, before, moved.row);
      return moved;
    });
    await afterMove(this.deps, moved.transition, moved.row, await orderView(this.deps, moved.row), now);
    return moved.row;
  }

  /**
   * Cancels unpaid orders whose hour has run out (one owner's, or all for the sweep) and returns the
   * bonuses they spent. Stock needs nothing: an order past its hour stopped counting as reserved anyway.
   */
  async expireDue(now: Date, owner?: string): Promise<void> {
    const { db, loyalty } = this.deps;
    // Most calls find nothing due: one look at the index of unpaid orders, no transaction.
    if (!(await repo.anyDue(db, now, owner))) return;
    const lapsed = await db.transaction((tx) => lapseDue(tx, loyalty, now, owner));
    if (lapsed.length === 0) return;
    const views = await orderViews(this.deps, lapsed);
    for (const [i, row] of lapsed.entries()) await afterMove(this.deps, lapse, row, views[i]!, now);
  }

  /**
   * Moves a paid order one fulfilment step (or one back); anything else, or a step another admin took a
   * moment earlier, is 409. `record` runs in the same transaction (the audit row).
   */
  async moveOn(id: number, to: FulfilmentStatus, record: OrderChangeRecord): Promise<Order> {
    const row = await this.move(id, to, 'admin', record, adminMessages.statusNotAllowed);
    return orderView(this.deps, row);
  }

  /**
   * Cancels an unpaid order now (the admin's cancel): its goods stop being reserved with the commit and
   * the bonuses it spent come back. Null when it is no longer awaiting payment — paid a moment earlier,
   * or cancelled already. A payment confirmed afterwards finds it cancelled and is refunded.
   */
  async cancelUnpaid(id: number, record?: OrderChangeRecord): Promise<Order | null> {
    try {
      return await orderView(this.deps, await this.move(id, 'cancelled', 'admin', record));
    } catch (err) {
      if (err instanceof Refusal && (err.kind === 'conflict' || err.kind === 'not_found')) return null;
      throw err;
    }
  }

  /**
   * Cancels a paid order with its money back (the admin's cancel, ADR 0012). The cards it bought are
   * disabled first (refused, 409, when one of them has paid for anything); the provider refunds what was
   * paid through it; then, in one transaction and once however often this is called, the order becomes
   * refunded, its units go back to stock, its cash back is taken back, and the bonuses and gift cards that
   * paid for it get their money back.
   */
  async refund(id: number, reason: string): Promise<Order> {
    const { db, loyalty, now: clock } = this.deps;
    const order = await repo.findById(db, id);
    if (!order) throw notFound(orderMessages.notFound);
    if (order.status === 'refunded') return orderView(this.deps, order);
    const paid = isPaidStatus(order.status as OrderStatus);
    // What went through the provider goes back through it; an order the gift cards paid for has none.
    const paymentId = paid && order.totalAmount > 0 ? await this.deps.payments.succeededProviderId(id) : null;
    if (!paid || (order.totalAmount > 0 && !paymentId)) throw conflict(orderMessages.refundNeedsPayment);
    // Before any money moves: a card this order bought must not be spent while its price goes back; if
    // the provider does not give the money back, the cards work again.
    await db.transaction((tx) => giftCardLedger.holdBoughtForRefund(tx, id, clock()));
    if (paymentId) {
      try {
        await this.refundThroughProvider(order, paymentId, reason);
      } catch (err) {
        await db.transaction((tx) => giftCardLedger.releaseRefundHold(tx, id));
        throw err;
      }
    }
    const now = clock();
    const moved = await db.transaction(async (tx) => {
      // Locked: a payment being applied to it, or a second refund, waits for this one.
      const locked = await repo.lockOrder(tx, id);
      if (!locked || !isPaidStatus(locked.status as OrderStatus)) return null;
      return moveOrder(tx, loyalty, locked, { to: 'refunded', by: 'admin', now });
    });
    const current = await orderView(this.deps, (await repo.findById(db, id))!);
    if (moved) await afterMove(this.deps, moved.transition, moved.row, current, now);
    if (moved && order.giftCardSpent > 0) await this.reverseOffset(moved.row);
    return current;
  }

  /** Gives back what the order's provider payment took, once (the payments module keeps its key). */
  private async refundThroughProvider(
    order: repo.OrderRow,
    paymentId: string,
    reason: string,
  ): Promise<void> {
    const { db, payments } = this.deps;
    let refund;
    try {
      refund = await payments.refund(paymentId, await payableOrder(db, order), reason);
    } catch (err) {
      if (!(err instanceof ProviderUnavailable)) throw err;
      this.deps.log.error(err, 'refund: payment provider unavailable');
      throw unavailable(orderMessages.refundUnavailable);
    }
    if (refund.status === 'canceled') throw conflict(orderMessages.refundRefused);
  }
}
