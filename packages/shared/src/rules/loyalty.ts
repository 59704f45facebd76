import type { loyaltyLevelNames } from '../loyalty/card.ts';

export type LoyaltyLevelName = (typeof loyaltyLevelNames)[number];

export interface LoyaltyLevel {
  name: LoyaltyLevelName;
  /** Paid-order total (whole rubles) from which the level applies. */
  from: number;
  /** Share of the money paid for goods credited back as bonuses. */
  cashBack: number;
  /** The largest share of an order's goods that bonuses may pay. */
  maxBonusShare: number;
}

/**
 * The one levels table (docs/product/loyalty.md#levels): every screen and calculation reads it. Ordered by
 * threshold.
 */
export const LOYALTY_LEVELS: readonly LoyaltyLevel[] = [
  { name: 'Silver', from: 0, cashBack: 0.05, maxBonusShare: 0.3 },
  { name: 'Gold', from: 15_000, cashBack: 0.07, maxBonusShare: 0.3 },
  { name: 'Platinum', from: 50_000, cashBack: 0.07, maxBonusShare: 0.5 },
];

/** The card's progress bar ends here (Platinum's part runs from its threshold to it). */
export const LOYALTY_PROGRESS_END = 100_000;

/** The level a paid-order total reaches (progress counts paid orders only). */
export function loyaltyLevelFor(paidTotal: number): LoyaltyLevel {
  let reached = LOYALTY_LEVELS[0]!;
  for (const level of LOYALTY_LEVELS) if (paidTotal >= level.from) reached = level;
  return reached;
}
