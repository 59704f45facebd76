import { LOYALTY_LEVELS, LOYALTY_PROGRESS_END, type LoyaltyLevel } from '@shop/shared/rules/loyalty';
import { formatPrice } from '@/lib/format.ts';

/** 0.05 → '5 %' (a non-breaking space before the sign). */
export const percent = (share: number): string => `${Math.round(share * 100)}\u00a0%`;

export interface LevelTerms {
  name: LoyaltyLevel['name'];
  from: number;
  /** The next level's threshold; null for the top level. */
  to: number | null;
  /** 'от 15 000 ₽ до 50 000 ₽' */
  range: string;
  cashBack: string;
  maxBonusShare: string;
}

/** The explanation's lines, one per level, from the one levels table (never written out by hand). */
export function levelTerms(levels: readonly LoyaltyLevel[] = LOYALTY_LEVELS): LevelTerms[] {
  return levels.map((level, index) => {
    const to = levels[index + 1]?.from ?? null;
    return {
      name: level.name,
      from: level.from,
      to,
      range:
        to === null ? `от ${formatPrice(level.from)}` : `от ${formatPrice(level.from)} до ${formatPrice(to)}`,
      cashBack: percent(level.cashBack),
      maxBonusShare: percent(level.maxBonusShare),
    };
  });
}

export interface LevelProgress {
  level: LoyaltyLevel;
  next: LoyaltyLevel | null;
  /** Rubles of paid orders still needed for the next level (0 at the top). */
  leftToNext: number;
  /** How far the bar is filled, 0…1: each level takes an equal part of it. */
  fill: number;
}

/** Where a paid-order total stands on the bar (Silver 0–15 000, Gold 15 000–50 000, Platinum 50 000–100 000). */
export function levelProgress(
  paidTotal: number,
  levels: readonly LoyaltyLevel[] = LOYALTY_LEVELS,
): LevelProgress {
  // The last level whose threshold the total has reached (the table is ordered by threshold).
  const index = Math.max(
    0,
    levels.findLastIndex((each) => paidTotal >= each.from),
  );
  const level = levels[index] ?? levels[0]!;
  const next = levels[index + 1] ?? null;
  const end = next?.from ?? LOYALTY_PROGRESS_END;
  const within = Math.min(1, Math.max(0, (paidTotal - level.from) / Math.max(1, end - level.from)));
  return {
    level,
    next,
    leftToNext: next ? Math.max(0, next.from - paidTotal) : 0,
    fill: (index + within) / levels.length,
  };
}
