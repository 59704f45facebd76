import styles from './mobile-menu.module.css';
import { NavLinkList } from './nav-link-list.tsx';

export const mobileMenuId = 'mobile-menu';

/** The burger menu's panel: the same links as the navigation bar. */
export function MobileMenu({ closing, onNavigate }: { closing: boolean; onNavigate: () => void }) {
  return (
    <nav
      id={mobileMenuId}
      aria-label="Мобильное меню"
      className={`${styles.panel} ${closing ? styles.closing : ''}`}
    >
      <NavLinkList classes={styles} onNavigate={onNavigate} />
    </nav>
  );
}
