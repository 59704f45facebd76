import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the YooKassa API v3, as strict as reference/yookassa.md: Basic auth, Idempotence-Key
 * (same key and body → the first answer; same key, other body → 400), amounts as "1234.00" strings, a
 * receipt that must sum to the amount, statuses, a page to pay or decline, refunds of succeeded payments
 * (never more than was paid), notifications POSTed to the shop (delivered again until it answers 200), and
 * faults to inject.
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

export interface FakeRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  created_at: string;
  description?: string;
  receipt: unknown;
}

export type Fault = 'error500' | 'tooMany' | 'timeout';

interface Stored {
  bodyHash: string;
  status: number;
  answer: unknown;
}

export class YooKassaFake {
  readonly shopId = 'fake-shop-1';
  readonly secretKey = 'test_fake_secret';
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  /** What the next refunds end as (a bank may keep one pending, or the provider refuse it). */
  refundOutcome: FakeRefund['status'] = 'succeeded';
  /** Every request, for tests that count calls. */
  readonly requests: { method: string; path: string; idempotenceKey?: string }[] = [];
  /** Where notifications go (the shop's /api/payments/yookassa/notification). */
  notificationUrl: string | null = null;
  /** Notifications delivered (and answered 200). */
  delivered = 0;
  private readonly faults: Fault[] = [];
  private readonly keys = new Map<string, Stored>();
  private readonly server: Server;
  private port = 0;

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/v3`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next requests fail this way, one fault each. */
  inject(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  /** The shopper pays or declines on the confirmation page; the shop is notified. */
  async decide(id: string, outcome: 'succeeded' | 'canceled', reason = 'general_decline'): Promise<void> {
    const payment = this.payments.get(id);
    if (!payment || payment.status !== 'pending') throw new Error(`payment ${id} is not pending`);
    payment.status = outcome;
    payment.paid = outcome === 'succeeded';
    if (outcome === 'canceled') payment.cancellation_details = { party: 'payment_network', reason };
    await this.notify(payment);
  }

  /** An unpaid payment's hour runs out. */
  async expire(id: string): Promise<void> {
    await this.decide(id, 'canceled', 'expired_on_confirmation');
  }

  /** POSTs the payment's (or refund's) notification to the shop, again (up to `tries`) until it answers 200. */
  async notify(object: FakePayment | FakeRefund, tries = 5): Promise<void> {
    if (!this.notificationUrl) return;
    const body = JSON.stringify({
      type: 'notification',
      event: `${'payment_id' in object ? 'refund' : 'payment'}.${object.status}`,
      object,
    });
    for (let attempt = 0; attempt < tries; attempt += 1) {
      const answer = await fetch(this.notificationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).catch(() => null);
      if (answer?.status === 200) {
        this.delivered += 1;
        return;
      }
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => resolve(data));
    });
    const path = (req.url ?? '').replace(/^\/v3/, '');
    const key = req.headers['idempotence-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path, ...(key ? { idempotenceKey: key } : {}) });
    const fault = this.faults.shift();
    if (fault === 'timeout') return; // never answers
    if (fault === 'error500') return send(res, 500, error('internal_server_error', 'Internal server error'));
    if (fault === 'tooMany') return send(res, 429, error('too_many_requests', 'Too many requests'));

    const expected = `Basic ${Buffer.from(`${this.shopId}:${this.secretKey}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return send(res, 401, error('invalid_credentials', 'Authentication by given credentials failed'));

    if (req.method === 'GET' && path.startsWith('/payments/')) {
      const payment = this.payments.get(decodeURIComponent(path.slice('/payments/'.length)));
      return payment ? send(res, 200, payment) : send(res, 404, error('not_found', 'Payment not found'));
    }
    if (req.method === 'POST' && path === '/payments')
      return this.idempotent(res, key, raw, () => this.createPayment(raw));
    if (req.method === 'POST' && path === '/refunds')
      return this.idempotent(res, key, raw, () => this.createRefund(raw));
    return send(res, 404, error('not_found', 'Unknown resource'));
  }

  /** Same key and body → the first answer; same key, another body → 400; no key → 400. */
  private idempotent(
    res: ServerResponse,
    key: string | undefined,
    raw: string,
    make: () => [number, unknown],
  ) {
    if (!key || key.length > 64)
      return send(res, 400, error('invalid_request', 'Idempotence-Key', 'Idempotence-Key'));
    const stored = this.keys.get(key);
    if (stored) {
      return stored.bodyHash === raw
        ? send(res, stored.status, stored.answer)
        : send(
            res,
            400,
            error('invalid_request', 'Idempotence key reused with another body', 'Idempotence-Key'),
          );
    }
    const [status, answer] = make();
    this.keys.set(key, { bodyHash: raw, status, answer });
    return send(res, status, answer);
  }

  private createRefund(raw: string): [number, unknown] {
    const body = parse(raw);
    if (!body) return [400, error('invalid_request', 'Body is not JSON')];
    const amount = rubAmount(body.amount);
    if (!amount)
      return [400, error('invalid_request', 'amount.value must be a "0.00" string in RUB', 'amount.value')];
    const payment = typeof body.payment_id === 'string' ? this.payments.get(body.payment_id) : undefined;
    if (!payment) return [400, error('invalid_request', 'payment_id of an existing payment', 'payment_id')];
    if (payment.status !== 'succeeded')
      return [400, error('invalid_request', 'only a succeeded payment can be refunded', 'payment_id')];
    const refunded = [...this.refunds.values()]
      .filter((r) => r.payment_id === payment.id && r.status !== 'canceled')
      .reduce((sum, r) => sum + kopecks(r.amount.value), 0);
    if (kopecks(amount.value) > kopecks(payment.amount.value) - refunded)
      return [400, error('invalid_request', 'refund amount exceeds what is left of the payment', 'amount')];
    const problem = receiptProblem(body.receipt, kopecks(amount.value));
    if (problem) return [400, error('invalid_request', problem, 'receipt')];
    const refund: FakeRefund = {
      id: randomUUID(),
      payment_id: payment.id,
      status: this.refundOutcome,
      amount: { value: amount.value, currency: 'RUB' },
      created_at: new Date().toISOString(),
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      receipt: body.receipt,
    };
    this.refunds.set(refund.id, refund);
    if (refund.status !== 'pending') void this.notify(refund);
    return [200, refund];
  }

  private createPayment(raw: string): [number, unknown] {
    const body = parse(raw);
    if (!body) return [400, error('invalid_request', 'Body is not JSON')];
    const amount = rubAmount(body.amount);
    if (!amount)
      return [400, error('invalid_request', 'amount.value must be a "0.00" string in RUB', 'amount.value')];
    const confirmation = body.confirmation as { type?: unknown; return_url?: unknown } | undefined;
    if (confirmation?.type !== 'redirect' || typeof confirmation.return_url !== 'string')
      return [
        400,
        error('invalid_request', 'confirmation.redirect with return_url required', 'confirmation'),
      ];
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
        confirmation_url: `${this.url.replace(/\/v3$/, '')}/checkout/${id}`,
        return_url: confirmation.return_url,
      },
      created_at: new Date().toISOString(),
      test: true,
      receipt: body.receipt,
    };
    this.payments.set(id, payment);
    return [200, payment];
  }
}

function parse(raw: string): Record<string, unknown> | null {
  try {
    const body = JSON.parse(raw) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An amount the provider accepts: {value: "1234.00", currency: "RUB"}. */
function rubAmount(raw: unknown): { value: string; currency: 'RUB' } | null {
  const amount = raw as { value?: unknown; currency?: unknown } | undefined;
  return typeof amount?.value === 'string' && /^\d+\.\d{2}$/.test(amount.value) && amount.currency === 'RUB'
    ? { value: amount.value, currency: 'RUB' }
    : null;
}

const kopecks = (value: string) => {
  const [rubles, cents] = value.split('.').map(Number) as [number, number];
  return rubles * 100 + cents;
};

/** What the provider would refuse in a receipt; null when it sums to the amount and is well formed. */
function receiptProblem(receipt: unknown, amountKopecks: number): string | null {
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

const error = (code: string, description: string, parameter?: string) => ({
  type: 'error',
  id: randomUUID(),
  code,
  description,
  ...(parameter ? { parameter } : {}),
});

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
