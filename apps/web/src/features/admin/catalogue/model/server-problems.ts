import { productUpdateSchema } from '@shop/shared/catalog/admin-product-api';
import { foodInformationTitles, type FoodInformationField } from '@shop/shared/rules/food-information';
import { ApiError } from '@/lib/api-client.ts';
import { catalogueStrings as t } from '../strings.ts';
import type { FormErrors } from './product-form.ts';

/**
 * The fields a refusal of the server names, to be marked beside the form: the food information that
 * publishing needs ('Чтобы опубликовать товар, заполните: состав, аллергены, …') and the fields of a
 * refused request body (422 with `issues`).
 */

/** The food fields by the words the refusal names them with (the shared rule's titles). */
const namedFields = Object.entries(foodInformationTitles) as [FoodInformationField, string][];

/** The fields a request body names, as the API takes them (the flags have no field to mark, and never fail). */
const bodyFields = new Set<string>(Object.keys(productUpdateSchema.shape));

export function fieldsOfRefusal(error: unknown): FormErrors {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const marked: FormErrors = {};
  const [, list] = /заполните:(.*)$/i.exec(error.detail) ?? [];
  if (list) {
    const named = list.split(',').map((words) => words.trim().toLowerCase());
    for (const [field, words] of namedFields) if (named.includes(words)) marked[field] = t.neededToPublish;
  }
  try {
    const issues = (JSON.parse(error.body) as { issues?: { path?: unknown[] }[] }).issues ?? [];
    for (const issue of issues) {
      const path = (issue.path ?? []).map(String);
      const field = path[0] === 'body' ? path[1] : path[0];
      if (field && bodyFields.has(field) && !marked[field]) {
        const nested = field === 'box_prices' && path[2] ? `box_prices.${path[2]}` : field;
        marked[nested] = t.checkField;
      }
    }
  } catch {
    // No body, or not JSON: the detail alone is shown.
  }
  return marked;
}
