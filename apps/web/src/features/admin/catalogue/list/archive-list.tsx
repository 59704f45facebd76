import { productKindTitles, type AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { Button } from '@/components/button.tsx';
import { ProductImage } from '@/components/product-image.tsx';
import { formatPrice } from '@/lib/format.ts';
import panel from '@/features/admin/kit/panel.module.css';
import catalogueStyles from '../catalogue.module.css';
import { catalogueStrings as t } from '../strings.ts';
import styles from './archive-list.module.css';

/** 'Архив': products gone from the shop (kept in past orders), each with 'Восстановить'. */
export function ArchiveList({
  products,
  restoring,
  onRestore,
}: {
  products: AdminProduct[];
  /** The product being restored. */
  restoring: number | null;
  onRestore: (product: AdminProduct) => void;
}) {
  return (
    <>
      <p className={styles.lead}>{t.archiveLead}</p>
      <ul className={styles.list} aria-label={t.archiveLabel}>
        {products.map((product) => (
          <li key={product.id} className={styles.row}>
            <ProductImage className={styles.image} src={product.image ?? undefined} alt="" />
            <div className={catalogueStyles.productText}>
              <h3 className={styles.name}>{product.name}</h3>
              <p className={catalogueStyles.productGroup}>
                {product.group} · {productKindTitles[product.kind]}
              </p>
            </div>
            <p className={styles.figures}>
              {formatPrice(product.price)} · {t.quantity.toLowerCase()} {product.quantity}
            </p>
            <Button
              variant="secondary"
              className={`${panel.small} ${styles.restore}`}
              aria-label={t.restoreAction(product.name, product.group)}
              disabled={restoring !== null}
              aria-busy={restoring === product.id || undefined}
              onClick={() => onRestore(product)}
            >
              {t.restore}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
