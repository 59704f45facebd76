import { documentPath } from '@shop/shared/legal/documents';
import { lazy, Suspense } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Logo } from '@/components/logo.tsx';
import { CookieSettingsLink } from '@/features/analytics';
import styles from './footer.module.css';
import { footerCatalogLinks, footerCompanyLinks, footerInfoLinks } from './footer-links.ts';

// The contact details need the data layer; they load after the entry, in a space kept for them.
const FooterReach = lazy(() => import('./footer-contacts.tsx').then((m) => ({ default: m.FooterReach })));
const FooterPartners = lazy(() =>
  import('./footer-contacts.tsx').then((m) => ({ default: m.FooterPartners })),
);

function LinkColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <div className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <AppLink className={styles.link} to={link.to}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo className={styles.logo} />
          <p className={styles.tagline}>Протеиновые батончики, брауни и напитки без добавленного сахара.</p>
          <div className={styles.reach}>
            <Suspense fallback={null}>
              <FooterReach />
            </Suspense>
          </div>
        </div>
        <LinkColumn title="Каталог" links={footerCatalogLinks} />
        <LinkColumn title="Информация" links={footerInfoLinks} />
        <LinkColumn title="Компания" links={footerCompanyLinks} />
        <div className={styles.column}>
          <h2 className={styles.heading}>Партнёрам</h2>
          <p className={styles.muted}>Кофейням, магазинам и спортзалам — оптовые поставки и коллаборации.</p>
          <Suspense fallback={null}>
            <FooterPartners />
          </Suspense>
        </div>
      </div>
      <div className={styles.bottom}>
        <span>© {new Date().getFullYear()} humbl</span>
        <AppLink className={styles.link} to={documentPath('privacy')}>
          Политика конфиденциальности
        </AppLink>
        <CookieSettingsLink className={styles.link} />
      </div>
    </footer>
  );
}
