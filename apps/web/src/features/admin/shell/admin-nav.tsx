import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { AppNavLink } from '@/components/app-link.tsx';
import { adminNavLabel, adminSections } from './admin-sections.ts';
import styles from './admin-nav.module.css';
import { SectionIcon } from './section-icons.tsx';

/** The sections: a side rail from 992 px, a row of tabs that scrolls sideways on phones and tablets. */
export function AdminNav() {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);

  // In the scrolling row the current tab is brought into view rather than left cut off at an edge.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label={adminNavLabel} className={styles.nav}>
      <ul ref={listRef} className={styles.list}>
        {adminSections.map((section) => (
          <li key={section.slug}>
            <AppNavLink
              to={section.path}
              end={section.slug === 'dashboard'}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            >
              <SectionIcon slug={section.slug} />
              <span>{section.label}</span>
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
