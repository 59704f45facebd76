import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import type { ShopEvents } from '../../lib/metrics.ts';
import type { PaymentProvider, PaymentRequest, ProviderStatus } from './payment-provider.ts';
import { ProviderUnavailable } from './payment-provider.ts';
import * as repo from './payments.repository.ts';

/** What an order tells the payments module when it wants to be paid. */
export interface PayableOrder {
  id: number;
  number: string;
  total: number;
  payUntil: Date;
  email: string;
  phone: string;
  /** What its fiscal receipt lists. */
  receipt: PaymentRequest['receipt'];
}

/** What the payments module needs to give an order's money back: who paid and what the receipt lists. */
export type RefundableOrder = Pick<PayableOrder, 'id' | 'number' | 'email' | 'phone' | 'receipt'>;

export interface RefundOutcome {
  status: ProviderStatus;
  /** This call asked the provider (a repeated call answers the refund made before). */
  first: boolean;
}

/** A payment's state as read back from its provider (never from a notification's body). */
export interface VerifiedPayment {
  /** Our row of the attempt. */
  id: number;
  orderId: number;
  status: ProviderStatus;
  amount: number;
  providerPaymentId: string;
  cancelReason?: string | undefined;
}

/** The order's open payment turned out to be paid: apply it instead of paying again. */
export class PaymentSucceeded extends Error {
  constructor(readonly providerPaymentId: string) {
    super(`payment ${providerPaymentId} has succeeded`);
  }
}

/**
 * Payment attempts of orders at the configured provider. Each attempt is stored with its Idempotence-Key
 * before the provider is called, and an order has at most one open attempt, so retries and parallel
 * clicks reach the same payment.
 */
