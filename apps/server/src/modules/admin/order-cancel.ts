import { adminMessages } from '@shop/shared/admin/messages';
import { isPaidStatus } from '@shop/shared/orders/status';
import type { Order } from '@shop/shared/orders/order-api';
import { conflict, notFound } from '../../lib/refusals.ts';
import type { Caller } from '../auth/authenticator.ts';
import type { AdminDeps } from './admin.ts';
import { recordAudit } from './audit.ts';

/**
 * The admin's cancel of an order. Unpaid: cancelled at once, its goods free and its bonuses back. Paid, at
 * any step, handed over included (the customer brought the goods back): refunded through the provider
 * (OrdersService.refund: money, stock and bonuses go back). An unpaid order that gets paid while the admin
 * presses cancel is refunded instead — the admin asked for it to be cancelled either way. Anything else is
 * 409. Both are moves of the order state table (orders/order-state.ts).
 */
export async function cancelOrder(
  deps: AdminDeps,
  caller: Caller,
  id: number,
  reason: string,
): Promise<Order> {
  let order = await deps.orders.find(id);
  if (!order) throw notFound(adminMessages.orderNotFound);
  const target = `order:${id}`;

  if (order.status === 'awaiting_payment') {
    const now = deps.now();
    const cancelled = await deps.orders.cancelUnpaid(id, (tx, before, after) =>
      recordAudit(tx, {
        actor: caller,
        action: 'order.cancel',
        target,
        before: { status: before.status },
        after: { status: after.status, reason },
        at: now,
      }),
    );
    if (cancelled) return cancelled;
    order = (await deps.orders.find(id))!;
  }

  if (!isPaidStatus(order.status)) throw conflict(adminMessages.cancelNotAllowed);
  const refunded = await deps.orders.refund(id, reason);
  await recordAudit(deps.db, {
    actor: caller,
    action: 'order.refund',
    target,
    before: { status: order.status },
    after: { status: refunded.status, reason },
    at: deps.now(),
  });
  return refunded;
}
