/**
 * The food information a food product carries before it is published (TR CU 022/2011;
 * docs/product/catalogue.md#food-information): composition, allergens, nutrition per 100 g, net weight, shelf
 * life, storage conditions and the manufacturer with its address. The admin's form and the server both ask
 * this rule what is missing.
 */

export const foodInformationFields = [
  'composition_1',
  'composition_2',
  'calories',
  'protein',
  'fat',
  'carbohydrates',
  'weight',
  'shelf_life',
  'storage_conditions',
  'manufacturer',
] as const;
export type FoodInformationField = (typeof foodInformationFields)[number];

/** How the message names each field ('Чтобы опубликовать товар, заполните: состав, аллергены, …'). */
export const foodInformationTitles: Record<FoodInformationField, string> = {
  composition_1: 'состав',
  composition_2: 'аллергены',
  calories: 'калорийность',
  protein: 'белки',
  fat: 'жиры',
  carbohydrates: 'углеводы',
  weight: 'вес нетто',
  shelf_life: 'срок годности',
  storage_conditions: 'условия хранения',
  manufacturer: 'изготовитель',
};

type FoodInformation = Partial<Record<FoodInformationField, string | number | null | undefined>>;

/** The fields a food product still lacks, in the order above: a blank text or no number is missing (0 is a value). */
export function missingFoodInformation(product: FoodInformation): FoodInformationField[] {
  return foodInformationFields.filter((field) => {
    const value = product[field];
    if (value === null || value === undefined) return true;
    return typeof value === 'string' && value.trim() === '';
  });
}
