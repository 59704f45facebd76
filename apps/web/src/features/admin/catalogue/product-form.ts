import {
  productUpdateSchema,
  type AdminProduct,
  type ProductUpdate,
} from '@shop/shared/catalog/admin-product-api';
import { catalogueStrings as t, productFlags, type ProductFlag } from './strings.ts';

const nutrients = ['calories', 'protein', 'fat', 'carbohydrates'] as const;
export type Nutrient = (typeof nutrients)[number];
export { nutrients };

/** The editor's fields as typed (numbers as text: '12,5' is accepted). */
export interface ProductFormValues extends Record<ProductFlag, boolean>, Record<Nutrient, string> {
  price: string;
  quantity: string;
  description: string;
}

export type ProductFormErrors = Partial<Record<'price' | 'quantity' | 'description' | Nutrient, string>>;

const asText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    price: String(product.price),
    quantity: String(product.quantity),
    active: product.active,
    popular: product.popular,
    novelty: product.novelty,
    recommended: product.recommended,
    description: product.description,
    calories: asText(product.calories),
    protein: asText(product.protein),
    fat: asText(product.fat),
    carbohydrates: asText(product.carbohydrates),
  };
}

/** '12,5' → 12.5; '' → null; anything else that is not a number → NaN. */
function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.').replace(/\s/g, '');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const shape = productUpdateSchema.shape;
// The server's own schema decides what is acceptable; the words are ours.
const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

/**
 * The fields' problems (the limits of productUpdateSchema, in Russian) and, when there are none, the
 * changes against the product: only fields whose value differs are sent.
 */
export function readProductForm(
  values: ProductFormValues,
  product: AdminProduct,
): { errors: ProductFormErrors; changes: ProductUpdate } {
  const errors: ProductFormErrors = {};
  const changes: ProductUpdate = {};

  const price = parseNumber(values.price);
  if (price === null || !accepts(shape.price, price)) errors.price = t.priceProblem;
  else if (price !== product.price) changes.price = price;

  const quantity = parseNumber(values.quantity);
  if (quantity === null || !accepts(shape.quantity, quantity)) errors.quantity = t.quantityProblem;
  else if (quantity !== product.quantity) changes.quantity = quantity;

  for (const flag of productFlags) if (values[flag] !== product[flag]) changes[flag] = values[flag];

  if (!accepts(shape.description, values.description)) errors.description = t.descriptionProblem;
  else if (values.description.trim() !== product.description.trim())
    changes.description = values.description.trim();

  for (const nutrient of nutrients) {
    const value = parseNumber(values[nutrient]);
    if (!accepts(shape[nutrient], value)) errors[nutrient] = t.nutrientProblem;
    else if (value !== product[nutrient]) changes[nutrient] = value;
  }
  return { errors, changes: Object.keys(errors).length > 0 ? {} : changes };
}
