import { Suspense } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '@/components/app-link.tsx';
import { Page } from '@/components/page.tsx';
import { useAuthStore } from '@/features/auth';
import { adminTitle, sectionOf } from './admin-sections.ts';
import { AdminNav } from './admin-nav.tsx';
import styles from './admin-shell.module.css';
import { SectionSkeleton } from '../kit/section-skeleton.tsx';
import { sectionComponents } from './section-components.ts';

function UnknownSection() {
  return (
    <div className={styles.unknown} role="status">
      <h2 className={styles.unknownTitle}>Такого раздела нет</h2>
      <p>
        Проверьте адрес или откройте <AppLink to="/admin">сводку</AppLink>.
      </p>
    </div>
  );
}

/** /admin/:section: the title, the sections' navigation and the open section (loaded on demand). */
export function AdminShell() {
  const section = sectionOf(useParams().section);
  // Whose changes these are (the audit log names them): useful on a device staff share.
  const email = useAuthStore((state) => state.user?.email);
  const Section = section ? sectionComponents[section.slug] : UnknownSection;
  return (
    <Page title={section ? `${section.label} · ${adminTitle}` : adminTitle} className={styles.page}>
      <div className={styles.shell}>
        <header className={styles.header}>
          <h1 className={styles.title}>{adminTitle}</h1>
          {email ? <p className={styles.who}>{email}</p> : null}
        </header>
        <AdminNav />
        <div className={styles.content}>
          {/* Keyed: a section's own state (filters, an open order) never leaks into the next one. */}
          <Suspense key={section?.slug ?? 'unknown'} fallback={<SectionSkeleton />}>
            <Section />
          </Suspense>
        </div>
      </div>
    </Page>
  );
}
