import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { ProductImage } from '@/components/product-image.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { formatPrice } from '@/lib/format.ts';
import { useUpdateProduct } from './api/update-product.ts';
import { NumberField, TextAreaField } from '../kit/fields.tsx';
import { Switch } from '../kit/switch.tsx';
import styles from './product-editor.module.css';
import {
  formValuesOf,
  nutrients,
  readProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form.ts';
import { freeUnits } from './product-list.ts';
import { catalogueStrings as t, flagLabels, productFlags } from './strings.ts';

const nutrientUnits = { calories: 'ккал', protein: 'г', fat: 'г', carbohydrates: 'г' } as const;

/**
 * The product's editor: price, stock, flags, description and nutrition, checked as the server checks them;
 * only what changed is sent. A stock below what is already held is refused by the server (409): its words
 * appear by the stock field.
 */
export function ProductForm({
  product,
  onSaved,
  onCancel,
}: {
  product: AdminProduct;
  onSaved: (product: AdminProduct) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<ProductFormValues>(() => formValuesOf(product));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProduct(product.id);
  const formId = useId();

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readProductForm(values, product);
    setErrors(read.errors);
    setFailure(null);
    if (Object.keys(read.errors).length > 0) return;
    if (Object.keys(read.changes).length === 0) {
      onCancel();
      return;
    }
    update.mutate(read.changes, {
      onSuccess: (saved) => onSaved(saved ?? product),
      onError: (error) => {
        const message = errorMessage(error, 'Не удалось сохранить товар');
        // 409 about the stock (stockBelowHeld): said where the stock is typed.
        if (error instanceof ApiError && error.status === 409 && 'quantity' in read.changes) {
          setErrors({ quantity: message });
        } else {
          setFailure(message);
        }
      },
    });
  };

  const numberProps = (key: keyof ProductFormValues & string) => ({
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.summary}>
        <ProductImage className={styles.image} src={product.image ?? undefined} alt="" />
        <p className={styles.facts}>
          <span>{product.group}</span>
          <span>
            {t.held}: {product.held} шт. · {t.free.toLowerCase()}: {freeUnits(product)} шт.
          </span>
        </p>
      </div>
      <div className={styles.pair}>
        <NumberField
          label={t.priceField}
          unit="₽"
          error={errors.price}
          hint={`Сейчас ${formatPrice(product.price)}`}
          data-autofocus
          {...numberProps('price')}
        />
        <NumberField
          label={t.quantityField}
          unit="шт."
          inputMode="numeric"
          error={errors.quantity}
          hint={t.heldHint(product.held)}
          {...numberProps('quantity')}
        />
      </div>
      <div className={styles.flags} role="group" aria-labelledby={`${formId}-flags`}>
        <p id={`${formId}-flags`} className={styles.legend}>
          {t.flags}
        </p>
        {productFlags.map((flag) => (
          <Switch
            key={flag}
            label={flagLabels[flag]}
            visibleLabel
            checked={values[flag]}
            onChange={(next) => set(flag, next)}
          />
        ))}
      </div>
      <TextAreaField
        label={t.description}
        error={errors.description}
        rows={4}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <div className={styles.nutrition} role="group" aria-labelledby={`${formId}-nutrition`}>
        <p id={`${formId}-nutrition`} className={styles.legend}>
          {t.nutrition}
        </p>
        {nutrients.map((nutrient) => (
          <NumberField
            key={nutrient}
            label={t[nutrient]}
            unit={nutrientUnits[nutrient]}
            error={errors[nutrient]}
            {...numberProps(nutrient)}
          />
        ))}
      </div>
      <p className={styles.failure} role="alert">
        {failure ?? ''}
      </p>
      <div className={styles.buttons}>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending ? t.saving : t.save}
        </Button>
        <Button variant="secondary" disabled={update.isPending} onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
