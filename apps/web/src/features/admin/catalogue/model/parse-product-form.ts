import {
  isFoodKind,
  merchSizes,
  productCreateSchema,
  productUpdateSchema,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  type BoxContents,
  type ProductKind,
} from '@shop/shared/catalog/admin-product-api';
import type { BoxPrices } from '@shop/shared/catalog/product-api';
import { catalogueStrings as t } from '../strings.ts';
import {
  boxSizes,
  foodTexts,
  nutrients,
  type FoodField,
  type FormErrors,
  type ProductFormValues,
} from './product-form.ts';

/**
 * The editor's fields one by one, each checked against the server's own schema (the words are ours): what
 * the admin typed as the values the API takes.
 */

/** '12,5' → 12.5; '1 290' → 1290; '' → null; anything else that is not a number → NaN. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.').replace(/\s/g, '');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const shape = productUpdateSchema.shape;
const createShape = productCreateSchema.shape;
const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

export interface Parsed {
  group_id: number | null;
  name: string;
  price: number;
  quantity: number;
  label: string | null;
  description: string;
  popular: boolean;
  novelty: boolean;
  recommended: boolean;
  food: Partial<Record<FoodField, string | number | null>>;
  box_prices: BoxPrices | null;
  contents: BoxContents | null;
  sizes: { size: (typeof merchSizes)[number]; quantity: number }[];
}

/** Every field of the kind, checked; `parsed` is meaningful only where `errors` has no entry. */
export function parseForm(
  kind: ProductKind,
  values: ProductFormValues,
  { creating, groupRequired }: { creating: boolean; groupRequired: boolean },
): { errors: FormErrors; parsed: Parsed } {
  const errors: FormErrors = {};
  const food: Parsed['food'] = {};

  const group = values.group_id === '' ? null : Number(values.group_id);
  if (group === null && groupRequired)
    errors.group_id = kind === 'box_flavour' ? t.boxProblem : t.groupProblem;

  const name = values.name.trim();
  if (!accepts(shape.name, name)) errors.name = t.nameProblem;

  const price = parseNumber(values.price);
  if (price === null || !accepts(shape.price, price)) errors.price = t.priceProblem;

  const sizes: Parsed['sizes'] = [];
  const bySize = kind === 'merch' && creating && merchSizes.some((size) => values.sizes[size].on);
  if (bySize) {
    for (const size of merchSizes) {
      const row = values.sizes[size];
      if (!row.on) continue;
      const quantity = parseNumber(row.quantity);
      if (quantity === null || !accepts(shape.quantity, quantity))
        errors[`sizes.${size}`] = t.quantityProblem;
      else sizes.push({ size, quantity });
    }
  }
  const quantity = parseNumber(values.quantity);
  if (!bySize && (quantity === null || !accepts(shape.quantity, quantity)))
    errors.quantity = t.quantityProblem;

  let label: string | null = values.label.trim() || null;
  if (kind === 'gift_card') label = values.eCard ? t.eCardLabel : null;
  else if (!accepts(shape.label, label)) errors.label = t.labelProblem;

  const description = values.description.trim();
  if (!accepts(shape.description, description)) errors.description = t.descriptionProblem;

  if (isFoodKind(kind)) {
    for (const field of foodTexts) {
      const text = values[field].trim() || null;
      if (!accepts(shape[field], text)) {
        errors[field] = t.textProblem(field === 'composition_1' ? TEXT_MAX : SHORT_TEXT_MAX);
      } else food[field] = text;
    }
    for (const nutrient of nutrients) {
      const value = parseNumber(values[nutrient]);
      if (!accepts(shape[nutrient], value)) errors[nutrient] = t.nutrientProblem;
      else food[nutrient] = value;
    }
    const weight = parseNumber(values.weight);
    if (!accepts(shape.weight, weight)) errors.weight = t.weightProblem;
    else food.weight = weight;
  }

  let box_prices: BoxPrices | null = null;
  if (kind === 'box_flavour') {
    const typed = boxSizes.map((size) => [size, parseNumber(values.box_prices[size])] as const);
    if (typed.some(([, value]) => value !== null)) {
      for (const [size, value] of typed) {
        if (value === null) errors[`box_prices.${size}`] = t.boxPricesPartial;
        else if (!accepts(shape.price, value)) errors[`box_prices.${size}`] = t.boxPriceProblem;
      }
      if (typed.every(([, value]) => value !== null && accepts(shape.price, value))) {
        box_prices = Object.fromEntries(typed) as BoxPrices;
      }
    }
  }

  let contents: BoxContents | null = null;
  if (kind === 'ready_box') {
    const items: BoxContents = [];
    const seen = new Set<string>();
    values.contents.forEach((row, index) => {
      if (row.product_id === '') errors[`contents.${index}.product_id`] = t.flavourProblem;
      else if (seen.has(row.product_id)) errors[`contents.${index}.product_id`] = t.flavourTwice;
      seen.add(row.product_id);
      const count = parseNumber(row.count);
      if (count === null || !Number.isInteger(count) || count < 1 || count > 24)
        errors[`contents.${index}.count`] = t.countProblem;
      if (row.product_id !== '' && count !== null) items.push({ product_id: Number(row.product_id), count });
    });
    if (values.contents.length === 0) errors.contents = t.contentsProblem;
    else if (accepts(createShape.contents, items)) contents = items;
  }

  return {
    errors,
    parsed: {
      group_id: group,
      name,
      price: price ?? 0,
      quantity: quantity ?? 0,
      label,
      description,
      popular: values.popular,
      novelty: values.novelty,
      recommended: values.recommended,
      food,
      box_prices,
      contents,
      sizes,
    },
  };
}
