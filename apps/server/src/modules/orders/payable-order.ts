import type { Db } from '../../db/client.ts';
import type { PayableOrder } from '../payments/payments.service.ts';
import { orderNumber } from './order-view.ts';
import * as repo from './orders.repository.ts';

/** What the payments module needs to take (or give back) an order's money, its receipt's lines included. */
export async function payableOrder(db: Db, order: repo.OrderRow): Promise<PayableOrder> {
  const items = await repo.itemsOf(db, [order.id]);
  return {
    id: order.id,
    number: orderNumber(order),
    total: order.totalAmount,
    payUntil: order.payUntil,
    email: order.email,
    phone: order.phone,
    receipt: {
      lines: items
        .filter((item) => item.parentId === null)
        .map((item) => ({
          description: item.name,
          price: item.price,
          quantity: item.quantity,
          discountable: item.kind !== 'package',
          giftCard: item.kind === 'gift_card',
        })),
      delivery: order.deliveryAmount,
      discount: order.bonusSpent,
      prepaid: order.giftCardSpent,
    },
  };
}
