import { lazy, Suspense, useState } from 'react';
import { Logo } from '@/components/logo.tsx';
import { useAuthStore } from '@/features/auth';
import styles from '@/components/screens.module.css';
import { useSettledSession } from '@/features/shell';
import own from './maintenance-view.module.css';

export { SiteOffBanner } from '@/features/shell';

const StaffSignIn = lazy(() => import('@/features/shell/components/staff-sign-in.tsx'));

/**
 * All that is shown to shoppers while the site is switched off
 * (docs/product/support-and-content.md#site-status), with a discreet way in for staff. While the visitor's
 * session is still being checked (it may be an admin's, who is shown the site instead) nothing is shown yet.
 */
export default function MaintenanceView() {
  const [signingIn, setSigningIn] = useState(false);
  const [asked, setAsked] = useState(false);
  const status = useAuthStore((state) => state.status);
  const checkingSession = status === 'unknown' || status === 'loading';
  useSettledSession(checkingSession);
  if (checkingSession) return <main className={styles.screen} aria-busy="true" />;
  return (
    <main className={styles.screen}>
      <title>Сайт временно не работает — humbl</title>
      <Logo className={styles.logo} />
      <h1 className={styles.title}>Сайт временно не работает</h1>
      <p className={styles.text}>
        Приносим извинения: мы уже исправляем проблему. Пожалуйста, загляните к нам немного позже.
      </p>
      <button
        type="button"
        className={own.staff}
        onClick={() => {
          setAsked(true);
          setSigningIn(true);
        }}
      >
        Вход для сотрудников
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <StaffSignIn open={signingIn} onClose={() => setSigningIn(false)} />
        </Suspense>
      ) : null}
    </main>
  );
}
