import type { LoyaltyLevel } from './loyalty.ts';

/** Fees in whole rubles (docs/product/checkout-and-orders.md#constants). */
export const PACKAGE_PRICE = 30;
export const PRESENT_PACKAGE_PRICE = 50;
export const COURIER_FEE = 300;

export type DeliveryType = 'pickup' | 'courier';

export interface OrderChoices {
  /** Goods from the cart (lines and boxes) at the shop's prices. */
  goods: number;
  deliveryType: DeliveryType;
  addPackage: boolean;
  addPresentPackage: boolean;
  /** Spend bonuses (signed-in shoppers only; a guest's balance is 0). */
  useBonus: boolean;
  /** The shopper's bonus balance. */
  balance: number;
  /** The shopper's loyalty level (decides the share of the goods bonuses may pay and the cash back). */
  level: LoyaltyLevel;
}

export interface OrderTotals {
  goods: number;
  packages: number;
  delivery: number;
  /** Bonuses spent (1 bonus = 1 ₽). */
  bonus: number;
  /** What the shopper pays. */
  total: number;
  /** Bonuses credited once the order is paid. */
  cashBack: number;
}

/** The most bonuses an order may take: the level's share of the goods, floored, and no more than the balance. */
export const bonusCap = (goods: number, balance: number, level: LoyaltyLevel): number =>
  Math.max(0, Math.min(Math.floor(balance), Math.floor(goods * level.maxBonusShare)));

/** Cash back on the money paid for goods (fees and packages earn none), floored. */
export const cashBackFor = (paidForGoods: number, level: LoyaltyLevel): number =>
  Math.max(0, Math.floor(paidForGoods * level.cashBack));

/**
 * An order's cash back: on the money paid for its goods, the goods less the bonuses spent on them — at
 * checkout, and again at the account's level when a guest's order is adopted at sign-in.
 */
export const orderCashBack = (goods: number, bonusSpent: number, level: LoyaltyLevel): number =>
  cashBackFor(goods - bonusSpent, level);

/**
 * An order's totals: the one calculation the server charges by and the checkout summary shows. Bonuses
 * pay only for goods, up to the level's share; packages and courier delivery are added in full.
 */
export function orderTotals(choices: OrderChoices): OrderTotals {
  const goods = choices.goods;
  const packages =
    (choices.addPackage ? PACKAGE_PRICE : 0) + (choices.addPresentPackage ? PRESENT_PACKAGE_PRICE : 0);
  const delivery = choices.deliveryType === 'courier' ? COURIER_FEE : 0;
  const bonus = choices.useBonus ? bonusCap(goods, choices.balance, choices.level) : 0;
  return {
    goods,
    packages,
    delivery,
    bonus,
    total: goods + packages + delivery - bonus,
    cashBack: orderCashBack(goods, bonus, choices.level),
  };
}
