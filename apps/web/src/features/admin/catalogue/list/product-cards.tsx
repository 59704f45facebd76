import { productKindTitles, type AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { useId } from 'react';
import { ProductImage } from '@/components/product-image.tsx';
import { formatPrice } from '@/lib/format.ts';
import { Switch } from '@/features/admin/kit/switch.tsx';
import catalogueStyles from '../catalogue.module.css';
import { freeUnits, isLowStock, type GroupOfProducts } from '../model/product-list.ts';
import { catalogueStrings as t, flagLabels, productFlags } from '../strings.ts';
import styles from './product-cards.module.css';
import { CardActions, type Place, type RowActions } from './row-actions.tsx';
import { useFlagToggle, type ListResult } from './use-flag-toggle.ts';

interface CardProps {
  product: AdminProduct;
  place: Place;
  actions: RowActions;
  onResult: (result: ListResult) => void;
}

function ProductCard({ product, place, actions, onResult }: CardProps) {
  const flags = useFlagToggle(product, onResult);
  return (
    <li className={`${styles.card} ${product.active ? '' : styles.hiddenCard}`}>
      <div className={styles.cardHead}>
        <ProductImage className={styles.cardImage} src={product.image ?? undefined} alt="" />
        <div className={catalogueStyles.productText}>
          <h4 className={styles.cardName}>{product.name}</h4>
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
      <CardActions product={product} place={place} actions={actions} />
    </li>
  );
}

function GroupCards({
  group,
  actions,
  onResult,
}: {
  group: GroupOfProducts;
  actions: RowActions;
  onResult: (result: ListResult) => void;
}) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h3 className={styles.groupTitle}>
        <span id={titleId}>{group.name}</span>{' '}
        <span className={styles.groupKind}>{productKindTitles[group.kind]}</span>
      </h3>
      <ul className={styles.cards} aria-labelledby={titleId}>
        {group.products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            place={{ first: index === 0, last: index === group.products.length - 1 }}
            actions={actions}
            onResult={onResult}
          />
        ))}
      </ul>
    </section>
  );
}

/** Phones and tablets: the groups one after another, a card per product with its switches named. */
export function ProductCards({
  groups,
  actions,
  onResult,
}: {
  groups: GroupOfProducts[];
  actions: RowActions;
  onResult: (result: ListResult) => void;
}) {
  return (
    <div className={styles.groups} role="region" aria-label={t.listLabel}>
      {groups.map((group) => (
        <GroupCards key={group.id} group={group} actions={actions} onResult={onResult} />
      ))}
    </div>
  );
}
