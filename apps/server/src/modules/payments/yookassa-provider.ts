import type {
  PaymentProvider,
  PaymentRequest,
  ProviderPayment,
  ProviderReceipt,
  ProviderRefund,
  ProviderStatus,
  RefundRequest,
  SeparateReceiptRequest,
} from './payment-provider.ts';
import { ProviderUnavailable } from './payment-provider.ts';
import { buildOffsetItems, buildReceipt, rublesToValue, valueToKopecks } from './receipt.ts';

export interface YooKassaSettings {
  shopId: string;
  secretKey: string;
  /** e.g. https://api.yookassa.ru/v3 */
  apiUrl: string;
  vatCode: number;
  taxSystemCode?: number | undefined;
  /** Makes the shop's return path absolute (the provider redirects to it). */
  publicUrl: string;
  timeoutMs?: number;
}

interface YooKassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  metadata?: Record<string, string>;
  confirmation?: { confirmation_url?: string };
  cancellation_details?: { party?: string; reason?: string };
}

/**
 * PAYMENT_PROVIDER=yookassa: payments through YooKassa API v3 (docs/product/payments.md#yookassa). Every
 * create carries the Idempotence-Key stored with the attempt, capture true, a redirect back to the shop and
 * the 54-FZ receipt; a notification is only a payment id to read back. Any error answer, 429 or timeout is
 * ProviderUnavailable: the order stays payable and the next try reuses the key.
 */
export class YooKassaProvider implements PaymentProvider {
  readonly name = 'yookassa';

  constructor(private readonly settings: YooKassaSettings) {}

  async create(request: PaymentRequest): Promise<ProviderPayment> {
    const body = {
      amount: { value: rublesToValue(request.amount), currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `${this.settings.publicUrl}${request.returnPath}` },
      description: request.description.slice(0, 128),
      metadata: { order_id: String(request.orderId), order_number: request.orderNumber },
      receipt: this.receipt(request),
    };
    const answer = await this.call('POST', '/payments', body, request.idempotenceKey);
    return toPayment((await answer.json()) as YooKassaPayment);
  }

  /** POST /refunds of the whole payment, with a refund receipt listing what goes back. */
  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const body = {
      amount: { value: rublesToValue(request.amount), currency: 'RUB' },
      payment_id: request.paymentId,
      description: request.description.slice(0, 250),
      receipt: this.receipt(request),
    };
    const answer = await this.call('POST', '/refunds', body, request.idempotenceKey);
    const refund = (await answer.json()) as { id: string; status: 'pending' | 'succeeded' | 'canceled' };
    return { id: refund.id, status: refund.status };
  }

  /**
   * POST /receipts: the offset of gift cards' advance (type payment, naming a payment) or its reversal
   * (type refund, naming a refund): what the cards paid of each line, one 'prepayment' settlement of
   * their sum, sent to the customer.
   */
  async registerReceipt(request: SeparateReceiptRequest): Promise<ProviderReceipt> {
    const base = this.receipt(request);
    const prepaid = rublesToValue(request.receipt.prepaid ?? 0);
    const body = {
      type: request.type,
      ...(request.type === 'payment'
        ? { payment_id: request.providerId }
        : { refund_id: request.providerId }),
      customer: base.customer,
      items: buildOffsetItems({
        ...request.receipt,
        customer: base.customer,
        vatCode: this.settings.vatCode,
      }),
      settlements: [{ type: 'prepayment', amount: { value: prepaid, currency: 'RUB' } }],
      send: true,
      ...(base.tax_system_code === undefined ? {} : { tax_system_code: base.tax_system_code }),
    };
    const answer = await this.call('POST', '/receipts', body, request.idempotenceKey);
    const receipt = (await answer.json()) as { id: string; status: 'pending' | 'succeeded' | 'canceled' };
    return { id: receipt.id, status: receipt.status };
  }

  async read(paymentId: string): Promise<ProviderPayment | null> {
    if (!/^[\w-]{1,64}$/.test(paymentId)) return null;
    const answer = await this.call('GET', `/payments/${paymentId}`, undefined, undefined, [404]);
    if (answer.status === 404) return null;
    return toPayment((await answer.json()) as YooKassaPayment);
  }

  /** payment.* events carry the payment; refund.* events the refund, which names its payment. */
  notifiedPaymentId(body: unknown): string | null {
    const note = body as {
      type?: unknown;
      event?: unknown;
      object?: { id?: unknown; payment_id?: unknown };
    } | null;
    const isRefund = typeof note?.event === 'string' && note.event.startsWith('refund.');
    const id = isRefund ? note.object?.payment_id : note?.object?.id;
    return note?.type === 'notification' && typeof id === 'string' && id.length <= 64 ? id : null;
  }

  private receipt(request: Pick<PaymentRequest, 'customer' | 'receipt'>) {
    return buildReceipt({
      ...request.receipt,
      customer: request.customer.email
        ? { email: request.customer.email }
        : { phone: request.customer.phone },
      vatCode: this.settings.vatCode,
      taxSystemCode: this.settings.taxSystemCode,
    });
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    idempotenceKey?: string,
    expected: number[] = [],
  ): Promise<Response> {
    const { shopId, secretKey, apiUrl, timeoutMs = 10_000 } = this.settings;
    let answer: Response;
    try {
      answer = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new ProviderUnavailable(`yookassa ${method} ${path}: ${String(err)}`);
    }
    if (answer.ok || expected.includes(answer.status)) return answer;
    const detail = await answer.text().catch(() => '');
    throw new ProviderUnavailable(`yookassa ${method} ${path}: ${answer.status} ${detail.slice(0, 300)}`);
  }
}

const statuses: Record<YooKassaPayment['status'], ProviderStatus> = {
  pending: 'pending',
  waiting_for_capture: 'pending',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

function toPayment(payment: YooKassaPayment): ProviderPayment {
  return {
    id: payment.id,
    status: statuses[payment.status] ?? 'pending',
    // Kopecks make it fractional, so it never equals a whole-ruble order total.
    amount: valueToKopecks(payment.amount.value) / 100,
    orderId: Number(payment.metadata?.order_id),
    confirmationUrl: payment.confirmation?.confirmation_url ?? '',
    ...(payment.cancellation_details?.reason ? { cancelReason: payment.cancellation_details.reason } : {}),
  };
}
