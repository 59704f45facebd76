import { randomUUID } from 'node:crypto';
import {
  customerProblem,
  error,
  itemsKopecks,
  kopecks,
  parse,
  rubAmount,
  type FakePayment,
} from './yookassa-fake-payments.ts';
import type { FakeRefund } from './yookassa-fake-refunds.ts';

/**
 * The separate receipts of the YooKassa fake (yookassa-fake.ts): POST /receipts registers a receipt apart
 * from a payment (type 'payment', naming a succeeded payment) or a refund (type 'refund', naming a refund),
 * e.g. the offset of a prepayment: items checked as a payment's receipt items are, settlements that they
 * sum to exactly, sent to the customer. It stays pending (the fiscal service is not faked).
 */

export interface FakeReceipt {
  id: string;
  type: 'payment' | 'refund';
  payment_id?: string;
  refund_id?: string;
  status: 'pending' | 'succeeded' | 'canceled';
  customer: unknown;
  items: unknown[];
  settlements: { type: string; amount: { value: string; currency: 'RUB' } }[];
  tax_system_code?: number;
}

/** What registering a receipt reads and changes of the fake. */
export interface ReceiptBook {
  readonly payments: Map<string, FakePayment>;
  readonly refunds: Map<string, FakeRefund>;
  readonly receipts: Map<string, FakeReceipt>;
}

const SETTLEMENT_TYPES = new Set(['cashless', 'prepayment', 'postpayment', 'consideration']);

const refused = (description: string, parameter: string): [number, unknown] => [
  400,
  error('invalid_request', description, parameter),
];

/** POST /receipts: the pending receipt (200), or the refusal the provider would answer (400). */
export function createReceipt(fake: ReceiptBook, raw: string): [number, unknown] {
  const body = parse(raw);
  if (!body) return [400, error('invalid_request', 'Body is not JSON')];
  const type = body.type;
  if (type !== 'payment' && type !== 'refund') return refused('type must be payment or refund', 'type');
  const tie = type === 'payment' ? tiedPayment(fake, body.payment_id) : tiedRefund(fake, body.refund_id);
  if (typeof tie !== 'string') return tie;

  const customer = customerProblem(body.customer);
  if (customer) return refused(customer, 'customer');
  const items = body.items;
  if (!Array.isArray(items) || items.length < 1 || items.length > 80)
    return refused('items: 1 to 80 receipt items', 'items');
  const itemsSum = itemsKopecks(items);
  if (typeof itemsSum === 'string') return refused(itemsSum, 'items');

  const settlements = settlementsOf(body.settlements);
  if (!settlements)
    return refused(
      'settlements: 1 or more of {type: cashless|prepayment|postpayment|consideration, amount above 0.00 RUB}',
      'settlements',
    );
  const settled = settlements.reduce((sum, s) => sum + kopecks(s.amount.value), 0);
  if (settled !== itemsSum)
    return refused(`items sum to ${itemsSum} kopecks, settlements to ${settled}`, 'settlements');
  if (body.send !== true) return refused('send must be true', 'send');
  const tax = body.tax_system_code;
  if (tax !== undefined && !(typeof tax === 'number' && Number.isInteger(tax) && tax >= 1 && tax <= 6))
    return refused('tax_system_code 1..6', 'tax_system_code');

  const receipt: FakeReceipt = {
    id: `rt_${randomUUID()}`,
    type,
    ...(type === 'payment' ? { payment_id: tie } : { refund_id: tie }),
    status: 'pending',
    customer: body.customer,
    items,
    settlements,
    ...(typeof tax === 'number' ? { tax_system_code: tax } : {}),
  };
  fake.receipts.set(receipt.id, receipt);
  return [200, receipt];
}

/** The payment a type 'payment' receipt names: a succeeded one the fake knows. */
function tiedPayment(fake: ReceiptBook, id: unknown): string | [number, unknown] {
  const payment = typeof id === 'string' ? fake.payments.get(id) : undefined;
  if (!payment) return refused('payment_id of an existing payment', 'payment_id');
  if (payment.status !== 'succeeded')
    return refused('a receipt can only name a succeeded payment', 'payment_id');
  return payment.id;
}

/** The refund a type 'refund' receipt names: one the fake knows. */
function tiedRefund(fake: ReceiptBook, id: unknown): string | [number, unknown] {
  const refund = typeof id === 'string' ? fake.refunds.get(id) : undefined;
  return refund ? refund.id : refused('refund_id of an existing refund', 'refund_id');
}

function settlementsOf(raw: unknown): FakeReceipt['settlements'] | null {
  if (!Array.isArray(raw) || raw.length < 1) return null;
  const settlements: FakeReceipt['settlements'] = [];
  for (const entry of raw as ({ type?: unknown; amount?: unknown } | null)[]) {
    const amount = rubAmount(entry?.amount);
    if (typeof entry?.type !== 'string' || !SETTLEMENT_TYPES.has(entry.type) || !amount) return null;
    if (kopecks(amount.value) === 0) return null;
    settlements.push({ type: entry.type, amount });
  }
  return settlements;
}
