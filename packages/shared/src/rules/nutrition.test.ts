import { describe, expect, it } from 'vitest';
import { nutritionPer100g } from './nutrition.ts';

describe('nutritionPer100g', () => {
  it('scales one item’s values to 100 g by its net weight, to one decimal', () => {
    expect(nutritionPer100g({ calories: 205, protein: 20, fat: 8.6, carbs: 14.2 }, 50)).toEqual({
      calories: 410,
      protein: 40,
      fat: 17.2,
      carbs: 28.4,
    });
    expect(nutritionPer100g({ calories: 190, protein: null, fat: 7, carbs: 1 }, 45)).toEqual({
      calories: 422.2,
      protein: null,
      fat: 15.6,
      carbs: 2.2,
    });
  });

  it('says nothing without a weight or any value', () => {
    const some = { calories: 100, protein: 1, fat: 1, carbs: 1 };
    expect(nutritionPer100g(some, null)).toBeNull();
    expect(nutritionPer100g(some, 0)).toBeNull();
    expect(nutritionPer100g({ calories: null, protein: null, fat: null, carbs: null }, 50)).toBeNull();
  });
});
