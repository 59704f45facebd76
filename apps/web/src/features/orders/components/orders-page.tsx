import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AccountGate } from '../../account/components/account-gate.tsx';
import { AccountNav } from '../../account/components/account-nav.tsx';
import { ordersStrings } from '../model/strings.ts';
import { OrdersEmpty } from './orders-empty.tsx';

export default function OrdersPage() {
  return (
    <Page title={ordersStrings.title}>
      <PageHeader title={ordersStrings.title} />
      <AccountNav />
      <AccountGate signInText={ordersStrings.signInText}>{() => <OrdersEmpty />}</AccountGate>
    </Page>
  );
}
