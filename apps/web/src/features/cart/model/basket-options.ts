import { create } from 'zustand';

export type DeliveryMethod = 'pickUp' | 'delivery';

/** The checkout choices that travel with the basket (docs/product/cart.md#basket), with their defaults. */
export interface BasketOptions {
  useBonus: boolean;
  addPackage: boolean;
  addPresentPackage: boolean;
  /** The gift package's note or kind, once chosen at checkout. */
  presentPackage: string | null;
  /** Bonuses the signed-in shopper may spend on this basket. */
  bonusCanUse: number;
  /** The shopper's bonus balance (1 bonus = 1 ₽). */
  bonus: number;
  loyaltyStatus: 'Silver' | 'Gold' | 'Platinum';
  loyalCashBack: number;
  /** Share of an order payable with bonuses, percent. */
  bonusPayProcent: number;
  deliveryMethod: DeliveryMethod;
}

export const defaultBasketOptions: BasketOptions = {
  useBonus: false,
  addPackage: false,
  addPresentPackage: false,
  presentPackage: null,
  bonusCanUse: 0,
  bonus: 0,
  loyaltyStatus: 'Silver',
  loyalCashBack: 0.05,
  bonusPayProcent: 30,
  deliveryMethod: 'pickUp',
};

/**
 * What emptying the basket does to the options (docs/product/cart.md#basket): delivery back to pickup, no
 * bonus use, no packages. The shopper's loyalty figures stay.
 */
export const afterBasketEmptied = (options: BasketOptions): BasketOptions => ({
  ...options,
  deliveryMethod: 'pickUp',
  useBonus: false,
  addPackage: false,
  addPresentPackage: false,
  presentPackage: null,
});

export const useBasketOptions = create<BasketOptions>()(() => defaultBasketOptions);
