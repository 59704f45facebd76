import { Navigate } from 'react-router';
import { Page, pageStyles } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuthStore } from '../../auth/model/auth-store.ts';

const title = 'Администрирование';

/** SPEC.md §2, §4: /admin only for admins; anyone else is sent to the main page (replace). */
export default function AdminPage() {
  const status = useAuthStore((state) => state.status);
  const isAdmin = useAuthStore((state) => state.user?.is_admin === true);

  // The session is still being checked: nothing yet, so that an admin never sees a redirect begin.
  if (status === 'unknown' || status === 'loading') {
    return (
      <Page title={title}>
        <div className={pageStyles.placeholder} aria-busy="true" />
      </Page>
    );
  }
  if (!isAdmin) return <Navigate to="/" replace />;
  return (
    <Page title={title}>
      <PageHeader title={title} crumbLabel={title} />
      <p className={pageStyles.note}>
        Раздел для администраторов магазина: тексты поддержки, контакты, интервалы доставки и видеоотзывы.
        Редактирование появится здесь в ближайших обновлениях.
      </p>
    </Page>
  );
}
