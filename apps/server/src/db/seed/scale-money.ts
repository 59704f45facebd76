import { loyaltyLevelFor } from '@shop/shared/rules/loyalty';
import { orderTotals, type DeliveryType } from '@shop/shared/rules/order-totals';

/**
 * The money of an account's generated orders (`npm run seed:scale`), worked out the way the shop would have:
 * each order in turn, with the balance and the level its checkout would have read from the ledger at that
 * moment, and the ledger's movements (spent, cash back, returned, reversed) applied when they happen.
 * One order's bonuses depend on every earlier movement, so this is a walk, not a query; the shop's own
 * rules (orderTotals, loyaltyLevelFor) make the figures, so they cannot drift from what checkout charges.
 */

/** An account's order as the walk reads it (its status and times decided before). */
export interface PlannedOrder {
  id: number;
  userId: number;
  createdAt: Date;
  /** When it was paid (null: never); a card paying everything pays it at once instead. */
  paidAt: Date | null;
  cancelledAt: Date | null;
  refundedAt: Date | null;
  goods: number;
  cardGoods: number;
  deliveryType: DeliveryType;
  addPackage: boolean;
  addPresentPackage: boolean;
  /** The shopper ticked 'use bonuses' (they are spent only when the balance has some). */
  useBonus: boolean;
  /** The face value of the unspent gift card entered at checkout, if any. */
  card: number | null;
}

export interface OrderMoney {
  id: number;
  bonus: number;
  giftCard: number;
  total: number;
  cashBack: number;
  /** Nothing was left to pay: paid when placed, without the provider. */
  paidAtOnce: boolean;
}

interface Movement {
  at: number;
  balance: number;
  paid: number;
}

/** The orders of one account, oldest first. */
export function accountMoney(orders: readonly PlannedOrder[]): OrderMoney[] {
  let balance = 0;
  let paid = 0;
  let later: Movement[] = [];
  return orders.map((order) => {
    const placed = order.createdAt.getTime();
    // What the ledger holds when the checkout reads it.
    for (const movement of later.filter((m) => m.at < placed)) {
      balance += movement.balance;
      paid += movement.paid;
    }
    later = later.filter((m) => m.at >= placed);
    const totals = orderTotals({
      goods: order.goods,
      giftCardGoods: order.cardGoods,
      giftCardBalances: order.card === null ? [] : [order.card],
      deliveryType: order.deliveryType,
      addPackage: order.addPackage,
      addPresentPackage: order.addPresentPackage,
      useBonus: order.useBonus,
      balance,
      level: loyaltyLevelFor(paid),
    });
    balance -= totals.bonus;
    const paidAtOnce = order.paidAt !== null && totals.total === 0;
    const paidAt = paidAtOnce ? placed : order.paidAt?.getTime();
    if (paidAt !== undefined) later.push({ at: paidAt, balance: totals.cashBack, paid: totals.total });
    if (order.cancelledAt) later.push({ at: order.cancelledAt.getTime(), balance: totals.bonus, paid: 0 });
    if (order.refundedAt)
      later.push({
        at: order.refundedAt.getTime(),
        balance: totals.bonus - totals.cashBack,
        paid: -totals.total,
      });
    return {
      id: order.id,
      bonus: totals.bonus,
      giftCard: totals.giftCardTotal,
      total: totals.total,
      cashBack: totals.cashBack,
      paidAtOnce,
    };
  });
}
