import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testProviderPayments, testProviderRefunds } from '../../db/schema.ts';
import type {
  PaymentProvider,
  PaymentRequest,
  ProviderPayment,
  ProviderRefund,
  ProviderStatus,
  RefundRequest,
} from './payment-provider.ts';

type Row = typeof testProviderPayments.$inferSelect;

/**
 * The built-in `test` provider (PAYMENT_PROVIDER=test): a payment page of the shop's own (/pay/{id}) with
 * 'Оплатить' and 'Отказаться'. It keeps its books in its own table, as a real provider keeps them on its
 * side, and the shop learns the outcome the way it learns a real provider's: a notification naming the
 * payment, then a read of the payment. It takes no money: never run a public shop on it.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async create(request: PaymentRequest): Promise<ProviderPayment> {
    // Same Idempotence-Key, same payment (as real providers answer a repeated create).
    await this.db
      .insert(testProviderPayments)
      .values({
        id: randomUUID(),
        idempotenceKey: request.idempotenceKey,
        amount: request.amount,
        description: request.description,
        orderId: request.orderId,
        orderNumber: request.orderNumber,
        returnUrl: request.returnPath,
        createdAt: this.now(),
        expiresAt: request.expiresAt,
      })
      .onConflictDoNothing({ target: testProviderPayments.idempotenceKey });
    const [row] = await this.db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.idempotenceKey, request.idempotenceKey));
    return this.toPayment(row!);
  }

  async read(paymentId: string): Promise<ProviderPayment | null> {
    const row = await this.page(paymentId);
    return row ? this.toPayment(row) : null;
  }

  notifiedPaymentId(body: unknown): string | null {
    const id = (body as { object?: { id?: unknown } } | null)?.object?.id;
    return typeof id === 'string' && id.length <= 64 ? id : null;
  }

  /**
   * Refunds a succeeded payment, at most what it took: the same Idempotence-Key answers the same refund,
   * anything else is canceled as a provider would refuse it.
   */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    if (!isUuid(request.paymentId)) return { id: randomUUID(), status: 'canceled' };
    // The payment's row lock makes the key check, the sum and the insert one step, as at a provider.
    return this.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(testProviderPayments)
        .where(eq(testProviderPayments.id, request.paymentId))
        .for('update');
      const [known] = await tx
        .select()
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.idempotenceKey, request.idempotenceKey));
      if (known) return { id: known.id, status: 'succeeded' as const };
      const [refunded] = await tx
        .select({ amount: sql<number>`coalesce(sum(${testProviderRefunds.amount}), 0)::int` })
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.paymentId, request.paymentId));
      const left = (payment?.amount ?? 0) - Number(refunded?.amount ?? 0);
      if (payment?.status !== 'succeeded' || request.amount <= 0 || request.amount > left)
        return { id: randomUUID(), status: 'canceled' as const };
      const id = randomUUID();
      await tx.insert(testProviderRefunds).values({
        id,
        idempotenceKey: request.idempotenceKey,
        paymentId: request.paymentId,
        amount: request.amount,
        createdAt: this.now(),
      });
      return { id, status: 'succeeded' as const };
    });
  }

  /** The payment page's data; null for an unknown id. */
  async page(paymentId: string): Promise<Row | null> {
    if (!isUuid(paymentId)) return null;
    const [row] = await this.db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.id, paymentId));
    return row ?? null;
  }

  /** The shopper's choice on the page: decided once, and only before the payment expires. */
  async decide(paymentId: string, outcome: Exclude<ProviderStatus, 'pending'>): Promise<Row | null> {
    if (!isUuid(paymentId)) return null;
    const [row] = await this.db
      .update(testProviderPayments)
      .set({ status: outcome })
      .where(
        and(
          eq(testProviderPayments.id, paymentId),
          eq(testProviderPayments.status, 'pending'),
          gt(testProviderPayments.expiresAt, this.now()),
        ),
      )
      .returning();
    return row ?? null;
  }

  /**
   * The page is the shop's own, so its address (and the way back) is a path: the shopper stays on the
   * origin they shop on, with their session and tokens.
   */
  paymentPageUrl(paymentId: string): string {
    return `/pay/${paymentId}`;
  }

  private toPayment(row: Row): ProviderPayment {
    // A pending payment whose page has expired is over, as a provider cancels it.
    const expired = row.status === 'pending' && row.expiresAt <= this.now();
    const status = expired ? 'canceled' : row.status;
    return {
      id: row.id,
      status: status as ProviderStatus,
      amount: row.amount,
      orderId: row.orderId,
      confirmationUrl: this.paymentPageUrl(row.id),
      // YooKassa's words for the same two ends: the page timed out, or the shopper said no.
      ...(status === 'canceled'
        ? { cancelReason: expired ? 'expired_on_confirmation' : 'declined_by_shopper' }
        : {}),
    };
  }
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
