import {
  LABEL_MAX,
  NAME_MAX,
  productKindTitles,
  TEXT_MAX,
  type AdminProduct,
  type AdminProductGroup,
  type ProductKind,
} from '@shop/shared/catalog/admin-product-api';
import { useId } from 'react';
import { TextField } from '@/components/text-field.tsx';
import { formatPrice } from '@/lib/format.ts';
import { NumberField, TextAreaField } from '@/features/admin/kit/fields.tsx';
import panel from '@/features/admin/kit/panel.module.css';
import { Switch } from '@/features/admin/kit/switch.tsx';
import { boxSizes, groupFieldLabel } from '../model/product-form.ts';
import { catalogueStrings as t, editorFlags, flagLabels } from '../strings.ts';
import { ContentsFields } from './contents-fields.tsx';
import styles from './editor.module.css';
import { textProps, type FormBinding } from './form-binding.ts';
import { GroupSelect } from './group-select.tsx';
import { SizesFields } from './sizes-fields.tsx';

/** 'Основное': where it goes, name, price, stock (or sizes), label or card type, the kind's own, description, flags. */
export function MainPanel({
  kind,
  product,
  form,
  groups,
  products,
}: {
  kind: ProductKind;
  product: AdminProduct | null;
  form: FormBinding;
  /** Every group (the choice is those of the kind). */
  groups: readonly AdminProductGroup[];
  /** The shop's products (a ready box's flavours). */
  products: readonly AdminProduct[];
}) {
  const titleId = useId();
  const flagsId = useId();
  const sized = kind === 'merch' && product === null;
  // Merch by size: each ticked size has its own stock instead of one.
  const bySize = sized && Object.values(form.values.sizes).some((size) => size.on);
  return (
    <section className={`${panel.panel} ${styles.main}`} aria-labelledby={titleId}>
      <div className={panel.panelTitles}>
        <h3 id={titleId} className={panel.panelTitle}>
          {t.main}
        </h3>
        <p className={panel.lead}>{productKindTitles[kind]}</p>
      </div>
      <GroupSelect kind={kind} product={product} groups={groups} form={form} label={groupFieldLabel(kind)} />
      <TextField
        label={t.nameField}
        maxLength={NAME_MAX + 20}
        autoComplete="off"
        {...textProps(form, 'name')}
      />
      <div className={styles.pair}>
        <NumberField
          label={kind === 'gift_card' ? t.amountField : t.priceField}
          unit="₽"
          inputMode="numeric"
          hint={product ? `Сейчас ${formatPrice(product.price)}` : undefined}
          {...textProps(form, 'price')}
        />
        {bySize ? null : (
          <NumberField
            label={t.quantityField}
            unit="шт."
            inputMode="numeric"
            hint={product ? t.heldHint(product.held) : undefined}
            {...textProps(form, 'quantity')}
          />
        )}
      </div>
      {product?.size ? <p className={styles.fact}>{t.sizeFact(product.size)}</p> : null}
      {sized ? <SizesFields form={form} /> : null}
      {kind === 'box_flavour' ? <BoxPrices form={form} /> : null}
      {kind === 'ready_box' ? <ContentsFields form={form} products={products} groups={groups} /> : null}
      {kind === 'gift_card' ? (
        <CardType form={form} />
      ) : (
        <TextField
          label={t.labelField}
          hint={t.labelHint}
          maxLength={LABEL_MAX + 10}
          {...textProps(form, 'label')}
        />
      )}
      <TextAreaField
        label={t.description}
        rows={4}
        maxLength={TEXT_MAX + 100}
        {...textProps(form, 'description')}
      />
      <div className={styles.flags} role="group" aria-labelledby={flagsId}>
        <p id={flagsId} className={styles.legend}>
          {t.flags}
        </p>
        {editorFlags.map((flag) => (
          <Switch
            key={flag}
            label={flagLabels[flag]}
            visibleLabel
            checked={form.values[flag]}
            disabled={form.disabled}
            onChange={(next) => form.set(flag, next)}
          />
        ))}
      </div>
    </section>
  );
}

/** A box flavour's per-unit price in a box of 4, 8 and 12. */
function BoxPrices({ form }: { form: FormBinding }) {
  const leadId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={leadId}>
      <legend className={styles.legend}>{t.boxPrices}</legend>
      <p id={leadId} className={styles.lead}>
        {t.boxPricesLead}
      </p>
      <div className={styles.triple}>
        {boxSizes.map((size) => (
          <NumberField
            key={size}
            label={t.boxOf(size)}
            unit="₽"
            inputMode="numeric"
            value={form.values.box_prices[size]}
            error={form.errors[`box_prices.${size}`] ?? null}
            disabled={form.disabled}
            onChange={(event) =>
              form.set('box_prices', { ...form.values.box_prices, [size]: event.target.value })
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A gift card is electronic (mailed) or plastic. */
function CardType({ form }: { form: FormBinding }) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t.cardType}</legend>
      <div className={styles.radios}>
        {[true, false].map((eCard) => (
          <label key={String(eCard)} className={styles.check}>
            <input
              type="radio"
              name={name}
              checked={form.values.eCard === eCard}
              disabled={form.disabled}
              onChange={() => form.set('eCard', eCard)}
            />
            <span>{eCard ? t.eCard : t.plasticCard}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
