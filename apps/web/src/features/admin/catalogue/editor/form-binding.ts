import type { FormErrors, ProductFormValues } from '../model/product-form.ts';

/** What the editor's panels get: the values, their problems, and a setter that clears a field's problem. */
export interface FormBinding {
  values: ProductFormValues;
  errors: FormErrors;
  set: <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
  /** The form is being saved. */
  disabled: boolean;
}

/** A text or number field's value, problem and setter, for `{...text(form, 'name')}`. */
export function textProps(
  form: FormBinding,
  key: {
    [K in keyof ProductFormValues]: ProductFormValues[K] extends string ? K : never;
  }[keyof ProductFormValues],
) {
  return {
    value: form.values[key],
    error: form.errors[key] ?? null,
    disabled: form.disabled,
    onChange: (event: { target: { value: string } }) => form.set(key, event.target.value),
  };
}
