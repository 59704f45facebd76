import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { Button } from '@/components/button.tsx';
import { ProductImage } from '@/components/product-image.tsx';
import { formatPrice } from '@/lib/format.ts';
import { Switch } from '../kit/switch.tsx';
import catalogueStyles from './catalogue.module.css';
import styles from './product-cards.module.css';
import { freeUnits, isLowStock } from './product-list.ts';
import { catalogueStrings as t, flagLabels, productFlags } from './strings.ts';
import { useFlagToggle, type ListResult } from './use-flag-toggle.ts';

interface CardProps {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  onResult: (result: ListResult) => void;
}

function ProductCard({ product, onEdit, onResult }: CardProps) {
  const flags = useFlagToggle(product, onResult);
  return (
    <li className={`${styles.card} ${product.active ? '' : styles.hiddenCard}`}>
      <div className={styles.cardHead}>
        <ProductImage className={styles.cardImage} src={product.image ?? undefined} alt="" />
        <div className={catalogueStyles.productText}>
          <h3 className={styles.cardName}>{product.name}</h3>
          <p className={catalogueStyles.productGroup}>
            {product.group}
            {product.active ? '' : ` · ${t.hidden}`}
          </p>
        </div>
        <p className={styles.cardPrice}>{formatPrice(product.price)}</p>
      </div>
      <dl className={styles.stock}>
        <div>
          <dt>{t.quantity}</dt>
          <dd>{product.quantity}</dd>
        </div>
        <div>
          <dt>{t.held}</dt>
          <dd>{product.held}</dd>
        </div>
        <div className={isLowStock(product) ? `${catalogueStyles.low} ${styles.lowStock}` : undefined}>
          <dt>{t.free}</dt>
          <dd>{freeUnits(product)}</dd>
        </div>
      </dl>
      <div className={styles.cardFlags}>
        {productFlags.map((flag) => (
          <Switch
            key={flag}
            label={flagLabels[flag]}
            accessibleName={`${flagLabels[flag]}: ${product.name}`}
            visibleLabel
            checked={flags.checked(flag)}
            busy={flags.busy(flag)}
            disabled={flags.disabled}
            onChange={(next) => flags.toggle(flag, next)}
          />
        ))}
      </div>
      <Button
        variant="secondary"
        width="block"
        aria-label={t.editLabel(product.name)}
        onClick={() => onEdit(product)}
      >
        {t.edit}
      </Button>
    </li>
  );
}

/** Phones and tablets: a card per product, its switches named beside them. */
export function ProductCards({
  products,
  ...card
}: Omit<CardProps, 'product'> & { products: AdminProduct[] }) {
  return (
    <ul className={styles.cards} aria-label={t.listLabel}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} {...card} />
      ))}
    </ul>
  );
}
