import type { ReactNode } from 'react';
import styles from './product-details.module.css';

/** The top of every product detail: badge, the page's h1 and a subline (rating, weight). */
export function DetailHeading({
  title,
  label,
  children,
}: {
  title: string;
  label?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className={styles.heading}>
      {label ? <span className={styles.badge}>{label}</span> : null}
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.subline}>{children}</div> : null}
    </div>
  );
}
