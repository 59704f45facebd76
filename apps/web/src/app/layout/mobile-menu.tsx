import { AppNavLink } from '../../components/app-link.tsx';
import styles from './mobile-menu.module.css';
import { aboutLabel, navLinks } from './nav-links.ts';

export const mobileMenuId = 'mobile-menu';

/** The burger menu's panel: the same links as the navigation bar. */
export function MobileMenu({ closing, onNavigate }: { closing: boolean; onNavigate: () => void }) {
  return (
    <nav
      id={mobileMenuId}
      aria-label="Мобильное меню"
      className={`${styles.panel} ${closing ? styles.closing : ''}`}
    >
      <ul className={styles.links}>
        {navLinks.map((link) => (
          <li key={link.to}>
            <AppNavLink
              to={link.to}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              onClick={onNavigate}
            >
              {link.label}
            </AppNavLink>
          </li>
        ))}
        <li>
          <span className={styles.disabled} aria-disabled="true">
            {aboutLabel}
          </span>
        </li>
      </ul>
    </nav>
  );
}
