import { Page, pageStyles } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AccountGate } from '../../account/components/account-gate.tsx';
import { AccountNav } from '../../account/components/account-nav.tsx';
import { loyaltyStrings } from '../model/strings.ts';
import { LoyaltyCard } from './loyalty-card.tsx';

export default function LoyaltyPage() {
  return (
    <Page title={loyaltyStrings.title}>
      <PageHeader title={loyaltyStrings.title} />
      <AccountNav />
      <AccountGate signInText={loyaltyStrings.signInText}>
        {(user) => <LoyaltyCard user={user} />}
      </AccountGate>
      <div className={`${pageStyles.prose} ${pageStyles.spaced}`}>
        <h2>{loyaltyStrings.howTitle}</h2>
        <p>{loyaltyStrings.howText}</p>
      </div>
    </Page>
  );
}
