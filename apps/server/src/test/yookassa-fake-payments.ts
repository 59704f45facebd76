import { randomUUID } from 'node:crypto';

/**
 * The payments of the YooKassa fake (yookassa-fake.ts): POST /payments makes a pending payment, or answers
 * what the provider would refuse in its body (the checks here, which refunds use too).
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
  const r = receipt as { customer?: { email?: unknown; phone?: unknown }; items?: unknown[] } | undefined;
  if (!r?.items?.length) return 'receipt with items is required';
  if (r.items.length > 80) return 'at most 80 receipt items';
  const phone = r.customer?.phone;
  if (typeof r.customer?.email !== 'string' && !(typeof phone === 'string' && /^\d{10,15}$/.test(phone)))
    return 'receipt.customer needs an email or an E.164 phone';
  let sum = 0;
  for (const raw of r.items) {
    const item = raw as {
      description?: unknown;
      quantity?: unknown;
      amount?: { value?: unknown };
      vat_code?: unknown;
      payment_mode?: unknown;
      payment_subject?: unknown;
    };
    if (typeof item.description !== 'string' || item.description.length < 1 || item.description.length > 128)
      return 'item description 1..128';
    if (typeof item.amount?.value !== 'string' || !/^\d+\.\d{2}$/.test(item.amount.value))
      return 'item amount string';
    if (typeof item.quantity !== 'string' && typeof item.quantity !== 'number') return 'item quantity';
    if (typeof item.vat_code !== 'number' || !item.payment_mode || !item.payment_subject)
      return 'item vat/mode/subject';
    sum += kopecks(item.amount.value) * Number(item.quantity);
  }
  return Math.round(sum) === amountKopecks
    ? null
    : `receipt items sum to ${sum} kopecks, not ${amountKopecks}`;
}

export const error = (code: string, description: string, parameter?: string) => ({
  type: 'error',
  id: randomUUID(),
  code,
  description,
  ...(parameter ? { parameter } : {}),
});
