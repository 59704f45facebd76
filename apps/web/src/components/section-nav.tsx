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
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
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
