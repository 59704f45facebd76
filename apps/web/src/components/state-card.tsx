import { useId, type ReactNode } from 'react';
import styles from './state-card.module.css';

export interface StateCardProps {
  /** A small decorative drawing (aria-hidden). */
  art: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}

/** A page's state in one friendly card (nothing here yet, sign in first): a picture, a title, words, an action. */
export function StateCard({ art, title, children, action }: StateCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.art}>{art}</div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.text}>{children}</div>
        <div className={styles.action}>{action}</div>
      </div>
    </section>
  );
}
