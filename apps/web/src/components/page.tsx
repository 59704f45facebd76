import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The width-limited content column of a page, with its browser tab title. */
export function Page({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `${styles.page} ${className}` : styles.page}>
      <title>{`${title} — humbl`}</title>
      {children}
    </div>
  );
}

export { styles as pageStyles };
