import type { User } from '@shop/shared/accounts/account-api';
import { Button } from '@/components/button.tsx';
import { Page } from '@/components/page.tsx';
import { LoadMorePages } from '@/components/load-more.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { AccountGate, AccountNav } from '@/features/account';
import { useAuthStore } from '@/features/auth';
import { useLoyalty } from '../api/get-loyalty.ts';
import { loyaltyStrings } from '../model/strings.ts';
import { BonusHistory } from './bonus-history.tsx';
import { LevelProgress } from './level-progress.tsx';
import { LevelsExplanation } from './levels-explanation.tsx';
import { LoyaltyCard } from './loyalty-card.tsx';
import styles from './loyalty-page.module.css';

const ownerOf = (user: User) => [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;

/**
 * The signed-in customer's card, progress and bonus history from GET /api/loyalty/; until it answers the
 * card shows the figures the shell already has.
 */
function CustomerLoyalty({ user }: { user: User }) {
  const loyalty = useLoyalty(true);
  const card = loyalty.data?.pages[0];
  const history = loyalty.data?.pages.flatMap((page) => page.history) ?? [];
  return (
    <div className={styles.overview}>
      <LoyaltyCard
        owner={ownerOf(user)}
        level={card?.level ?? user.loyalty_level_name}
        balance={card?.balance ?? user.loyalty_amount}
      />
      <div className={styles.side}>
        {card ? (
          <>
            <LevelProgress paidTotal={card.paid_total} />
            <BonusHistory history={history}>
              <LoadMorePages query={loyalty} shown={history.length} />
            </BonusHistory>
          </>
        ) : loyalty.isError ? (
          <div className={styles.problem} role="alert">
            <p>{loyalty.error.message}</p>
            <p>
              <Button
                variant="secondary"
                disabled={loyalty.isFetching}
                onClick={() => void loyalty.refetch()}
              >
                {loyaltyStrings.retry}
              </Button>
            </p>
          </div>
        ) : (
          <div className={styles.placeholder} aria-busy="true" />
        )}
      </div>
    </div>
  );
}

/**
 * /personalAccount/cardLoyal (docs/product/loyalty.md#routes): card, balance, level progress bar and the
 * explanation.
 */
export default function LoyaltyPage() {
  const current = useAuthStore((state) => (state.status === 'signed-in' ? state.user : null));
  const level = useLoyalty(false).data?.pages[0]?.level ?? current?.loyalty_level_name ?? null;
  return (
    <Page title={loyaltyStrings.title}>
      <PageHeader title={loyaltyStrings.title} />
      <AccountNav />
      <AccountGate signInText={loyaltyStrings.signInText}>
        {(user) => <CustomerLoyalty user={user} />}
      </AccountGate>
      <LevelsExplanation current={level} />
    </Page>
  );
}
