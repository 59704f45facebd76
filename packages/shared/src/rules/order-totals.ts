import { cardShares } from '../gift-cards/rules.ts';
import type { LoyaltyLevel } from './loyalty.ts';
import { COURIER_FEE, PACKAGE_PRICE, PRESENT_PACKAGE_PRICE } from './order-fees.ts';

/** The fees (order-fees.ts), with the totals they make. */
export { COURIER_FEE, PACKAGE_PRICE, PRESENT_PACKAGE_PRICE };

/** 'email': an order of electronic gift cards only, which needs neither a store nor a courier. */
export type DeliveryType = 'pickup' | 'courier' | 'email';

export interface OrderChoices {
  /** Goods from the cart (lines and boxes) at the shop's prices, gift cards bought included. */
  goods: number;
  /**
   * The part of `goods` that is gift cards being bought: neither bonuses nor other gift cards pay for it,
   * and it earns no cash back.
   */
  giftCardGoods?: number;
  /** Balances of the gift cards the shopper spends, in the order entered. */
  giftCardBalances?: readonly number[];
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
  /** What each gift card entered pays (in their order; 0 for a card not needed). */
  giftCards: number[];
  /** Σ giftCards. */
  giftCardTotal: number;
  /** What the shopper pays through the payment provider (0: the cards paid for everything). */
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
 * pay only for goods, up to the level's share; packages and courier delivery are added in full. Gift cards
 * being bought are paid in money only: bonuses and the gift cards entered pay for the rest of the order
 * (bonuses first, then each card in turn up to its balance), and the cards bought earn no cash back.
 */
export function orderTotals(choices: OrderChoices): OrderTotals {
  const goods = choices.goods;
  const cardGoods = Math.min(goods, choices.giftCardGoods ?? 0);
  const otherGoods = goods - cardGoods;
  const packages =
    (choices.addPackage ? PACKAGE_PRICE : 0) + (choices.addPresentPackage ? PRESENT_PACKAGE_PRICE : 0);
  const delivery = choices.deliveryType === 'courier' ? COURIER_FEE : 0;
  const bonus = choices.useBonus ? bonusCap(otherGoods, choices.balance, choices.level) : 0;
  const giftCards = cardShares(otherGoods - bonus + packages + delivery, choices.giftCardBalances ?? []);
  const giftCardTotal = giftCards.reduce((sum, share) => sum + share, 0);
  return {
    goods,
    packages,
    delivery,
    bonus,
    giftCards,
    giftCardTotal,
    total: goods + packages + delivery - bonus - giftCardTotal,
    cashBack: orderCashBack(otherGoods, bonus, choices.level),
  };
}
