import { SHORT_TEXT_MAX, TEXT_MAX } from '@shop/shared/catalog/admin-product-api';
import { useId } from 'react';
import { TextField } from '@/components/text-field.tsx';
import { NumberField, TextAreaField } from '@/features/admin/kit/fields.tsx';
import panel from '@/features/admin/kit/panel.module.css';
import { nutrients } from '../model/product-form.ts';
import { catalogueStrings as t } from '../strings.ts';
import styles from './editor.module.css';
import { textProps, type FormBinding } from './form-binding.ts';

const nutrientUnits = { calories: 'ккал', protein: 'г', fat: 'г', carbohydrates: 'г' } as const;

/**
 * 'Информация о продукте' of a food kind: what the label of the package says (TR CU 022/2011), all of it
 * needed before the product is published.
 */
export function FoodPanel({ form, note }: { form: FormBinding; note?: string | undefined }) {
  const titleId = useId();
  return (
    <section className={`${panel.panel} ${styles.food}`} aria-labelledby={titleId}>
      <div className={panel.panelTitles}>
        <h3 id={titleId} className={panel.panelTitle}>
          {t.food}
        </h3>
        <p className={panel.lead}>{note ?? t.foodLead}</p>
      </div>
      <TextAreaField
        label={t.composition}
        rows={3}
        maxLength={TEXT_MAX + 100}
        {...textProps(form, 'composition_1')}
      />
      <TextField
        label={t.allergens}
        hint={t.allergensHint}
        maxLength={SHORT_TEXT_MAX + 20}
        {...textProps(form, 'composition_2')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.nutrition}</legend>
        <div className={styles.quad}>
          {nutrients.map((nutrient) => (
            <NumberField
              key={nutrient}
              label={t[nutrient]}
              unit={nutrientUnits[nutrient]}
              {...textProps(form, nutrient)}
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.pair}>
        <NumberField label={t.weight} unit="г" inputMode="numeric" {...textProps(form, 'weight')} />
        <TextField
          label={t.shelfLife}
          hint={t.shelfLifeHint}
          maxLength={SHORT_TEXT_MAX + 20}
          {...textProps(form, 'shelf_life')}
        />
      </div>
      <TextAreaField
        label={t.storage}
        rows={2}
        maxLength={SHORT_TEXT_MAX + 20}
        {...textProps(form, 'storage_conditions')}
      />
      <TextAreaField
        label={t.manufacturer}
        hint={t.manufacturerHint}
        rows={2}
        maxLength={SHORT_TEXT_MAX + 20}
        {...textProps(form, 'manufacturer')}
      />
    </section>
  );
}
