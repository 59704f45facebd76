import { ProductImage } from '@/components/product-image.tsx';
import { Scrollbar } from '@/components/scrollbar.tsx';
import { formatPrice } from '@/lib/format.ts';
import { useWindowWidth } from '@/lib/use-window-width.ts';
import { visibleRows } from '@/lib/visible-rows.ts';
import type { OrderLine } from '../model/order-lines.ts';
import { ordersStrings } from '../model/strings.ts';
import styles from './order-items.module.css';

function ItemRow({ line }: { line: OrderLine }) {
  return (
    <li className={styles.row}>
      <ProductImage className={styles.image} src={line.image ?? undefined} alt="" />
      <div className={styles.info}>
        <p className={styles.name}>{line.name}</p>
        {line.list ? (
          <p className={styles.details}>
            {line.list.map((flavour) => `${flavour.name} × ${flavour.count}`).join(', ')}
          </p>
        ) : null}
        {line.details ? <p className={styles.details}>{line.details}</p> : null}
      </div>
      <div className={styles.figures}>
        <span className={styles.count}>{line.count} шт</span>
        <span className={styles.sum}>{formatPrice(line.sum)}</span>
      </div>
    </li>
  );
}

/**
 * An order's goods; beyond the rows docs/product/cart.md#basket shows for the width (3, 2 at 1440, 3) the
 * list scrolls.
 */
export function OrderItems({ lines }: { lines: readonly OrderLine[] }) {
  const rows = visibleRows('order', useWindowWidth());
  const list = (
    <ul className={styles.list}>
      {lines.map((line) => (
        <ItemRow key={line.key} line={line} />
      ))}
    </ul>
  );
  return (
    <section className={styles.items} aria-label={ordersStrings.itemsLabel} data-visible-rows={rows}>
      {lines.length > rows ? (
        <Scrollbar
          height={`calc(${rows} * var(--order-row-height))`}
          label={`${ordersStrings.itemsLabel}: список`}
        >
          {list}
        </Scrollbar>
      ) : (
        list
      )}
    </section>
  );
}
