import type { Nutrition } from './cards.ts';

/**
 * Nutrition per 100 g (docs/product/catalogue.md#food-information). A product's calories, protein, fat and
 * carbohydrates are those of one item (of the whole box for a ready box), as the seed and the dietary tags
 * read them ('protein ≥ 15 g per item'); per 100 g follows from the net weight. Null without a weight, or
 * when no value is known. Values keep one decimal.
 */
export function nutritionPer100g(nutrition: Nutrition, weight: number | null | undefined): Nutrition | null {
  if (!weight || weight <= 0) return null;
  const values = Object.values(nutrition);
  if (values.every((value) => value === null)) return null;
  const scale = (value: number | null) => (value === null ? null : Math.round((value * 1000) / weight) / 10);
  return {
    calories: scale(nutrition.calories),
    protein: scale(nutrition.protein),
    fat: scale(nutrition.fat),
    carbs: scale(nutrition.carbs),
  };
}
