import shimmer from '@/components/shimmer.module.css';
import styles from './section-skeleton.module.css';

/** Where a section appears while its code or its first data loads: calm blocks of its rough shape. */
export function SectionSkeleton({ label = 'Загружаем раздел' }: { label?: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={label} role="status" data-loading>
      <div className={`${shimmer.shimmer} ${styles.skeletonTitle}`} />
      <div className={styles.skeletonRow}>
        <div className={`${shimmer.shimmer} ${styles.skeletonBlock}`} />
        <div className={`${shimmer.shimmer} ${styles.skeletonBlock}`} />
        <div className={`${shimmer.shimmer} ${styles.skeletonBlock}`} />
      </div>
      <div className={`${shimmer.shimmer} ${styles.skeletonWide}`} />
    </div>
  );
}