export class PaymentsService {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly now: () => Date,
    private readonly events: Pick<ShopEvents, 'paymentFailed'>,
  ) {}

  /** The provider's id of the order's open attempt, to read back before deciding anything. */
  async openProviderId(orderId: number): Promise<string | null> {
    return (await repo.openPayment(this.db, orderId))?.providerPaymentId ?? null;
  }

  /**
   * Where the shopper pays for the order: the open payment's page while the provider still waits for it,
   * else a new payment. Throws ProviderUnavailable when the provider cannot be reached (the attempt stays
   * and the next call retries it with the same key).
   */
  async paymentUrl(order: PayableOrder): Promise<string> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // Money taken already (a success not yet applied to the order): never a second payment.
      const succeeded = await repo.succeededPayment(this.db, order.id);
      if (succeeded?.providerPaymentId) throw new PaymentSucceeded(succeeded.providerPaymentId);
      const open = await repo.openPayment(this.db, order.id);
      if (open?.status === 'pending' && open.providerPaymentId) {
        const remote = await this.read(open.providerPaymentId);
        if (remote?.status === 'pending') return remote.confirmationUrl;
        // Paid already (its notification is late): never open a second payment; the caller syncs first.
        if (remote?.status === 'succeeded') throw new PaymentSucceeded(open.providerPaymentId);
        await this.settle(
          this.db,
          open.id,
          remote?.status ?? 'canceled',
          remote?.cancelReason ?? 'unknown_payment',
        );
        continue;
      }
      const row =
        open ??
        (await repo.insertOpen(this.db, {
          orderId: order.id,
          provider: this.provider.name,
          idempotenceKey: randomUUID(),
          amount: order.total,
          createdAt: this.now(),
          expiresAt: order.payUntil,
        }));
      if (!row) continue; // A parallel call opened one a moment ago: use it.
      return this.create(row, order);
    }
    throw new ProviderUnavailable('no open payment could be settled');
  }

  /**
   * Reads a payment the provider told us about; null when it is not one of ours (an unknown id costs no
   * call to the provider). Nothing is written: a success is recorded by `record` in the same transaction
   * as its order's change, so a crash can never leave a payment succeeded and its order unpaid.
   */
  async verify(providerPaymentId: string): Promise<VerifiedPayment | null> {
    const row = await repo.byProviderId(this.db, this.provider.name, providerPaymentId);
    if (!row) return null;
    const remote = await this.read(providerPaymentId);
    if (!remote || remote.orderId !== row.orderId) return null;
    return {
      id: row.id,
      orderId: row.orderId,
      status: remote.status,
      amount: remote.amount,
      providerPaymentId,
      cancelReason: remote.cancelReason,
    };
  }

  /** Stores what the provider said of a payment, in the caller's transaction (with the order's change). */
  async record(db: Db | Tx, payment: VerifiedPayment): Promise<void> {
    await this.settle(db, payment.id, payment.status, payment.cancelReason ?? 'canceled');
  }

  /**
   * Stores an attempt's status; a payment that has just turned canceled is counted once as a failure with
   * its reason (a repeated notification changes nothing and counts nothing).
   */
  private async settle(db: Db | Tx, id: number, status: ProviderStatus, reason: string): Promise<void> {
    if ((await repo.setStatus(db, id, status)) && status === 'canceled') this.events.paymentFailed(reason);
  }

  /**
   * Open attempts older than `age` minutes, for the sweep to read back: a notification that never came
   * (or a crash while one was applied) must not leave a paid order unpaid.
   */
  async staleOpenProviderIds(now: Date, ageMinutes: number, limit = 50): Promise<string[]> {
    const rows = await repo.openBefore(this.db, new Date(now.getTime() - ageMinutes * 60_000), limit);
    return rows.flatMap((row) => (row.providerPaymentId ? [row.providerPaymentId] : []));
  }

  notifiedPaymentId(body: unknown): string | null {
    return this.provider.notifiedPaymentId(body);
  }

  /** The provider's id of the order's succeeded payment; null when the order was never paid. */
  async succeededProviderId(orderId: number): Promise<string | null> {
    return (await repo.succeededPayment(this.db, orderId))?.providerPaymentId ?? null;
  }

  /**
   * Gives a succeeded payment's whole amount back. The refund row and its Idempotence-Key are written
   * before the provider is called and a payment has one live refund, so parallel calls and retries after a
   * timeout ask for one refund. Answers what the provider says (pending and succeeded both mean accepted)
   * and whether this call asked for it; throws ProviderUnavailable when the provider could not be asked
   * (the next call retries with the same key).
   */
  async refund(providerPaymentId: string, order: RefundableOrder, reason: string): Promise<RefundOutcome> {
    const payment = await repo.byProviderId(this.db, this.provider.name, providerPaymentId);
    if (!payment || payment.status !== 'succeeded' || payment.orderId !== order.id)
      return { status: 'canceled', first: false };
    const refund =
      (await repo.liveRefund(this.db, payment.id)) ??
      (await repo.insertRefund(this.db, {
        paymentId: payment.id,
        orderId: order.id,
        idempotenceKey: randomUUID(),
        amount: payment.amount,
        reason,
        createdAt: this.now(),
      })) ??
      (await repo.liveRefund(this.db, payment.id));
    if (!refund) throw new ProviderUnavailable('the refund was refused while being asked for again');
    if (refund.status !== 'creating') return { status: refund.status as ProviderStatus, first: false };
    let answer;
    try {
      answer = await this.provider.refund({
        paymentId: providerPaymentId,
        amount: refund.amount,
        description: `Возврат по заказу №${order.number}`,
        idempotenceKey: refund.idempotenceKey,
        customer: { email: order.email, phone: order.phone },
        receipt: order.receipt,
      });
    } catch (err) {
      throw err instanceof ProviderUnavailable ? err : new ProviderUnavailable(String(err));
    }
    await repo.settleRefund(this.db, refund.id, answer.id, answer.status);
    return { status: answer.status, first: true };
  }

  /**
   * Registers the offset receipt of what gift cards paid of an order (type 'payment', naming the provider's
   * payment `providerPaymentId`) or its reversal (type 'refund', naming the refund of the order's payment).
   * Once per order and type: the row and its key are written before the call, a retry reuses the key.
   * Nothing to do on a provider without receipts, or when no card paid.
   */
  async registerOffsetReceipt(
    order: RefundableOrder,
    type: 'payment' | 'refund',
    providerPaymentId: string,
  ): Promise<void> {
    const register = this.provider.registerReceipt?.bind(this.provider);
    if (!register || !(order.receipt.prepaid && order.receipt.prepaid > 0)) return;
    let providerId = providerPaymentId;
    if (type === 'refund') {
      const payment = await repo.byProviderId(this.db, this.provider.name, providerPaymentId);
      const refund = payment && (await repo.liveRefund(this.db, payment.id));
      if (!refund?.providerRefundId) return;
      providerId = refund.providerRefundId;
    }
    const row = await repo.separateReceipt(this.db, {
      orderId: order.id,
      type,
      idempotenceKey: randomUUID(),
      createdAt: this.now(),
    });
    if (row.status !== 'creating') return;
    let answer;
    try {
      answer = await register({
        type,
        providerId,
        idempotenceKey: row.idempotenceKey,
        customer: { email: order.email, phone: order.phone },
        receipt: order.receipt,
      });
    } catch (err) {
      throw err instanceof ProviderUnavailable ? err : new ProviderUnavailable(String(err));
    }
    await repo.settleReceipt(this.db, row.id, answer.id, answer.status);
  }

  /** Of these orders, those whose offset receipt of `type` is registered. */
  registeredOffsets(orderIds: readonly number[], type: 'payment' | 'refund'): Promise<Set<number>> {
    return repo.registeredReceipts(this.db, orderIds, type);
  }

  /** invoice_url and status of each order's attempts, newest first. */
  async ofOrders(
    orderIds: readonly number[],
  ): Promise<Map<number, { invoice_url: string; status: string }[]>> {
    const byOrder = new Map<number, { invoice_url: string; status: string }[]>();
    for (const row of await repo.ofOrders(this.db, orderIds)) {
      if (!row.confirmationUrl) continue;
      const list = byOrder.get(row.orderId) ?? [];
      list.push({ invoice_url: row.confirmationUrl, status: row.status });
      byOrder.set(row.orderId, list);
    }
    return byOrder;
  }

  private async create(row: repo.PaymentRow, order: PayableOrder): Promise<string> {
    try {
      const created = await this.provider.create({
        orderId: order.id,
        orderNumber: order.number,
        amount: row.amount,
        description: `Заказ №${order.number} в магазине humbl`,
        returnPath: `/personalAccount/orders?order=${order.id}`,
        idempotenceKey: row.idempotenceKey,
        expiresAt: row.expiresAt,
        customer: { email: order.email, phone: order.phone },
        receipt: order.receipt,
      });
      await repo.markCreated(this.db, row.id, created.id, created.confirmationUrl);
      return created.confirmationUrl;
    } catch (err) {
      this.events.paymentFailed('provider_unavailable');
      throw err instanceof ProviderUnavailable ? err : new ProviderUnavailable(String(err));
    }
  }

  private async read(providerPaymentId: string) {
    try {
      return await this.provider.read(providerPaymentId);
    } catch (err) {
      throw new ProviderUnavailable(String(err));
    }
  }
}
