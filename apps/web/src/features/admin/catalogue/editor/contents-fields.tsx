import type { AdminProduct, AdminProductGroup } from '@shop/shared/catalog/admin-product-api';
import { useId } from 'react';
import { Button } from '@/components/button.tsx';
import { fieldStyles } from '@/components/text-field.tsx';
import kit from '@/features/admin/kit/fields.module.css';
import panel from '@/features/admin/kit/panel.module.css';
import { NumberField } from '@/features/admin/kit/fields.tsx';
import { groupProducts } from '../model/product-list.ts';
import { newContentRow } from '../model/product-form.ts';
import { catalogueStrings as t } from '../strings.ts';
import styles from './editor.module.css';
import type { FormBinding } from './form-binding.ts';

/** Kinds a ready box is made of. */
const flavourKinds = new Set<AdminProduct['kind']>(['bar', 'brownie', 'drink', 'box_flavour']);

/** A flavour's select, its products grouped by their group (a bar and its box twin share a name). */
function FlavourSelect({
  value,
  error,
  choices,
  groups,
  disabled,
  onChange,
}: {
  value: string;
  error: string | null;
  choices: AdminProduct[];
  groups: readonly AdminProductGroup[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={`${fieldStyles.field} ${styles.flavour}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {t.flavour}
      </label>
      <select
        id={id}
        className={`${fieldStyles.input} ${kit.select}`}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t.chooseFlavour}</option>
        {groupProducts(choices, groups).map((group) => (
          <optgroup key={group.id} label={group.name}>
            {group.products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={`${id}-error`} className={fieldStyles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** A ready box's flavours and how many of each, picked from the shop's food products. */
export function ContentsFields({
  form,
  products,
  groups,
}: {
  form: FormBinding;
  products: readonly AdminProduct[];
  groups: readonly AdminProductGroup[];
}) {
  const leadId = useId();
  const rows = form.values.contents;
  const chosen = new Set(rows.map((row) => row.product_id));
  const choices = products.filter(
    (product) => flavourKinds.has(product.kind) || chosen.has(String(product.id)),
  );
  const setRow = (index: number, change: Partial<(typeof rows)[number]>) =>
    form.set(
      'contents',
      rows.map((row, at) => (at === index ? { ...row, ...change } : row)),
    );
  return (
    <fieldset className={styles.fieldset} aria-describedby={leadId}>
      <legend className={styles.legend}>{t.contents}</legend>
      <p id={leadId} className={styles.lead}>
        {t.contentsLead}
      </p>
      <ol className={styles.contents}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.contentRow}>
            <FlavourSelect
              value={row.product_id}
              error={form.errors[`contents.${index}.product_id`] ?? null}
              choices={choices}
              groups={groups}
              disabled={form.disabled}
              onChange={(value) => setRow(index, { product_id: value })}
            />
            <NumberField
              label={t.count}
              className={styles.count}
              unit="шт."
              inputMode="numeric"
              value={row.count}
              error={form.errors[`contents.${index}.count`] ?? null}
              disabled={form.disabled}
              onChange={(event) => setRow(index, { count: event.target.value })}
            />
            <Button
              variant="secondary"
              className={`${panel.small} ${panel.danger} ${styles.removeRow}`}
              aria-label={t.removeFlavour(index + 1)}
              disabled={form.disabled || rows.length === 1}
              onClick={() =>
                form.set(
                  'contents',
                  rows.filter((_, at) => at !== index),
                )
              }
            >
              {t.remove}
            </Button>
          </li>
        ))}
      </ol>
      <p className={fieldStyles.error} role={form.errors.contents ? 'alert' : undefined}>
        {form.errors.contents ?? ''}
      </p>
      <Button
        variant="secondary"
        className={`${panel.small} ${styles.addRow}`}
        disabled={form.disabled || rows.length >= 24}
        onClick={() => form.set('contents', [...rows, newContentRow()])}
      >
        {t.addFlavour}
      </Button>
    </fieldset>
  );
}
