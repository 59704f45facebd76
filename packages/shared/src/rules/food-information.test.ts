import { describe, expect, it } from 'vitest';
import { foodInformationFields, foodInformationTitles, missingFoodInformation } from './food-information.ts';

const complete = {
  composition_1: 'Финики, арахис',
  composition_2: 'Не содержит',
  calories: 0,
  protein: 20,
  fat: 8.5,
  carbohydrates: 14,
  weight: 50,
  shelf_life: '9 месяцев',
  storage_conditions: 'При температуре от +5 до +25 °C',
  manufacturer: 'ООО «Хамбл», Санкт-Петербург',
};

describe('missingFoodInformation', () => {
  it('finds nothing missing when every field has a value, zero included', () => {
    expect(missingFoodInformation(complete)).toEqual([]);
  });

  it('names blank texts and absent numbers, in the order of the form', () => {
    expect(
      missingFoodInformation({ ...complete, manufacturer: '  ', composition_2: null, fat: undefined }),
    ).toEqual(['composition_2', 'fat', 'manufacturer']);
    expect(missingFoodInformation({})).toEqual([...foodInformationFields]);
  });

  it('has a Russian title for every field', () => {
    for (const field of foodInformationFields) expect(foodInformationTitles[field]).toMatch(/^[а-яё ]+$/);
  });
});
