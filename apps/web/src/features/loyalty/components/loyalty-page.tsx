import { Page, pageStyles } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AccountNav } from '../../account/components/account-nav.tsx';
import { SignInPrompt } from '../../account/components/sign-in-prompt.tsx';

export default function LoyaltyPage() {
  return (
    <Page title="Карта лояльности">
      <PageHeader title="Карта лояльности" />
      <AccountNav />
      <SignInPrompt text="Здесь будут ваша карта, бонусный баланс и прогресс до следующего уровня." />
      <div className={`${pageStyles.prose} ${pageStyles.spaced}`}>
        <h2>Как это работает</h2>
        <p>
          С каждого оплаченного заказа возвращается кешбэк бонусами, а бонусами можно оплатить часть следующих
          покупок. 1 бонус = 1 ₽, бонусы не сгорают. Уровни Silver, Gold и Platinum открываются по сумме
          оплаченных заказов — чем выше уровень, тем больше кешбэк.
        </p>
      </div>
    </Page>
  );
}
