import type { OrdersService } from './orders.service.ts';

/** An open payment the provider has said nothing of for this long is read back by the sweep. */
const PAYMENT_READ_BACK_MINUTES = 5;

/**
 * Lapsed orders are cancelled when anyone looks at them anyway; the sweep (the composition root runs it
 * every minute) sends their mails promptly, and applies payments whose notification never came (or whose
 * order missed them in a crash), and registers the offset receipts of gift cards a first try could not.
 */
export async function sweepOrders(
  orders: Pick<OrdersService, 'settlePayments' | 'expireDue' | 'registerOffsets'>,
  now: () => Date,
): Promise<void> {
  await orders.settlePayments({ staleMinutes: PAYMENT_READ_BACK_MINUTES });
  await orders.expireDue(now());
  await orders.registerOffsets(now());
}
