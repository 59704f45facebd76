import { useId, type ReactNode } from 'react';
import styles from './checkout.module.css';

/** One numbered card of the checkout form: its step, title, a line of help and the fields. */
export function CheckoutSection({
  step,
  title,
  lead,
  children,
}: {
  step: number;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>
        <div>
          <h2 id={titleId} className={styles.sectionTitle}>
            {title}
          </h2>
          {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}
