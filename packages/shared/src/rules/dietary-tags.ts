import type { Product } from '../catalog/product-api.ts';
import type { DietaryTags } from './cards.ts';

// The dietary tags a regular card shows (card-kinds.ts), from its product's nutrition and texts.

/** High protein: at least this many grams of protein per item. */
export const HIGH_PROTEIN_MIN_GRAMS = 15;
/** Keto: at most this many grams of carbohydrates per item (and at least as much fat as protein). */
export const KETO_MAX_CARBS_GRAMS = 10;
/** Perfect balance: protein, fat and carbohydrates each make 20–40 % of their sum. */
export const BALANCE_SHARE = { min: 0.2, max: 0.4 } as const;

const sugarFreePhrases = ['без сахара', 'без добавленного сахара'];

/** Dietary tags of a product from its nutrition and texts; a missing value never earns a tag. */
export function dietaryTags(product: Product): DietaryTags {
  const { protein, fat, carbohydrates: carbs } = product;
  const text = [product.label, product.description, product.name].join(' ').toLowerCase();
  const isBalanced = () => {
    if (protein === null || fat === null || carbs === null) return false;
    const sum = protein + fat + carbs;
    if (sum <= 0) return false;
    return [protein, fat, carbs].every(
      (part) => part / sum >= BALANCE_SHARE.min && part / sum <= BALANCE_SHARE.max,
    );
  };
  return {
    isHighProtein: protein !== null && protein >= HIGH_PROTEIN_MIN_GRAMS,
    isSugarFree: sugarFreePhrases.some((phrase) => text.includes(phrase)),
    isKetoFriendly:
      carbs !== null && fat !== null && protein !== null && carbs <= KETO_MAX_CARBS_GRAMS && fat >= protein,
    isPerfectBalance: isBalanced(),
  };
}
