/** Rating shown when a product has none (docs/product/catalogue.md#rating). */
export const DEFAULT_RATING = 4.9;
export const RATING_MAX = 5;

export type StarFill = 'full' | 'half' | 'empty';

/**
 * The five stars of a rating (docs/product/catalogue.md#rating): a half star when the fraction is in
 * [0.25, 0.75), a fraction of 0.75 or more rounds up to a full star, below 0.25 it is dropped. The value is
 * clamped to 0…5 (NaN → 0).
 */
export function ratingStars(value: number): StarFill[] {
  const clamped = Number.isFinite(value)
    ? Math.min(RATING_MAX, Math.max(0, value))
    : value > 0
      ? RATING_MAX
      : 0;
  let full = Math.floor(clamped);
  // rounded to thousandths so 4.75 - 4 style float noise never moves a boundary
  const fraction = Math.round((clamped - full) * 1000) / 1000;
  let half = false;
  if (fraction >= 0.75) full += 1;
  else if (fraction >= 0.25) half = true;
  return Array.from({ length: RATING_MAX }, (_, i): StarFill => {
    if (i < full) return 'full';
    if (i === full && half) return 'half';
    return 'empty';
  });
}
