import type { AdminProduct, AdminProductGroup, ProductKind } from '@shop/shared/catalog/admin-product-api';
import { useId } from 'react';
import { fieldStyles } from '@/components/text-field.tsx';
import kit from '@/features/admin/kit/fields.module.css';
import { groupsOfKind } from '../model/product-form.ts';
import { catalogueStrings as t } from '../strings.ts';
import styles from './editor.module.css';
import type { FormBinding } from './form-binding.ts';

/**
 * Where the product is shown: a choice when its kind has several groups (a box flavour: which box), else the
 * one group as a fact; none at all when the shop has no group of the kind yet (the server makes one).
 */
export function GroupSelect({
  kind,
  product,
  groups,
  form,
  label,
}: {
  kind: ProductKind;
  product: AdminProduct | null;
  groups: readonly AdminProductGroup[];
  form: FormBinding;
  label: string;
}) {
  const id = useId();
  const own = groupsOfKind(groups, kind);
  // A product filed in a group the list does not offer still shows where it is.
  const choices =
    product && !own.some((group) => group.id === product.group_id)
      ? [{ id: product.group_id, name: product.group, kind }, ...own]
      : own;
  if (choices.length === 0) return null;
  if (choices.length === 1) {
    return (
      <p className={styles.fact}>
        {label}: <strong>{choices[0]!.name}</strong>
      </p>
    );
  }
  const error = form.errors.group_id ?? null;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`${fieldStyles.input} ${kit.select}`}
        value={form.values.group_id}
        disabled={form.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => form.set('group_id', event.target.value)}
      >
        {form.values.group_id === '' ? (
          <option value="">{kind === 'box_flavour' ? t.chooseBox : t.chooseGroup}</option>
        ) : null}
        {choices.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t.groupHint}
      </p>
      <p id={`${id}-error`} className={fieldStyles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
