import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { ProductImage } from '@/components/product-image.tsx';
import { formatPrice } from '@/lib/format.ts';
import { Switch } from '../kit/switch.tsx';
import catalogueStyles from './catalogue.module.css';
import styles from './product-table.module.css';
import { freeUnits, isLowStock } from './product-list.ts';
import { catalogueStrings as t, flagLabels, productFlags } from './strings.ts';
import { useFlagToggle, type ListResult } from './use-flag-toggle.ts';

function PencilIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </svg>
  );
}

interface RowProps {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  onResult: (result: ListResult) => void;
}

function ProductRow({ product, onEdit, onResult }: RowProps) {
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
      <td className={styles.number}>{product.held}</td>
      <td className={`${styles.number} ${isLowStock(product) ? catalogueStyles.low : ''}`}>
        {freeUnits(product)}
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
      <td className={styles.editCell}>
        <button
          type="button"
          className={styles.editButton}
          aria-label={t.editLabel(product.name)}
          title={t.edit}
          onClick={() => onEdit(product)}
        >
          <PencilIcon />
        </button>
      </td>
    </tr>
  );
}

/** Laptops: every product in one table, numbers aligned, switches in their columns. */
export function ProductTable({ products, ...row }: Omit<RowProps, 'product'> & { products: AdminProduct[] }) {
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
              {t.held}
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
              <span className="visually-hidden">{t.edit}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <ProductRow key={product.id} product={product} {...row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
