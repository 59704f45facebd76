import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPayment, error, type FakePayment } from './yookassa-fake-payments.ts';
import { createReceipt, type FakeReceipt } from './yookassa-fake-receipts.ts';
import { createRefund, type FakeRefund } from './yookassa-fake-refunds.ts';

export type { FakePayment, FakeStatus } from './yookassa-fake-payments.ts';
export type { FakeReceipt } from './yookassa-fake-receipts.ts';
export type { FakeRefund } from './yookassa-fake-refunds.ts';

/**
 * A local fake of the YooKassa API v3, as strict as YooKassa's documentation: Basic auth, Idempotence-Key
 * (same key and body → the first answer; same key, other body → 400), amounts as "1234.00" strings, a
 * receipt that must sum to the amount, statuses, a page to pay or decline, refunds of succeeded payments
 * (never more than was paid), receipts registered apart (POST /receipts: items that sum to the
 * settlements exactly, naming a succeeded payment or a refund), notifications POSTed to the shop (delivered
 * again until it answers 200), and faults to inject. This file is the server (routes, auth, idempotence,
 * faults, notifications); the payments and the provider's checks of a body are in yookassa-fake-payments.ts,
 * the refunds in yookassa-fake-refunds.ts, the separate receipts in yookassa-fake-receipts.ts.
 */

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
  /** Receipts registered apart from a payment or refund (POST /receipts), by id. */
  readonly receipts = new Map<string, FakeReceipt>();
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
      return this.idempotent(res, key, raw, () => createPayment(this, raw));
    if (req.method === 'POST' && path === '/refunds')
      return this.idempotent(res, key, raw, () => createRefund(this, raw));
    if (req.method === 'POST' && path === '/receipts')
      return this.idempotent(res, key, raw, () => createReceipt(this, raw));
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
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
