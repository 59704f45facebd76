import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

/** A section's title (h2 under the page's h1), a line about it and, on the right, its own controls. */
export function SectionHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.heading}>
      <div className={styles.text}>
        <h2 className={styles.title}>{title}</h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children ? <div className={styles.aside}>{children}</div> : null}
    </div>
  );
}
