import { merchSizes } from '@shop/shared/catalog/admin-product-api';
import { useId } from 'react';
import { NumberField } from '@/features/admin/kit/fields.tsx';
import { catalogueStrings as t } from '../strings.ts';
import styles from './editor.module.css';
import type { FormBinding } from './form-binding.ts';

/** A new merch item's sizes: each ticked size becomes a product with its own stock. */
export function SizesFields({ form }: { form: FormBinding }) {
  const titleId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={`${titleId}-lead`}>
      <legend className={styles.legend}>{t.sizes}</legend>
      <p id={`${titleId}-lead`} className={styles.lead}>
        {t.sizesLead}
      </p>
      <ul className={styles.sizes}>
        {merchSizes.map((size) => {
          const row = form.values.sizes[size];
          const setRow = (change: Partial<typeof row>) =>
            form.set('sizes', { ...form.values.sizes, [size]: { ...row, ...change } });
          return (
            <li key={size} className={styles.size}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={row.on}
                  disabled={form.disabled}
                  onChange={(event) => setRow({ on: event.target.checked })}
                />
                <span>{size}</span>
              </label>
              <NumberField
                label={t.sizeStock(size)}
                className={styles.sizeStock}
                unit="шт."
                inputMode="numeric"
                value={row.quantity}
                error={form.errors[`sizes.${size}`] ?? null}
                disabled={form.disabled || !row.on}
                onChange={(event) => setRow({ quantity: event.target.value })}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
