import type { User } from '@shop/shared/auth';
import { Logo } from '../../../components/logo.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { loyaltyStrings } from '../model/strings.ts';
import styles from './loyalty-card.module.css';

const levelLook = { Silver: styles.silver, Gold: styles.gold, Platinum: styles.platinum };

/** The customer's card: level and bonus balance (1 bonus = 1 ₽), as the auth store has them. */
export function LoyaltyCard({ user }: { user: User }) {
  const owner = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return (
    <section
      className={`${styles.card} ${levelLook[user.loyalty_level_name]}`}
      aria-label={loyaltyStrings.cardLabel}
    >
      <Logo className={styles.logo} />
      <dl className={`${styles.fact} ${styles.level}`}>
        <dt>{loyaltyStrings.level}</dt>
        <dd>{user.loyalty_level_name}</dd>
      </dl>
      <dl className={`${styles.fact} ${styles.balance}`}>
        <dt>{loyaltyStrings.balance}</dt>
        <dd>{formatPrice(user.loyalty_amount)}</dd>
      </dl>
      <p className={styles.owner}>{owner}</p>
    </section>
  );
}
