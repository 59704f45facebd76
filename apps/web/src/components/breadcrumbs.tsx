import { buildBreadcrumbs, type Crumb } from '@shop/shared/rules/breadcrumbs';
import { AppLink } from './app-link.tsx';
import { useDisplayedLocation } from '@/lib/displayed-location.ts';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbsProps {
  /** Replaces the last crumb's label, e.g. with a product's name. */
  lastLabel?: string | undefined;
  className?: string | undefined;
  /** The whole trail, for a page whose address segments are no pages of their own (/gift-cards/balance). */
  crumbs?: readonly Crumb[] | undefined;
}

/** The trail of the current page; hidden on the main page. */
export function Breadcrumbs({ lastLabel, className, crumbs: given }: BreadcrumbsProps) {
  const { pathname } = useDisplayedLocation();
  const crumbs = given ?? buildBreadcrumbs(pathname, lastLabel ? { lastLabel } : {});
  if (crumbs.length <= 1) return null;
  return (
    <nav aria-label="Хлебные крошки" className={className ? `${styles.nav} ${className}` : styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.path}-${crumb.label}`} className={styles.item}>
            {index === crumbs.length - 1 ? (
              <span className={styles.current} aria-current="page">
                {crumb.label}
              </span>
            ) : (
              <AppLink className={styles.link} to={crumb.path}>
                {crumb.label}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
