import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { AppNavLink } from './app-link.tsx';
import styles from './section-nav.module.css';

/** Tabs between the pages of one section (support, personal account). */
export function SectionNav({
  label,
  links,
}: {
  label: string;
  links: readonly { to: string; label: string }[];
}) {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the row scrolls sideways: the current page's tab is brought into view, not left cut off.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label={label} className={styles.nav}>
      <ul ref={listRef} className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <AppNavLink
              end
              to={link.to}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            >
              {link.label}
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
