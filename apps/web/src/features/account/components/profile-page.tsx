import { userMessages } from '@shop/shared/accounts/messages';
import { Button } from '@/components/button.tsx';
import { Page, pageStyles } from '@/components/page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useUser } from '@/features/auth';
import { accountStrings } from '../model/strings.ts';
import { useEmailChange, type EmailChange } from '../model/use-email-change.ts';
import { AccountGate, AccountSkeleton } from './account-gate.tsx';
import { AccountNav } from './account-nav.tsx';
import { EmailChangeModal } from './email-change-modal.tsx';
import { PersonalDataSection } from './personal-data-section.tsx';
import { ProfileForm } from './profile-form.tsx';

function SignedInProfile({ emailChange }: { emailChange: EmailChange }) {
  const { data: user, isError, refetch, isFetching } = useUser(true);
  if (user) {
    return (
      <>
        <ProfileForm user={user} locked={emailChange.phase !== 'idle'} onEmailChange={emailChange.start} />
        <PersonalDataSection user={user} />
      </>
    );
  }
  if (isError) {
    return (
      <div className={pageStyles.note} role="alert">
        <p>{userMessages.loadFailed}</p>
        <p className={pageStyles.noteAction}>
          <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
            {accountStrings.retry}
          </Button>
        </p>
      </div>
    );
  }
  return <AccountSkeleton size="form" />;
}

export default function ProfilePage() {
  const emailChange = useEmailChange();
  return (
    <Page title={accountStrings.title}>
      <PageHeader title={accountStrings.title} />
      <AccountNav />
      <AccountGate signInText={accountStrings.signInText} pending={<AccountSkeleton size="form" />}>
        {() => <SignedInProfile emailChange={emailChange} />}
      </AccountGate>
      {/* Outside the signed-in part: it still says 'sign in again' once the change has ended the session. */}
      <EmailChangeModal flow={emailChange} />
    </Page>
  );
}
