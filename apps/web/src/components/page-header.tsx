import type { Crumb } from '@shop/shared/rules/breadcrumbs';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs.tsx';
import styles from './page.module.css';

export interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  /** Replaces the last breadcrumb's label. */
  crumbLabel?: string | undefined;
  /** Replaces the whole trail (a page under an address segment that is no page). */
  crumbs?: readonly Crumb[] | undefined;
  /** Extra class for the breadcrumbs (e.g. hidden below 768 px on product pages). */
  crumbsClassName?: string | undefined;
  /** A number beside the title (how many orders). */
  count?: number | undefined;
}

/** Breadcrumbs, the page's only h1 and an optional lead line. */
export function PageHeader({ title, lead, crumbLabel, crumbs, crumbsClassName, count }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <Breadcrumbs lastLabel={crumbLabel} crumbs={crumbs} className={crumbsClassName} />
      <h1 className={styles.title}>
        {title}
        {count === undefined ? null : (
          <>
            {' '}
            <span className={styles.count}>{count}</span>
          </>
        )}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
