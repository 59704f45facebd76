import type { CardPrice } from '@shop/shared/rules/cards';
import { formatPrice } from '@/lib/format.ts';
import styles from './price.module.css';

/**
 * A card's price: the current amount, and when it is discounted the original one struck through with the
 * saving in percent. `from` prefixes 'от' (a starting price, e.g. the smallest box).
 */
export function Price({
  price,
  size = 'medium',
  from = false,
  className,
}: {
  price: CardPrice;
  size?: 'medium' | 'large';
  from?: boolean;
  className?: string | undefined;
}) {
  const discounted = price.discount > 0 && price.original > price.current;
  const classes = [styles.price, size === 'large' ? styles.large : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes}>
      {/* <data> carries the amount in rubles for machines (tests, scrapers) next to the formatted text. */}
      <data className={styles.current} value={price.current}>
        {from ? 'от\u00a0' : ''}
        {formatPrice(price.current)}
      </data>
      {discounted ? (
        <>
          <s className={styles.original}>
            <span className="visually-hidden">Без скидки </span>
            {formatPrice(price.original)}
          </s>
          <span className={styles.discount}>−{price.discount}%</span>
        </>
      ) : null}
    </span>
  );
}
