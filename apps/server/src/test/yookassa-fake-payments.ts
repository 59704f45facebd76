import { randomUUID } from 'node:crypto';

/**
 * The payments of the YooKassa fake (yookassa-fake.ts): POST /payments makes a pending payment, or answers
 * what the provider would refuse in its body (the checks here, which refunds and receipts use too).
 */

export type FakeStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

export interface FakePayment {
  id: string;
  status: FakeStatus;
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  metadata?: Record<string, string>;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  created_at: string;
  test: true;
  cancellation_details?: { party: string; reason: string };
  receipt: unknown;
}

/** What creating a payment reads and changes of the fake. */
export interface PaymentBook {
  readonly url: string;
  readonly payments: Map<string, FakePayment>;
}

/** POST /payments: a pending payment (200), or the refusal the provider would answer (400). */
export function createPayment(fake: PaymentBook, raw: string): [number, unknown] {
  const body = parse(raw);
  if (!body) return [400, error('invalid_request', 'Body is not JSON')];
  const amount = rubAmount(body.amount);
  if (!amount)
    return [400, error('invalid_request', 'amount.value must be a "0.00" string in RUB', 'amount.value')];
  const confirmation = body.confirmation as { type?: unknown; return_url?: unknown } | undefined;
  if (confirmation?.type !== 'redirect' || typeof confirmation.return_url !== 'string')
    return [400, error('invalid_request', 'confirmation.redirect with return_url required', 'confirmation')];
  if (typeof body.description === 'string' && body.description.length > 128)
    return [400, error('invalid_request', 'description too long', 'description')];
  const problem = receiptProblem(body.receipt, kopecks(amount.value));
  if (problem) return [400, error('invalid_request', problem, 'receipt')];
  const id = randomUUID();
  const payment: FakePayment = {
    id,
    status: 'pending',
    paid: false,
    amount: { value: amount.value, currency: 'RUB' },
    ...(typeof body.description === 'string' ? { description: body.description } : {}),
    ...(body.metadata ? { metadata: body.metadata as Record<string, string> } : {}),
    confirmation: {
      type: 'redirect',
      confirmation_url: `${fake.url.replace(/\/v3$/, '')}/checkout/${id}`,
      return_url: confirmation.return_url,
    },
    created_at: new Date().toISOString(),
    test: true,
    receipt: body.receipt,
  };
  fake.payments.set(id, payment);
  return [200, payment];
}

export function parse(raw: string): Record<string, unknown> | null {
  try {
    const body = JSON.parse(raw) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An amount the provider accepts: {value: "1234.00", currency: "RUB"}. */
export function rubAmount(raw: unknown): { value: string; currency: 'RUB' } | null {
  const amount = raw as { value?: unknown; currency?: unknown } | undefined;
  return typeof amount?.value === 'string' && /^\d+\.\d{2}$/.test(amount.value) && amount.currency === 'RUB'
    ? { value: amount.value, currency: 'RUB' }
    : null;
}

export const kopecks = (value: string) => {
  const [rubles, cents] = value.split('.').map(Number) as [number, number];
  return rubles * 100 + cents;
};

/** What the provider would refuse in a receipt; null when it sums to the amount and is well formed. */
export function receiptProblem(receipt: unknown, amountKopecks: number): string | null {
  const r = receipt as { customer?: unknown; items?: unknown } | undefined;
  if (!Array.isArray(r?.items) || !r.items.length) return 'receipt with items is required';
  if (r.items.length > 80) return 'at most 80 receipt items';
  const customer = customerProblem(r.customer);
  if (customer) return `receipt.${customer}`;
  const items = itemsKopecks(r.items);
  if (typeof items === 'string') return items;
  return items === amountKopecks ? null : `receipt items sum to ${items} kopecks, not ${amountKopecks}`;
}

/** What the provider would refuse in a receipt's customer: it needs an email or an E.164 phone (digits only). */
export function customerProblem(raw: unknown): string | null {
  const customer = raw as { email?: unknown; phone?: unknown } | undefined;
  const phone = customer?.phone;
  return typeof customer?.email === 'string' || (typeof phone === 'string' && /^\d{10,15}$/.test(phone))
    ? null
    : 'customer needs an email or an E.164 phone';
}

/** 54-FZ attribute 1214 (how the item is settled), as the provider names its values. */
const PAYMENT_MODES = new Set([
  'full_prepayment',
  'partial_prepayment',
  'advance',
  'full_payment',
  'partial_payment',
  'credit',
  'credit_payment',
]);

/** 54-FZ attribute 1212 (what the item is), as the provider names its values. */
const PAYMENT_SUBJECTS = new Set([
  'commodity',
  'excise',
  'job',
  'service',
  'gambling_bet',
  'gambling_prize',
  'lottery',
  'lottery_prize',
  'intellectual_activity',
  'payment',
  'agent_commission',
  'composite',
  'another',
  'property_right',
  'non-operating_gain',
  'insurance_premium',
  'sales_tax',
  'resort_fee',
]);

/**
 * The items of a receipt (of a payment, a refund or one registered apart) as the provider checks them:
 * description 1..128, a unit amount "0.00" in RUB above zero, a positive quantity (≤ 3 decimals), a VAT
 * code, a known payment_mode and payment_subject. Their sum (unit amount × quantity) in kopecks, or what
 * is wrong. The count (1..80) is the caller's to check.
 */
export function itemsKopecks(items: readonly unknown[]): number | string {
  let sum = 0;
  for (const raw of items) {
    const item = raw as {
      description?: unknown;
      quantity?: unknown;
      amount?: { value?: unknown; currency?: unknown };
      vat_code?: unknown;
      payment_mode?: unknown;
      payment_subject?: unknown;
    } | null;
    if (typeof item?.description !== 'string' || item.description.length < 1 || item.description.length > 128)
      return 'item description 1..128';
    const amount = rubAmount(item.amount);
    if (!amount) return 'item amount string';
    if (kopecks(amount.value) === 0) return 'item amount must be above 0.00';
    if (
      (typeof item.quantity !== 'string' && typeof item.quantity !== 'number') ||
      !/^\d+(\.\d{1,3})?$/.test(String(item.quantity)) ||
      !(Number(item.quantity) > 0)
    )
      return 'item quantity';
    if (
      typeof item.vat_code !== 'number' ||
      !Number.isInteger(item.vat_code) ||
      item.vat_code < 1 ||
      item.vat_code > 12 ||
      typeof item.payment_mode !== 'string' ||
      !PAYMENT_MODES.has(item.payment_mode) ||
      typeof item.payment_subject !== 'string' ||
      !PAYMENT_SUBJECTS.has(item.payment_subject)
    )
      return 'item vat/mode/subject';
    sum += kopecks(amount.value) * Number(item.quantity);
  }
  return Math.round(sum);
}

export const error = (code: string, description: string, parameter?: string) => ({
  type: 'error',
  id: randomUUID(),
  code,
  description,
  ...(parameter ? { parameter } : {}),
});
