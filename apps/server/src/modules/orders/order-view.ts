import { isPaidStatus } from '@shop/shared/orders/status';
import type { BoxType } from '@shop/shared/boxes/box-types';
import type { BoughtGiftCard, Order, OrderItem } from '@shop/shared/orders/order-api';
import { giftChoiceOf } from '../cart/gift-card-choice.ts';
import type { ItemRow, OrderRow } from './orders.repository.ts';

/** Order numbers as shoppers see them (the API's retailcrm_id). */
export const orderNumber = (row: Pick<OrderRow, 'number'>): string => String(row.number);

/**
 * An order as the API answers it (docs/product/checkout-and-orders.md#api: status, fees and box contents).
 */
/** What gift cards an order bought, and which paid for it. */
export interface OrderGiftCards {
  bought: BoughtGiftCard[];
  paidWith: { last4: string; amount: number }[];
}

export function toOrder(
  row: OrderRow,
  items: readonly ItemRow[],
  payments: { invoice_url: string; status: string }[],
  giftCards: OrderGiftCards = { bought: [], paidWith: [] },
  /** The version of the public offer the order accepted (null: ordered before the shop had one). */
  offerVersion: number | null = null,
): Order {
  const own = items.filter((item) => item.orderId === row.id);
  const lines = own
    .filter((item) => item.parentId === null)
    .map((line): OrderItem => {
      const flavours = own.filter((item) => item.parentId === line.id);
      return {
        id: line.id,
        product_id: line.productId,
        kind: line.kind as OrderItem['kind'],
        name: line.name,
        image: line.image,
        price: line.price,
        quantity: line.quantity,
        gift_card: line.kind === 'gift_card' ? giftChoiceOf(line) : null,
        box:
          line.kind === 'box'
            ? {
                box_type: line.boxType as BoxType,
                items: flavours.map((flavour) => ({
                  product_id: flavour.productId!,
                  name: flavour.name,
                  image: flavour.image,
                  price: flavour.price,
                  quantity: flavour.quantity,
                })),
              }
            : null,
      };
    });
  return {
    id: row.id,
    retailcrm_id: orderNumber(row),
    status: row.status as Order['status'],
    is_paid: isPaidStatus(row.status as Order['status']),
    created_at: row.createdAt.toISOString(),
    pay_until: row.payUntil.toISOString(),
    total_amount: row.totalAmount,
    goods_amount: row.goodsAmount,
    packages_amount: row.packagesAmount,
    delivery_amount: row.deliveryAmount,
    bonus_spent: row.bonusSpent,
    gift_card_spent: row.giftCardSpent,
    paid_with_gift_cards: giftCards.paidWith,
    gift_cards: giftCards.bought,
    cash_back: row.cashBack,
    items: lines,
    payments,
    delivery: {
      delivery_type: row.deliveryType as Order['delivery']['delivery_type'],
      shop_number: row.shopNumber,
      shop_name: row.shopName,
      shop_address: row.shopAddress,
      address: row.address,
      date: row.deliveryDate,
      time_from: row.slotFrom,
      time_to: row.slotTo,
    },
    customer: { first_name: row.firstName, last_name: row.lastName, phone: row.phone, email: row.email },
    offer_version: offerVersion,
    personal_data_erased: row.personalDataErasedAt !== null,
  };
}

/** How the bonus ledger names an order of an account. */
export const ledgerRef = (order: OrderRow, userId: number) => ({
  userId,
  orderId: order.id,
  orderNumber: orderNumber(order),
});
