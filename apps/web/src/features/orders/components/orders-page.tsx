import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AccountNav } from '../../account/components/account-nav.tsx';
import { SignInPrompt } from '../../account/components/sign-in-prompt.tsx';

export default function OrdersPage() {
  return (
    <Page title="Заказы">
      <PageHeader title="Заказы" />
      <AccountNav />
      <SignInPrompt text="Здесь появится история ваших заказов: состав, статус и ссылка на оплату." />
    </Page>
  );
}
