import type { Dashboard } from '@shop/shared/admin/dashboard-api';
import { LOW_STOCK_UNITS } from '@shop/shared/catalog/low-stock';
import { useId, useState } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { productEditPath } from '../catalogue/catalogue-path.ts';
import styles from './dashboard.module.css';

/** The list starts with the scarcest this many; the rest open on request. */
const FIRST_SHOWN = 8;

/** Products with LOW_STOCK_UNITS or fewer free units, scarcest first; each opens its editor in the catalogue. */
export function LowStockList({ products }: { products: Dashboard['low_stock'] }) {
  const titleId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? products : products.slice(0, FIRST_SHOWN);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          Мало на складе
        </h3>
        {products.length > 0 ? <span className={styles.cardCount}>{products.length}</span> : null}
      </div>
      {products.length === 0 ? (
        <p className={styles.muted}>Свободных единиц больше {LOW_STOCK_UNITS} у каждого товара.</p>
      ) : (
        <ul className={styles.stockList}>
          {shown.map((product) => (
            <li key={product.id}>
              <AppLink className={styles.stockLink} to={productEditPath(product.id)}>
                <span className={styles.stockName}>{product.name}</span>
                <span className={product.available > 0 ? styles.stockCount : styles.stockOut}>
                  {product.available > 0 ? `свободно ${product.available} шт.` : 'нет свободных'}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      {products.length > FIRST_SHOWN ? (
        <button type="button" className={styles.more} aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Свернуть' : `Показать все (${products.length})`}
        </button>
      ) : null}
    </section>
  );
}
