import styles from './detail-skeleton.module.css';
import layout from './product-details.module.css';

/** The product page's outline while the catalogue loads: picture square and text lines in place. */
export function DetailSkeleton() {
  return (
    <div
      className={`${layout.layout} ${styles.skeleton}`}
      aria-busy="true"
      aria-label="Загружаем товар"
      data-loading
    >
      <div className={layout.galleryColumn}>
        <div className={`${styles.block} ${styles.image}`} />
      </div>
      <div className={layout.info}>
        <div className={`${styles.block} ${styles.title}`} />
        <div className={`${styles.block} ${styles.line}`} />
        <div className={`${styles.block} ${styles.text}`} />
        <div className={`${styles.block} ${styles.panel}`} />
        <div className={`${styles.block} ${styles.text}`} />
      </div>
    </div>
  );
}
