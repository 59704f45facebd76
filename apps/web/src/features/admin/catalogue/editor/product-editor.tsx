import {
  isFoodKind,
  productKindTitles,
  type AdminProduct,
  type AdminProductGroup,
  type ProductKind,
} from '@shop/shared/catalog/admin-product-api';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { ProductImage } from '@/components/product-image.tsx';
import headingStyles from '@/features/admin/kit/section-heading.module.css';
import { usePageQueryClient } from '@/lib/query-client.ts';
import { catalogueChanged } from '../api/product-actions.ts';
import {
  groupsOfKind,
  newProductValues,
  productValues,
  usualManufacturer,
  type FormErrors,
  type ProductFormValues,
} from '../model/product-form.ts';
import { freeUnits } from '../model/product-list.ts';
import { PhotoPanel } from '../photos/photo-panel.tsx';
import { usePendingPhotos } from '../photos/use-pending-photos.ts';
import { catalogueStrings as t } from '../strings.ts';
import styles from './editor.module.css';
import { FoodPanel } from './food-panel.tsx';
import type { FormBinding } from './form-binding.ts';
import { MainPanel } from './main-panel.tsx';
import { useProductSave, type SaveOutcome } from './use-product-save.ts';

export interface ProductEditorProps {
  kind: ProductKind;
  /** Null: a new product of `kind`. */
  product: AdminProduct | null;
  groups: readonly AdminProductGroup[];
  products: readonly AdminProduct[];
  onCreated: (product: AdminProduct) => void;
  onDone: (outcome: SaveOutcome | null) => void;
  onCancel: () => void;
}

/** Keys of the form's values and nested paths ('box_prices.4') whose problem a change clears. */
const clearedBy = (errors: FormErrors, key: string): FormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => path !== key && !path.startsWith(`${key}.`)));

/**
 * The product editor, one page for a new product of a kind and for an existing one: every field of the
 * kind, its food information, its photos. 'Сохранить черновик' keeps it hidden, 'Опубликовать' puts it on
 * sale (a food product only with its food information); an existing product on sale is just saved.
 */
export function ProductEditor({
  kind,
  product,
  groups,
  products,
  onCreated,
  onDone,
  onCancel,
}: ProductEditorProps) {
  const headingId = useId();
  const [values, setValues] = useState<ProductFormValues>(() =>
    product
      ? productValues(product)
      : newProductValues(kind, { groups, manufacturer: usualManufacturer(products) }),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const pending = usePendingPhotos();
  const groupRequired = groupsOfKind(groups, kind).length > 1;
  const saver = useProductSave({
    kind,
    product,
    values,
    pending,
    groupRequired,
    setErrors,
    onCreated,
    onDone,
  });
  const client = usePageQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening the editor is a new page for the keyboard and screen readers: focus starts at its title.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // After a refused save the first marked field takes the focus.
  const [focusProblem, setFocusProblem] = useState(0);
  useEffect(() => {
    if (focusProblem === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusProblem]);

  const form: FormBinding = {
    values,
    errors,
    disabled: saver.saving,
    set: (key, value) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => clearedBy(current, key));
      saver.clearFailure();
    },
  };

  const save = async (publish: boolean) => {
    await saver.save(publish);
    setFocusProblem((n) => n + 1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field: the form's main button.
    void save(!product || !product.active);
  };

  const onSale = product?.active ?? false;
  const title = product ? product.name : t.newTitle(productKindTitles[kind]);
  return (
    <div className={styles.editor}>
      <Button variant="secondary" className={styles.back} aria-label={t.backLabel} onClick={onCancel}>
        <span aria-hidden="true">←</span> {t.back}
      </Button>
      <div className={styles.heading}>
        {product ? (
          <ProductImage className={styles.headImage} src={product.image ?? undefined} alt="" />
        ) : null}
        <div className={headingStyles.text}>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className={`${headingStyles.title} ${styles.title}`}
          >
            {title}
          </h2>
          <p className={headingStyles.lead}>
            {product ? (
              <>
                {t.editorFacts(productKindTitles[kind], product.group)} ·{' '}
                {product.active ? t.statusActive : t.statusHidden} · {t.held}: {product.held} шт.,{' '}
                {t.free.toLowerCase()}: {freeUnits(product)} шт.
              </>
            ) : (
              t.newLead
            )}
          </p>
        </div>
      </div>
      <form ref={formRef} className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
        <div className={styles.layout}>
          <MainPanel kind={kind} product={product} form={form} groups={groups} products={products} />
          <PhotoPanel
            product={product}
            pending={pending}
            saving={saver.saving}
            onUploaded={() => catalogueChanged(client)}
          />
          {isFoodKind(kind) ? (
            <FoodPanel
              form={form}
              note={kind === 'ready_box' && !product ? `${t.foodLead} ${t.contentsLead}` : undefined}
            />
          ) : null}
        </div>
        <div className={styles.actions}>
          <p className={styles.failure} role="alert">
            {saver.failure ?? ''}
          </p>
          <p className={styles.progress} role="status">
            {saver.progress ?? ''}
          </p>
          <div className={styles.buttons}>
            <Button variant="secondary" disabled={saver.saving} onClick={onCancel}>
              {t.cancel}
            </Button>
            {onSale ? (
              <Button type="submit" disabled={saver.saving} aria-busy={saver.saving || undefined}>
                {saver.saving ? t.saving : t.save}
              </Button>
            ) : (
              <>
                <Button variant="secondary" disabled={saver.saving} onClick={() => void save(false)}>
                  {t.saveDraft}
                </Button>
                <Button type="submit" disabled={saver.saving} aria-busy={saver.saving || undefined}>
                  {saver.saving ? t.saving : t.publish}
                </Button>
              </>
            )}
          </div>
        </div>
      </form>
    </div>
  );
}
