import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AccountNav } from './account-nav.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

export default function ProfilePage() {
  return (
    <Page title="Мой профиль">
      <PageHeader title="Мой профиль" />
      <AccountNav />
      <SignInPrompt text="Здесь будут ваши личные данные: имя, телефон и e-mail для чеков и уведомлений о заказах." />
    </Page>
  );
}
