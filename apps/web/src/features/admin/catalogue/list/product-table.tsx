import { productKindTitles, type AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { ProductImage } from '@/components/product-image.tsx';
import { formatPrice } from '@/lib/format.ts';
import { Switch } from '@/features/admin/kit/switch.tsx';
import catalogueStyles from '../catalogue.module.css';
import { freeUnits, isLowStock, type GroupOfProducts } from '../model/product-list.ts';
import { catalogueStrings as t, flagLabels, productFlags } from '../strings.ts';
import styles from './product-table.module.css';
import { IconActions, type Place, type RowActions } from './row-actions.tsx';
import { useFlagToggle, type ListResult } from './use-flag-toggle.ts';

interface RowProps {
  product: AdminProduct;
  place: Place;
  actions: RowActions;
  onResult: (result: ListResult) => void;
}

const columns = 5 + productFlags.length;

function ProductRow({ product, place, actions, onResult }: RowProps) {
  const flags = useFlagToggle(product, onResult);
  return (
    <tr className={product.active ? undefined : styles.hiddenRow}>
      <th scope="row" className={styles.productCell}>
        <span className={styles.productInner}>
          <ProductImage className={styles.thumb} src={product.image ?? undefined} alt="" />
          <span className={catalogueStyles.productText}>
            <span className={styles.productName}>{product.name}</span>
            <span className={catalogueStyles.productGroup}>
              {product.group}
              {product.active ? '' : ` · ${t.hidden}`}
            </span>
          </span>
        </span>
      </th>
      <td className={styles.number}>{formatPrice(product.price)}</td>
      <td className={styles.number}>{product.quantity}</td>
      <td className={styles.number}>
        <span className={isLowStock(product) ? catalogueStyles.low : undefined}>{freeUnits(product)}</span>
        <span className={styles.sub}>{t.heldShort(product.held)}</span>
      </td>
      {productFlags.map((flag) => (
        <td key={flag} className={styles.switchCell}>
          <Switch
            label={`${flagLabels[flag]}: ${product.name}`}
            checked={flags.checked(flag)}
            busy={flags.busy(flag)}
            disabled={flags.disabled}
            onChange={(next) => flags.toggle(flag, next)}
          />
        </td>
      ))}
      <td className={styles.actionsCell}>
        <IconActions product={product} place={place} actions={actions} />
      </td>
    </tr>
  );
}

/** Laptops: one table, a band per group (the shop's order within it), numbers aligned, switches in columns. */
export function ProductTable({
  groups,
  actions,
  onResult,
}: {
  groups: GroupOfProducts[];
  actions: RowActions;
  onResult: (result: ListResult) => void;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t.listLabel}>
        <thead>
          <tr>
            <th scope="col">{t.product}</th>
            <th scope="col" className={styles.number}>
              {t.price}
            </th>
            <th scope="col" className={styles.number}>
              {t.quantity}
            </th>
            <th scope="col" className={styles.number}>
              {t.free}
            </th>
            {productFlags.map((flag) => (
              <th key={flag} scope="col" className={styles.switchCell}>
                {flagLabels[flag]}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t.actions}</span>
            </th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.id}>
            <tr className={styles.groupRow}>
              <th scope="colgroup" colSpan={columns}>
                {group.name} <span className={styles.groupKind}>{productKindTitles[group.kind]}</span>
              </th>
            </tr>
            {group.products.map((product, index) => (
              <ProductRow
                key={product.id}
                product={product}
                place={{ first: index === 0, last: index === group.products.length - 1 }}
                actions={actions}
                onResult={onResult}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
