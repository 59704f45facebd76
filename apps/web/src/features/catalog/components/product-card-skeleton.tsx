import card from './product-card.module.css';
import styles from './product-card-skeleton.module.css';

/** A card's outline while the catalogue loads: the same picture ratio and body height. */
export function ProductCardSkeleton() {
  return (
    <div className={`${card.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={`${card.media} ${styles.shimmer}`} />
      <div className={card.body}>
        <div className={`${styles.eyebrow} ${styles.shimmer}`} />
        <div className={`${styles.title} ${styles.shimmer}`} />
        <div className={`${styles.meta} ${styles.shimmer}`} />
        <div className={`${styles.options} ${styles.shimmer}`} />
        <div className={`${styles.footer} ${styles.shimmer}`} />
      </div>
    </div>
  );
}
