import type { BoxCard } from '@shop/shared/rules/cards';
import { boxRemaining } from '@shop/shared/rules/card-transitions';
import { PHOTO_SIZES } from '@shop/shared/rules/photo-files';
import { ProductImage } from '@/components/product-image.tsx';
import { QuantityStepper } from '@/components/quantity-stepper.tsx';
import { formatPrice } from '@/lib/format.ts';
import { flavourName } from '../model/box-builder.ts';
import styles from './flavour-grid.module.css';

/**
 * The type's flavours with a − n + each: a count goes up only while places are left in the box and down
 * to 0 (docs/product/boxes.md#rules).
 */
export function FlavourGrid({
  box,
  onAdd,
  onRemove,
  disabled,
}: {
  box: BoxCard;
  onAdd: (flavorId: number) => void;
  onRemove: (flavorId: number) => void;
  disabled: boolean;
}) {
  const remaining = boxRemaining(box);
  const sizeKey = String(box.selectedQuantity) as '4' | '8' | '12';
  return (
    <ul className={styles.grid}>
      {box.flavors.map((flavor) => {
        const count = box.selectedFlavors[flavor.id] ?? 0;
        const boxed = flavor.prices[sizeKey];
        return (
          <li key={flavor.id} className={`${styles.flavour} ${count > 0 ? styles.chosen : ''}`}>
            <ProductImage
              className={styles.image}
              src={flavor.image}
              photo={flavor.photo}
              sizes={PHOTO_SIZES.builderFlavor}
              alt=""
            />
            <h3 className={styles.name}>{flavourName(box, flavor.name)}</h3>
            <p className={styles.facts}>
              {flavor.calories ? <span>{flavor.calories} ккал</span> : null}
              <span className={styles.price}>
                {formatPrice(boxed)}
                {flavor.basePrice > boxed ? <s>{formatPrice(flavor.basePrice)}</s> : null}
              </span>
            </p>
            <QuantityStepper
              label={flavor.name}
              value={count}
              min={0}
              max={disabled ? count : count + remaining}
              onChange={(next) => (next > count ? onAdd(flavor.id) : onRemove(flavor.id))}
            />
          </li>
        );
      })}
    </ul>
  );
}
