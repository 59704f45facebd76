import {
  isFoodKind,
  merchSizes,
  productCreateSchema,
  productUpdateSchema,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  type AdminProduct,
  type BoxContents,
  type ProductCreate,
  type ProductKind,
  type ProductUpdate,
} from '@shop/shared/catalog/admin-product-api';
import type { BoxPrices } from '@shop/shared/catalog/product-api';
import { foodInformationFields } from '@shop/shared/rules/food-information';
import { catalogueStrings as t } from '../strings.ts';
import {
  boxSizes,
  foodTexts,
  isECardLabel,
  nutrients,
  type FoodField,
  type FormErrors,
  type ProductFormValues,
} from './product-form.ts';

/**
 * Reading the editor's form: each field checked against the server's own schema (the words are ours), the
 * food information a food product needs before it is published, and the body to send — everything for a
 * new product, only what changed for an existing one.
 */

/** What publishing a food product needs (the shared rule the server refuses by: 422 without them). */
export const publishNeeds: readonly FoodField[] = foodInformationFields;

/** A ready box's composition, nutrition and weight are worked out from its flavours when left empty. */
const fromContents: readonly FoodField[] = ['composition_1', ...nutrients, 'weight'];

export function foodFieldsNeeded(kind: ProductKind, creating: boolean): FoodField[] {
  if (!isFoodKind(kind)) return [];
  return kind === 'ready_box' && creating
    ? publishNeeds.filter((field) => !fromContents.includes(field))
    : [...publishNeeds];
}

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

interface Parsed {
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
function parseForm(
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

/** Marks the food fields a product needs for sale that are empty. */
function requireFood(errors: FormErrors, parsed: Parsed, needed: readonly FoodField[]) {
  for (const field of needed) {
    if (!errors[field] && (parsed.food[field] ?? null) === null) errors[field] = t.neededToPublish;
  }
}

const noErrors = (errors: FormErrors) => Object.keys(errors).length === 0;

/**
 * A new product of `kind` (POST /api/admin/products): hidden, or on sale when `publish` — then a food kind
 * must carry its food information.
 */
export function readNewProduct(
  kind: ProductKind,
  values: ProductFormValues,
  { publish, groupRequired }: { publish: boolean; groupRequired: boolean },
): { errors: FormErrors; body: ProductCreate | null } {
  const { errors, parsed } = parseForm(kind, values, { creating: true, groupRequired });
  if (publish) requireFood(errors, parsed, foodFieldsNeeded(kind, true));
  if (!noErrors(errors)) return { errors, body: null };

  const body: ProductCreate = {
    kind,
    name: parsed.name,
    price: parsed.price,
    active: publish,
    popular: parsed.popular,
    novelty: parsed.novelty,
    recommended: parsed.recommended,
    description: parsed.description,
  };
  if (parsed.group_id !== null) body.group_id = parsed.group_id;
  if (parsed.sizes.length > 0) body.sizes = parsed.sizes;
  else body.quantity = parsed.quantity;
  if (parsed.label !== null) body.label = parsed.label;
  for (const [field, value] of Object.entries(parsed.food)) {
    // Left empty: nothing is sent (a ready box's are worked out from its flavours).
    if (value !== null) Object.assign(body, { [field]: value });
  }
  if (parsed.box_prices) body.box_prices = parsed.box_prices;
  if (parsed.contents) body.contents = parsed.contents;
  return { errors, body };
}

const sameContents = (a: BoxContents | null, b: BoxContents | null) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const samePrices = (a: BoxPrices | null, b: BoxPrices | null) =>
  (a === null && b === null) ||
  (a !== null && b !== null && a['4'] === b['4'] && a['8'] === b['8'] && a['12'] === b['12']);

/**
 * An existing product's changes (PATCH /api/admin/products/{id}): only fields whose value differs. A product
 * published now (`publish`, it was hidden) needs its food information; one on sale cannot lose any of it.
 */
export function readProductChanges(
  product: AdminProduct,
  values: ProductFormValues,
  { publish }: { publish: boolean },
): { errors: FormErrors; changes: ProductUpdate } {
  const kind = product.kind;
  const { errors, parsed } = parseForm(kind, values, { creating: false, groupRequired: true });
  const needed = foodFieldsNeeded(kind, false);
  if (publish && !product.active) requireFood(errors, parsed, needed);
  else if (product.active) {
    requireFood(
      errors,
      parsed,
      needed.filter((field) => product[field] !== null && product[field] !== ''),
    );
  }
  if (!noErrors(errors)) return { errors, changes: {} };

  const changes: ProductUpdate = {};
  if (parsed.group_id !== null && parsed.group_id !== product.group_id) changes.group_id = parsed.group_id;
  if (parsed.name !== product.name) changes.name = parsed.name;
  if (parsed.price !== product.price) changes.price = parsed.price;
  if (parsed.quantity !== product.quantity) changes.quantity = parsed.quantity;
  // A gift card's label keeps its words while it stays the same type of card.
  const label =
    kind === 'gift_card' && isECardLabel(product.label) === (parsed.label !== null)
      ? product.label
      : parsed.label;
  if (label !== product.label) changes.label = label;
  if (parsed.description !== product.description.trim()) changes.description = parsed.description;
  for (const flag of ['popular', 'novelty', 'recommended'] as const) {
    if (parsed[flag] !== product[flag]) changes[flag] = parsed[flag];
  }
  for (const [field, value] of Object.entries(parsed.food) as [FoodField, string | number | null][]) {
    if (value !== product[field]) Object.assign(changes, { [field]: value });
  }
  if (kind === 'box_flavour' && !samePrices(parsed.box_prices, product.box_prices)) {
    changes.box_prices = parsed.box_prices;
  }
  if (kind === 'ready_box' && !sameContents(parsed.contents, product.contents))
    changes.contents = parsed.contents;
  if (publish && !product.active) changes.active = true;
  return { errors, changes };
}
