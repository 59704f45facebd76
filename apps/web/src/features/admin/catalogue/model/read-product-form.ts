import {
  isFoodKind,
  type AdminProduct,
  type BoxContents,
  type ProductCreate,
  type ProductKind,
  type ProductUpdate,
} from '@shop/shared/catalog/admin-product-api';
import type { BoxPrices } from '@shop/shared/catalog/product-api';
import { foodInformationFields } from '@shop/shared/rules/food-information';
import { catalogueStrings as t } from '../strings.ts';
import { parseForm, type Parsed } from './parse-product-form.ts';
import {
  isECardLabel,
  nutrients,
  type FoodField,
  type FormErrors,
  type ProductFormValues,
} from './product-form.ts';

/**
 * Reading the editor's form (its fields: parse-product-form.ts): the food information a food product needs
 * before it is published, and the body to send — everything for a new product, only what changed for an
 * existing one.
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
