import { Navigate } from 'react-router';
import { Page, pageStyles } from '@/components/page.tsx';
import { useAuthStore } from '@/features/auth';
import { adminTitle } from '../shell/admin-sections.ts';
import { AdminShell } from '../shell/admin-shell.tsx';

/**
 * docs/product/admin.md#routes: /admin and its sections only for admins; anyone else is sent to the main page
 * (replace). The server checks every admin call on its own: this only keeps customers out of a screen they
 * cannot use.
 */
export default function AdminPage() {
  const status = useAuthStore((state) => state.status);
  const isAdmin = useAuthStore((state) => state.user?.is_admin === true);

  // The session is still being checked: nothing yet, so that an admin never sees a redirect begin.
  if (status === 'unknown' || status === 'loading') {
    return (
      <Page title={adminTitle}>
        <div className={pageStyles.placeholder} aria-busy="true" data-loading />
      </Page>
    );
  }
  if (!isAdmin) return <Navigate to="/" replace />;
  return <AdminShell />;
}
