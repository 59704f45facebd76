import { Page, pageStyles } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export default function AdminPage() {
  return (
    <Page title="Администрирование">
      <PageHeader title="Администрирование" crumbLabel="Администрирование" />
      <p className={pageStyles.note}>
        Раздел для администраторов магазина: тексты поддержки, контакты, интервалы доставки и видеоотзывы. Он
        откроется после входа под учётной записью администратора.
      </p>
    </Page>
  );
}
