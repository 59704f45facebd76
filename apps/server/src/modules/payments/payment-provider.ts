import type { ReceiptInput } from './receipt.ts';

/**
 * What the shop needs from a payment provider (docs/product/payments.md: create, read, handle notification,
 * refund). The built-in `test` provider and YooKassa implement it.
 */

export type ProviderStatus = 'pending' | 'succeeded' | 'canceled';

export interface PaymentRequest {
  orderId: number;
  orderNumber: string;
  /** Whole rubles. */
  amount: number;
  description: string;
  /** Where the shopper comes back to after paying or declining: a path of the shop (the provider makes it absolute if it must). */
  returnPath: string;
  /** Stored with the attempt before the call: a retry reuses it and never makes a second payment. */
  idempotenceKey: string;
  expiresAt: Date;
  customer: { email: string; phone: string };
  /**
   * What the fiscal receipt lists (providers that send one): lines, courier fee, bonus discount, and what
   * gift cards paid (its own offset receipt; the payment's lists the rest).
   */
  receipt: Pick<ReceiptInput, 'lines' | 'delivery' | 'discount' | 'prepaid'>;
}

export interface ProviderPayment {
  /** The provider's id of the payment. */
  id: string;
  status: ProviderStatus;
  /** Whole rubles, as the provider has it. */
  amount: number;
  /** The order the payment was made for (the provider's copy of our metadata). */
  orderId: number;
  /** The page the shopper pays on. */
  confirmationUrl: string;
  /** Why a canceled payment was canceled, in the provider's words (YooKassa's cancellation_details.reason). */
  cancelReason?: string;
}

export interface RefundRequest {
  /** The provider's id of the succeeded payment. */
  paymentId: string;
  /** Whole rubles. */
  amount: number;
  description: string;
  /** Stored with the refund before the call: a retry reuses it and never refunds twice. */
  idempotenceKey: string;
  customer: PaymentRequest['customer'];
  /** The refund's receipt lists what goes back (the whole order). */
  receipt: PaymentRequest['receipt'];
}

export interface ProviderRefund {
  id: string;
  status: ProviderStatus;
}

/**
 * A fiscal receipt registered apart from a payment (YooKassa POST /v3/receipts): the offset of gift
 * cards' advance against the goods they paid for (type 'payment', naming a payment), or its reversal when
 * the order is refunded (type 'refund', naming a refund). Its items are what the cards paid of each line
 * (receipt.ts buildOffsetItems) and its one settlement a 'prepayment' of their sum.
 */
export interface SeparateReceiptRequest {
  type: 'payment' | 'refund';
  /** The provider's payment (type 'payment') or refund (type 'refund') the receipt is tied to. */
  providerId: string;
  /** Stored before the call: a retry reuses it and never registers a second receipt. */
  idempotenceKey: string;
  customer: PaymentRequest['customer'];
  receipt: PaymentRequest['receipt'];
}

export interface ProviderReceipt {
  id: string;
  /** pending → succeeded (registered by the fiscal service) | canceled (refused). */
  status: ProviderStatus;
}

export interface PaymentProvider {
  readonly name: string;
  create(request: PaymentRequest): Promise<ProviderPayment>;
  /** The payment as the provider has it now; null when it does not know the id. */
  read(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * The payment a notification speaks of. Nothing else in its body is trusted: the shop reads the
   * payment back from the provider before acting.
   */
  notifiedPaymentId(body: unknown): string | null;
  /** Gives a succeeded payment's money back (pending or succeeded: accepted; canceled: refused). */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /**
   * Registers a separate receipt; absent on providers that send no receipts (the built-in test
   * provider), for which there is nothing to register.
   */
  registerReceipt?(request: SeparateReceiptRequest): Promise<ProviderReceipt>;
}

/** A provider could not be reached or refused the call: the order stays payable. */
export class ProviderUnavailable extends Error {}
