import { AppNavLink } from '@/components/app-link.tsx';
import { aboutLabel, navLinks } from './nav-links.ts';

interface NavLinkListClasses {
  links?: string;
  link?: string;
  active?: string;
  disabled?: string;
}

/**
 * The links of the navigation bar, shared by the header and the burger menu
 * (docs/product/storefront.md#navigation).
 */
export function NavLinkList({
  classes,
  onNavigate,
}: {
  classes: NavLinkListClasses;
  onNavigate?: () => void;
}) {
  return (
    <ul className={classes.links}>
      {navLinks.map((link) => (
        <li key={link.to}>
          <AppNavLink
            to={link.to}
            className={({ isActive }) => `${classes.link} ${isActive ? classes.active : ''}`}
            onClick={onNavigate}
          >
            {link.label}
          </AppNavLink>
        </li>
      ))}
      <li>
        <span className={classes.disabled} aria-disabled="true">
          {aboutLabel}
        </span>
      </li>
    </ul>
  );
}
