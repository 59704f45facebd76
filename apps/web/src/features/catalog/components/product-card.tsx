import type { ClassifiedProduct } from '@shop/shared/rules/classification';
import { AppLink } from '../../../components/app-link.tsx';
import { formatPrice, formatWeight } from '../../../lib/format.ts';
import styles from './product-card.module.css';
import { ProductImage } from './product-image.tsx';

/** Where a product's card leads: merch to /merch/{id}, everything else to /catalog/{id}. */
export const productPath = (item: ClassifiedProduct) =>
  item.kind === 'merch' ? `/merch/${item.product.id}` : `/catalog/${item.product.id}`;

export interface ProductCardProps {
  item: ClassifiedProduct;
  /** Heading level of the name within the page's outline. */
  headingLevel?: 2 | 3;
  /** Images above the fold load at once; the rest lazily. */
  eager?: boolean;
  /** Replaces the product's own name (e.g. merch without its size suffix). */
  title?: string;
}

export function ProductCard({ item, headingLevel = 3, eager = false, title }: ProductCardProps) {
  const { product } = item;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = title ?? product.name;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ProductImage className={styles.image} src={product.image_urls[0]} alt={name} eager={eager} />
        {product.label ? <span className={styles.badge}>{product.label}</span> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <AppLink className={styles.link} to={productPath(item)}>
            {name}
          </AppLink>
        </Heading>
        <p className={styles.meta}>
          <span className={styles.weight}>
            {product.weight && item.kind !== 'merch' ? formatWeight(product.weight) : ''}
          </span>
          <span className={styles.price}>{formatPrice(product.price)}</span>
        </p>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.media} />
      <div className={styles.body}>
        <div className={styles.skeletonLine} />
        <div className={styles.skeletonLine} />
      </div>
    </div>
  );
}
