import { randomUUID } from 'node:crypto';
import {
  error,
  kopecks,
  parse,
  receiptProblem,
  rubAmount,
  type FakePayment,
} from './yookassa-fake-payments.ts';

/**
 * The refunds of the YooKassa fake (yookassa-fake.ts): POST /refunds refunds a succeeded payment, never more
 * than is left of it, ending as the fake's refundOutcome says (the shop is notified unless it is pending).
 */

export interface FakeRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  created_at: string;
  description?: string;
  receipt: unknown;
}

/** What creating a refund reads and changes of the fake. */
export interface RefundBook {
  readonly payments: Map<string, FakePayment>;
  readonly refunds: Map<string, FakeRefund>;
  readonly refundOutcome: FakeRefund['status'];
  notify(refund: FakeRefund): Promise<void>;
}

/** POST /refunds: the refund (200), or the refusal the provider would answer (400). */
export function createRefund(fake: RefundBook, raw: string): [number, unknown] {
  const body = parse(raw);
  if (!body) return [400, error('invalid_request', 'Body is not JSON')];
  const amount = rubAmount(body.amount);
  if (!amount)
    return [400, error('invalid_request', 'amount.value must be a "0.00" string in RUB', 'amount.value')];
  const payment = typeof body.payment_id === 'string' ? fake.payments.get(body.payment_id) : undefined;
  if (!payment) return [400, error('invalid_request', 'payment_id of an existing payment', 'payment_id')];
  if (payment.status !== 'succeeded')
    return [400, error('invalid_request', 'only a succeeded payment can be refunded', 'payment_id')];
  const refunded = [...fake.refunds.values()]
    .filter((r) => r.payment_id === payment.id && r.status !== 'canceled')
    .reduce((sum, r) => sum + kopecks(r.amount.value), 0);
  if (kopecks(amount.value) > kopecks(payment.amount.value) - refunded)
    return [400, error('invalid_request', 'refund amount exceeds what is left of the payment', 'amount')];
  const problem = receiptProblem(body.receipt, kopecks(amount.value));
  if (problem) return [400, error('invalid_request', problem, 'receipt')];
  const refund: FakeRefund = {
    id: randomUUID(),
    payment_id: payment.id,
    status: fake.refundOutcome,
    amount: { value: amount.value, currency: 'RUB' },
    created_at: new Date().toISOString(),
    ...(typeof body.description === 'string' ? { description: body.description } : {}),
    receipt: body.receipt,
  };
  fake.refunds.set(refund.id, refund);
  if (refund.status !== 'pending') void fake.notify(refund);
  return [200, refund];
}
